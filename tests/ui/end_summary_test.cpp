// The end screen of a match of several rounds shows how the totals went, round by round: the
// running totals come from replaying the match (the engine's round ends and scores), and the last
// point is the final score.
#include <gtest/gtest.h>

#include <QTableWidget>

#include "core/game_record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "ui/table/end_dialog.h"
#include "ui/table/end_summary.h"
#include "ui/table/line_chart.h"
#include "ui_test_support.h"

namespace mizbazi {
namespace {

// A whole match of `game` played at random from a fixed seed.
GameRecord randomRecord(const std::string& game, int players, std::uint64_t seed) {
  Scenario s;
  s.game = game;
  s.options["players"] = players;
  s.seed = seed;
  GameRecord record = GameRecord::fromScenario(s);
  Rng rng(seed);
  while (!record.state().isTerminal()) {
    const std::vector<Action> legal = record.state().legalActions();
    EXPECT_FALSE(record.play(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]));
  }
  return record;
}

// The first built-in game whose matches have several rounds.
const char* multiRoundGame(int* players) {
  if (findGame("saboteur-duel")) return *players = 2, "saboteur-duel";
  if (findGame("sabokbaz")) return *players = 4, "sabokbaz";
  return nullptr;
}

TEST(EndSummary, AMatchOfSeveralRoundsHasItsRunningTotalsEndingAtTheFinalScore) {
  testing::uiApp("fa");
  int players = 0;
  const char* game = multiRoundGame(&players);
  if (!game) GTEST_SKIP() << "no game of several rounds in this build";
  const GameRecord record = randomRecord(game, players, 11);
  QStringList names;
  for (int i = 0; i < players; ++i) names << QString("P%1").arg(i + 1);
  ui::EndSummary s = ui::EndSummary::fromState(record.state(), names);
  s.addRunningTotals(record, names);
  ASSERT_GE(s.runningTotals.size(), 2);
  for (const QVector<int>& round : s.runningTotals) EXPECT_EQ(round.size(), s.totals.size());
  EXPECT_EQ(s.runningTotals.back(), s.totals);

  ui::EndDialog dialog(s);
  ASSERT_NE(dialog.chart(), nullptr);
  ASSERT_EQ(dialog.chart()->series().size(), s.rowNames.size());
}

TEST(EndSummary, AOneRoundGameHasNoChart) {
  testing::uiApp("fa");
  const GameRecord record = randomRecord("zirkhaki", 3, 5);
  const QStringList names{"A", "B", "C"};
  ui::EndSummary s = ui::EndSummary::fromState(record.state(), names);
  s.addRunningTotals(record, names);
  EXPECT_TRUE(s.runningTotals.isEmpty());
  ui::EndDialog dialog(s);
  EXPECT_EQ(dialog.chart(), nullptr);
  EXPECT_EQ(dialog.table()->rowCount(), 3);
}

}  // namespace
}  // namespace mizbazi
