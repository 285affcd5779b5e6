#include "ui/table/board_camera.h"

#include <QEasingCurve>
#include <QGraphicsItem>
#include <QVariantAnimation>
#include <algorithm>
#include <cmath>

namespace mizbazi::ui {

BoardCamera::BoardCamera(QGraphicsItem* content, QObject* parent)
    : QObject(parent), content_(content) {
  zoomSettle_.setSingleShot(true);
  zoomSettle_.setInterval(kZoomSettleMs);
  connect(&zoomSettle_, &QTimer::timeout, this, [this]() {
    zooming_ = false;
    Q_EMIT zooming(false);
  });
}

BoardCamera::~BoardCamera() {
  if (glide_) glide_->stop();
}

void BoardCamera::setViewport(const QRectF& sceneRect) {
  viewport_ = sceneRect;
  apply(center_, zoom_);
}

void BoardCamera::setBounds(const QRectF& contentRect) {
  bounds_ = contentRect;
  apply(center_, zoom_);
}

double BoardCamera::fitZoom(const QRectF& r, double margin) const {
  const QRectF m = r.adjusted(-margin, -margin, margin, margin);
  if (m.isEmpty() || viewport_.isEmpty()) return 1.0;
  return std::min(viewport_.width() / m.width(), viewport_.height() / m.height());
}

double BoardCamera::minZoom() const {
  return bounds_.isEmpty() ? kMinZoom : std::min(kMinZoom, fitZoom(bounds_, 0) * 0.9);
}

double BoardCamera::clampZoom(double z) const {
  return std::clamp(z, minZoom(), kMaxZoom);
}

QPointF BoardCamera::clampCenter(QPointF c) const {
  if (bounds_.isEmpty()) return c;
  return QPointF(std::clamp(c.x(), bounds_.left(), bounds_.right()),
                 std::clamp(c.y(), bounds_.top(), bounds_.bottom()));
}

QRectF BoardCamera::visibleContent() const {
  return QRectF(toContent(viewport_.topLeft()), toContent(viewport_.bottomRight()));
}

QPointF BoardCamera::toScene(QPointF content) const {
  return viewport_.center() + (content - center_) * zoom_;
}

QPointF BoardCamera::toContent(QPointF scene) const {
  return center_ + (scene - viewport_.center()) / zoom_;
}

void BoardCamera::apply(QPointF center, double zoom) {
  zoom = clampZoom(zoom);
  center = clampCenter(center);
  const bool zoomChanged = zoom != zoom_;
  center_ = center;
  zoom_ = zoom;
  content_->setScale(zoom_);
  content_->setPos(viewport_.center() - center_ * zoom_);
  if (zoomChanged) {
    if (!zooming_) {
      zooming_ = true;
      Q_EMIT zooming(true);
    }
    zoomSettle_.start();
  }
  Q_EMIT moved();
}

void BoardCamera::lookAt(QPointF center, double zoom) {
  if (glide_) glide_->stop();
  apply(center, zoom);
}

void BoardCamera::panBy(QPointF sceneDelta) {
  lookAt(center_ - sceneDelta / zoom_, zoom_);
}

void BoardCamera::zoomAt(double factor, QPointF scenePoint) {
  const QPointF under = toContent(scenePoint);
  const double z = clampZoom(zoom_ * factor);
  // Keep `under` at `scenePoint`: viewportCentre + (under - c) * z = scenePoint.
  lookAt(under - (scenePoint - viewport_.center()) / z, z);
}

bool BoardCamera::gliding() const {
  return glide_ && glide_->state() == QAbstractAnimation::Running;
}

void BoardCamera::finishGlide() {
  if (gliding()) glide_->setCurrentTime(glide_->duration());
}

void BoardCamera::glideTo(QPointF center, double zoom, int ms) {
  if (glide_) glide_->stop();
  zoom = clampZoom(zoom);
  if (ms <= 0) {
    apply(center, zoom);
    return;
  }
  const QPointF fromCenter = center_;
  const double fromZoom = zoom_;
  auto* glide = new QVariantAnimation(this);
  glide->setStartValue(0.0);
  glide->setEndValue(1.0);
  glide->setDuration(ms);
  glide->setEasingCurve(QEasingCurve::InOutCubic);
  connect(glide, &QVariantAnimation::valueChanged, this, [=, this](const QVariant& v) {
    const double t = v.toDouble();
    // Zoom eases geometrically (each frame the same ratio), the centre linearly.
    apply(fromCenter + (center - fromCenter) * t, fromZoom * std::pow(zoom / fromZoom, t));
  });
  glide_ = glide;
  glide->start(QAbstractAnimation::DeleteWhenStopped);
}

bool BoardCamera::reveal(const QRectF& r, double margin, int ms) {
  const QRectF shown = visibleContent();
  if (shown.contains(r)) return false;
  const QRectF want = r.adjusted(-margin, -margin, margin, margin);
  double z = zoom_;
  if (want.width() * z > viewport_.width() || want.height() * z > viewport_.height())
    z = fitZoom(r, margin);  // too large for this zoom: step back until it fits
  const QSizeF half(viewport_.width() / z / 2, viewport_.height() / z / 2);
  QPointF c = center_;
  // Move each axis only as far as needed, so the rest of the view stays where the eye left it.
  if (want.left() < c.x() - half.width()) c.setX(want.left() + half.width());
  if (want.right() > c.x() + half.width()) c.setX(want.right() - half.width());
  if (want.top() < c.y() - half.height()) c.setY(want.top() + half.height());
  if (want.bottom() > c.y() + half.height()) c.setY(want.bottom() - half.height());
  glideTo(c, z, ms);
  return true;
}

void BoardCamera::fit(const QRectF& r, double margin, int ms) {
  if (r.isEmpty()) return;
  glideTo(r.center(), fitZoom(r, margin), ms);
}

}  // namespace mizbazi::ui
