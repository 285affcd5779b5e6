// The ONE direction-aware layout helper: every pile, label and seat position on every table is
// given in card units measured from the reading-start edge (left in English, right in Persian),
// and turned into scene coordinates here. QGraphicsScene does not mirror itself; this does.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <Qt>

namespace mizbazi::ui {

class TableLayout {
 public:
  // Scene units per card unit: a full-size card is kCardWidth wide and kCardWidth*kCardAspect high.
  static constexpr double kCardWidth = 200;
  static constexpr double kCardAspect = 1.4;
  static QSizeF cardSize(double scale = 1.0) {
    return QSizeF(kCardWidth * scale, kCardWidth * kCardAspect * scale);
  }

  void setDirection(Qt::LayoutDirection direction) { rtl_ = direction == Qt::RightToLeft; }
  bool rightToLeft() const { return rtl_; }
  // Table size in card units; set before asking for positions.
  void setSize(double widthUnits, double heightUnits) {
    width_ = widthUnits, height_ = heightUnits;
  }
  double widthUnits() const { return width_; }
  double heightUnits() const { return height_; }
  QRectF sceneRect() const;

  // A rectangle whose `x` is measured from the reading-start edge, in card units.
  QRectF toScene(const QRectF& logical) const;
  // Top-left scene position of an item `widthUnits` wide whose logical top-left is `logical`.
  QPointF toScene(QPointF logical, double widthUnits) const;
  // A horizontal step along the reading direction (positive = towards the reading end).
  double sceneDx(double logicalDx) const { return (rtl_ ? -logicalDx : logicalDx) * kCardWidth; }
  // Text alignment at the reading start / end, mirrored with the table.
  Qt::Alignment startAlign() const { return rtl_ ? Qt::AlignRight : Qt::AlignLeft; }
  Qt::Alignment endAlign() const { return rtl_ ? Qt::AlignLeft : Qt::AlignRight; }

 private:
  bool rtl_ = false;
  double width_ = 16, height_ = 9;
};

}  // namespace mizbazi::ui
