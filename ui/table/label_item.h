// Text on the table (names, scores, counts, hints): laid out in a scene rectangle that the game
// computes through the table's layout helper, aligned at the reading start or end. Persian text is
// always drawn whole: never split to colour or underline part of a word.
#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QString>

#include "table/item_types.h"

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
  void setBold(bool on);
  void setColor(const QColor& c);
  void setStyle(Style s);
  void setBackground(const QColor& c);  // pill and badge fill
  void setEmphasis(bool on);            // e.g. the seat to act: a brighter pill

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QString text_;
  QRectF rect_;
  Qt::Alignment align_ = Qt::AlignCenter;
  int pixelSize_ = 40;
  bool bold_ = false, emphasis_ = false;
  QColor color_ = QColor("#fdf6e3");
  QColor background_ = QColor(0, 0, 0, 90);
  Style style_ = Style::kPlain;
};

}  // namespace mizbazi::ui
