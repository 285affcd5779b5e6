// Input paths besides the mouse: keys for every choice, input kept while cards move, and the
// private peek covered on a shared screen until its owner asks to see it.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QTest>

#include "ui/table/table_view.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

ui::TableView& tableView(ZirkhakiTable& t) {
  return static_cast<ui::GameTable&>(t).view();
}

TEST(ZirkhakiInput, ArrowsAndEnterChooseThePistolTarget) {
  Scenario s = zirkhakiScenario(2, false, 4);
  s.setup =
      Json::parse(R"({"first": 0, "fields": [[], ["coin-7", "key-4"]], "deck_top": ["pistol-5"]})");
  auto t = makeTable(s);
  ui::TableView& view = tableView(*t);
  view.setFocus();
  QTest::keyClick(&view, Qt::Key_D);  // draw: the pistol
  ASSERT_TRUE(settle(*t));
  ASSERT_EQ(t->model().pendingKind, zirkhaki::ChoiceKind::kPistol);
  // The focus ring moves among the two legal targets (and only them).
  QTest::keyClick(&view, Qt::Key_Right);
  auto* first = t->gameScene().focusedTarget();
  ASSERT_NE(first, nullptr);
  QTest::keyClick(&view, Qt::Key_Right);
  auto* second = t->gameScene().focusedTarget();
  ASSERT_NE(second, nullptr);
  EXPECT_NE(first, second);
  QTest::keyClick(&view, Qt::Key_Right);
  EXPECT_EQ(t->gameScene().focusedTarget(), first);  // two targets: it wraps
  QTest::keyClick(&view, Qt::Key_Return);
  ASSERT_TRUE(settle(*t));
  const std::string last = t->controller().record().actions().back();
  EXPECT_TRUE(last == "pick 1 coin" || last == "pick 1 key") << last;
  // B banks the pistol.
  QTest::keyClick(&view, Qt::Key_B);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->controller().record().actions().back(), "bank");
}

TEST(ZirkhakiInput, PersianKeyboardLettersWorkToo) {
  auto t = makeTable(zirkhakiScenario(2, false, 4));
  ui::TableView& view = tableView(*t);
  view.setFocus();
  // «ی», the D key on a Persian keyboard (QTest::keyClick takes only Latin-1 keys).
  const QString yeh(QChar(0x06CC));
  QTest::sendKeyEvent(QTest::Press, &view, Qt::Key(0x06CC), yeh, Qt::NoModifier);
  QTest::sendKeyEvent(QTest::Release, &view, Qt::Key(0x06CC), yeh, Qt::NoModifier);
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->controller().record().actions().size(), 1u);
}

TEST(ZirkhakiInput, InputWhileCardsMoveIsKeptNotLost) {
  Scenario s = zirkhakiScenario(2, false, 4);
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["coin-5", "key-3", "chest-4"]})");
  auto t = makeTable(s, /*animationPercent=*/100);
  t->drawButton()->click();
  // The first card is still flying: these presses wait for it, they are not dropped.
  EXPECT_FALSE(t->isSettled());
  QTest::keyClick(&tableView(*t), Qt::Key_D);
  QTest::keyClick(&tableView(*t), Qt::Key_B);  // greyed out until the cards land, yet kept
  ASSERT_TRUE(settle(*t));
  const auto& actions = t->controller().record().actions();
  ASSERT_EQ(actions.size(), 3u) << t->messageText().toStdString() << " | "
                                << (actions.empty() ? "" : actions.back());
  EXPECT_EQ(actions[0], "draw");
  EXPECT_EQ(actions[1], "draw");
  EXPECT_EQ(actions[2], "bank");
}

TEST(ZirkhakiInput, PeekIsCoveredOnASharedScreenUntilItsOwnerAsks) {
  uiApp("fa");
  ZirkhakiTable::setShowEndDialog(false);
  Scenario s = zirkhakiScenario(2, false, 4);
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["astrolabe-3", "coin-9"]})");
  GameRecord record = GameRecord::fromScenario(s);
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  o.confirmPrivateViews = true;
  ZirkhakiTable t(std::move(record), o);
  t.resize(1600, 900);
  t.show();
  ASSERT_TRUE(settle(t));
  ASSERT_TRUE(t.perform("draw"));
  ASSERT_TRUE(settle(t));
  // Covered: the table is drawn from what everyone may see, so it does not even hold the card.
  EXPECT_TRUE(t.curtainShown());
  EXPECT_TRUE(t.model().knownDeckTop.isEmpty());
  ui::Pile* peek = t.gameScene().peek();
  for (ui::CardItem* c : peek->cards()) EXPECT_FALSE(c->faceUp());  // nothing before they ask
  // A key pressed under the cover never acts.
  const auto moves = t.controller().record().actions().size();
  pressKey(t, Qt::Key_B);
  pressKey(t, Qt::Key_D);
  ASSERT_TRUE(settle(t));
  EXPECT_EQ(t.controller().record().actions().size(), moves);
  EXPECT_TRUE(t.curtainShown());
  t.revealCurtain();
  ASSERT_TRUE(settle(t));
  EXPECT_FALSE(t.curtainShown());
  ASSERT_EQ(t.model().knownDeckTop, QStringList{"coin-9"});
  ASSERT_EQ(peek->cards().size(), 1);
  EXPECT_TRUE(peek->cards()[0]->faceUp());
  EXPECT_EQ(peek->cards()[0]->face(), "zirkhaki/coin-9");
  // Drawing the peeked card clears the private view.
  ASSERT_TRUE(t.perform("draw"));
  ASSERT_TRUE(settle(t));
  EXPECT_TRUE(peek->cards().isEmpty());
}

TEST(ZirkhakiInput, ComputersPeekIsNeverShownToThePeople) {
  Scenario s = zirkhakiScenario(2, false, 4);
  s.players[0].kind = "bot";
  s.players[0].level = "random";
  s.setup = Json::parse(R"({"first": 0, "deck_top": ["astrolabe-3", "coin-9"]})");
  auto t = makeTable(s);
  // Whatever the computer did, the people's view never holds its peek.
  for (ui::CardItem* c : t->gameScene().peek()->cards()) EXPECT_FALSE(c->faceUp());
  EXPECT_EQ(t->controller().viewer(), 1);
}

}  // namespace
