#include "ui/table/seat_layout.h"

#include <cmath>

#include "ui/table/table_layout.h"

namespace mizbazi::ui {

QPointF SeatPlace::logicalTopLeft(QSizeF size, const TableLayout& layout) const {
  const double left = center.x() - size.width() / 2;  // from the table's physical left edge
  const double x = layout.rightToLeft() ? layout.widthUnits() - left - size.width() : left;
  return QPointF(x, center.y() - size.height() / 2);
}

QVector<SeatPlace> layoutSeats(int seats, int bottomSeat, PlayOrder order, const QRectF& area) {
  QVector<SeatPlace> out(std::max(0, seats));
  if (seats <= 0) return out;
  const QPointF c = area.center();
  const double rx = area.width() / 2, ry = area.height() / 2;
  // On screen (y down) a growing angle turns clockwise: bottom (90°) → left (180°) → top (270°).
  const double step = 360.0 / seats * (order == PlayOrder::kClockwise ? 1 : -1);
  for (int i = 0; i < seats; ++i) {
    const int seat = ((bottomSeat + i) % seats + seats) % seats;
    double angle = std::fmod(90.0 + step * i + 720.0, 360.0);
    SeatPlace& p = out[seat];
    p.seat = seat;
    p.angle = angle;
    const double rad = angle * M_PI / 180.0;
    p.center = QPointF(c.x() + rx * std::cos(rad), c.y() + ry * std::sin(rad));
    if (angle > 45 && angle <= 135)
      p.side = SeatPlace::Side::kBottom;
    else if (angle > 135 && angle <= 225)
      p.side = SeatPlace::Side::kLeft;
    else if (angle > 225 && angle <= 315)
      p.side = SeatPlace::Side::kTop;
    else
      p.side = SeatPlace::Side::kRight;
  }
  return out;
}

}  // namespace mizbazi::ui
