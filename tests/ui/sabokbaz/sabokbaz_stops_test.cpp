// Two moments of a Sabokbaz hand, played on the table with the mouse from positions set up in the
// engine's own scenario files: a trick that the last special played takes (the mark moves to it
// and the trick goes to its team), and a "four cards" stop (the banner says so with its score and
// the hand ends with the engine's scores).
#include <gtest/gtest.h>

#include <QFile>
#include <QGraphicsItem>
#include <QTest>

#include "core/json.h"
#include "sabokbaz_table_support.h"
#include "ui/sabokbaz/sabokbaz_narrator.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/animator.h"
#include "ui/table/banner_item.h"
#include "ui/table/bidi.h"
#include "ui/table/game_log.h"
#include "ui/table/label_item.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::sabokbaz::SabokbazScene;
using ui::sabokbaz::SabokbazTexts;

namespace {

// The scenario file's deal (its setup) with four named people, and none of its actions played:
// the test plays them with the mouse.
Scenario dealOf(const QString& file) {
  QFile f(QStringLiteral(MIZBAZI_SOURCE_DIR "/tests/scenarios/sabokbaz/") + file);
  EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << file.toStdString();
  const Json doc = Json::parse(f.readAll().toStdString());
  Scenario s = sabokbazScenario(4, false, 1);
  s.setup = doc.at("scenario").at("setup");
  return s;
}

// Plays `cardId` from the hand of the seat to act, dragging or double-clicking it in turn.
void play(SabokbazTable& t, const QString& cardId, bool drag) {
  ui::CardItem* card = handCard(t, cardId);
  ASSERT_NE(card, nullptr) << cardId.toStdString();
  const std::size_t before = actionCount(t);
  if (drag) {
    ASSERT_TRUE(dragCardToPile(t, card, t.gameScene().trickArea()));
  } else {
    ASSERT_TRUE(doubleClickItem(t, card));
  }
  ASSERT_TRUE(settle(t));
  ASSERT_EQ(actionCount(t), before + 1) << cardId.toStdString();
}

// The slot the "taking" mark stands over, or -1.
int markedSlot(SabokbazTable& t) {
  ui::LabelItem* mark = t.gameScene().takingMark();
  if (!mark->isVisible()) return -1;
  for (int i = 0; i < t.model().players; ++i) {
    const QRectF slot = t.gameScene().trickSlot(i)->slotRect();
    if (std::abs(mark->rect().center().x() - slot.center().x()) < 1.0 &&
        mark->rect().bottom() < slot.top() + 1)
      return i;
  }
  return -1;
}

TEST(SabokbazStops, TheLastSpecialPlayedTakesTheTrick) {
  uiApp("fa");
  auto t = makeSabokbazTable(dealOf("last-special-takes.json"));
  play(*t, "koozeh-4", true);
  play(*t, "ajal", false);
  EXPECT_EQ(markedSlot(*t), 1);  // the special takes over from the koozeh
  play(*t, "koozeh-12", true);
  EXPECT_EQ(markedSlot(*t), 1);  // a higher koozeh does not take it back
  EXPECT_EQ(t->model().takingIndex(), 1);
  play(*t, "behesht", true);  // a second special: the last one played takes
  const auto& v = t->model();
  ASSERT_TRUE(v.lastTrick.has_value());
  EXPECT_EQ(v.lastTrick->taker, 3);
  EXPECT_EQ(v.lastTrick->points, -8);
  EXPECT_EQ(v.handScores.value(1), -8);
  EXPECT_EQ(t->gameScene().taken(1)->cards().size(), 4);
  EXPECT_TRUE(t->gameScene().taken(0)->cards().isEmpty());
  EXPECT_TRUE(v.trick.isEmpty());
  EXPECT_EQ(markedSlot(*t), -1);
  // The log tells that behesht took the trick from ajal.
  const QString told = ui::sabokbaz::SabokbazNarrator::tr("%1 played %2 on %3 and took the trick.")
                           .arg(t->names().value(3), SabokbazTexts::cardName("behesht"),
                                SabokbazTexts::cardName("ajal"));
  EXPECT_TRUE(t->log().lines().contains(ui::withoutIsolates(told))) << told.toStdString();
}

TEST(SabokbazStops, FourCardsStopsTheHandWithABannerAndItsScore) {
  uiApp("fa");
  Scenario s = dealOf("four-cards-stops-the-hand.json");
  auto t = makeSabokbazTable(s);
  const QStringList cards{"koozeh-1", "dozakh",   "behesht", "khayyam",
                          "koozeh-2", "koozeh-5", "ajal"};
  for (int i = 0; i < cards.size(); ++i) play(*t, cards[i], i % 2 == 0);
  ASSERT_EQ(t->model().handNumber, 1);
  // The last card with the animations on, so the banner is put up and can be read.
  t->gameScene().animator().setSpeedPercent(100);
  ui::CardItem* last = handCard(*t, "zamaneh-2");
  ASSERT_NE(last, nullptr);
  ASSERT_TRUE(dragCardToPile(*t, last, t->gameScene().trickArea()));
  const QString expected = SabokbazScene::tr("Four cards! Team %1: %2")
                               .arg(QLocale().toString(2), SabokbazTexts::worth(36));
  QString seen;
  waitUntil([&] {
    for (QGraphicsItem* item : t->gameScene().items()) {
      if (item->type() == ui::BannerItem::Type)
        if (static_cast<ui::BannerItem*>(item)->text() == expected) seen = expected;
    }
    return !seen.isEmpty();
  });
  EXPECT_EQ(seen, expected);
  t->gameScene().animator().setSpeedPercent(0);  // the rest of the animation at once
  ASSERT_TRUE(settle(*t));
  // The hand stopped there: +36 and −24, and a new hand is dealt.
  const auto& v = t->model();
  EXPECT_EQ(v.handNumber, 2);
  EXPECT_EQ(v.matchScores.value(0), -24);
  EXPECT_EQ(v.matchScores.value(1), 36);
  EXPECT_EQ(t->gameScene().teamScoreLabel(1)->text(),
            SabokbazScene::tr("Team %1: %2 · this hand %3")
                .arg(QLocale().toString(2), SabokbazTexts::signedNumber(36),
                     SabokbazTexts::signedNumber(0)));
}

// The four-cards position one card before the stop, the table's animations on: the last card
// ends the hand and the next one is dealt card by card.
std::unique_ptr<SabokbazTable> oneCardBeforeANewDeal() {
  auto t = makeSabokbazTable(dealOf("four-cards-stops-the-hand.json"));
  const QStringList cards{"koozeh-1", "dozakh",   "behesht", "khayyam",
                          "koozeh-2", "koozeh-5", "ajal"};
  for (int i = 0; i < cards.size(); ++i) play(*t, cards[i], i % 2 == 0);
  t->gameScene().animator().setSpeedPercent(100);
  return t;
}

bool everyHandShowsThirteen(SabokbazTable& t) {
  for (int seat = 0; seat < 4; ++seat)
    if (t.gameScene().hand(seat)->cards().size() != 13) return false;
  return true;
}

void skipTheDeal(bool byKey) {
  uiApp("fa");
  auto t = oneCardBeforeANewDeal();
  SabokbazScene& scene = t->gameScene();
  ui::CardItem* last = handCard(*t, "zamaneh-2");
  ASSERT_NE(last, nullptr);
  ASSERT_TRUE(dragCardToPile(*t, last, scene.trickArea()));
  // The deal has begun and goes card by card: the hands are not all full yet.
  ASSERT_TRUE(waitUntil([&] { return scene.dealing(); }));
  ASSERT_TRUE(scene.busy());
  EXPECT_FALSE(everyHandShowsThirteen(*t));
  // The player slows the animations down in the settings while the cards fly (what the main
  // window does with the new setting): the deal keeps its own faster pace on top of it.
  scene.animator().setSpeedPercent(150);
  if (byKey) {
    pressKey(*t, Qt::Key_Space);
  } else {
    QTest::mouseClick(t->view().viewport(), Qt::LeftButton, {},
                      t->view().viewport()->rect().center());
  }
  // At once, with no waiting: the deal is done and the table shows the dealt hands.
  EXPECT_FALSE(scene.dealing());
  EXPECT_FALSE(scene.busy());
  EXPECT_TRUE(everyHandShowsThirteen(*t));
  ASSERT_TRUE(settle(*t));
  // The deal ran faster than the table's pace; the pace the player chose is back for what follows.
  EXPECT_EQ(scene.animator().speedPercent(), 150);
  EXPECT_EQ(scene.animator().scaled(1000), 1500);
  const auto& v = t->model();
  EXPECT_EQ(v.handNumber, 2);
  const int viewer = t->controller().viewer();
  ASSERT_TRUE(v.hands[viewer].known);
  QStringList shown;
  for (ui::CardItem* c : scene.hand(viewer)->cards()) {
    EXPECT_TRUE(c->faceUp());
    shown << SabokbazTexts::cardIdOfArt(c->face());
  }
  QStringList dealt = v.hands[viewer].cards;
  shown.sort();
  dealt.sort();
  EXPECT_EQ(shown, dealt);
  for (int seat = 0; seat < 4; ++seat) {
    if (seat == viewer) continue;
    for (ui::CardItem* c : scene.hand(seat)->cards()) EXPECT_FALSE(c->faceUp());
  }
  // The skipped deal left nothing half done: the person to act may play at once.
  ui::CardItem* card = handCard(*t, t->model().legal.front().mid(QStringLiteral("play ").size()));
  ASSERT_NE(card, nullptr);
  EXPECT_FALSE(card->dimmed());
}

TEST(SabokbazStops, TheDealGoesCardByCardAndAClickSkipsIt) {
  skipTheDeal(false);
}

TEST(SabokbazStops, TheDealGoesCardByCardAndAKeySkipsIt) {
  skipTheDeal(true);
}

// Left to run to its end, a deal also leaves the pace the player set during it.
TEST(SabokbazStops, ASettingChangedDuringTheDealOutlivesIt) {
  uiApp("fa");
  auto t = oneCardBeforeANewDeal();
  SabokbazScene& scene = t->gameScene();
  scene.animator().setSpeedPercent(10);  // a quick deal, still card by card
  ui::CardItem* last = handCard(*t, "zamaneh-2");
  ASSERT_NE(last, nullptr);
  ASSERT_TRUE(dragCardToPile(*t, last, scene.trickArea()));
  ASSERT_TRUE(waitUntil([&] { return scene.dealing(); }));
  EXPECT_LT(scene.animator().scaled(1000), 10 * 1000 / 100);  // faster than the setting alone
  scene.animator().setSpeedPercent(20);
  ASSERT_TRUE(waitUntil([&] { return !scene.dealing() && !scene.busy(); }));
  EXPECT_TRUE(everyHandShowsThirteen(*t));
  EXPECT_EQ(scene.animator().speedPercent(), 20);
  EXPECT_EQ(scene.animator().scaled(1000), 200);
}

}  // namespace
