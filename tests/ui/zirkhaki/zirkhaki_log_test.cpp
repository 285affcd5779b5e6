// The game log narrates actions in Persian, in whole sentences.
#include <gtest/gtest.h>

#include <QLocale>
#include <QRegularExpression>

#include "ui/table/game_log.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

TEST(ZirkhakiLog, DaggerStealIsNarratedInPersian) {
  Scenario s = zirkhakiScenario(2, false, 3);
  s.setup = Json::parse(R"({"first": 0, "fields": [[], ["coin-7"]], "deck_top": ["dagger-3"]})");
  auto t = makeTable(s);
  ASSERT_TRUE(t->perform("draw"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(t->perform("pick 1 coin"));
  ASSERT_TRUE(settle(*t));
  const QStringList lines = t->log().lines();
  EXPECT_TRUE(lines.contains(QString::fromUtf8("سارا خنجر رو کرد و سکهٔ ۷ را از زمین علی دزدید.")))
      << lines.join("\n").toStdString();
  EXPECT_TRUE(lines.contains(QString::fromUtf8("سارا خنجر ۳ رو کرد.")))
      << lines.join("\n").toStdString();
}

TEST(ZirkhakiLog, BustIsAnnouncedWithTheCardCount) {
  Scenario s = zirkhakiScenario(2, false, 3);
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["coin-5", "coin-6"]})");
  auto t = makeTable(s);
  ASSERT_TRUE(t->perform("draw"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(t->perform("draw"));
  ASSERT_TRUE(settle(*t));
  const QStringList lines = t->log().lines();
  EXPECT_TRUE(lines.contains(
      QString::fromUtf8("سارا سوخت! ۲\u00a0کارت به سوخته‌ها رفت.")))
      << lines.join("\n").toStdString();
}

}  // namespace

namespace {

// Players named with numbers ("بازیکن ۳") must never meet a count ("۵ کارت") in a sentence: the
// reader cannot tell where the name ends.
TEST(ZirkhakiLog, NoTwoNumbersStandSideBySide) {
  uiApp("fa");
  Scenario s = zirkhakiScenario(3, true, 21);
  for (int i = 0; i < 3; ++i)
    s.players[i].name = QString::fromUtf8("بازیکن %1").arg(QLocale().toString(i + 1)).toStdString();
  auto t = makeTable(s, 0, 0);
  ASSERT_TRUE(settle(*t, 120000));
  ASSERT_TRUE(t->controller().state().isTerminal());
  const QRegularExpression twoNumbers(QString::fromUtf8("[۰-۹0-9]+\\s+[+]?[۰-۹0-9]"));
  const QStringList lines = t->log().lines();
  ASSERT_GT(lines.size(), 20);
  for (const QString& line : lines) EXPECT_FALSE(line.contains(twoNumbers)) << line.toStdString();
}

// The log is the record's story: undo takes lines back, redo tells them again, once.
TEST(ZirkhakiLog, UndoAndRedoKeepTheLogTrue) {
  Scenario s = zirkhakiScenario(2, false, 3);
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["coin-5", "key-3"]})");
  auto t = makeTable(s);
  const QStringList start = t->log().lines();
  ASSERT_TRUE(t->perform("draw"));
  ASSERT_TRUE(settle(*t));
  const QStringList afterDraw = t->log().lines();
  ASSERT_GT(afterDraw.size(), start.size());
  t->undo();
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->log().lines(), start);
  t->redo();
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->log().lines(), afterDraw);
}

}  // namespace
