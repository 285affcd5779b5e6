// The end-of-game table explains the result, including how a tie was broken.
#include <gtest/gtest.h>

#include <QTableWidget>

#include "table/bidi.h"
#include "zirkhaki/zirkhaki_end_dialog.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::zirkhaki::ZirkhakiEndDialog;
using ui::zirkhaki::ZirkhakiView;

namespace {

ZirkhakiView ended(QVector<int> scores, QVector<int> cards, QVector<int> winners) {
  ZirkhakiView v;
  v.players = scores.size();
  v.finished = true;
  v.phase = "over";
  v.scores = scores;
  v.cardCounts = cards;
  v.winners = winners;
  v.rings = QStringList(scores.size(), QString());
  return v;
}

const QStringList kNames = {"Sara", "Ali", "Maryam"};

TEST(ZirkhakiEnd, SingleWinner) {
  uiApp("en");
  EXPECT_EQ(ZirkhakiEndDialog::explanation(ended({43, 30, 12}, {9, 8, 4}, {0}), kNames),
            "Sara wins with 43 points.");
  uiApp("fa");
}

TEST(ZirkhakiEnd, TieBrokenByCardsInTheField) {
  uiApp("en");
  const QString why = ZirkhakiEndDialog::explanation(ended({40, 40, 12}, {10, 12, 4}, {1}), kNames);
  EXPECT_EQ(why,
            "Sara and Ali tied on 40 points; the tie goes to more cards in the field: Ali has 12 "
            "and wins.");
  uiApp("fa");
}

TEST(ZirkhakiEnd, StillTiedAllWin) {
  uiApp("en");
  const QString why =
      ZirkhakiEndDialog::explanation(ended({40, 40, 12}, {10, 10, 4}, {0, 1}), kNames);
  EXPECT_EQ(why, "Sara and Ali tied on 40 points and on cards in the field (10): they all win.");
  uiApp("fa");
}

TEST(ZirkhakiEnd, TableRanksByScoreThenCardsAndMarksWinners) {
  uiApp("fa");
  ZirkhakiEndDialog d(ended({40, 40, 12}, {10, 12, 4}, {1}), kNames);
  auto* table = d.findChild<QTableWidget*>("scores");
  ASSERT_NE(table, nullptr);
  EXPECT_EQ(table->item(0, 0)->text(), "Ali");
  EXPECT_EQ(table->item(1, 0)->text(), "Sara");
  EXPECT_EQ(table->item(0, 1)->text(), QString::fromUtf8("۴۰"));  // Persian digits
  EXPECT_FALSE(table->item(0, 4)->text().isEmpty());
  EXPECT_TRUE(table->item(1, 4)->text().isEmpty());
}

}  // namespace
