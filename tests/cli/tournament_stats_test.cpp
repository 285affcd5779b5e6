// The figures under `mizbazi-cli play`'s table, on small hand-checked samples.
#include "cli/tournament_stats.h"

#include <gtest/gtest.h>

namespace mizbazi::cli {
namespace {

TEST(WilsonInterval, StaysInsideZeroToOneAndContainsTheShare) {
  for (double wins : {0.0, 1.0, 5.0, 9.5, 10.0}) {
    auto [low, high] = wilsonInterval(wins, 10);
    EXPECT_GE(low, 0.0);
    EXPECT_LE(high, 1.0);
    EXPECT_LE(low, wins / 10);
    EXPECT_GE(high, wins / 10);
  }
  // Half of 1,000 games: about ±3.1 points around 50%.
  auto [low, high] = wilsonInterval(500, 1000);
  EXPECT_NEAR(low, 0.469, 0.001);
  EXPECT_NEAR(high, 0.531, 0.001);
}

TEST(WilsonInterval, NoGamesGivesAnEmptyInterval) {
  auto [low, high] = wilsonInterval(0, 0);
  EXPECT_EQ(low, 0.0);
  EXPECT_EQ(high, 0.0);
}

TEST(MarginLine, OnlyForTwoDistinctLevelsAndAtLeastTwoGames) {
  const std::vector<std::vector<double>> twoGames{{1, 0}, {0, 1}};
  EXPECT_EQ(marginLine({"hard", "hard"}, twoGames), "");
  EXPECT_EQ(marginLine({"hard", "easy"}, {{1, 0}}), "");
  EXPECT_NE(marginLine({"hard", "easy"}, twoGames), "");
}

TEST(MarginLine, AllGamesWonHasNoSpread) {
  EXPECT_EQ(
      marginLine({"normal", "random"}, {{1, 0}, {1, 0}, {1, 0}}),
      "normal − random win share: +100.0% (95% interval +100.0% to +100.0%), excludes zero\n");
}

TEST(MarginLine, AWideIntervalIsCutAtTheLargestPossibleMargin) {
  // Differences +1 and -1: mean 0, standard error 1, so ±196% before the cut.
  EXPECT_EQ(marginLine({"hard", "easy"}, {{1, 0}, {0, 1}}),
            "hard − easy win share: +0.0% (95% interval -100.0% to +100.0%), includes zero\n");
}

TEST(MarginLine, TeamsAddTheirSeatsShares) {
  // Four seats, two per level (partners): a team win gives each partner half.
  const std::vector<std::string> levels{"hard", "easy", "hard", "easy"};
  const std::vector<double> hardTeamWins{0.5, 0, 0.5, 0}, easyTeamWins{0, 0.5, 0, 0.5};
  std::vector<std::vector<double>> games(9, hardTeamWins);
  games.push_back(easyTeamWins);
  // Differences: nine +1 and one -1: mean 0.8, sample variance 0.4, standard error 0.2.
  EXPECT_EQ(marginLine(levels, games),
            "hard − easy win share: +80.0% (95% interval +40.8% to +100.0%), excludes zero\n");
}

}  // namespace
}  // namespace mizbazi::cli
