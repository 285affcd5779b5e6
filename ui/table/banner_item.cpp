#include "ui/table/banner_item.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include "ui/table/z_layers.h"

namespace mizbazi::ui {

BannerItem::BannerItem(const QString& text, const QRectF& sceneRect, const QColor& color)
    : text_(text), rect_(sceneRect), color_(color) {
  setZValue(z::kBanner);
  setAcceptedMouseButtons(Qt::NoButton);  // never steals a click from the cards below
}

void BannerItem::run(int holdMs) {
  auto* seq = new QSequentialAnimationGroup(this);
  seq->addPause(holdMs);
  auto* fade = new QPropertyAnimation(this, "opacity");
  fade->setEndValue(0.0);
  fade->setDuration(220);
  seq->addAnimation(fade);
  connect(seq, &QAbstractAnimation::finished, this, &QObject::deleteLater);
  seq->start();
}

QRectF BannerItem::boundingRect() const {
  return rect_;
}

void BannerItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  QColor bg = color_;
  bg.setAlpha(225);
  painter->setPen(QPen(QColor(255, 255, 255, 200), 6));
  painter->setBrush(bg);
  painter->drawRoundedRect(rect_, rect_.height() * 0.2, rect_.height() * 0.2);
  QFont f = QGuiApplication::font();
  f.setPixelSize(int(rect_.height() * 0.45));
  f.setBold(true);
  painter->setFont(f);
  painter->setPen(Qt::white);
  painter->drawText(rect_, Qt::AlignCenter, text_);
}

}  // namespace mizbazi::ui
