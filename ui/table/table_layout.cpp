#include "ui/table/table_layout.h"

namespace mizbazi::ui {

QRectF TableLayout::sceneRect() const {
  return QRectF(0, 0, width_ * kCardWidth, height_ * kCardWidth);
}

QRectF TableLayout::toScene(const QRectF& logical) const {
  double x = rtl_ ? width_ - logical.x() - logical.width() : logical.x();
  return QRectF(x * kCardWidth, logical.y() * kCardWidth, logical.width() * kCardWidth,
                logical.height() * kCardWidth);
}

QPointF TableLayout::toScene(QPointF logical, double widthUnits) const {
  double x = rtl_ ? width_ - logical.x() - widthUnits : logical.x();
  return QPointF(x * kCardWidth, logical.y() * kCardWidth);
}

}  // namespace mizbazi::ui
