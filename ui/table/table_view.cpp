#include "ui/table/table_view.h"

#include <QNativeGestureEvent>
#include <QWheelEvent>
#include <cmath>

#include "ui/table/board_item.h"

namespace mizbazi::ui {

TableView::TableView(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
  setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform |
                 QPainter::TextAntialiasing);
  setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
  // No background cache: the felt is one flat colour, cheaper to fill than a viewport-sized
  // pixmap is to keep (26 MB at 4K).
  setCacheMode(QGraphicsView::CacheNone);
  // The scene's felt covers every exposed pixel (outside the table too): the viewport's own
  // background fill under it would be a second full fill on every frame.
  viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
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

void TableView::setTopRoom(int pixels) {
  if (viewportMargins().top() == pixels) return;
  setViewportMargins(0, pixels, 0, 0);
  refit();
}

void TableView::setZoom(double z) {
  zoom_ = std::clamp(z, 1.0, 4.0);
  if (!scene()) return;
  const QRectF r = sceneRect();
  if (r.isEmpty()) return;
  const QSizeF avail = maximumViewportSize();
  const double fit = std::min(avail.width() / r.width(), avail.height() / r.height());
  if (transformationAnchor() == QGraphicsView::AnchorUnderMouse) {
    setTransform(QTransform::fromScale(fit * zoom_, fit * zoom_));
    return;
  }
  // Zooming by keys or the menu keeps the viewer's own area in sight: the bottom of the table,
  // where the viewer sits in either reading direction. The table point at the middle of the
  // view's bottom edge stays there (at the fitted size, the middle of the table's bottom edge).
  const QPoint bottomMiddle(viewport()->width() / 2, viewport()->height());
  QPointF anchor = mapToScene(bottomMiddle);
  anchor.setX(std::clamp(anchor.x(), r.left(), r.right()));
  anchor.setY(std::clamp(anchor.y(), r.top(), r.bottom()));
  setTransform(QTransform::fromScale(fit * zoom_, fit * zoom_));
  centerOn(anchor - QPointF(0, viewport()->height() / 2.0 / (fit * zoom_)));
}

BoardItem* TableView::board() const {
  if (!scene()) return nullptr;
  for (QGraphicsItem* item : scene()->items()) {
    if (item->type() == BoardItem::Type && !item->parentItem() && item->isVisible())
      return static_cast<BoardItem*>(item->toGraphicsObject());
  }
  return nullptr;
}

// On a table with a board, zooming is the board's (its camera, around its middle): the hand, the
// piles and the buttons around it stay in view at the table's fitted size. Zooming the whole table
// pushed the hand and the deck off the screen.
void TableView::zoomIn() {
  if (BoardItem* b = board())
    b->camera().zoomAt(kZoomStep, b->area().center());
  else
    setZoom(zoom_ * kZoomStep);
}
void TableView::zoomOut() {
  if (BoardItem* b = board())
    b->camera().zoomAt(1 / kZoomStep, b->area().center());
  else
    setZoom(zoom_ / kZoomStep);
}
void TableView::resetZoom() {
  setZoom(1.0);
  if (BoardItem* b = board()) b->fitAll();
}

void TableView::resizeEvent(QResizeEvent* event) {
  QGraphicsView::resizeEvent(event);
  setZoom(zoom_);
}

void TableView::wheelEvent(QWheelEvent* event) {
  if (event->modifiers() & Qt::ControlModifier) {
    if (BoardItem* b = board()) {
      // The board's zoom, around the pointer when it is over the board.
      const QPointF at = mapToScene(event->position().toPoint());
      const double steps = event->angleDelta().y() / 120.0;
      b->camera().zoomAt(std::pow(kZoomStep, steps),
                         b->area().contains(at) ? at : b->area().center());
      event->accept();
      return;
    }
    const auto anchor = transformationAnchor();
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    event->angleDelta().y() > 0 ? zoomIn() : zoomOut();
    setTransformationAnchor(anchor);
    event->accept();
    return;
  }
  QGraphicsView::wheelEvent(event);
}

bool TableView::viewportEvent(QEvent* event) {
  if (event->type() == QEvent::NativeGesture) {
    // A touchpad's pinch (the platform's own gesture): zooms the board under the fingers.
    auto* gesture = static_cast<QNativeGestureEvent*>(event);
    const QPointF at = mapToScene(gesture->position().toPoint());
    if (gesture->gestureType() == Qt::ZoomNativeGesture) {
      for (QGraphicsItem* item : items(gesture->position().toPoint())) {
        BoardItem* board = item->type() == BoardItem::Type
                               ? static_cast<BoardItem*>(item->toGraphicsObject())
                               : BoardItem::boardOf(item);
        if (board && board->area().contains(at)) {
          board->camera().zoomAt(1.0 + gesture->value(), at);
          event->accept();
          return true;
        }
      }
    }
  }
  return QGraphicsView::viewportEvent(event);
}

void TableView::paintEvent(QPaintEvent* event) {
  QGraphicsView::paintEvent(event);
  if (!painted_) {
    painted_ = true;
    Q_EMIT firstPaint();
  }
}

}  // namespace mizbazi::ui
