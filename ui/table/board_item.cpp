#include "ui/table/board_item.h"

#include <QApplication>
#include <QGestureEvent>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSceneWheelEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QPinchGesture>
#include <cmath>

#include "ui/table/animator.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

namespace {

// The item that carries the camera's transform: draws nothing itself.
class BoardContent : public QGraphicsObject {
 public:
  explicit BoardContent(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setFlag(ItemHasNoContents);
  }
  QRectF boundingRect() const override { return {}; }
  void paint(QPainter*, const QStyleOptionGraphicsItem*, QWidget*) override {}
};

constexpr double kKeyZoom = 1.25;       // one press of + or −
constexpr double kWheelZoomStep = 1.2;  // one notch of a mouse wheel (120 eighths of a degree)
constexpr double kRevealMargin = 0.25;  // of a cell, around a cell the camera brings into view
constexpr double kFitMargin = 0.3;      // of a cell, around everything "fit all" shows
constexpr int kSharpenPerFrame = 4;     // cards rendered sharp again per frame after a zoom
constexpr int kFrameMs = 16;
const QColor kBoardEdge(255, 255, 255, 60);  // where the board ends: what it shows is clipped
constexpr double kBoardEdgeWidth = 4;

bool isArrow(int key) {
  return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}

}  // namespace

BoardItem::BoardItem(TableScene* scene, QSizeF cellSize, double cardScale)
    : scene_(scene), cellSize_(cellSize), cardScale_(cardScale) {
  cellLayout_.setDirection(Qt::LeftToRight);
  setZValue(z::kBoard);
  setFlag(ItemClipsChildrenToShape);
  setAcceptedMouseButtons(Qt::NoButton);  // the scene's filter below sees the pointer first
  content_ = new BoardContent(this);
  camera_ = new BoardCamera(content_, this);
  connect(camera_, &BoardCamera::zooming, this, &BoardItem::setQuickScaling);
  connect(camera_, &BoardCamera::moved, this, &BoardItem::repaintAsOne);
  sharpenTimer_.setSingleShot(true);
  sharpenTimer_.setInterval(kFrameMs);
  connect(&sharpenTimer_, &QTimer::timeout, this, &BoardItem::sharpenSome);
  scene->addItem(this);
  scene->installEventFilter(this);
  grabGesture(Qt::PinchGesture);
  connect(scene, &TableScene::focusMoved, this,
          [this](QGraphicsObject* target) { followItem(target); });
}

BoardItem::~BoardItem() {
  // The scene keeps a list of its piles: take the cells (and their cards) out of it first.
  for (const QPointer<Pile>& p : std::as_const(cells_)) {
    if (p) scene_->removePile(p);
  }
}

void BoardItem::setArea(const QRectF& logicalUnits) {
  prepareGeometryChange();
  area_ = scene_->layout().toScene(logicalUnits);
  camera_->setViewport(area_);
  update();
}

// ---------------------------------------------------------------- cells

Pile* BoardItem::addCell(QPoint at, Place key) {
  if (Pile* existing = cell(at)) return existing;
  Pile* p = scene_->addPile(key, &cellLayout_, content_);
  PileGeometry g;
  const QSizeF card = TableLayout::cardSize(cardScale_);
  const QPointF topLeft(at.x() * cellSize_.width() + (cellSize_.width() - card.width()) / 2,
                        at.y() * cellSize_.height() + (cellSize_.height() - card.height()) / 2);
  g.origin = topLeft / TableLayout::kCardWidth;  // the cell layout is plain card units
  g.scale = cardScale_;
  p->setGeometry(g);
  p->setOutlineWhenEmpty(false);  // empty cells are cloth, not a spreadsheet's grid
  // A cell draws nothing but a highlight: no cached image to redo at every zoom step.
  p->setCacheMode(QGraphicsItem::NoCache);
  cells_.insert(at, p);
  updateBounds();
  return p;
}

Pile* BoardItem::cell(QPoint at) const {
  return cells_.value(at);
}

QVector<QPoint> BoardItem::cellPositions() const {
  QVector<QPoint> out;
  for (auto it = cells_.begin(); it != cells_.end(); ++it) {
    if (it.value()) out.push_back(it.key());
  }
  return out;
}

std::optional<QPoint> BoardItem::cellOf(const QGraphicsItem* item) const {
  if (!item) return std::nullopt;
  const Pile* pile = nullptr;
  if (item->type() == Pile::Type)
    pile = static_cast<const Pile*>(static_cast<const QGraphicsObject*>(item));
  else if (item->type() == CardItem::Type)
    pile = static_cast<const CardItem*>(static_cast<const QGraphicsObject*>(item))->pile();
  if (!pile || pile->parentItem() != content_) return std::nullopt;
  for (auto it = cells_.begin(); it != cells_.end(); ++it) {
    if (it.value() == pile) return it.key();
  }
  return std::nullopt;
}

void BoardItem::removeCell(QPoint at) {
  if (Pile* p = cell(at)) scene_->removePile(p);
  cells_.remove(at);
  updateBounds();
}

QRectF BoardItem::cellRect(QPoint at) const {
  return QRectF(QPointF(at.x() * cellSize_.width(), at.y() * cellSize_.height()), cellSize_);
}

QRectF BoardItem::cellSceneRect(QPoint at) const {
  const QRectF r = cellRect(at);
  return QRectF(camera_->toScene(r.topLeft()), camera_->toScene(r.bottomRight()));
}

bool BoardItem::showsCell(QPoint at) const {
  return camera_->visibleContent().contains(cellRect(at));
}

QRectF BoardItem::cardBounds() const {
  QRectF withCards, all;
  for (auto it = cells_.begin(); it != cells_.end(); ++it) {
    if (!it.value()) continue;
    all |= cellRect(it.key());
    if (!it.value()->cards().isEmpty()) withCards |= cellRect(it.key());
  }
  return withCards.isEmpty() ? all : withCards;
}

void BoardItem::updateBounds() {
  QRectF all;
  for (auto it = cells_.begin(); it != cells_.end(); ++it) {
    if (it.value()) all |= cellRect(it.key());
  }
  // One cell of cloth around the grid: the view's centre may rest anywhere over it.
  camera_->setBounds(
      all.adjusted(-cellSize_.width(), -cellSize_.height(), cellSize_.width(), cellSize_.height()));
}

// ---------------------------------------------------------------- camera

int BoardItem::glideMs(bool animate) const {
  return animate ? scene_->animator().scaled(BoardCamera::kGlideMs) : 0;
}

void BoardItem::fitAll(bool animate) {
  camera_->fit(cardBounds(), kFitMargin * cellSize_.width(), glideMs(animate));
}

void BoardItem::follow(QPoint at, bool animate) {
  camera_->reveal(cellRect(at), kRevealMargin * cellSize_.width(), glideMs(animate));
}

void BoardItem::followItem(const QGraphicsItem* item, bool animate) {
  if (!item || boardOf(item) != this) return;
  if (std::optional<QPoint> at = cellOf(item)) {
    follow(*at, animate);
    return;
  }
  const QRectF r = content_->mapRectFromItem(item, item->boundingRect());
  camera_->reveal(r, kRevealMargin * cellSize_.width(), glideMs(animate));
}

void BoardItem::repaintAsOne() {
  // When the camera moves, every card and cell on the board changes at once. Left to itself the
  // view would collect their rectangles into a region of many pieces, and painting through such
  // a clip takes the raster engine's slow, span-by-span path for every card (several times the
  // cost of a frame at 4K). Marking the whole board dirty makes the scene skip its children's
  // own rectangles (they lie inside it): one rectangle, the board's, is repainted.
  update();
}

void BoardItem::setQuickScaling(bool on) {
  // While the zoom changes, every card on the board draws its last sharp image scaled; when
  // the zoom rests, each renders once at its new size: the cards out of view at once (they are
  // not painted), the ones in view a few per frame, so that no single frame renders them all.
  sharpening_.clear();
  sharpenTimer_.stop();
  for (QGraphicsItem* child : content_->childItems()) {
    if (child->type() != CardItem::Type) continue;
    auto* card = static_cast<CardItem*>(child);
    if (on || !area_.intersects(card->sceneBoundingRect()))
      card->setQuickScaling(on);
    else
      sharpening_.push_back(card);
  }
  sharpenSome();
}

void BoardItem::sharpenSome() {
  for (int n = 0; n < kSharpenPerFrame && !sharpening_.isEmpty();) {
    if (QPointer<CardItem> card = sharpening_.takeFirst()) {
      card->setQuickScaling(false);
      ++n;
    }
  }
  if (!sharpening_.isEmpty()) sharpenTimer_.start();
}

// ---------------------------------------------------------------- the framework's questions

BoardItem* BoardItem::boardOf(const QGraphicsItem* item) {
  for (const QGraphicsItem* up = item ? item->parentItem() : nullptr; up; up = up->parentItem()) {
    if (up->type() == Type)
      return static_cast<BoardItem*>(const_cast<QGraphicsObject*>(up->toGraphicsObject()));
  }
  return nullptr;
}

bool BoardItem::focusBefore(const QGraphicsItem* a, const QGraphicsItem* b, bool rightToLeft) {
  const BoardItem* ba = boardOf(a);
  const BoardItem* bb = boardOf(b);
  if (!ba || !bb) return !ba && bb;  // ordinary items before a board's, at the same anchor
  if (ba != bb) return ba < bb;
  // Same board: by the item's place in content coordinates, never where the camera shows it.
  auto place = [ba](const QGraphicsItem* item) {
    const QRectF r = ba->content_->mapRectFromItem(item, item->boundingRect());
    return QPointF(r.center().x(), r.center().y());
  };
  const QPointF pa = place(a), pb = place(b);
  const int ra = int(std::floor(pa.y() / ba->cellSize_.height()));
  const int rb = int(std::floor(pb.y() / ba->cellSize_.height()));
  if (ra != rb) return ra < rb;
  if (pa.x() != pb.x()) return rightToLeft ? pa.x() > pb.x() : pa.x() < pb.x();
  return a < b;  // a cell and its own card: any fixed order
}

QVector<KeyHelp> BoardItem::keyHelp() {
  return {
      {tr("+ / −"), tr("zoom the board in / out (also the mouse wheel over it)"),
       QKeySequence(Qt::Key_Plus)},
      {tr("0"), tr("show the whole board"), QKeySequence(Qt::Key_0)},
      {tr("Ctrl + arrows"), tr("move the board (or drag its cloth with the mouse)"),
       QKeySequence(Qt::CTRL | Qt::Key_Left)},
  };
}

void BoardItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  // Only an edge: the board lies on the table's own felt. A cloth of its own would be a second
  // fill of the whole board on every frame of a pan or a zoom, and a stroked outline costs a scan
  // of the whole rectangle; four thin solid bars cost only their own pixels.
  const qreal w = kBoardEdgeWidth;
  const QRectF& r = area_;
  const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
  painter->setRenderHint(QPainter::Antialiasing, false);
  painter->fillRect(QRectF(r.left(), r.top(), r.width(), w), kBoardEdge);
  painter->fillRect(QRectF(r.left(), r.bottom() - w, r.width(), w), kBoardEdge);
  painter->fillRect(QRectF(r.left(), r.top() + w, w, r.height() - 2 * w), kBoardEdge);
  painter->fillRect(QRectF(r.right() - w, r.top() + w, w, r.height() - 2 * w), kBoardEdge);
  painter->setRenderHint(QPainter::Antialiasing, antialiased);
}

// ---------------------------------------------------------------- input

bool BoardItem::eventFilter(QObject* watched, QEvent* event) {
  if (watched != scene_ || !isVisible() || area_.isEmpty()) return false;
  switch (event->type()) {
    case QEvent::KeyPress:
      return handleKey(static_cast<QKeyEvent*>(event));
    case QEvent::GraphicsSceneMousePress:
    case QEvent::GraphicsSceneMouseMove:
    case QEvent::GraphicsSceneMouseRelease:
    case QEvent::GraphicsSceneWheel:
      return handlePointer(event);
    default:
      return false;
  }
}

bool BoardItem::handleKey(QKeyEvent* event) {
  const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
  const int key = event->key();
  if (isArrow(key) && (mods == Qt::ControlModifier ||
                       (mods == Qt::NoModifier && scene_->activatables().isEmpty()))) {
    // A map: Right shows what lies to the right, in either reading direction.
    const QPointF step(std::max(cellSize_.width() * camera_->zoom(), area_.width() * 0.15),
                       std::max(cellSize_.height() * camera_->zoom(), area_.height() * 0.15));
    QPointF delta;
    if (key == Qt::Key_Left) delta.setX(step.x());
    if (key == Qt::Key_Right) delta.setX(-step.x());
    if (key == Qt::Key_Up) delta.setY(step.y());
    if (key == Qt::Key_Down) delta.setY(-step.y());
    camera_->panBy(delta);
    event->accept();
    return true;
  }
  if (mods != Qt::NoModifier && mods != Qt::ShiftModifier) return false;  // Ctrl+=: the app's
  const QString text = event->text();
  if (key == Qt::Key_Plus || key == Qt::Key_Equal) {
    camera_->zoomAt(kKeyZoom, area_.center());
  } else if (key == Qt::Key_Minus || key == Qt::Key_Underscore) {
    camera_->zoomAt(1 / kKeyZoom, area_.center());
  } else if (key == Qt::Key_0 || text == QStringLiteral("\u06F0") ||
             text == QStringLiteral("\u0660")) {
    fitAll();  // 0, or the zero of a Persian or Arabic keyboard
  } else {
    return false;
  }
  event->accept();
  return true;
}

bool BoardItem::pressStartsCardDrag(QPointF scenePos) const {
  // The scene starts a card drag where its own press finds a draggable card (TableScene's
  // mousePressEvent); everywhere else on the board a drag moves the cloth.
  if (scene_->busy()) return false;
  for (QGraphicsItem* item :
       scene_->items(scenePos, Qt::IntersectsItemShape, Qt::DescendingOrder)) {
    if (item->type() == CardItem::Type && item->isVisible())
      return static_cast<CardItem*>(item)->draggable();
    if (item->type() == Pile::Type && static_cast<Pile*>(item)->sceneSlotRect().contains(scenePos))
      return false;
  }
  return false;
}

bool BoardItem::handlePointer(QEvent* event) {
  if (event->type() == QEvent::GraphicsSceneWheel) {
    auto* wheel = static_cast<QGraphicsSceneWheelEvent*>(event);
    // Ctrl+wheel is the view's (TableView zooms the board there too); the wheel while a card is
    // dragged turns that card (TableScene, the game's "other way"): neither is the board's.
    if (!area_.contains(wheel->scenePos()) || (wheel->modifiers() & Qt::ControlModifier) ||
        (wheel->buttons() & Qt::LeftButton))
      return false;
    if (!wheel->pixelDelta().isNull()) {
      // A touchpad's two-finger scroll: the map slides under the fingers.
      const QPointF d = wheel->orientation() == Qt::Horizontal
                            ? QPointF(wheel->pixelDelta().x(), 0)
                            : QPointF(wheel->pixelDelta().x(), wheel->pixelDelta().y());
      camera_->panBy(d);
    } else {
      camera_->zoomAt(std::pow(kWheelZoomStep, wheel->delta() / 120.0), wheel->scenePos());
    }
    wheel->accept();
    return true;
  }
  auto* mouse = static_cast<QGraphicsSceneMouseEvent*>(event);
  switch (event->type()) {
    case QEvent::GraphicsSceneMousePress:
      panArmed_ = mouse->button() == Qt::LeftButton && area_.contains(mouse->scenePos()) &&
                  !pressStartsCardDrag(mouse->scenePos());
      panning_ = false;
      lastPanScenePos_ = mouse->scenePos();
      pressScreenPos_ = mouse->screenPos();
      return false;  // the scene still sees the press: without a move, it is a click
    case QEvent::GraphicsSceneMouseMove:
      if (!panArmed_ || !(mouse->buttons() & Qt::LeftButton)) return false;
      if (!panning_) {
        if ((mouse->screenPos() - pressScreenPos_).manhattanLength() <
            QApplication::startDragDistance())
          return false;
        panning_ = true;
        setCursor(Qt::ClosedHandCursor);
      }
      camera_->panBy(mouse->scenePos() - lastPanScenePos_);
      lastPanScenePos_ = mouse->scenePos();
      mouse->accept();
      return true;
    case QEvent::GraphicsSceneMouseRelease:
      if (mouse->button() != Qt::LeftButton) return false;
      panArmed_ = false;
      if (!panning_) return false;
      panning_ = false;
      unsetCursor();
      mouse->accept();
      return true;  // a drag of the cloth is not a click on what lay under the press
    default:
      return false;
  }
}

bool BoardItem::sceneEvent(QEvent* event) {
  if (event->type() == QEvent::Gesture) {
    auto* gestures = static_cast<QGestureEvent*>(event);
    if (auto* pinch = static_cast<QPinchGesture*>(gestures->gesture(Qt::PinchGesture))) {
      if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged) {
        const QPointF at = gestures->mapToGraphicsScene(pinch->centerPoint());
        camera_->zoomAt(pinch->scaleFactor(), area_.contains(at) ? at : area_.center());
      }
      gestures->accept(pinch);
      return true;
    }
  }
  return QGraphicsObject::sceneEvent(event);
}

}  // namespace mizbazi::ui
