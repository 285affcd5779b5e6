#include "table/label_item.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>

#include "table/z_layers.h"

namespace mizbazi::ui {

LabelItem::LabelItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
  setZValue(z::kLabel);
}

void LabelItem::setText(const QString& text) {
  if (text != text_) text_ = text, update();
}
void LabelItem::setRect(const QRectF& r) {
  prepareGeometryChange();
  rect_ = r;
  update();
}
void LabelItem::setAlignment(Qt::Alignment a) {
  align_ = a, update();
}
void LabelItem::setPixelSize(int px) {
  pixelSize_ = px, update();
}
void LabelItem::setBold(bool on) {
  bold_ = on, update();
}
void LabelItem::setColor(const QColor& c) {
  color_ = c, update();
}
void LabelItem::setStyle(Style s) {
  style_ = s, update();
}
void LabelItem::setBackground(const QColor& c) {
  background_ = c, update();
}
void LabelItem::setEmphasis(bool on) {
  if (emphasis_ != on) emphasis_ = on, update();
}

QRectF LabelItem::boundingRect() const {
  return rect_.adjusted(-8, -8, 8, 8);
}

void LabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  if (text_.isEmpty()) return;
  painter->setRenderHint(QPainter::Antialiasing);
  QFont f = QGuiApplication::font();
  f.setPixelSize(pixelSize_);
  f.setBold(bold_ || emphasis_);
  painter->setFont(f);
  QRectF box = rect_;
  if (style_ != Style::kPlain) {
    // Shrink the pill to the text, keeping the requested alignment inside the given rectangle.
    QFontMetricsF fm(f);
    qreal w = std::min(rect_.width(), fm.horizontalAdvance(text_) + pixelSize_ * 1.2);
    qreal h = std::min(rect_.height(), fm.height() * 1.25);
    if (style_ == Style::kBadge) w = h = std::max(w, h);
    qreal x = rect_.x() + (rect_.width() - w) / 2;
    if (align_ & Qt::AlignLeft) x = rect_.x();
    if (align_ & Qt::AlignRight) x = rect_.right() - w;
    qreal y = rect_.y() + (rect_.height() - h) / 2;
    box = QRectF(x, y, w, h);
    QColor bg = emphasis_ ? QColor("#ffd56b") : background_;
    painter->setPen(Qt::NoPen);
    painter->setBrush(bg);
    painter->drawRoundedRect(box, h / 2, h / 2);
  }
  painter->setPen(emphasis_ ? QColor("#2b1d0e") : color_);
  // Direction from the text itself: Persian lays out right-to-left inside its box.
  QTextOption opt(style_ == Style::kPlain ? align_ : Qt::AlignCenter);
  opt.setWrapMode(QTextOption::WordWrap);
  painter->drawText(box, text_, opt);
}

}  // namespace mizbazi::ui
