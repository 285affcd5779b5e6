// The generic checks of tests/support/conformance.h, on whole matches of both table sizes.
#include <gtest/gtest.h>

#include "support/conformance.h"

namespace mizbazi::sabokbaz {
namespace {

TEST(SabokbazConformance, FourPlayers) {
  testing::ConformanceOptions options;
  options.game = "sabokbaz";
  options.options = {{"players", 4}};
  options.games = 600;
  options.observeEveryStep = false;  // a match is hundreds of cards: every 7th position is plenty
  long actions = testing::runConformance(options);
  EXPECT_GT(actions, 600L * 52);  // every match is at least one whole hand
}

TEST(SabokbazConformance, SixPlayers) {
  testing::ConformanceOptions options;
  options.game = "sabokbaz";
  options.options = {{"players", 6}};
  options.games = 400;
  options.firstSeed = 10001;
  options.observeEveryStep = false;
  long actions = testing::runConformance(options);
  EXPECT_GT(actions, 400L * 48);
}

// A few matches with every position observed and determinized, including a high target so that
// the matches are long.
TEST(SabokbazConformance, EveryStepObserved) {
  for (int players : {4, 6}) {
    testing::ConformanceOptions options;
    options.game = "sabokbaz";
    options.options = {{"players", players}, {"target", players == 4 ? 140 : 120}};
    options.games = 10;
    options.firstSeed = 20001;
    options.maxActions = 20000;
    testing::runConformance(options);
  }
}

}  // namespace
}  // namespace mizbazi::sabokbaz
