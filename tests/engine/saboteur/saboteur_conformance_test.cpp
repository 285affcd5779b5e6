// The generic conformance suite in both modes: two players, and solo in each color.
#include <gtest/gtest.h>

#include "support/conformance.h"

namespace mizbazi::testing {
namespace {

TEST(SaboteurConformance, TwoPlayers) {
  ConformanceOptions options;
  options.game = "saboteur-duel";
  options.options = {{"players", 2}};
  options.games = 20;
  options.firstSeed = 1;
  long actions = runConformance(options);
  EXPECT_GT(actions, options.games * 60L) << "games were suspiciously short";
}

TEST(SaboteurConformance, SoloGreen) {
  ConformanceOptions options;
  options.game = "saboteur-duel";
  options.options = {{"players", 1}};
  options.games = 20;
  options.firstSeed = 5000;
  long actions = runConformance(options);
  EXPECT_GT(actions, options.games * 40L) << "games were suspiciously short";
}

}  // namespace
}  // namespace mizbazi::testing
