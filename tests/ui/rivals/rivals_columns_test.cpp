// A Rivals expedition column as it lies on the table (issue 15): its numbered run from the top,
// its wagers stacked at its foot, its live score under them; and a run longer than twelve cards
// closes up and shrinks so that every number still shows whole and the whole column stays inside
// its seat's area.
#include <gtest/gtest.h>

#include <QGraphicsRectItem>

#include "rivals_table_support.h"
#include "ui/rivals/rivals_card_faces.h"
#include "ui/table/label_item.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::ui::rivals::RivalsCardFaces;
using mizbazi::ui::rivals::RivalsTexts;

namespace {

constexpr int kRedColumn = 4;
constexpr int kAli = 1;

// Each reveal hands the turn on: after an odd number of them Ali (seat 1, with the red starting
// wager) opens an auction over `cards`, Sara passes, and Ali takes them all into his red column.
Scenario saraTakes(const QStringList& cards) {
  Json setup = Json::parse(R"({"first": 0, "coins": [10, 10],
                                "starting_wagers": [["white", "green"], ["red", "blue"]]})");
  setup["deck_top"] = Json::array();
  for (const QString& c : cards) setup["deck_top"].push_back(c.toStdString());
  Scenario s = rivalsScenario(2, false, 3, setup);
  for (int i = 0; i < cards.size(); ++i) s.actions.push_back("reveal");
  s.actions.push_back("bid 1");
  s.actions.push_back("pass");
  for (const QString& c : cards) s.actions.push_back("take " + c.toStdString());
  s.actions.push_back("done");
  return s;
}

bool isWager(ui::CardItem* card) {
  return RivalsCardFaces::indexText(RivalsTexts::cardIdOfArt(card->face())).isEmpty();
}

class RivalsColumns : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
};

TEST_F(RivalsColumns, WagersLieAtTheFootUnderTheNumbersWithTheScoreBelow) {
  auto t = makeRivalsTable(saraTakes({"red-w", "red-3", "red-7"}), QSize(1366, 740));
  ASSERT_TRUE(settle(*t));
  auto& scene = t->gameScene();
  ui::Pile* red = scene.expedition(kAli, kRedColumn);
  const QVector<ui::CardItem*> cards = red->cards();
  ASSERT_EQ(cards.size(), 4);  // red-s and red-w, then 3 and 7 as played
  // The numbers first, from the top; the two wagers after them, lower down and on top.
  EXPECT_EQ(cards[0]->face(), "rivals/red-3");
  EXPECT_EQ(cards[1]->face(), "rivals/red-7");
  EXPECT_TRUE(isWager(cards[2]));
  EXPECT_TRUE(isWager(cards[3]));
  for (int i = 1; i < cards.size(); ++i) {
    EXPECT_GT(cards[i]->sceneBoundingRect().top(), cards[i - 1]->sceneBoundingRect().top());
    EXPECT_GT(cards[i]->zValue(), cards[i - 1]->zValue());
  }
  // The live score under the foot: 10 footprints… (3 and 7: one and two) × (1 + 2 wagers) = 9.
  ui::LabelItem* score = scene.columnScore(kAli, kRedColumn);
  EXPECT_EQ(score->text(), QLocale().toString(9));
  EXPECT_GE(score->rect().top(), cards.back()->sceneBoundingRect().bottom() - 1);
  // The player's own score and coins are in their header.
  EXPECT_TRUE(scene.header(kAli)->text().contains(QLocale().toString(t->model().scores[kAli])));
}

TEST_F(RivalsColumns, ALongColumnStaysReadableAndInsideItsSeatsArea) {
  const QStringList run = {"red-w", "red-w", "red-2", "red-2", "red-3", "red-3", "red-4", "red-4",
                           "red-5", "red-5", "red-6", "red-7", "red-8", "red-9", "red-10"};
  for (const QSize size : {QSize(1366, 740), QSize(1920, 1050)}) {
    auto t = makeRivalsTable(saraTakes(run), size);
    ASSERT_TRUE(settle(*t));
    auto& scene = t->gameScene();
    ui::Pile* red = scene.expedition(kAli, kRedColumn);
    const QVector<ui::CardItem*> cards = red->cards();
    ASSERT_EQ(cards.size(), 16);
    const QRectF area = scene.area(kAli)->rect();
    for (ui::CardItem* c : cards) EXPECT_TRUE(area.contains(c->sceneBoundingRect()));
    EXPECT_TRUE(area.contains(scene.columnScore(kAli, kRedColumn)->rect()));
    // The next card leaves each number whole: it starts below the digits of both corners.
    double smallest = 1e9;
    for (int i = 0; i + 1 < cards.size(); ++i) {
      const QRectF card = cards[i]->sceneBoundingRect();
      if (isWager(cards[i])) continue;
      const QRectF index = RivalsCardFaces::indexRect(card, 0);
      const double digitsBottom = index.center().y() + index.height() * 0.82 / 2;
      EXPECT_GE(cards[i + 1]->sceneBoundingRect().top(), digitsBottom) << i;
      smallest = std::min(smallest, index.height() * 0.82);
    }
    // The neighbouring column is not covered.
    const QRectF next = scene.expedition(kAli, kRedColumn - 1)->sceneSlotRect();
    for (ui::CardItem* c : cards) EXPECT_FALSE(c->sceneBoundingRect().intersects(next));
    // RIVALS_SHOT=file.png keeps the 1366×740 table, to look at.
    if (qEnvironmentVariableIsSet("RIVALS_SHOT") && size.width() == 1366)
      t->view().viewport()->grab().save(qEnvironmentVariable("RIVALS_SHOT"));
    std::printf("%dx%d: a 16-card column's numbers are %.1f px high\n", size.width(), size.height(),
                smallest * t->view().transform().m11());
  }
}

}  // namespace
