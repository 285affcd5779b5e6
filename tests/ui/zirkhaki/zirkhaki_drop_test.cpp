// Drag-and-drop on the Zirkhaki table: legal targets light up, a drop on an illegal pile is refused
// with the engine's reason (translated) and changes nothing; the right drop plays the action.
#include <gtest/gtest.h>

#include "ui/table/refusal_text.h"
#include "ui/zirkhaki/zirkhaki_drop_refusals.h"
#include "ui/zirkhaki/zirkhaki_texts.h"
#include "zirkhaki/zirkhaki_refusals.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using mizbazi::zirkhaki::RefusalCode;
using ui::zirkhaki::DropRefusalCode;
using ui::zirkhaki::ZirkhakiTexts;

namespace {

// Sara (seat 0) starts; Ali has a coin, a pistol and a carpet; Sara has a carpet. The deck
// starts pistol, dagger, dagger.
Scenario stackedDeck() {
  Scenario s = zirkhakiScenario(3, false, 2);
  s.setup = Json::parse(R"({"first": 0,
      "fields": [["carpet-3"], ["coin-7", "pistol-4", "carpet-5"], []],
      "deck_top": ["pistol-5", "dagger-3", "dagger-6"]})");
  return s;
}

// The engine's codes and the table's own for a drop (zirkhaki_drop_refusals.h) alike.
template <class Code>
QString reason(Code code, std::vector<std::string> args = {}) {
  return ui::RefusalText::translate(refuse(code, "", std::move(args)), &ZirkhakiTexts::refusal);
}

TEST(ZirkhakiDrops, LegalTargetsLightUpWhileDragging) {
  auto t = makeTable(stackedDeck());
  auto& scene = t->gameScene();
  ui::CardItem* top = scene.deck()->top();
  ASSERT_TRUE(scene.beginDrag(top, top->sceneBoundingRect().center()));
  EXPECT_TRUE(scene.play()->dropHighlight());
  EXPECT_FALSE(scene.discard()->dropHighlight());
  EXPECT_FALSE(scene.field(0, 3)->dropHighlight());
  scene.endDrag(top->sceneBoundingRect().center());  // back where it was: nothing meant
  ASSERT_TRUE(settle(*t));
  EXPECT_FALSE(scene.play()->dropHighlight());
  EXPECT_EQ(t->controller().record().actions().size(), 0u);
}

// The treasure zone is a long stretch with its name under the middle: a card dropped on that
// middle (far from the zone's first slot) is drawn, as the screen promises (issue 14, item 7).
TEST(ZirkhakiDrops, TheTreasureZoneTakesADropAnywhereOnIt) {
  for (const bool rtl : {true, false}) {
    uiApp("fa", !rtl);
    auto t = makeTable(stackedDeck());
    auto& scene = t->gameScene();
    ui::Pile* zone = scene.play();
    const QRectF first = zone->sceneSlotRect();
    const QRectF whole = zone->sceneDropArea();
    ASSERT_GT(whole.width(), first.width() * 4) << "rtl " << rtl;
    // The middle of the stretch, clear of the first slot.
    const QPointF middle = whole.center();
    ASSERT_FALSE(first.adjusted(-first.width(), 0, first.width(), 0).contains(middle));
    ASSERT_TRUE(dragItemTo(*t, scene.deck()->top(), middle));
    ASSERT_TRUE(settle(*t));
    EXPECT_TRUE(t->messageText().isEmpty()) << t->messageText().toStdString();
    ASSERT_EQ(t->controller().record().actions().size(), 1u) << "rtl " << rtl;
    EXPECT_EQ(t->controller().record().actions().back(), "draw");
  }
  uiApp("fa");
}

TEST(ZirkhakiDrops, DropOnAnIllegalPileIsRefusedAndChangesNothing) {
  auto t = makeTable(stackedDeck());
  auto& scene = t->gameScene();
  const std::string before = stateDump(*t);
  const auto pilesBefore = pilesAsSeen(*t);

  // The deck's card onto the discard pile: not a move at all.
  dragCard(*t, scene.deck()->top(), scene.discard());
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->messageText(), ui::RefusalText::notAMove());
  EXPECT_EQ(stateDump(*t), before);
  EXPECT_EQ(pilesAsSeen(*t), pilesBefore);

  // Ali's coin into Sara's treasure zone with nothing to resolve: the engine's reason.
  dragCard(*t, scene.field(1, 6)->top(), scene.play());
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->messageText(), reason(RefusalCode::kNoPickNow));
  EXPECT_FALSE(t->messageText().isEmpty());
  EXPECT_EQ(stateDump(*t), before);
  EXPECT_EQ(pilesAsSeen(*t), pilesBefore);
  EXPECT_EQ(t->controller().record().actions().size(), 0u);
}

TEST(ZirkhakiDrops, PistolTargetMustGoToTheDiscardPile) {
  auto t = makeTable(stackedDeck());
  auto& scene = t->gameScene();
  dragCard(*t, scene.deck()->top(), scene.play());  // draw: the pistol
  ASSERT_TRUE(settle(*t));
  ASSERT_EQ(t->model().pendingKind, zirkhaki::ChoiceKind::kPistol);
  const std::string before = stateDump(*t);

  dragCard(*t, scene.field(1, 6)->top(), scene.play());  // right card, wrong pile
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->messageText(), reason(DropRefusalCode::kWrongTargetPistol));
  EXPECT_EQ(stateDump(*t), before);

  dragCard(*t, scene.field(0, 3)->top(), scene.discard());  // own field: the engine says why
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->messageText(), reason(RefusalCode::kWrongField, {"pistol"}));
  EXPECT_EQ(stateDump(*t), before);

  dragCard(*t, scene.field(1, 6)->top(), scene.discard());  // right card, right pile
  ASSERT_TRUE(settle(*t));
  EXPECT_TRUE(t->messageText().isEmpty());
  EXPECT_TRUE(t->model().fieldSuit(1, "coin").isEmpty());
  EXPECT_TRUE(t->model().discard.contains("coin-7"));
  EXPECT_EQ(t->controller().record().actions().back(), "pick 1 coin");
}

TEST(ZirkhakiDrops, DaggerCannotStealASuitYouHaveAndASecondDaggerBusts) {
  auto t = makeTable(stackedDeck());
  ui::GameTable& ctl = *t;
  ASSERT_TRUE(ctl.perform("draw"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(ctl.perform("pick 1 coin"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(ctl.perform("draw"));  // the dagger
  ASSERT_TRUE(settle(*t));
  ASSERT_EQ(t->model().pendingKind, zirkhaki::ChoiceKind::kDagger);
  auto& scene = t->gameScene();
  const std::string before = stateDump(*t);
  dragCard(*t, scene.field(1, 3)->top(), scene.play());  // Ali's carpet: Sara has a carpet
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->messageText(), reason(RefusalCode::kDaggerOwnSuit, {"carpet"}));
  EXPECT_EQ(stateDump(*t), before);
  // Ali's pistol: a second pistol in the treasure zone busts Sara.
  dragCard(*t, scene.field(1, 1)->top(), scene.play());
  ASSERT_TRUE(settle(*t));
  EXPECT_TRUE(t->model().playArea.isEmpty());
  EXPECT_EQ(t->model().current, 1);
}

TEST(ZirkhakiDrops, TreasureDroppedOnOwnFieldBanks) {
  auto t = makeTable(stackedDeck());
  ui::GameTable& ctl = *t;
  auto& scene = t->gameScene();
  ASSERT_TRUE(ctl.perform("draw"));
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(ctl.perform("pick 1 pistol"));
  ASSERT_TRUE(settle(*t));
  dragCard(*t, scene.play()->top(), scene.field(1, 0));  // someone else's field: refused
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->messageText(), reason(DropRefusalCode::kWrongTargetBank));
  dragCard(*t, scene.play()->top(), scene.field(0, 0));
  ASSERT_TRUE(settle(*t));
  EXPECT_EQ(t->controller().record().actions().back(), "bank");
  EXPECT_TRUE(t->model().fieldSuit(0, "pistol").contains("pistol-5"));
}

}  // namespace
