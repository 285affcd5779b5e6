// A short announcement across a part of the table ("Bust!", "Banked 12"), fading out by itself.
#pragma once

#include <QColor>
#include <QGraphicsObject>

#include "ui/table/item_types.h"

namespace mizbazi::ui {

class BannerItem : public QGraphicsObject {
  Q_OBJECT

 public:
  enum { Type = kBannerItemType };
  int type() const override { return Type; }

  BannerItem(const QString& text, const QRectF& sceneRect, const QColor& color);
  // Shows for `holdMs`, then fades and deletes itself.
  void run(int holdMs);
  const QString& text() const { return text_; }  // what it says (tests read it)

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QString text_;
  QRectF rect_;
  QColor color_;
};

}  // namespace mizbazi::ui
