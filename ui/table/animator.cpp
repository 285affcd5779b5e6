#include "ui/table/animator.h"

#include <QGraphicsItem>
#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>
#include <QVariantAnimation>

#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

Animator::Animator(QObject* parent) : QObject(parent) {}

void Animator::moveCard(CardItem* card, QPointF pos, double scale, double zValue, bool visible,
                        int delayMs) {
  if (auto it = active_.find(card); it != active_.end() && *it) {
    // Redirect: stop the old flight where it is; the new one starts from there.
    QAbstractAnimation* old = *it;
    active_.erase(it);
    old->stop();
    old->deleteLater();
    --running_;
  }
  const int duration = scaled(kMoveMs);
  const bool flips = card->hasPendingFace();
  // `pos` is in the coordinates of the card's pile's parent: the table, or a board's camera.
  QGraphicsItem* home = card->pile() ? card->pile()->parentItem() : card->parentItem();
  const bool crosses = card->parentItem() != home;
  const bool turns = card->turn() != card->restingTurn();
  const bool moves = crosses || card->pos() != pos || card->scale() != scale;
  if (duration <= 0 || (!moves && !flips && !turns) || !card->scene()) {
    if (crosses) card->setParentItem(home);
    card->setPos(pos);
    card->setScale(scale);
    if (flips) card->setFlip(1.0), card->setFlip(0.0);
    card->setTurn(card->restingTurn());
    card->setZValue(zValue);
    card->setVisible(visible);
    return;
  }
  card->setVisible(true);
  // A card changing parents flies over the table (never clipped by a board) and enters its new
  // parent on landing.
  if (crosses) card->setParentKeepingPlace(nullptr);
  auto* flight = new QParallelAnimationGroup;
  if (crosses && home) {
    flight->addAnimation(flightInto(card, home, pos, scale, duration));
  } else {
    auto* move = new QPropertyAnimation(card, "pos");
    move->setEndValue(pos);
    move->setDuration(duration);
    move->setEasingCurve(QEasingCurve::OutCubic);
    flight->addAnimation(move);
    auto* size = new QPropertyAnimation(card, "scale");
    size->setEndValue(scale);
    size->setDuration(duration);
    flight->addAnimation(size);
  }
  if (flips) {
    auto* turn = new QPropertyAnimation(card, "flip");
    turn->setStartValue(0.0);
    turn->setEndValue(1.0);
    turn->setDuration(duration);
    flight->addAnimation(turn);
  }
  if (turns) {
    auto* rest = new QPropertyAnimation(card, "turn");
    rest->setEndValue(card->restingTurn());
    rest->setDuration(duration);
    rest->setEasingCurve(QEasingCurve::InOutCubic);
    flight->addAnimation(rest);
  }
  QAbstractAnimation* whole = flight;
  const int delay = scaled(delayMs);
  if (delay > 0) {
    auto* seq = new QSequentialAnimationGroup;
    seq->addPause(delay);
    seq->addAnimation(flight);
    whole = seq;
  }
  ++running_;
  active_.insert(card, whole);
  // In flight the card passes over everything else; it settles at its pile's height on landing.
  card->setZValue(z::kMoving + zValue);
  connect(whole, &QAbstractAnimation::finished, this,
          [this, card, whole, home, pos, scale, zValue, visible]() {
            if (active_.value(card) != whole) return;  // redirected meanwhile
            if (card->parentItem() != home) {
              card->setParentItem(home);
              card->setPos(pos);
              card->setScale(scale);
            }
            card->setZValue(zValue);
            card->setVisible(visible);
            card->setFlip(0.0);  // no squeeze left; the resting turn stays
            active_.remove(card);
            whole->deleteLater();
            done(card);
          });
  // A card deleted in flight (a resync) must not leave the scene waiting forever.
  connect(card, &QObject::destroyed, whole, [this, card, whole]() {
    if (active_.value(card) != whole) return;
    active_.remove(card);
    whole->stop();
    whole->deleteLater();
    done(nullptr);
  });
  whole->start();
}

QAbstractAnimation* Animator::flightInto(CardItem* card, QGraphicsItem* home, QPointF pos,
                                         double scale, int duration) {
  // The destination is followed on every frame, so a board's camera may move meanwhile (it
  // follows the card being played) and the card still lands exactly in its cell.
  auto* flight = new QVariantAnimation;
  flight->setStartValue(0.0);
  flight->setEndValue(1.0);
  flight->setDuration(duration);
  flight->setEasingCurve(QEasingCurve::OutCubic);
  const QPointF fromPos = card->pos();
  const double fromScale = card->scale();
  QPointer<QGraphicsObject> guard(card);
  QPointer<QGraphicsObject> target(home->toGraphicsObject());
  const bool homeIsObject = target != nullptr;
  connect(flight, &QVariantAnimation::valueChanged, flight, [=](const QVariant& value) {
    if (!guard || (homeIsObject && !target)) return;
    const double t = value.toDouble();
    const QPointF to = home->mapToScene(pos);
    const double toScale = scale * home->sceneTransform().map(QLineF(0, 0, 1, 0)).length();
    card->setPos(fromPos + (to - fromPos) * t);
    card->setScale(fromScale + (toScale - fromScale) * t);
  });
  return flight;
}

void Animator::done(CardItem*) {
  if (--running_ == 0) Q_EMIT finished();
}

void Animator::finishAll() {
  const auto running = active_.values();
  for (const QPointer<QAbstractAnimation>& a : running) {
    if (a) a->setCurrentTime(a->totalDuration());  // emits finished() through the handlers
  }
}

}  // namespace mizbazi::ui
