// Issue 31 at the Sabokbaz table: the match's end is no bare felt (its last trick lies in the
// middle, with the result and every team's total large above it); a special card says what it does
// where the pointer rests on it; and in projector mode a card's numbers stay in the strip a fan
// leaves in view, so that two cards' numbers never read as one ("۱" and "۵" as «۱۵»).
#include <gtest/gtest.h>

#include <QGraphicsRectItem>
#include <QImage>
#include <QPainter>

#include "core/rng.h"
#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz_table_support.h"
#include "ui/sabokbaz/sabokbaz_card_faces.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/card_art.h"
#include "ui/table/hint_panel.h"
#include "ui/table/label_item.h"
#include "ui/table/table_view.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::sabokbaz::SabokbazCardFaces;
using ui::sabokbaz::SabokbazTexts;

namespace {

class SabokbazEndOf : public ::testing::TestWithParam<int> {};

TEST_P(SabokbazEndOf, TheFinalTableShowsTheLastTrickAndTheTotalsLarge) {
  uiApp("fa");
  auto t = makeSabokbazTable(sabokbazScenario(GetParam(), true, 12), {1366, 768});
  ASSERT_TRUE(
      waitUntil([&] { return t->controller().state().isTerminal() && t->isSettled(); }, 180000));
  const auto& v = t->model();
  ASSERT_TRUE(v.finished);
  ASSERT_TRUE(v.lastTrick.has_value());
  // The last trick in the middle, face up, each card in front of the seat that played it.
  int shown = 0;
  for (const auto& played : v.lastTrick->cards) {
    bool found = false;
    for (int i = 0; i < v.players; ++i) {
      ui::Pile* slot = t->gameScene().trickSlot(i);
      for (ui::CardItem* c : slot->cards())
        found = found || (c->faceUp() && c->face() == SabokbazTexts::cardArt(played.card));
    }
    shown += found;
  }
  EXPECT_EQ(shown, v.players);
  // The result: the winners by name, and each team's total, large.
  ui::LabelItem* result = t->gameScene().resultLabel();
  ui::LabelItem* totals = t->gameScene().totalsLabel();
  ASSERT_TRUE(result && totals);
  EXPECT_TRUE(result->isVisible());
  EXPECT_TRUE(totals->isVisible());
  for (int seat : v.winners)
    EXPECT_TRUE(result->text().contains(t->names().value(seat))) << result->text().toStdString();
  for (int team = 0; team < v.teamCount(); ++team) {
    EXPECT_TRUE(totals->text().contains(SabokbazTexts::signedNumber(v.matchScores.value(team))))
        << totals->text().toStdString();
  }
  // Larger than the scores in the corner, and not over any card.
  EXPECT_GT(result->pixelSize(), t->gameScene().teamScoreLabel(0)->pixelSize());
  for (ui::Pile* p : t->scene().piles())
    for (ui::CardItem* c : p->cards()) {
      if (!c->isVisible()) continue;
      EXPECT_FALSE(c->sceneBoundingRect().intersects(result->rect())) << c->face().toStdString();
      EXPECT_FALSE(c->sceneBoundingRect().intersects(totals->rect())) << c->face().toStdString();
    }
}

INSTANTIATE_TEST_SUITE_P(SabokbazEnd, SabokbazEndOf, ::testing::Values(4, 6));

// The words the view would show as a tooltip where the pointer rests: the topmost item there that
// has one.
QString tooltipAt(SabokbazTable& t, QPointF scenePoint) {
  for (QGraphicsItem* item :
       t.scene().items(scenePoint, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
    if (!item->isVisible()) continue;
    if (!item->toolTip().isEmpty()) return item->toolTip();
  }
  return QString();
}

TEST(SabokbazEnd, ASpecialCardSaysWhatItDoesWhereThePointerRests) {
  for (const char* language : {"fa", "en"}) {
    uiApp(language);
    int specials = 0;
    for (std::uint64_t seed = 1; seed < 30 && specials < 2; ++seed) {
      auto t = makeSabokbazTable(sabokbazScenario(4, false, seed), {1366, 768});
      ui::Pile* hand = t->gameScene().hand(t->controller().viewer());
      const auto cards = hand->cards();
      for (int i = 0; i < cards.size(); ++i) {
        const QString id = SabokbazTexts::cardIdOfArt(cards[i]->face());
        const auto c = ::mizbazi::sabokbaz::parseCardId(id.toStdString());
        if (!c || !::mizbazi::sabokbaz::isSpecial(*c)) continue;
        ++specials;
        // Where the card shows: the middle of its uncovered part (its index's corner).
        const QRectF r = cards[i]->sceneBoundingRect();
        const bool rtl = t->scene().layout().rightToLeft();
        const double strip = r.width() * SabokbazCardFaces::kIndexStrip;
        const QPointF at(rtl ? r.left() + strip / 2 : r.right() - strip / 2, r.top() + strip);
        const QPointF other(rtl ? r.right() - strip / 2 : r.left() + strip / 2, r.top() + strip);
        QString tip = tooltipAt(*t, at);
        if (!tip.contains(SabokbazTexts::specialAbility(id))) tip = tooltipAt(*t, other);
        EXPECT_TRUE(tip.contains(SabokbazTexts::specialAbility(id)))
            << id.toStdString() << ": " << tip.toStdString();
      }
    }
    EXPECT_GT(specials, 0);
  }
  uiApp("fa");
}

// The hint's frame round a card of the fanned hand goes round the part of it that shows: round the
// whole card it ran across the next card, and seemed to mark two.
TEST(SabokbazEnd, TheHintFramesThePartOfACardThatShows) {
  uiApp("fa");
  int framed = 0;
  for (std::uint64_t seed = 3; seed < 12 && framed < 3; ++seed) {
    auto t = makeSabokbazTable(sabokbazScenario(4, false, seed), {1366, 768});
    auto* hint = new ui::HintPanel(t.get());
    hint->ask();
    ASSERT_TRUE(waitUntil([&] { return !hint->hintedAction().isEmpty(); }, 60000));
    const QString card = hint->hintedAction().section(' ', 1);
    ui::CardItem* item = nullptr;
    for (ui::CardItem* c : t->gameScene().hand(t->controller().viewer())->cards())
      if (c->face() == SabokbazTexts::cardArt(card)) item = c;
    ASSERT_TRUE(item) << card.toStdString();
    QVector<QRectF> covering;  // the cards lying over it
    for (QGraphicsItem* above : t->scene().items(
             item->sceneBoundingRect(), Qt::IntersectsItemBoundingRect, Qt::DescendingOrder)) {
      if (above == item) break;
      if (above->type() == ui::CardItem::Type && above->isVisible())
        covering << above->sceneBoundingRect();
    }
    for (QGraphicsRectItem* mark : hint->marks()) {
      // The card's frame (the path's place, the trick, has one of its own).
      if (!item->sceneBoundingRect().adjusted(-10, -10, 10, 10).contains(mark->rect())) continue;
      ++framed;
      // Inside its line (6 scene units out from what it frames, 6 wide), no other card.
      const QRectF inside = mark->rect().adjusted(9, 9, -9, -9);
      for (const QRectF& other : covering) {
        EXPECT_FALSE(inside.intersects(other))
            << card.toStdString() << " seed " << seed << ": frame " << mark->rect().x() << ","
            << mark->rect().y() << " " << mark->rect().width() << "x" << mark->rect().height()
            << ", card over it " << other.x() << "," << other.y() << " " << other.width() << "x"
            << other.height() << ", the card " << item->sceneBoundingRect().x() << ","
            << item->sceneBoundingRect().y();
      }
      EXPECT_GT(inside.width(), 0);
    }
  }
  EXPECT_GT(framed, 0);
}

// A card's words painted in projector mode for a hand card 70 px wide at a 1280×720 projector
// (the floor 18 px): every plate of the top half lies in a side strip, none in the middle band a
// fan's next card covers or the neighbour's strip beside it.
TEST(SabokbazEnd, ProjectorPlatesStayInTheSideStripsAFanLeavesInView) {
  uiApp("fa");
  const int floor = ui::CardArt::minimumTextPixels();
  ui::CardArt::setMinimumTextPixels(18);
  for (const char* id : {"koozeh-1", "koozeh-5", "badeh-12", "zamaneh-10", "khayyam", "ajal"}) {
    SCOPED_TRACE(id);
    const QSize size(70, 98);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
      QPainter p(&image);
      SabokbazCardFaces::paintFaceText(p, QRectF(QPointF(0, 0), QSizeF(size)),
                                       SabokbazTexts::cardArt(id));
    }
    // A pixel partly inside the strip is inside (the plate's outline is drawn antialiased).
    const int strip = int(std::ceil(size.width() * SabokbazCardFaces::kIndexStrip));
    int inked = 0;
    for (int y = 0; y < size.height() / 2; ++y) {
      for (int x = 0; x < size.width(); ++x) {
        if (qAlpha(image.pixel(x, y)) == 0) continue;
        ++inked;
        EXPECT_TRUE(x < strip || x >= size.width() - strip)
            << "ink at x " << x << ", y " << y << " between the strips";
        if (HasFailure()) break;
      }
      if (HasFailure()) break;
    }
    EXPECT_GT(inked, 0);
  }
  ui::CardArt::setMinimumTextPixels(floor);
}

}  // namespace
