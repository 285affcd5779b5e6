#include "table/animator.h"

#include <QParallelAnimationGroup>
#include <QPauseAnimation>
#include <QPropertyAnimation>
#include <QSequentialAnimationGroup>

#include "table/card_item.h"
#include "table/z_layers.h"

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
  const bool moves = card->pos() != pos || card->scale() != scale;
  if (duration <= 0 || (!moves && !flips) || !card->scene()) {
    card->setPos(pos);
    card->setScale(scale);
    if (flips) card->setFlip(1.0), card->setFlip(0.0);
    card->setZValue(zValue);
    card->setVisible(visible);
    return;
  }
  card->setVisible(true);
  auto* flight = new QParallelAnimationGroup;
  auto* move = new QPropertyAnimation(card, "pos");
  move->setEndValue(pos);
  move->setDuration(duration);
  move->setEasingCurve(QEasingCurve::OutCubic);
  flight->addAnimation(move);
  auto* size = new QPropertyAnimation(card, "scale");
  size->setEndValue(scale);
  size->setDuration(duration);
  flight->addAnimation(size);
  if (flips) {
    auto* turn = new QPropertyAnimation(card, "flip");
    turn->setStartValue(0.0);
    turn->setEndValue(1.0);
    turn->setDuration(duration);
    flight->addAnimation(turn);
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
  connect(whole, &QAbstractAnimation::finished, this, [this, card, whole, zValue, visible]() {
    if (active_.value(card) != whole) return;  // redirected meanwhile
    card->setZValue(zValue);
    card->setVisible(visible);
    card->setTransform(QTransform());
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
