#include "ui/table/seat_declaration.h"

#include "ui/table/table_scene.h"

namespace mizbazi::ui {

namespace {

QPointF from(QPointF anchor, QPointF relative) {
  return QPointF(anchor.x() + relative.x(), anchor.y() + relative.y());
}

QRectF from(QPointF anchor, const QRectF& relative) {
  return QRectF(from(anchor, relative.topLeft()), relative.size());
}

}  // namespace

void TableScene::declareSeats(const QVector<SeatSpec>& seats) {
  for (const SeatSpec& spec : seats) {
    SeatThings& things = seats_[spec.seat];
    if (spec.frame) {
      // Behind the seat's piles and words (lit by the game: an outline, a brush).
      if (!things.frame) {
        things.frame = new QGraphicsRectItem();
        things.frame->setZValue(-1);
        things.frame->setPen(Qt::NoPen);
        addItem(things.frame);
      }
      things.frame->setRect(layout_.toScene(from(spec.anchor, *spec.frame)));
    }
    const auto place = [&](LabelItem*& label, const SeatLabelSpec& s) {
      if (!label) label = addLabel();
      label->setRect(layout_.toScene(from(spec.anchor, s.at)));
      label->setAlignment(s.align == TextSide::kCentre ? Qt::Alignment(Qt::AlignCenter)
                                                       : layout_.startAlign() | Qt::AlignVCenter);
      label->setPixelSize(s.pixelSize);
      label->setStyle(s.style);
      if (s.bold) label->setBold(true);
      if (s.color) label->setColor(*s.color);
    };
    if (spec.header) place(things.header, *spec.header);
    QVector<PileSpec> piles = spec.piles;
    for (PileSpec& p : piles) p.at.origin = from(spec.anchor, p.at.origin);
    declarePiles(piles);
    while (things.labels.size() < spec.labels.size()) things.labels.push_back(nullptr);
    for (int i = 0; i < spec.labels.size(); ++i) place(things.labels[i], spec.labels[i]);
    things.places = spec.places;
    for (PileGeometry& g : things.places) g.origin = from(spec.anchor, g.origin);
  }
}

LabelItem* TableScene::header(int seat) const {
  const auto it = seats_.find(seat);
  return it == seats_.end() ? nullptr : it->second.header;
}

LabelItem* TableScene::seatLabel(int seat, int index) const {
  const auto it = seats_.find(seat);
  return it == seats_.end() ? nullptr : it->second.labels.value(index);
}

QGraphicsRectItem* TableScene::seatFrame(int seat) const {
  const auto it = seats_.find(seat);
  return it == seats_.end() ? nullptr : it->second.frame;
}

PileGeometry TableScene::seatPlace(int seat, int index) const {
  const auto it = seats_.find(seat);
  return it == seats_.end() ? PileGeometry() : it->second.places.value(index);
}

}  // namespace mizbazi::ui
