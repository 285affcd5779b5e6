// Text on the table (names, scores, counts, hints): laid out in a scene rectangle that the game
// computes through the table's layout helper, aligned at the reading start or end. Persian text is
// always drawn whole: never split to colour or underline part of a word. In projector mode its
// words grow toward the floor a class reads from the back, as far as its rectangle allows.
#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsObject>
#include <QString>

#include "ui/table/item_types.h"

class QFontMetricsF;

namespace mizbazi::ui {

class LabelItem : public QGraphicsObject {
  Q_OBJECT

 public:
  enum { Type = kLabelItemType };
  int type() const override { return Type; }

  enum class Style { kPlain, kPill, kBadge };

  explicit LabelItem(QGraphicsItem* parent = nullptr);

  void setText(const QString& text);
  const QString& text() const { return text_; }
  void setRect(const QRectF& sceneRect);
  QRectF rect() const { return rect_; }
  void setAlignment(Qt::Alignment a);
  void setPixelSize(int px);
  int pixelSize() const { return pixelSize_; }
  void setBold(bool on);
  void setColor(const QColor& c);
  void setStyle(Style s);
  Style style() const { return style_; }
  void setBackground(const QColor& c);  // pill and badge fill
  void setEmphasis(bool on);            // e.g. the seat to act: a brighter pill
  // A pile's count badge sits on the pile's corner, over its cards: in projector mode it may grow
  // up to `factor` times its rectangle's size to reach the floor (a rectangle sized for the pile
  // would keep a small pile's count at a few pixels). It keeps the edges named by `kept` where
  // they are and grows away from them: over its own pile, not over the name above it.
  void setMayOutgrow(double factor, Qt::Alignment kept);

  // What is painted when the view shows the scene `viewScale` times its size: the words' font
  // (its pixel size in scene units) and the box they are drawn in (the pill or badge, or the
  // rectangle of plain text). In projector mode (CardArt::minimumTextPixels() above 0) the words
  // grow toward that many pixels on screen, but only as far as they still fit the label's
  // rectangle: each game lays its neighbours out around the rectangle, so words grown past it
  // would cover them.
  struct Shown {
    QFont font;
    QRectF box;
  };
  Shown shown(double viewScale) const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QFont fontOf(int pixelSize) const;
  QSizeF pillNeeds(const QFontMetricsF& fm, int pixelSize) const;
  bool fits(int pixelSize, const QRectF& place) const;
  QRectF boxFor(int pixelSize, const QRectF& place) const;
  QRectF placeFor(int pixelSize) const;
  int largestFittingSize() const;
  void forgetShown() { shownFor_ = -1, largestFit_ = -1; }

  QString text_;
  QRectF rect_;
  Qt::Alignment align_ = Qt::AlignCenter;
  int pixelSize_ = 40;
  bool bold_ = false, emphasis_ = false;
  QColor color_ = QColor("#fdf6e3");
  QColor background_ = QColor(0, 0, 0, 90);
  Style style_ = Style::kPlain;
  double outgrow_ = 1.0;
  Qt::Alignment kept_ = Qt::AlignCenter;
  // The largest size whose words fit the label's place (its largest, for a badge), in scene
  // units: it does not depend on the view's scale, so a zoom only takes the smaller of it and
  // the floor's size. -1: not measured since the label last changed.
  mutable int largestFit_ = -1;
  // The last answer of shown(): a label is painted many times at one scale (cards moving past).
  mutable double shownFor_ = -1;
  mutable int shownFloor_ = 0;
  mutable QFont shownFont_;
  mutable QRectF shownBox_;
};

}  // namespace mizbazi::ui
