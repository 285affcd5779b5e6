// Seats around the table, for every game: N seats (1–8) on an ellipse, the viewer's seat at the
// bottom, the others following the game's order of play around the table as it would be seen
// from above — clockwise (the next player sits to the viewer's left on screen) or
// counter-clockwise (Sabokbaz, the Iranian custom: the next player sits to the right). Play order
// is a physical fact about the table, so it is the same in Persian and English; what mirrors with
// the reading direction is only how each seat's own things are laid out (through TableLayout).
// With an even number of seats, partners (seat and seat + N/2) sit opposite each other.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QVector>

namespace mizbazi::ui {

class TableLayout;

enum class PlayOrder { kClockwise, kCounterClockwise };

struct SeatPlace {
  enum class Side { kBottom, kLeft, kTop, kRight };
  int seat = 0;
  // Where the seat sits on screen, in card units from the table's left edge (not mirrored).
  QPointF center;
  // Degrees on screen, y pointing down: 90 is the bottom, 180 the left, 270 the top, 0 the right.
  double angle = 90;
  Side side = Side::kBottom;

  // The logical top-left (x from the reading-start edge, for Pile and label geometry) of an item
  // `size` card units large centred on this seat, so that it lands here in either direction.
  QPointF logicalTopLeft(QSizeF size, const TableLayout& layout) const;
};

// `area` is the ellipse's bounding box in card units from the table's left edge (not mirrored).
// Seats are numbered 0..seats-1 in order of play; the result is indexed by seat.
QVector<SeatPlace> layoutSeats(int seats, int bottomSeat, PlayOrder order, const QRectF& area);

}  // namespace mizbazi::ui
