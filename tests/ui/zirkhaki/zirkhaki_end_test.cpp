// The end-of-game table explains the result, including how a tie was broken.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QTableWidget>

#include "ui/table/bidi.h"
#include "ui/table/end_dialog.h"
#include "ui/zirkhaki/zirkhaki_end.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::zirkhaki::ZirkhakiEnd;
using ui::zirkhaki::ZirkhakiPicture;

namespace {

ZirkhakiPicture ended(QVector<int> scores, QVector<int> cards, QVector<int> winners) {
  ZirkhakiPicture v;
  v.players = scores.size();
  v.finished = true;
  v.phase = zirkhaki::Phase::kOver;
  v.scores = scores;
  v.cardCounts = cards;
  v.winners = winners;
  v.rings = QStringList(scores.size(), QString());
  return v;
}

const QStringList kNames = {"Sara", "Ali", "Maryam"};

TEST(ZirkhakiEnd, SingleWinner) {
  uiApp("en");
  EXPECT_EQ(ZirkhakiEnd::explanation(ended({43, 30, 12}, {9, 8, 4}, {0}), kNames),
            "Sara wins with 43 points.");
  uiApp("fa");
}

TEST(ZirkhakiEnd, TieBrokenByCardsInTheField) {
  uiApp("en");
  const QString why = ZirkhakiEnd::explanation(ended({40, 40, 12}, {10, 12, 4}, {1}), kNames);
  EXPECT_EQ(why,
            "Sara and Ali tied on 40 points; the tie goes to more cards in the field: Ali has 12 "
            "and wins.");
  uiApp("fa");
}

TEST(ZirkhakiEnd, StillTiedAllWin) {
  uiApp("en");
  const QString why = ZirkhakiEnd::explanation(ended({40, 40, 12}, {10, 10, 4}, {0, 1}), kNames);
  EXPECT_EQ(why, "Sara and Ali tied on 40 points and on cards in the field (10): they all win.");
  uiApp("fa");
}

// The summary the framework's end screen shows: ranked, winners marked, Persian digits, and no Ring
// column in a game without rings.
ui::EndSummary summaryOf(const ZirkhakiPicture& v) {
  ui::EndSummary base;
  for (int s = 0; s < v.players; ++s) {
    base.rowNames << kNames.value(s);
    base.totals << v.scores.value(s);
    base.won << v.winners.contains(s);
  }
  return ZirkhakiEnd::summary(base, v, kNames);
}

int columnOf(QTableWidget* table, const QString& title) {
  for (int c = 0; c < table->columnCount(); ++c)
    if (table->horizontalHeaderItem(c)->text() == title) return c;
  return -1;
}

TEST(ZirkhakiEnd, TableRanksWinnersFirstAndShowsNoEmptyRingColumn) {
  uiApp("fa");
  ui::EndDialog d(summaryOf(ended({40, 40, 12}, {10, 12, 4}, {1})));
  auto* table = d.findChild<QTableWidget*>("scores");
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->item(0, 0)->text(), "Ali");
  EXPECT_EQ(table->item(1, 0)->text(), "Sara");
  const int score = columnOf(table, ui::EndDialog::tr("Score"));
  const int result = columnOf(table, ui::EndDialog::tr("Result"));
  ASSERT_GE(score, 0);
  ASSERT_GE(result, 0);
  EXPECT_EQ(table->item(0, score)->text(), QString::fromUtf8("۴۰"));  // Persian digits
  EXPECT_FALSE(table->item(0, result)->text().isEmpty());
  EXPECT_TRUE(table->item(1, result)->text().isEmpty());
  EXPECT_EQ(columnOf(table, ZirkhakiEnd::tr("Ring")), -1);  // a basic game has no rings
  EXPECT_GE(columnOf(table, ZirkhakiEnd::tr("Cards in field")), 0);
}

TEST(ZirkhakiEnd, RingColumnAppearsWhenSomeoneHasARing) {
  uiApp("fa");
  ZirkhakiPicture v = ended({40, 30, 12}, {10, 12, 4}, {0});
  v.rings = QStringList{"rogue", "", "blade"};
  ui::EndDialog d(summaryOf(v));
  auto* table = d.findChild<QTableWidget*>("scores");
  ASSERT_NE(table, nullptr);
  EXPECT_GE(columnOf(table, ZirkhakiEnd::tr("Ring")), 0);
}

TEST(ZirkhakiEnd, EndScreenOffersPlayAgainNewGameAndClose) {
  uiApp("fa");
  ui::EndDialog d(summaryOf(ended({43, 30, 12}, {9, 8, 4}, {0})));
  int again = 0, fresh = 0;
  QObject::connect(&d, &ui::EndDialog::playAgain, [&] { ++again; });
  QObject::connect(&d, &ui::EndDialog::newGame, [&] { ++fresh; });
  auto* play = d.findChild<QPushButton*>("playAgain");
  ASSERT_NE(play, nullptr);
  ASSERT_NE(d.findChild<QPushButton*>("newGame"), nullptr);
  ASSERT_NE(d.findChild<QPushButton*>("close"), nullptr);
  play->click();
  EXPECT_EQ(again, 1);
  EXPECT_EQ(fresh, 0);
}

}  // namespace
