#include "ui/saboteur_duel/saboteur_duel_seen_mark.h"

#include <QPainter>
#include <QPainterPath>

namespace mizbazi::ui::saboteur_duel {

SeenMark::SeenMark(const QRectF& cell, QGraphicsItem* parent) : QGraphicsItem(parent) {
  // A plate a quarter of the card wide, in its top corner at the reading start of the board
  // (the maze is never mirrored, so always the left one), clear of the markers' spot (right).
  const double d = cell.width() * 0.28;
  rect_ = QRectF(cell.left() + d * 0.2, cell.top() + d * 0.2, d, d);
  setZValue(55);  // above the card, like the markers
  setAcceptedMouseButtons(Qt::NoButton);
}

void SeenMark::paint(QPainter* p, const QStyleOptionGraphicsItem*, QWidget*) {
  p->setRenderHint(QPainter::Antialiasing);
  p->setPen(QPen(QColor(40, 30, 20), rect_.width() * 0.05));
  p->setBrush(QColor(255, 248, 225, 235));
  p->drawEllipse(rect_);
  // The eye: two arcs meeting at the corners, and the pupil.
  const QPointF c = rect_.center();
  const double w = rect_.width() * 0.36, h = rect_.height() * 0.22;
  QPainterPath eye;
  eye.moveTo(c.x() - w, c.y());
  eye.quadTo(c.x(), c.y() - 2 * h, c.x() + w, c.y());
  eye.quadTo(c.x(), c.y() + 2 * h, c.x() - w, c.y());
  p->setBrush(Qt::white);
  p->drawPath(eye);
  p->setPen(Qt::NoPen);
  p->setBrush(QColor(40, 30, 20));
  p->drawEllipse(c, h * 0.85, h * 0.85);
}

}  // namespace mizbazi::ui::saboteur_duel
