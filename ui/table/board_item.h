// A board: a 2-D grid of cells on the table that grows in every direction (Saboteur's maze), seen
// through its own camera. Game-neutral: it knows cells, cards and a camera, never a rule.
//
// What it is
// - A rectangle of the table (set through the direction-aware TableLayout, so its place mirrors
//   in right-to-left) that clips what it shows to itself. Hands, tools and buttons outside it
//   stay where they are whatever the board's camera does.
// - Inside it, cells addressed by integer (x, y), x to the right and y downwards, negative
//   coordinates allowed. A cell's place never changes once made: the grid grows by adding cells
//   around it, so old cards keep their places. The grid itself does NOT mirror in right-to-left:
//   a maze is a map, its tunnels must not flip.
// - Each cell is an ordinary Pile, keyed by a Place the game chooses (the engine's board Place,
//   e.g. zone 2, slot = the engine's cell key), registered with the TableScene: pile(key),
//   setPileFaces, queueMove, drop targets, highlights and the keyboard focus ring all work on
//   cells as on any pile. A card lying turned 180° comes from CardFace::turn (or
//   CardItem::setRestingTurn); the cell's layout turns it, animated.
// - Cards and cells are children of a "content" item that carries the camera's transform. Cards
//   that move between a cell and an ordinary pile fly over the table and change parent on
//   landing (Animator), with no jump in place or size; a card dragged out of a cell is lifted
//   onto the table first (TableScene::beginDrag).
//
// The player's gestures (handled here, tested in tests/ui/board_test.cpp)
// - Drag the cloth (press on the board where no draggable card is, move): pan. A press that does
//   not move stays a click on the cell or card under it.
// - Mouse wheel over the board: zoom around the pointer (so does Ctrl+wheel anywhere on the
//   table: TableView; a touchpad's two-finger scroll pans). Pinch (QPinchGesture, or the
//   platform's native zoom gesture through TableView): zoom around the fingers.
// - Keys: + (or =) and − zoom, 0 fits the whole board (the app's zoom, the same keys with Ctrl,
//   zooms the board too: TableView; the hands around it stay put); Ctrl+arrows pan; plain arrows
//   pan when nothing on the table is lit, otherwise they move the focus ring (TableScene) and the
//   camera follows the ring onto a cell out of view.
// - Cells scrolled out of view take no drop: TableScene::pileUnder uses Pile::sceneDropArea(),
//   cut to the board's rectangle.
//
// Example (a game's TableScene subclass; Place{2, -1, key} is the engine's board zone):
//
//   board_ = new BoardItem(this);                      // cells the size of a card
//   board_->setArea(QRectF(3, 0.5, 12, 6.5));          // card units from the reading start
//   for (const auto& c : picture.cells)
//     board_->addCell({c.x, c.y}, Place{2, -1, c.key});
//   board_->fitAll(false);                              // the first look: the whole start
//   ...
//   // sync: each cell's faces like any pile. A card lying turned 180°: either its own turned
//   // image (Saboteur's art has one, which keeps numbers and doors upright) or, for art
//   // without one, the same image turned by the board (turn = 180, animated when it changes).
//   setPileFaces(board_->cell({x, y}), {CardFace{"saboteur_duel/cross-1-turned", true}});
//   setPileFaces(board_->cell({u, v}), {CardFace{"othergame/path", true, 180}});
//   // animateEvents: show where the card goes before it flies there
//   queueCall([=] { board_->follow({x, y}); });
//   queueMove(handPlace, Place{2, -1, key}, art, true);
//   // the board's keys on the Help page
//   QVector<KeyHelp> keyHelp() const override {
//     return GameTable::keyHelp() + BoardItem::keyHelp();
//   }
//
// Costs (tests/ui/board_bench.cpp, scripts/ui-perf): a camera move repaints the board's rectangle
// once; while the zoom changes, cards draw their last image scaled and are rendered sharp
// again a few per frame once it rests. The keys + − 0 are the board's whenever a board is on
// the table (a game with a board should not give them another meaning).
#pragma once

#include <QGraphicsObject>
#include <QHash>
#include <QPoint>
#include <QPointer>
#include <QTimer>
#include <QVector>
#include <optional>

#include "core/event.h"
#include "ui/table/board_camera.h"
#include "ui/table/item_types.h"
#include "ui/table/table_layout.h"

namespace mizbazi::ui {

class CardItem;
class Pile;
class TableScene;
struct KeyHelp;

class BoardItem : public QGraphicsObject {
  Q_OBJECT

 public:
  enum { Type = kBoardItemType };
  int type() const override { return Type; }

  // Adds itself to `scene`. Cells are `cellSize` apart (content units: a full-size card is
  // TableLayout::cardSize()), their cards drawn at `cardScale` and centred in the cell.
  explicit BoardItem(TableScene* scene, QSizeF cellSize = TableLayout::cardSize(),
                     double cardScale = 1.0);
  ~BoardItem() override;

  // Where the board lies on the table, in card units from the reading-start edge (mirrored by
  // the scene's layout). Call again after the layout changes.
  void setArea(const QRectF& logicalUnits);
  QRectF area() const { return area_; }  // scene coordinates

  // --- Cells
  // Creates the cell (or returns the existing one). Its pile's key is `key`.
  Pile* addCell(QPoint at, Place key);
  Pile* cell(QPoint at) const;
  QVector<QPoint> cellPositions() const;
  // The cell of a cell's pile, or of a card lying in a cell; nothing for anything else.
  std::optional<QPoint> cellOf(const QGraphicsItem* item) const;
  // Removes the cell with its cards (TableScene::removePile).
  void removeCell(QPoint at);
  QRectF cellRect(QPoint at) const;       // content coordinates (the camera's)
  QRectF cellSceneRect(QPoint at) const;  // where the camera shows it now
  bool showsCell(QPoint at) const;        // wholly inside the board's rectangle
  // The cells that hold cards (all cells when none does), in content coordinates.
  QRectF cardBounds() const;

  // --- Camera
  BoardCamera& camera() { return *camera_; }
  const BoardCamera& camera() const { return *camera_; }
  QGraphicsObject* content() const { return content_; }
  // Shows every card as large as fits (key 0).
  void fitAll(bool animate = true);
  // After a card is played: glides just far enough that the cell is in view; does nothing when
  // it already is (no jump). Animation follows the scene's animation speed.
  void follow(QPoint at, bool animate = true);
  void followItem(const QGraphicsItem* item, bool animate = true);

  // --- For the framework
  static BoardItem* boardOf(const QGraphicsItem* item);  // the board `item` lies on, if any
  // The focus ring's order (TableScene::activatables): a board takes its place in the table's
  // reading order as one block, at focusAnchor(); within it, cells in rows from the top, along
  // the reading direction. It does not depend on the camera, so the ring keeps its order while
  // the camera follows it.
  QPointF focusAnchor() const { return area_.center(); }
  // Among items at the same anchor: ordinary items first, then each board's items by cell.
  static bool focusBefore(const QGraphicsItem* a, const QGraphicsItem* b, bool rightToLeft);
  // The board's lines for a table's Help page (GameTable::keyHelp).
  static QVector<KeyHelp> keyHelp();

  QRectF boundingRect() const override { return area_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;  // the scene's input, first
  bool sceneEvent(QEvent* event) override;                     // pinch gestures

 private:
  bool handleKey(QKeyEvent* event);
  bool handlePointer(QEvent* event);
  bool pressStartsCardDrag(QPointF scenePos) const;
  int glideMs(bool animate) const;
  void updateBounds();
  void setQuickScaling(bool on);
  void sharpenSome();
  void repaintAsOne();

  TableScene* scene_;
  TableLayout cellLayout_;  // always left-to-right: the grid is a map
  QSizeF cellSize_;
  double cardScale_;
  QRectF area_;
  QGraphicsObject* content_;
  BoardCamera* camera_;
  QHash<QPoint, QPointer<Pile>> cells_;
  QVector<QPointer<CardItem>> sharpening_;  // cards still drawn scaled after a zoom
  QTimer sharpenTimer_;
  // Dragging the cloth.
  bool panArmed_ = false, panning_ = false;
  QPointF lastPanScenePos_, pressScreenPos_;
};

}  // namespace mizbazi::ui
