#include "ui/table/reading_order.h"

#include "ui/table/board_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_layout.h"

namespace mizbazi::ui {

QPointF readingAnchor(const QGraphicsObject* item) {
  // A board's cells and cards take the board's place as one block (never where its camera shows
  // them, so the order holds while the camera follows the ring).
  if (const BoardItem* board = BoardItem::boardOf(item)) return board->focusAnchor();
  if (item->type() == BoardItem::Type) return static_cast<const BoardItem*>(item)->focusAnchor();
  if (item->type() == Pile::Type) return static_cast<const Pile*>(item)->slotRect().center();
  return item->sceneBoundingRect().center();
}

bool pointReadsBefore(QPointF a, QPointF b, bool rightToLeft) {
  const int ra = int(a.y() / (TableLayout::kCardWidth * 0.8));
  const int rb = int(b.y() / (TableLayout::kCardWidth * 0.8));
  if (ra != rb) return ra < rb;
  if (a.x() != b.x()) return rightToLeft ? a.x() > b.x() : a.x() < b.x();
  return false;
}

bool readsBefore(const QGraphicsObject* a, const QGraphicsObject* b, bool rightToLeft) {
  const QPointF pa = readingAnchor(a), pb = readingAnchor(b);
  if (pointReadsBefore(pa, pb, rightToLeft)) return true;
  if (pointReadsBefore(pb, pa, rightToLeft)) return false;
  return BoardItem::focusBefore(a, b, rightToLeft);
}

}  // namespace mizbazi::ui
