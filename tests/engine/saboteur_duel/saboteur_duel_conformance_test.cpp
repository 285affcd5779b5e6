// The generic conformance suite in both modes: two players, and solo in each color. A thousand
// games in all; tuned so that the whole test executable stays well under a minute in Release.
#include <gtest/gtest.h>

#include "support/conformance.h"

namespace mizbazi::testing {
namespace {

struct Mode {
  const char* name;
  int players;
  const char* soloColor;  // nullptr: two players
  int games;
  std::uint64_t firstSeed;
};

class SaboteurDuelConformance : public ::testing::TestWithParam<Mode> {};

TEST_P(SaboteurDuelConformance, RandomGamesKeepEveryInvariant) {
  const Mode mode = GetParam();
  ConformanceOptions options;
  options.game = "saboteur-duel";
  options.options = {{"players", mode.players}};
  if (mode.soloColor) options.options["solo_color"] = mode.soloColor;
  options.games = mode.games;
  options.firstSeed = mode.firstSeed;
  options.maxActions = 1000;
  long actions = runConformance(options);
  // Three rounds of a 40-card (solo: 36-card) deck take well over 60 actions.
  EXPECT_GT(actions, mode.games * 60L) << "games were suspiciously short";
}

INSTANTIATE_TEST_SUITE_P(Modes, SaboteurDuelConformance,
                         ::testing::Values(Mode{"TwoPlayers", 2, nullptr, 450, 1},
                                           Mode{"SoloGreen", 1, "green", 330, 100000},
                                           Mode{"SoloBlue", 1, "blue", 220, 200000}),
                         [](const ::testing::TestParamInfo<Mode>& info) {
                           return info.param.name;
                         });

}  // namespace
}  // namespace mizbazi::testing
