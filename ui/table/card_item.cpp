#include "ui/table/card_item.h"

#include <QCursor>
#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>
#include <QWidget>
#include <algorithm>
#include <cmath>

#include "ui/table/card_art.h"
#include "ui/table/pile.h"
#include "ui/table/table_layout.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

namespace {
const QColor kTargetColor("#ffc233");  // a legal drop target: warm gold, readable on green felt
const QColor kHoverColor("#fff3c4");
const QColor kChosenColor("#ff7a2f");  // the card a move is being made with
double emphasisFactor = 1.0;
}  // namespace

void CardItem::setEmphasis(double factor) {
  emphasisFactor = std::max(1.0, factor);
}

double CardItem::emphasis() {
  return emphasisFactor;
}

CardItem::CardItem(CardArt* art, QString backArt, QGraphicsItem* parent)
    : QGraphicsObject(parent), art_(art), backArt_(std::move(backArt)) {
  setAcceptHoverEvents(true);
}

void CardItem::setFace(const QString& face, bool faceUp) {
  if (face == face_ && faceUp == faceUp_ && !pending_) return;
  face_ = face;
  faceUp_ = faceUp;
  pending_ = false;
  updateToolTip();
  update();
}

void CardItem::setChosen(bool on) {
  if (chosen_ != on) chosen_ = on, update();
}

void CardItem::setInfo(const QString& text) {
  if (info_ == text) return;
  info_ = text;
  updateToolTip();
}

void CardItem::setRefusal(const QString& text) {
  if (refusal_ == text) return;
  refusal_ = text;
  updateToolTip();
}

void CardItem::updateToolTip() {
  QStringList parts;
  if (faceUp()) {
    if (!refusal_.isEmpty()) parts << refusal_;
    if (!info_.isEmpty()) parts << info_;
  }
  setToolTip(parts.join(QStringLiteral("\n")));
}

void CardItem::setPendingFace(const QString& face, bool faceUp) {
  pendingFace_ = face;
  pendingFaceUp_ = faceUp;
  pending_ = true;
}

void CardItem::setActivatable(bool on) {
  if (activatable_ == on) return;
  activatable_ = on;
  setCursor(on || draggable_ ? Qt::PointingHandCursor : Qt::ArrowCursor);
  update();
}

void CardItem::setDropTarget(bool on) {
  if (target_ != on) target_ = on, update();
}

void CardItem::setKeyboardFocus(bool on) {
  if (focused_ == on) return;
  focused_ = on;
  // Raised while marked: an overlapping fan shows only a strip of each card. A card in flight or
  // under the pointer keeps its height until it lands (its pile then stacks it).
  if (zValue() < z::kMoving)
    setZValue(Pile::restingZ(pile_ ? static_cast<int>(pile_->cards().indexOf(this)) : 0, on));
}

void CardItem::setDimmed(bool on) {
  if (dimmed_ != on) dimmed_ = on, update();
}

void CardItem::setFlip(qreal t) {
  flip_ = t;
  if (pending_ && t >= 0.5) {
    face_ = pendingFace_;
    faceUp_ = pendingFaceUp_;
    pending_ = false;
    updateToolTip();
  }
  applyTransform();
  update();
}

void CardItem::setTurn(qreal degrees) {
  if (turn_ == degrees) return;
  turn_ = degrees;
  applyTransform();
}

void CardItem::applyTransform() {
  // Turning over = shrinking to an edge and opening again, around the card's vertical axis; a
  // resting turn rotates around the centre too, so the card keeps its place (pos = top-left).
  if (flip_ == 0 && turn_ == 0) {
    setTransform(QTransform());  // exactly identity: the straight blit in paint() needs it
    return;
  }
  qreal sx = std::max(0.02, std::abs(std::cos(flip_ * M_PI)));
  QPointF c = boundingRect().center();
  setTransform(
      QTransform().translate(c.x(), c.y()).rotate(turn_).scale(sx, 1).translate(-c.x(), -c.y()));
}

void CardItem::setParentKeepingPlace(QGraphicsItem* parent) {
  if (parentItem() == parent) return;
  // Parents here only translate and scale (a board's camera): the top-left and the size carry
  // over exactly; the card's own transform (turn, squeeze) is kept as it is.
  const QPointF topLeft = parentItem() ? parentItem()->mapToScene(pos()) : pos();
  auto sceneScale = [](const QGraphicsItem* item) {
    return item ? item->sceneTransform().map(QLineF(0, 0, 1, 0)).length() : 1.0;
  };
  const double size = scale() * sceneScale(parentItem());
  setParentItem(parent);
  setPos(parent ? parent->mapFromScene(topLeft) : topLeft);
  setScale(size / sceneScale(parent));
}

void CardItem::setQuickScaling(bool on) {
  if (quickScaling_ == on) return;
  quickScaling_ = on;
  quickArt_ = shownArt();
  quickPixmap_ = on && !lastPixelSize_.isEmpty() ? art_->pixmap(quickArt_, lastPixelSize_, lastDpr_)
                                                 : QPixmap();
  if (!on) update();
}

QRectF CardItem::boundingRect() const {
  return QRectF(QPointF(0, 0), TableLayout::cardSize());
}

QString CardItem::shownArt() const {
  return faceUp() ? face_ : backArt_;
}

void CardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget) {
  Q_UNUSED(widget);
  const QRectF rect = boundingRect();
  const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
  // The card's size on this device without the turning-over squeeze: the cached pixmap is asked
  // for at exactly that size, so a whole turn uses one pixmap.
  const QTransform world = painter->worldTransform();
  const QTransform unturned = transform().isIdentity() ? world : transform().inverted() * world;
  const QRectF device = unturned.mapRect(rect);
  QSize px(qMax(1, qRound(device.width() * dpr)), qMax(1, qRound(device.height() * dpr)));
  // A card lying turned (a board's 180°) is drawn from a turned copy of its image, made once,
  // rather than resampled through a rotation on every frame of a pan or a zoom.
  const bool halfTurn = flip_ == 0 && std::abs(std::remainder(turn_, 360.0)) == 180.0;
  if (quickScaling_ && !quickPixmap_.isNull() && quickArt_ == shownArt()) {
    // Zooming: the last sharp image, scaled; no art is rendered at in-between sizes, and the
    // scaling is the fast kind (the image is sharp again as soon as the zoom rests).
    const bool turnedCopy = halfTurn && halfTurnedFrom_ == quickPixmap_.cacheKey();
    const QPixmap& pm = turnedCopy ? halfTurned_ : quickPixmap_;
    const QPainter::RenderHints hints = painter->renderHints();
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->setRenderHint(QPainter::Antialiasing, false);
    if (turnedCopy) painter->setWorldTransform(unturned);
    painter->drawPixmap(rect, pm, QRectF(QPointF(0, 0), QSizeF(pm.size())));
    if (turnedCopy) painter->setWorldTransform(world);
    painter->setRenderHints(hints, true);
  } else {
    QPixmap pm = art_->pixmap(shownArt(), px, dpr);
    lastPixelSize_ = px;
    lastDpr_ = dpr;
    if (quickScaling_) {
      // Zooming began before this card had an image (or it changed face): this one serves.
      quickPixmap_ = pm;
      quickArt_ = shownArt();
    }
    if ((transform().isIdentity() || halfTurn) && unturned.isScaling() && !unturned.isRotating()) {
      if (halfTurn && halfTurnedFrom_ != pm.cacheKey()) {
        halfTurnedFrom_ = pm.cacheKey();
        halfTurned_ = pm.transformed(QTransform().rotate(180));
        halfTurned_.setDevicePixelRatio(dpr);
      }
      // Straight blit at device resolution: no scaling on every frame (4K drags stay cheap).
      painter->save();
      painter->setWorldTransform(QTransform());
      painter->drawPixmap(
          QPointF(std::round(device.x() * dpr) / dpr, std::round(device.y() * dpr) / dpr),
          halfTurn ? halfTurned_ : pm);
      painter->restore();
    } else {
      painter->drawPixmap(rect, pm, QRectF(QPointF(0, 0), QSizeF(pm.size())));
    }
  }

  const qreal radius = rect.width() * 0.06;
  if (dimmed_) {
    QPainterPath path;
    path.addRoundedRect(rect, radius, radius);
    painter->fillPath(path, QColor(0, 0, 0, emphasisFactor > 1 ? 150 : 110));
  }
  auto outline = [&](const QColor& color, qreal width) {
    width *= emphasisFactor;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(color, width));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(rect.adjusted(width / 2, width / 2, -width / 2, -width / 2), radius,
                             radius);
  };
  if (target_) {
    outline(kTargetColor, 14);
  } else if (activatable_ && hovered_) {
    outline(kHoverColor, 14);
  } else if (activatable_) {
    outline(kTargetColor, 10);
  }
  if (chosen_) outline(kChosenColor, 16);
  // The keyboard's mark is a ring of its own around the card (focus_ring.h), above its neighbours.
}

void CardItem::hoverEnterEvent(QGraphicsSceneHoverEvent*) {
  hovered_ = true;
  update();
}

void CardItem::hoverLeaveEvent(QGraphicsSceneHoverEvent*) {
  hovered_ = false;
  update();
}

}  // namespace mizbazi::ui
