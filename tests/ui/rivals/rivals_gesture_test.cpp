// Each kind of Rivals move made on the table as a person makes it: a reveal by a click on the
// current stack and by dragging its top card to the display; an auction opened, raised and
// passed with the amount chooser's buttons and by keys; cards taken by drag and by clicks, a
// discard dragged to the out pile, Done pressed. Wrong drops are refused with the translated
// reason and change nothing; only the right columns light up; the layout mirrors with the
// direction and fits a 1366×768 screen.
#include <gtest/gtest.h>

#include <QGraphicsRectItem>
#include <QPen>

#include "rivals_table_support.h"
#include "ui/table/label_item.h"
#include "ui/table/move_list_dialog.h"

using namespace mizbazi;
using namespace mizbazi::testing;
namespace eng = ::mizbazi::rivals;

namespace {

// Sara (seat 0) and Ali (seat 1); the stack's top cards are known, and so are the starting wagers
// (no red one), so a red card may go into either player's red column.
Scenario fixedStart(Json actions = Json::array()) {
  Scenario s = rivalsScenario(
      2, false, 4,
      Json::parse(R"({"first": 0, "deck_top": ["red-4", "blue-3", "red-2", "green-5", "white-6"],
                      "starting_wagers": [["yellow", "blue"], ["white", "green"]]})"));
  for (const auto& a : actions) s.actions.push_back(a.get<std::string>());
  return s;
}

// After four reveals Sara opens at 2 and Ali passes: Sara takes from red-4, blue-3, red-2,
// green-5.
Scenario saraWonTheAuction() {
  return fixedStart(Json::parse(R"(["reveal", "reveal", "reveal", "reveal", "bid 2", "pass"])"));
}

QString last(const RivalsTable& t) {
  return QString::fromStdString(t.controller().record().actions().back());
}

class RivalsGestures : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
  void TearDown() override { uiApp("fa"); }
};

TEST_F(RivalsGestures, RevealByClickingTheStackAndByDraggingItsTopCard) {
  auto t = makeRivalsTable(fixedStart());
  auto& scene = t->gameScene();
  ui::Pile* stack = currentStack(*t);
  EXPECT_TRUE(stack->activatable());  // lit: a face-down stack is chosen as its pile
  ASSERT_TRUE(clickPile(*t, stack));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "reveal");
  ASSERT_EQ(scene.display()->cards().size(), 1);
  EXPECT_EQ(scene.display()->top()->face(), "rivals/red-4");
  ASSERT_TRUE(dragCardToPile(*t, currentStack(*t)->top(), scene.display()));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(actionCount(*t), 2u);
  EXPECT_EQ(scene.display()->top()->face(), "rivals/blue-3");
  // A drop anywhere else is no reveal: nothing changes.
  const std::string before = stateDump(*t);
  ASSERT_TRUE(dragCardToPile(*t, currentStack(*t)->top(), scene.expedition(0, 4)));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateDump(*t), before);
  EXPECT_FALSE(t->messageText().isEmpty());
}

TEST_F(RivalsGestures, AnAuctionIsOpenedRaisedAndPassedWithTheMouse) {
  auto t = makeRivalsTable(fixedStart(Json::parse(R"(["reveal"])")));
  ui::AmountChooser* a = amountChooser(*t);
  ASSERT_NE(a, nullptr);
  ASSERT_TRUE(a->isVisible());
  // Ali (seat 1) holds 18 coins: the chooser offers 1..18 and starts at the lowest.
  EXPECT_EQ(a->amounts().size(), 18);
  EXPECT_EQ(a->value(), 1);
  EXPECT_EQ(a->confirmButton()->text(), QString::fromUtf8("پیشنهاد ۱\u00a0سکه"));
  QTest::mouseClick(a->confirmButton(), Qt::LeftButton);  // one gesture bids the lowest
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "bid 1");
  EXPECT_TRUE(t->model().auction);
  // Sara must raise: the chooser starts at 2 and never goes past her coins.
  EXPECT_EQ(a->value(), 2);
  EXPECT_EQ(a->amounts().front(), 2);
  EXPECT_EQ(a->amounts().back(), t->model().coins[0]);
  ASSERT_TRUE(bidByMouse(*t, 4));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "bid 4");
  EXPECT_TRUE(t->gameScene().auctionLabel()->text().contains(QString::fromUtf8("۴")));
  ASSERT_TRUE(t->passButton()->isEnabled());
  QTest::mouseClick(t->passButton(), Qt::LeftButton);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "pass");
  EXPECT_TRUE(t->model().claim);
  EXPECT_EQ(t->model().winner, 0);
  EXPECT_EQ(t->model().reserve, 4);
}

TEST_F(RivalsGestures, AnAuctionByKeysOnly) {
  auto t = makeRivalsTable(fixedStart(Json::parse(R"(["reveal"])")));
  // Ali opens at 3: B takes the keys to the amount, Up twice, Enter.
  ASSERT_TRUE(playByKeys(*t, "bid 3"));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "bid 3");
  // Sara: the amount chooser has the keys at once (nothing on the table to choose).
  ASSERT_TRUE(playByKeys(*t, "bid 5"));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "bid 5");
  // P passes even from inside the amount chooser.
  ASSERT_TRUE(QApplication::focusWidget() == amountChooser(*t)->spinner() ||
              amountChooser(*t)->spinner()->isAncestorOf(QApplication::focusWidget()));
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_P);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "pass");
  EXPECT_EQ(t->model().winner, 0);
  // The bid is over: the keys are back on the table, where the arrows reach the display's cards.
  ASSERT_TRUE(waitUntil([&] {
    QWidget* f = QApplication::focusWidget();
    return f == &t->view() || f == t->view().viewport();
  }));
  QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
  EXPECT_NE(t->gameScene().focusedTarget(), nullptr);
}

TEST_F(RivalsGestures, MOpensTheListOfMovesFromInsideTheAmountChooser) {
  auto t = makeRivalsTable(fixedStart(Json::parse(R"(["reveal"])")));
  ASSERT_TRUE(playByKeys(*t, "bid 3"));
  ASSERT_TRUE(settle(*t));
  // Sara's amount chooser has the keys; M is the table's (the list of moves), not the field's.
  QWidget* field = QApplication::focusWidget();
  ASSERT_TRUE(field == amountChooser(*t)->spinner() ||
              amountChooser(*t)->spinner()->isAncestorOf(field));
  QTest::keyClick(field, Qt::Key_M);
  ASSERT_TRUE(waitUntil([&] {
    auto* d = t->findChild<ui::MoveListDialog*>();
    return d && d->isVisible();
  }));
  auto* dialog = t->findChild<ui::MoveListDialog*>();
  EXPECT_TRUE(dialog->actions().contains("pass"));
  dialog->reject();
}

TEST_F(RivalsGestures, TheWinnerTakesByDragAndByClicksDiscardsAndIsDone) {
  auto t = makeRivalsTable(saraWonTheAuction());
  auto& scene = t->gameScene();
  ASSERT_TRUE(t->model().claim);
  // The winner's area is lit while she chooses; Ali's is not.
  EXPECT_NE(scene.area(0)->pen().style(), Qt::NoPen);
  EXPECT_EQ(scene.area(1)->pen().style(), Qt::NoPen);
  // Only the right column lights up for red-4 while it is dragged.
  ui::CardItem* red4 = displayCard(*t, "red-4");
  ASSERT_NE(red4, nullptr);
  EXPECT_TRUE(red4->activatable());
  ASSERT_TRUE(dragCardToPile(*t, red4, scene.expedition(0, 4)));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "take red-4");
  EXPECT_EQ(scene.expedition(0, 4)->cards().size(), 1);
  EXPECT_EQ(scene.columnScore(0, 4)->text(), QString::fromUtf8("۱"));
  // blue-3 by two clicks: the card, then the column.
  ASSERT_TRUE(clickItem(*t, displayCard(*t, "blue-3")));
  ASSERT_TRUE(clickPile(*t, scene.expedition(0, 1)));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "take blue-3");
  // green-5 is discarded by dragging it to the out pile (face down).
  ASSERT_TRUE(dragCardToPile(*t, displayCard(*t, "green-5"), scene.out()));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "discard green-5");
  ASSERT_EQ(scene.out()->cards().size(), 1);
  EXPECT_FALSE(scene.out()->top()->faceUp());
  // red-2 may no longer go on red-4, nor be discarded: not lit, and a click says why in Persian.
  ui::CardItem* red2 = displayCard(*t, "red-2");
  ASSERT_NE(red2, nullptr);
  EXPECT_FALSE(red2->activatable());
  const auto count = actionCount(*t);
  ASSERT_TRUE(clickItem(*t, red2));
  EXPECT_TRUE(hasPersianLetters(t->messageText())) << t->messageText().toStdString();
  EXPECT_EQ(actionCount(*t), count);
  ASSERT_TRUE(t->doneButton()->isEnabled());
  QTest::mouseClick(t->doneButton(), Qt::LeftButton);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "done");
  // The next card came out automatically; Ali's turn.
  EXPECT_EQ(scene.display()->top()->face(), "rivals/white-6");
  EXPECT_EQ(t->model().current, 1);
  EXPECT_EQ(scene.area(0)->pen().style(), Qt::NoPen);
}

// The framework's chooser (ui/table/move_chooser.cpp): with red-4 chosen, a click on the target
// column's top card — the other red-4 — means the column, not "red-4 clicked again".
TEST_F(RivalsGestures, ClickingTheTargetColumnOnACardOfTheSameNamePutsTheCardThere) {
  Scenario s = rivalsScenario(
      2, false, 4, Json::parse(R"({"first": 0, "deck_top": ["red-4", "red-4", "blue-3", "green-5"],
                      "starting_wagers": [["yellow", "blue"], ["white", "green"]]})"));
  s.actions = {"reveal", "reveal", "bid 1", "pass", "take red-4"};
  auto t = makeRivalsTable(s);
  auto& scene = t->gameScene();
  ui::Pile* red = scene.expedition(0, 4);
  ASSERT_EQ(red->cards().size(), 1);
  ASSERT_TRUE(clickItem(*t, displayCard(*t, "red-4")));
  EXPECT_TRUE(red->activatable());
  ASSERT_TRUE(clickItem(*t, red->top()));  // the red-4 already in the column
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(last(*t), "take red-4");
  EXPECT_EQ(red->cards().size(), 2);
}

TEST_F(RivalsGestures, AWrongDropIsRefusedWithItsReasonAndChangesNothing) {
  auto t = makeRivalsTable(saraWonTheAuction());
  auto& scene = t->gameScene();
  const std::string before = stateDump(*t);
  // red-4 onto Sara's own blue column.
  ASSERT_TRUE(dragCardToPile(*t, displayCard(*t, "red-4"), scene.expedition(0, 1)));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateDump(*t), before);
  EXPECT_EQ(t->messageText(),
            QString::fromUtf8(
                "قرمز ۴ به ماجراجویی قرمز شما می‌رود، نه به "
                "ماجراجویی آبی."));
  EXPECT_EQ(scene.display()->cards().size(), 4);
  EXPECT_TRUE(scene.expedition(0, 1)->cards().size() == 1);  // only the blue starting wager
  // red-4 onto Ali's red column.
  ASSERT_TRUE(dragCardToPile(*t, displayCard(*t, "red-4"), scene.expedition(1, 4)));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateDump(*t), before);
  EXPECT_TRUE(hasPersianLetters(t->messageText()));
  EXPECT_TRUE(scene.expedition(1, 4)->cards().isEmpty());
  // In English the same refusal reads English.
  uiApp("en");
  auto e = makeRivalsTable(saraWonTheAuction());
  ASSERT_TRUE(dragCardToPile(*e, displayCard(*e, "red-4"), e->gameScene().expedition(0, 1)));
  ASSERT_TRUE(settle(*e));
  EXPECT_FALSE(e->messageText().isEmpty());
  EXPECT_FALSE(hasPersianLetters(e->messageText())) << e->messageText().toStdString();
  EXPECT_EQ(stateDump(*e), before);
}

TEST_F(RivalsGestures, TheTableMirrorsWithTheDirection) {
  for (bool reverse : {false, true}) {
    uiApp("fa", reverse);
    for (int players = 2; players <= 4; ++players) {
      auto t = makeRivalsTable(rivalsScenario(players, false, 1), QSize(1366, 768));
      auto& scene = t->gameScene();
      const int me = t->controller().viewer();
      const double yellow = scene.expedition(me, 0)->slotRect().center().x();
      const double red = scene.expedition(me, 4)->slotRect().center().x();
      // Persian reads from the right: the first colour (yellow) is on the right.
      if (!reverse)
        EXPECT_GT(yellow, red) << players;
      else
        EXPECT_LT(yellow, red) << players;
      // The viewer sits at the bottom, below the display and every other seat.
      const double myTop = scene.expedition(me, 0)->slotRect().top();
      EXPECT_GT(myTop, scene.display()->slotRect().bottom()) << players;
      for (int seat = 0; seat < players; ++seat) {
        if (seat != me) {
          EXPECT_GT(myTop, scene.expedition(seat, 0)->slotRect().top());
        }
      }
      // Nothing lies off the table.
      const QRectF table = scene.sceneRect();
      for (ui::Pile* p : scene.piles()) {
        EXPECT_TRUE(table.contains(p->slotRect())) << players << " pile zone " << p->key().zone;
      }
    }
  }
}

// At 1366×768 a four-seat table fits the view without scrolling; the numbers' size is printed
// (the figure to watch: ≥ 14 px is the aim).
TEST_F(RivalsGestures, AFourSeatTableFitsASmallScreen) {
  auto t = makeRivalsTable(rivalsScenario(4, false, 2), QSize(1366, 740));
  ui::TableView& view = t->view();
  const QRectF shown = view.mapToScene(view.viewport()->rect()).boundingRect();
  EXPECT_TRUE(shown.adjusted(-2, -2, 2, 2).contains(t->gameScene().sceneRect()));
  const double cardPx = view.transform().m11() * t->gameScene().expedition(0, 0)->geometry().scale *
                        ui::TableLayout::kCardWidth;
  const double digitPx = cardPx * 62 * 0.82 / 200;  // rivals_card_faces: the index's digits
  std::printf("4 seats at 1366x740: column cards %.0f px wide, numbers %.1f px high\n", cardPx,
              digitPx);
  EXPECT_GT(digitPx, 14.0);  // measured on screen in rivals_readability_test.cpp
}

}  // namespace
