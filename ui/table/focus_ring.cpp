#include "ui/table/focus_ring.h"

#include <QGraphicsScene>
#include <QLineF>
#include <QPainter>
#include <algorithm>

#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

namespace {
const QColor kBand("#3fa9ff");      // the keyboard's blue, as bright as the felt allows
const QColor kEdge(10, 28, 48);     // dark edges: the band reads on a white card face too
constexpr double kOfTarget = 0.06;  // the band's width beside what it marks
constexpr double kOfTable = 120;    // ... and at least the table's height over this
// Projector mode is CardItem::emphasis() 1.8: the bounding rectangle is kept for up to twice the
// band, so that switching it never leaves a band outside what is repainted.
constexpr double kMostEmphasis = 2.0;

double sceneUnitOf(const QGraphicsItem* parent) {
  if (!parent) return 1.0;
  return QLineF(parent->mapToScene(QPointF(0, 0)), parent->mapToScene(QPointF(1, 0))).length();
}
}  // namespace

FocusRing::FocusRing() {
  setZValue(z::kFocusRing);
  setAcceptedMouseButtons(Qt::NoButton);
  setAcceptHoverEvents(false);
  hide();
}

void FocusRing::setTarget(QGraphicsObject* target) {
  for (const auto& c : std::as_const(watches_)) disconnect(c);
  watches_.clear();
  target_ = target;
  if (target) {
    for (auto signal : {&QGraphicsObject::xChanged, &QGraphicsObject::yChanged,
                        &QGraphicsObject::scaleChanged, &QGraphicsObject::rotationChanged,
                        &QGraphicsObject::visibleChanged, &QGraphicsObject::parentChanged})
      watches_ << connect(target, signal, this, &FocusRing::follow);
    watches_ << connect(target, &QObject::destroyed, this, [this]() { hide(); });
  }
  follow();
}

void FocusRing::follow() {
  if (!target_ || !target_->scene() || target_->scene() != scene() || !target_->isVisible()) {
    hide();
    return;
  }
  // A sibling of what it marks: on a board it lies in the board's content (moved by its camera,
  // cut at its edge); elsewhere on the table itself.
  if (parentItem() != target_->parentItem()) setParentItem(target_->parentItem());
  prepareGeometryChange();
  const QRectF own = target_->type() == Pile::Type ? static_cast<Pile*>(target_.data())->dropArea()
                                                   : target_->boundingRect();
  around_ = target_->mapRectToParent(own);
  const double shorter = std::min(around_.width(), around_.height());
  const double floor = scene()->sceneRect().height() / kOfTable / sceneUnitOf(parentItem());
  width_ = std::max(kOfTarget * shorter, floor);
  radius_ = shorter * 0.06;  // a card's own corners (card_item.cpp)
  show();
  update();
}

double FocusRing::bandWidth() const {
  return width_ * CardItem::emphasis() * sceneUnitOf(parentItem());
}

QRectF FocusRing::boundingRect() const {
  if (around_.isEmpty()) return QRectF();
  // Two dark edges of a quarter band each, and the band, outside the target.
  const double m = 1.5 * width_ * std::max(kMostEmphasis, CardItem::emphasis()) + 1;
  return around_.adjusted(-m, -m, m, m);
}

void FocusRing::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  if (around_.isEmpty()) return;
  const double band = width_ * CardItem::emphasis();
  const double edge = band / 4;
  const double middle = edge + band / 2;  // from the target's edge to the middle of the band
  const QRectF r = around_.adjusted(-middle, -middle, middle, middle);
  const double radius = radius_ + middle;
  painter->setRenderHint(QPainter::Antialiasing);
  painter->setBrush(Qt::NoBrush);
  painter->setPen(QPen(kEdge, band + 2 * edge));
  painter->drawRoundedRect(r, radius, radius);
  painter->setPen(QPen(kBand, band));
  painter->drawRoundedRect(r, radius, radius);
}

}  // namespace mizbazi::ui
