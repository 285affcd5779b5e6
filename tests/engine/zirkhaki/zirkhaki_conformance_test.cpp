// The generic conformance suite over Zirkhaki's player counts and modes.
#include <gtest/gtest.h>

#include "support/conformance.h"

namespace mizbazi::testing {
namespace {

struct Mode {
  int players;
  bool rings;
  int games;
};

class ZirkhakiConformance : public ::testing::TestWithParam<Mode> {};

TEST_P(ZirkhakiConformance, RandomGamesKeepEveryInvariant) {
  const Mode mode = GetParam();
  ConformanceOptions options;
  options.game = "zirkhaki";
  options.options = {{"players", mode.players}, {"rings", mode.rings}};
  options.games = mode.games;
  options.firstSeed = 1000 * static_cast<std::uint64_t>(mode.players) + (mode.rings ? 500 : 0);
  options.maxActions = 2000;
  long actions = runConformance(options);
  EXPECT_GT(actions, mode.games * 10L) << "games were suspiciously short";
}

// A few hundred games in all, every step checked (four and a half minutes of the suite's
// processor time with three times as many); `mizbazi-cli soak` plays millions with the
// invariants checked after every action (docs/reliability.md).
INSTANTIATE_TEST_SUITE_P(
    PlayersAndRings, ZirkhakiConformance,
    ::testing::Values(Mode{2, false, 100}, Mode{2, true, 100}, Mode{3, false, 80},
                      Mode{3, true, 80}, Mode{4, false, 80}, Mode{4, true, 80}, Mode{5, false, 35},
                      Mode{5, true, 35}, Mode{6, true, 25}, Mode{7, false, 20}, Mode{8, true, 20}),
    [](const ::testing::TestParamInfo<Mode>& info) {
      return std::to_string(info.param.players) + "players" + (info.param.rings ? "Rings" : "");
    });

}  // namespace
}  // namespace mizbazi::testing
