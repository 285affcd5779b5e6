#include "ui/nine/nine_scene.h"

#include <QLocale>
#include <QPainter>

#include "ui/table/card_art.h"
#include "ui/table/fitted_text.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/seat_declaration.h"

namespace mizbazi::ui::nine {

namespace {

// Card units: the table is 10 wide and 7.4 high.
constexpr double kWidth = 10.0, kHeight = 7.4;
constexpr double kTopY = 0.7, kMiddleY = 2.9, kBottomY = 5.3;

// The card's number, written over its art in the UI's digits (the SVGs carry no text).
void paintNumber(QPainter& p, const QRectF& card, const QString& artId) {
  const QString id = artId.section('/', 1);
  bool isCard = false;
  const int value = id.startsWith(QLatin1String("card-")) ? id.mid(5).toInt(&isCard) : 0;
  if (!isCard) return;
  FittedTextStyle style;
  style.color = QColor("#1d2b4f");
  const QString number = QLocale().toString(value);
  const double h = card.height();
  drawFittedText(p, card, QRectF(card.x(), card.y() + h * 0.36, card.width(), h * 0.28), number,
                 h * 0.24, style);
  drawFittedText(
      p, card,
      QRectF(card.x() + card.width() * 0.06, card.y() + h * 0.03, card.width() * 0.3, h * 0.14),
      number, h * 0.1, style);
}

}  // namespace

NineScene::NineScene(QObject* parent) : TableScene(parent) {
  setBackArt(backArt());
  art().setFaceText(QStringLiteral("nine"), &paintNumber);
}

// A seat's row, the viewer's at the bottom: its name (above the other's cards, under the
// viewer's), its hand, its card of the trick in the middle, and the tricks it took. The rows are
// the table's own: their places are given from its top-left.
SeatSpec NineScene::seat(int seat, bool bottom) {
  const double y = bottom ? kBottomY : kTopY;
  return {.seat = seat,
          .header = SeatLabelSpec{.at = {0.4, bottom ? y + 1.45 : y - 0.6, 9.2, 0.5}},
          .piles = {{.key = place(kZoneHand, seat),
                     .role = PileRole::kHand,
                     .at = {.origin = {2.0, y}, .spread = {1.15, 0}}},
                    {.key = place(kZoneTrick, seat),
                     .role = PileRole::kTrick,
                     .at = {.origin = {bottom ? 5.2 : 3.8, kMiddleY}}},
                    {.key = place(kZoneWon, seat),
                     .role = PileRole::kWon,
                     .at = {.origin = {7.2, y}, .spread = {0.3, 0}}}}};
}

void NineScene::configure(int, int viewer, bool animate) {
  setTableSize(kWidth, kHeight);
  declarePiles({{.key = place(kZoneStock, -1),
                 .role = PileRole::kStock,
                 .at = {.origin = {0.4, kMiddleY}}}});
  QVector<SeatSpec> seats;
  for (int s = 0; s < mizbazi::nine::kSeats; ++s) seats << seat(s, s == viewer);
  declareSeats(seats);
  layOutPiles(animate);
}

void NineScene::show(const NinePicture& v, const QStringList& names, bool animate) {
  setPileFaces(stock(), backs(v.stockCount));
  for (int seat = 0; seat < v.players(); ++seat) {
    setPileFaces(hand(seat), v.handShown.value(seat) ? facesUp(v.hands.value(seat), &cardArt)
                                                     : backs(v.handCounts.value(seat)));
    const QString played = v.trick.value(seat);
    setPileFaces(trick(seat), played.isEmpty() ? QVector<CardFace>() : facesUp({played}, &cardArt));
    setPileFaces(won(seat), facesUp(v.won.value(seat), &cardArt));
  }
  commitSync(animate);
  const QLocale loc;
  for (int seat = 0; seat < v.players(); ++seat) {
    LabelItem* head = header(seat);
    if (!head) continue;
    QString text = names.value(seat);
    if (seat == youSeat()) text = tr("%1 (you)").arg(text);
    // (A comma, not a middle dot: beside Persian digits a dot reads as a zero.)
    text =
        tr("%1, %Ln trick(s)", "a player and the tricks they took", v.scores.value(seat)).arg(text);
    head->setText(text);
    head->setEmphasis(seat == v.current);
  }
}

void NineScene::animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                              const QStringList&) {
  for (const Event& e : events) {
    if (e.kind == EventKind::kMove) {
      queueMove(e.from, e.to, e.card >= 0 ? cardArt(cardId(e.card)) : QString(), e.faceUp);
    } else if (e.kind == EventKind::kScore) {
      queuePause(250);
    } else if (e.kind == EventKind::kGameEnd) {
      queueBanner(tr("Game over"), place(kZoneStock, -1), QColor("#1d2b4f"), 800);
    }
  }
}

}  // namespace mizbazi::ui::nine
