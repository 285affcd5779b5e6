// Whole games on the Zirkhaki table: computers through the controller to the end, and people by
// clicks only (every legal action has a gesture), in both directions.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QTest>

#include "core/rng.h"
#include "ui/table/game_log.h"
#include "ui/table/table_view.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::zirkhaki::ZirkhakiScene;

namespace {

void expectSceneMatchesPicture(ZirkhakiTable& t) {
  const auto& v = t.model();
  auto& scene = t.gameScene();
  EXPECT_EQ(scene.deck()->cards().size(), v.deckCount);
  EXPECT_EQ(scene.discard()->cards().size(), v.discard.size());
  EXPECT_EQ(scene.play()->cards().size(), v.playArea.size());
  for (int seat = 0; seat < v.players; ++seat) {
    int cards = 0;
    for (int suit = 0; suit < 10; ++suit) cards += scene.field(seat, suit)->cards().size();
    EXPECT_EQ(cards, v.cardCounts.value(seat)) << "seat " << seat;
  }
}

TEST(ZirkhakiTable, AllComputerGamePlaysToTheEndThroughTheController) {
  auto t = makeTable(zirkhakiScenario(4, true, 99));
  ASSERT_TRUE(
      waitUntil([&] { return t->controller().state().isTerminal() && t->isSettled(); }, 120000));
  EXPECT_FALSE(t->controller().state().winners().empty());
  EXPECT_TRUE(t->model().finished);
  expectSceneMatchesPicture(*t);
  EXPECT_GT(t->log().count(), 20);
  EXPECT_TRUE(t->statusText().contains(QString::fromUtf8("برنده")));
}

TEST(ZirkhakiTable, AnimatedComputerGameWithRingsAlsoEnds) {
  Scenario s = zirkhakiScenario(3, true, 5);
  s.options["rings"] = true;
  auto t = makeTable(s, /*animationPercent=*/10);
  ASSERT_TRUE(
      waitUntil([&] { return t->controller().state().isTerminal() && t->isSettled(); }, 180000));
  expectSceneMatchesPicture(*t);
  for (int seat = 0; seat < 3; ++seat) EXPECT_FALSE(t->model().rings.value(seat).isEmpty());
}

// People play by clicks only: for every legal action the table offers a card, pile or button.
void playByClicks(std::uint64_t seed, bool rings, int players) {
  Scenario s = zirkhakiScenario(players, false, seed);
  s.options["rings"] = rings;
  auto t = makeTable(s);
  Rng rng(seed);
  for (int step = 0; step < 3000 && !t->model().finished; ++step) {
    const QStringList legal = t->model().legal;
    ASSERT_FALSE(legal.isEmpty());
    const QString action = legal[rng.uniform(0, legal.size() - 1)];
    const auto before = t->controller().record().actions().size();
    if (action == "bank") {
      ASSERT_TRUE(t->bankButton()->isEnabled());
      t->bankButton()->click();
    } else if (action == "draw") {
      ASSERT_TRUE(clickPile(*t, t->gameScene().deck()));
    } else {
      ASSERT_TRUE(clickPathOf(*t, action)) << "nothing to click for " << action.toStdString();
    }
    ASSERT_TRUE(settle(*t));
    ASSERT_EQ(t->controller().record().actions().size(), before + 1) << action.toStdString();
    ASSERT_EQ(t->controller().record().actions().back(), action.toStdString());
  }
  EXPECT_TRUE(t->model().finished);
  expectSceneMatchesPicture(*t);
}

TEST(ZirkhakiTable, PeoplePlayAWholeGameByClicks) {
  playByClicks(3, false, 3);
}
TEST(ZirkhakiTable, PeoplePlayAWholeGameWithRingsByClicks) {
  playByClicks(4, true, 4);
}
TEST(ZirkhakiTable, FiveToEightPlayersUseTwoDecksAndStillFit) {
  playByClicks(8, true, 7);
}

TEST(ZirkhakiTable, KeysDrawAndBankAndArrowsReachEveryChoice) {
  auto t = makeTable(zirkhakiScenario(2, false, 12));
  t->gameScene().setFocus();
  ui::TableView& tv = static_cast<ui::GameTable&>(*t).view();
  tv.setFocus();
  QTest::keyClick(&tv, Qt::Key_D);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->controller().record().actions().size(), 1u);
}

TEST(ZirkhakiTable, TableMirrorsWithTheDirection) {
  for (bool reverse : {false, true}) {
    uiApp("fa", reverse);
    auto t = makeTable(zirkhakiScenario(3, false, 1));
    auto& scene = t->gameScene();
    const double deckX = scene.deck()->slotRect().center().x();
    const double playX = scene.play()->slotRect().center().x();
    // Persian reads from the right: the deck is on the right of the treasure zone.
    if (!reverse)
      EXPECT_GT(deckX, playX);
    else
      EXPECT_LT(deckX, playX);
    // The viewer's own field is at the bottom either way.
    EXPECT_GT(scene.field(t->controller().viewer(), 0)->slotRect().top(),
              scene.deck()->slotRect().bottom());
  }
  uiApp("fa");
}

TEST(ZirkhakiTable, UndoTakesBackAWholeActionAndRedoReplaysIt) {
  auto t = makeTable(zirkhakiScenario(2, false, 31));
  const std::string start = stateDump(*t);
  const auto atStart = pilesAsSeen(*t);
  t->perform("draw");
  ASSERT_TRUE(settle(*t));
  const std::string afterDraw = stateDump(*t);
  ASSERT_NE(afterDraw, start);
  t->undo();
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateDump(*t), start);
  EXPECT_EQ(pilesAsSeen(*t), atStart);
  t->redo();
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateDump(*t), afterDraw);
}

}  // namespace

namespace {

TEST(ZirkhakiTable, UndoWithAComputerGoesBackToThePersonsLastDecision) {
  Scenario s = zirkhakiScenario(2, false, 21);
  s.players[1].kind = "bot";
  s.players[1].level = "random";
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["coin-5", "key-3"]})");
  auto t = makeTable(s);
  ASSERT_TRUE(t->perform("draw"));
  ASSERT_TRUE(settle(*t));
  const std::string beforeBank = stateDump(*t);
  ASSERT_TRUE(t->perform("bank"));
  // The computer then plays its whole turn; the table settles when the person is to act again.
  ASSERT_TRUE(waitUntil(
      [&] { return t->isSettled() && t->controller().state().currentPlayer() == 0; }, 60000));
  ASSERT_GT(t->controller().record().actions().size(), 2u);
  t->undo();
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(stateDump(*t), beforeBank);  // the computer's moves went too
  EXPECT_EQ(t->controller().record().actions().size(), 1u);
}

TEST(ZirkhakiTable, ViewZoomsAndFitsAgain) {
  auto t = makeTable(zirkhakiScenario(3, false, 1));
  ui::TableView& view = static_cast<ui::GameTable&>(*t).view();
  const double fitted = view.transform().m11();
  view.zoomIn();
  EXPECT_GT(view.zoom(), 1.0);
  EXPECT_GT(view.transform().m11(), fitted);
  view.resetZoom();
  EXPECT_DOUBLE_EQ(view.transform().m11(), fitted);
  view.zoomOut();  // never smaller than the whole table
  EXPECT_DOUBLE_EQ(view.zoom(), 1.0);
}

}  // namespace
