// A six-seat Sabokbaz table in the app's window on a 1366×768 screen (a common laptop): every
// face-up card (the hand on screen, the trick, the last trick shown again, the 12s out of the
// game) must have its number (its worth, for a special) painted at least 14 px tall on screen.
// Measured as the face painter paints the card at the size it has on screen: the font's pixel size
// times the painter's scale, for every text drawn.
#include <gtest/gtest.h>

#include <QPainter>
#include <QTest>

#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz_table_support.h"
#include "text_recorder.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/label_item.h"
#include "ui/table/table_view.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::sabokbaz::SabokbazScene;

namespace {

constexpr double kReadable = 14.0;

// The card's index as its corners say it: the number, or a special's signed worth.
QString indexOf(const QString& art) {
  const QString id = ui::sabokbaz::SabokbazTexts::cardIdOfArt(art);
  const auto c = ::mizbazi::sabokbaz::parseCardId(id.toStdString());
  if (!c) return QString();
  if (::mizbazi::sabokbaz::isSpecial(*c))
    return ui::sabokbaz::SabokbazTexts::signedNumber(::mizbazi::sabokbaz::valueOf(*c));
  return QLocale().toString(::mizbazi::sabokbaz::numberOf(*c));
}

// The height on screen of the card's index (the smallest of its two corners) as the face painter
// paints it at the card's size on screen; 0 when the index is not painted at all.
double indexPixels(SabokbazTable& t, ui::CardItem* card) {
  const QRect onScreen = t.view().mapFromScene(card->sceneBoundingRect()).boundingRect();
  RecordingDevice device(onScreen.size());
  {
    QPainter p(&device);
    t.scene().art().paintFaceText(p, QRectF(QPointF(0, 0), QSizeF(onScreen.size())), card->face());
  }
  const TextRecorder& r = device.recorder();
  const QString index = indexOf(card->face());
  double least = 0;
  for (int i = 0; i < r.heights.size(); ++i) {
    if (r.texts[i] == index) least = least == 0 ? r.heights[i] : std::min(least, r.heights[i]);
  }
  return least;
}

// Plays the first card the seat to act may play, by dragging it to the middle.
void playFirstLegalCard(SabokbazTable& t) {
  const QString card = t.model().legal.front().mid(QStringLiteral("play ").size());
  ui::CardItem* item = nullptr;
  for (ui::CardItem* c : t.gameScene().hand(t.controller().viewer())->cards())
    if (c->face() == ui::sabokbaz::SabokbazTexts::cardArt(card)) item = c;
  ASSERT_NE(item, nullptr);
  ASSERT_TRUE(dragCardToPile(t, item, t.gameScene().trickArea()));
  ASSERT_TRUE(settle(t));
}

void expectReadable(SabokbazTable& t, const QVector<ui::CardItem*>& cards) {
  for (ui::CardItem* c : cards) {
    ASSERT_TRUE(c->faceUp());
    const double pixels = indexPixels(t, c);
    EXPECT_GE(pixels, kReadable) << c->face().toStdString() << ": \""
                                 << indexOf(c->face()).toStdString() << "\" is " << pixels
                                 << " px on screen";
  }
}

class SabokbazReadable : public ::testing::TestWithParam<const char*> {};

TEST_P(SabokbazReadable, SixSeatsAt1366x768ShowEveryFaceUpCardAtFourteenPixels) {
  uiApp(GetParam());
  app::AppSettings quiet;
  quiet.animationPercent = 0;
  quiet.botDelayMs = 0;
  quiet.confirmPrivateViews = false;
  app::MainWindow w(quiet, app::Autosave(scratchDir() + "/sabokbaz-readable"));
  w.setScripted(true);
  w.resize(1366, 768);
  w.show();
  ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
  ASSERT_TRUE(w.openScenario(sabokbazScenario(6, false, 4)).isEmpty());
  auto* t = dynamic_cast<SabokbazTable*>(w.table());
  ASSERT_NE(t, nullptr);
  ASSERT_TRUE(settle(*t));
  // Five cards in the trick, played with the mouse: the sixth seat's hand and a full middle.
  for (int i = 0; i < 5; ++i) {
    playFirstLegalCard(*t);
    if (HasFatalFailure()) return;
  }
  ASSERT_EQ(t->model().trick.size(), 5);
  ASSERT_LE(w.height(), 768);
  SabokbazScene& scene = t->gameScene();
  QVector<ui::CardItem*> cards = scene.hand(t->controller().viewer())->cards();
  for (int i = 0; i < 6; ++i) cards += scene.trickSlot(i)->cards();
  ASSERT_GE(cards.size(), 5 + 5);
  expectReadable(*t, cards);
  // The sixth card completes the trick; L shows it again beside the four 12s out of the game.
  playFirstLegalCard(*t);
  ASSERT_TRUE(t->model().trick.isEmpty());
  pressKey(*t, Qt::Key_L);
  ASSERT_TRUE(settle(*t));
  ASSERT_TRUE(scene.lastTrickShown());
  if (qEnvironmentVariableIsSet("SABOKBAZ_GRAB"))  // to look at the table: a path prefix
    w.grab().save(qEnvironmentVariable("SABOKBAZ_GRAB") + GetParam() + ".png");
  cards = scene.pile(ui::sabokbaz::places::out())->cards();
  ASSERT_EQ(cards.size(), 4);
  for (int i = 0; i < 6; ++i) cards += scene.lastTrickPile(i)->cards();
  ASSERT_EQ(cards.size(), 4 + 6);
  expectReadable(*t, cards);
  // The last trick and its words cover no seat's name.
  for (int seat = 0; seat < 6; ++seat) {
    const QRectF name = scene.header(seat)->sceneBoundingRect();
    for (int i = 0; i < 6; ++i) {
      for (ui::CardItem* c : scene.lastTrickPile(i)->cards())
        EXPECT_FALSE(c->sceneBoundingRect().intersects(name)) << "seat " << seat;
    }
    EXPECT_FALSE(scene.lastTrickLabel()->sceneBoundingRect().intersects(name)) << "seat " << seat;
  }
  // Nothing laid out for six leaves the table.
  for (ui::Pile* p : scene.piles()) {
    EXPECT_TRUE(scene.sceneRect().contains(p->slotRect())) << p->key().zone;
  }
}

INSTANTIATE_TEST_SUITE_P(BothLanguages, SabokbazReadable, ::testing::Values("fa", "en"));

}  // namespace
