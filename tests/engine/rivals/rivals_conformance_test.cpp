// The generic checks (tests/support/conformance.h) for every player count Rivals allows. Each
// count runs some games with observations and determinize checked at every step, and more with
// them checked every 7th step (the JSON views dominate the time), 1,200 games in all.
#include <gtest/gtest.h>

#include "support/conformance.h"

namespace mizbazi::testing {
namespace {

ConformanceOptions rivals(int players, int games, std::uint64_t firstSeed, bool everyStep) {
  ConformanceOptions o;
  o.game = "rivals";
  o.options = Json{{"players", players}};
  o.games = games;
  o.firstSeed = firstSeed;
  o.observeEveryStep = everyStep;
  return o;
}

TEST(RivalsConformance, TwoPlayers) {
  EXPECT_GT(runConformance(rivals(2, 150, 1, true)), 0);
}
TEST(RivalsConformance, TwoPlayersMore) {
  EXPECT_GT(runConformance(rivals(2, 250, 10001, false)), 0);
}
TEST(RivalsConformance, ThreePlayers) {
  EXPECT_GT(runConformance(rivals(3, 100, 20001, true)), 0);
}
TEST(RivalsConformance, ThreePlayersMore) {
  EXPECT_GT(runConformance(rivals(3, 250, 30001, false)), 0);
}
TEST(RivalsConformance, FourPlayers) {
  EXPECT_GT(runConformance(rivals(4, 80, 40001, true)), 0);
}
TEST(RivalsConformance, FourPlayersMore) {
  EXPECT_GT(runConformance(rivals(4, 250, 50001, false)), 0);
}

}  // namespace
}  // namespace mizbazi::testing
