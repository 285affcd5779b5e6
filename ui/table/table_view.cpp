#include "table/table_view.h"

#include <QWheelEvent>

namespace mizbazi::ui {

TableView::TableView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                 QPainter::TextAntialiasing);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  // No background cache: the felt is one flat colour, cheaper to fill than a viewport-sized
  // pixmap is to keep (26 MB at 4K).
  setCacheMode(QGraphicsView::CacheNone);
  setOptimizationFlags(QGraphicsView::DontSavePainterState);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
  setFrameShape(QFrame::NoFrame);
  setFocusPolicy(Qt::StrongFocus);
  setAlignment(Qt::AlignCenter);
  // The scene is mirrored by its own layout helper; the view must not flip it a second time.
  setLayoutDirection(Qt::LeftToRight);
}

void TableView::refit() {
  setZoom(zoom_);
}

void TableView::setZoom(double z) {
  zoom_ = std::clamp(z, 1.0, 4.0);
  if (!scene()) return;
  const QRectF r = sceneRect();
  if (r.isEmpty()) return;
  const QSizeF avail = maximumViewportSize();
  const double fit = std::min(avail.width() / r.width(), avail.height() / r.height());
  setTransform(QTransform::fromScale(fit * zoom_, fit * zoom_));
}

void TableView::zoomIn() {
  setZoom(zoom_ * 1.25);
}
void TableView::zoomOut() {
  setZoom(zoom_ / 1.25);
}
void TableView::resetZoom() {
  setZoom(1.0);
}

void TableView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  setZoom(zoom_);
}

void TableView::wheelEvent(QWheelEvent* event) {
  if (event->modifiers() & Qt::ControlModifier) {
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    event->angleDelta().y() > 0 ? zoomIn() : zoomOut();
    setTransformationAnchor(anchor);
    event->accept();
    return;
  }
  QGraphicsView::wheelEvent(event);
}

void TableView::paintEvent(QPaintEvent* event) {
  QGraphicsView::paintEvent(event);
  if (!painted_) {
    painted_ = true;
    Q_EMIT firstPaint();
  }
}

}  // namespace mizbazi::ui
