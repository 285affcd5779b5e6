// Rivals' end screen (issue 15): when the points are tied, the screen states the tie rule that
// decided (more coins wins; tied on coins too, the win is shared), in Persian and in English; a
// plain win names no tie. The final positions are the engine's tie scenarios, played on a table.
#include <gtest/gtest.h>

#include "rivals_table_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QString utf8(const char* s) {
  return QString::fromUtf8(s);
}

// One of the engine's scenario files, with people named as the table tests name them.
ui::EndSummary endOf(const QString& file, int players) {
  Scenario s = engineTestScenario(file);
  s.players = rivalsScenario(players, false, 1).players;
  auto t = makeRivalsTable(s);
  EXPECT_TRUE(settle(*t));
  EXPECT_TRUE(t->model().finished) << file.toStdString();
  return t->endSummary();
}

class RivalsEndScreen : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
  void TearDown() override { uiApp("fa"); }
};

TEST_F(RivalsEndScreen, ATieOnPointsIsDecidedByCoinsAndSaysSo) {
  // Sara and Ali both end on 19 points; Ali has 19 coins to Sara's 17.
  const ui::EndSummary fa = endOf("tie-broken-by-coins.json", 2);
  EXPECT_TRUE(
      fa.explanation.contains(utf8("تساوی با سکهٔ بیشتر شکسته می‌شود")))
      << fa.explanation.toStdString();
  EXPECT_TRUE(fa.explanation.contains(utf8("علی"))) << fa.explanation.toStdString();
  EXPECT_TRUE(fa.explanation.contains(utf8("۱۹\u00a0سکه"))) << fa.explanation.toStdString();
  EXPECT_TRUE(fa.rule.contains(utf8("سکهٔ بیشتر برنده است")));
  uiApp("en");
  const ui::EndSummary en = endOf("tie-broken-by-coins.json", 2);
  EXPECT_TRUE(en.explanation.contains("tied on 19 points; the tie goes to more coins"))
      << en.explanation.toStdString();
  EXPECT_TRUE(en.explanation.contains("has 19 coins and wins")) << en.explanation.toStdString();
}

TEST_F(RivalsEndScreen, ATieOnPointsAndCoinsIsSharedAndSaysSo) {
  const ui::EndSummary fa = endOf("tie-shared.json", 3);
  EXPECT_TRUE(fa.explanation.contains(utf8("با هم برنده‌اند")))
      << fa.explanation.toStdString();
  for (const char* name : {"سارا", "علی", "مریم"})
    EXPECT_TRUE(fa.explanation.contains(utf8(name))) << fa.explanation.toStdString();
  uiApp("en");
  const ui::EndSummary en = endOf("tie-shared.json", 3);
  EXPECT_TRUE(en.explanation.contains("tied on 12 points and on coins"))
      << en.explanation.toStdString();
  EXPECT_TRUE(en.explanation.contains("they share the win")) << en.explanation.toStdString();
}

TEST_F(RivalsEndScreen, APlainWinNamesNoTie) {
  uiApp("en");
  const ui::EndSummary en = endOf("winner-most-points.json", 2);
  EXPECT_TRUE(en.explanation.contains("wins with")) << en.explanation.toStdString();
  EXPECT_FALSE(en.explanation.contains("tie")) << en.explanation.toStdString();
}

}  // namespace
