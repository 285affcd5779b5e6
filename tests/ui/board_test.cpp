// The board (ui/table/board_item.h): a grid of cells that grows in every direction, seen through
// its own camera. Played as a person plays it: the mouse on the view (drag the cloth, the wheel,
// drag a card from a hand), keys on the view, a pinch on the viewport; never calls on the camera
// where a gesture exists.
#include <gtest/gtest.h>

#include <QGestureEvent>
#include <QNativeGestureEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QPointingDevice>
#include <QTest>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <memory>

#include "ui/table/animator.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using ui::BoardItem;
using ui::CardFace;
using ui::CardItem;
using ui::Pile;

namespace {

constexpr int kBoardZone = 2;
constexpr int kHandZone = 1;

Place cellKey(QPoint at) {
  return Place{kBoardZone, -1, (at.x() + 128) << 8 | (at.y() + 128)};
}

// A stand-in for a game's controller: records what the gestures asked for.
struct RecordingDelegate : ui::SceneDelegate {
  ui::TableScene* scene = nullptr;
  QVector<Pile*> targets;
  Pile* droppedOn = nullptr;
  CardItem* dropped = nullptr;
  int cardClicks = 0;
  Pile* clickedPile = nullptr;
  bool acceptDrops = false;  // true: the card goes into the cell, as a legal move would

  QVector<Pile*> dropTargets(CardItem*) override { return targets; }
  void cardDropped(CardItem* card, Pile* target) override {
    droppedOn = target;
    dropped = card;
    if (acceptDrops) {
      card->pile()->remove(card);
      target->append(card);
      target->layoutCards(&scene->animator());
    } else {
      scene->snapBack(card);
    }
  }
  void cardClicked(CardItem*) override { ++cardClicks; }
  void pileClicked(Pile* p) override { clickedPile = p; }
  void secondaryClick() override { ++secondaryClicks; }
  int secondaryClicks = 0;
};

// A 16 × 9 table: a board over most of it (card units from the reading start), a hand below.
struct Table {
  ui::TableScene scene;
  std::unique_ptr<ui::TableView> view;
  RecordingDelegate delegate;
  BoardItem* board = nullptr;
  Pile* hand = nullptr;

  explicit Table(int animationPercent = 0) {
    scene.layout().setDirection(QApplication::layoutDirection());
    scene.layout().setSize(16, 9);
    scene.applyLayoutSize();
    scene.setBackArt("nogame/back");
    scene.animator().setSpeedPercent(animationPercent);
    delegate.scene = &scene;
    scene.setDelegate(&delegate);
    hand = scene.addPile(Place{kHandZone, 0, -1});
    ui::PileGeometry g;
    g.origin = QPointF(1, 7.1);
    g.spread = QPointF(0.6, 0);
    g.scale = 0.9;
    hand->setGeometry(g);
    board = new BoardItem(&scene);
    board->setArea(QRectF(1, 0.3, 12, 6.6));
    view = std::make_unique<ui::TableView>(&scene);
    view->resize(1600, 900);
    view->show();
    view->refit();
    QCoreApplication::processEvents();
  }
  ~Table() { scene.setDelegate(nullptr); }

  // Cards on cells (x, y) of a w × h block from `from`, named after their cell.
  void fill(QPoint from, int w, int h) {
    for (int x = from.x(); x < from.x() + w; ++x) {
      for (int y = from.y(); y < from.y() + h; ++y) put({x, y});
    }
    scene.commitSync(false);
  }
  void put(QPoint at, double turn = 0, QString art = {}) {
    Pile* c = board->addCell(at, cellKey(at));
    if (art.isEmpty()) art = QString("nogame/cell %1,%2").arg(at.x()).arg(at.y());
    scene.setPileFaces(c, {CardFace{art, true, turn}});
  }
  void dealHand(int n) {
    QVector<CardFace> faces;
    for (int i = 0; i < n; ++i) faces.push_back(CardFace{QString("nogame/hand %1").arg(i), true});
    scene.setPileFaces(hand, faces);
    scene.commitSync(false);
    for (CardItem* c : hand->cards()) c->setDraggable(true);
  }
  CardItem* cardAt(QPoint at) const {
    Pile* c = board->cell(at);
    return c && !c->cards().isEmpty() ? c->top() : nullptr;
  }

  QWidget* viewport() const { return view->viewport(); }
  QPoint onView(QPointF scenePos) const { return view->mapFromScene(scenePos); }
  QPointF cardCenterOnScene(const CardItem* c) const { return c->sceneBoundingRect().center(); }
  QPointF cellCenter(QPoint at) const { return board->cellSceneRect(at).center(); }
  // A point on the board's cloth, well inside it, where no cell is.
  QPointF bareCloth() const {
    const QRectF area = board->area();
    for (double fy = 0.2; fy < 0.85; fy += 0.05) {
      for (double fx = 0.2; fx < 0.85; fx += 0.05) {
        const QPointF p(area.left() + area.width() * fx, area.top() + area.height() * fy);
        bool bare = true;
        for (QPoint c : board->cellPositions()) bare = bare && !board->cellSceneRect(c).contains(p);
        if (bare) return p;
      }
    }
    ADD_FAILURE() << "no bare cloth on the board";
    return area.center();
  }

  // The mouse, as a person moves it: press, a few steps, release.
  void drag(QPointF fromScene, QPointF toScene, int steps = 6) {
    const QPoint a = onView(fromScene), b = onView(toScene);
    QTest::mousePress(viewport(), Qt::LeftButton, {}, a);
    for (int i = 1; i <= steps; ++i) QTest::mouseMove(viewport(), a + (b - a) * i / steps);
    QTest::mouseRelease(viewport(), Qt::LeftButton, {}, b);
  }
  void wheel(QPointF atScene, int angle, Qt::KeyboardModifiers mods = {},
             Qt::MouseButtons buttons = Qt::NoButton) {
    const QPoint at = onView(atScene);
    QWheelEvent e(at, viewport()->mapToGlobal(at), QPoint(), QPoint(0, angle), buttons, mods,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(viewport(), &e);
  }
  void key(int key, Qt::KeyboardModifiers mods = {}) {
    QTest::keyClick(view.get(), Qt::Key(key), mods);
  }
  bool settle() {
    return waitUntil([this]() { return !scene.busy() && !board->camera().gliding(); }, 5000);
  }
};

bool near(QPointF a, QPointF b, double eps = 1.0) {
  return std::abs(a.x() - b.x()) <= eps && std::abs(a.y() - b.y()) <= eps;
}

#define EXPECT_NEAR_POINT(a, b, eps) \
  EXPECT_TRUE(near((a), (b), (eps))) \
      << "(" << (a).x() << ", " << (a).y() << ") vs (" << (b).x() << ", " << (b).y() << ")"

class Board : public ::testing::Test {
 protected:
  void SetUp() override { uiApp("fa"); }
};

// ---------------------------------------------------------------- growth

TEST_F(Board, GrowingInEveryDirectionKeepsTheOldCardsWhereTheyWere) {
  Table t;
  t.fill({0, 0}, 9, 5);  // the 5 × 9 start
  t.board->fitAll(false);
  QVector<QPoint> old = t.board->cellPositions();
  QHash<QPoint, QPointF> before;
  for (QPoint p : old) before[p] = t.cardCenterOnScene(t.cardAt(p));

  // The maze leaves its start on every side, negative coordinates included.
  for (QPoint p : {QPoint(-1, 2), QPoint(-2, 2), QPoint(-3, 2), QPoint(9, 1), QPoint(4, -1),
                   QPoint(4, -2), QPoint(5, 5)})
    t.put(p);
  t.scene.commitSync(false);
  for (QPoint p : old) EXPECT_NEAR_POINT(t.cardCenterOnScene(t.cardAt(p)), before[p], 0.01);
  // The newcomers lie on the side they grew to.
  EXPECT_LT(t.cardCenterOnScene(t.cardAt({-2, 2})).x(), t.cardCenterOnScene(t.cardAt({-1, 2})).x());
  EXPECT_LT(t.cardCenterOnScene(t.cardAt({-1, 2})).x(), before[QPoint(0, 2)].x());
  EXPECT_GT(t.cardCenterOnScene(t.cardAt({9, 1})).x(), before[QPoint(8, 1)].x());
  EXPECT_LT(t.cardCenterOnScene(t.cardAt({4, -2})).y(), before[QPoint(4, 0)].y());
  EXPECT_GT(t.cardCenterOnScene(t.cardAt({5, 5})).y(), before[QPoint(5, 4)].y());

  // Seen whole again, the old cards keep their places relative to each other: one uniform
  // scale and shift maps the old picture onto the new one.
  t.key(Qt::Key_0);
  ASSERT_TRUE(t.settle());
  const QPointF a0 = before[QPoint(0, 0)], b0 = t.cardCenterOnScene(t.cardAt({0, 0}));
  const QPointF a1 = before[QPoint(8, 4)], b1 = t.cardCenterOnScene(t.cardAt({8, 4}));
  const double k = (b1.x() - b0.x()) / (a1.x() - a0.x());
  EXPECT_LT(k, 1.0);  // more to show: smaller
  for (QPoint p : old) {
    EXPECT_NEAR_POINT(t.cardCenterOnScene(t.cardAt(p)), b0 + (before[p] - a0) * k, 0.5);
  }
}

// ---------------------------------------------------------------- pan

TEST_F(Board, DraggingTheClothPansTheBoardAndNothingElse) {
  Table t;
  t.fill({0, 0}, 4, 3);
  t.dealHand(3);
  t.board->fitAll(false);
  t.key(Qt::Key_Plus);  // closer, so there is room to move
  CardItem* c = t.cardAt({1, 1});
  const QPointF card0 = t.cardCenterOnScene(c);
  const QPointF hand0 = t.cardCenterOnScene(t.hand->top());
  const QPointF move(-230, 95);
  // Press on a card (not draggable) and move: the cloth moves, the card is not clicked.
  t.drag(card0, card0 + move);
  EXPECT_NEAR_POINT(t.cardCenterOnScene(c), card0 + move, 3);
  EXPECT_NEAR_POINT(t.cardCenterOnScene(t.hand->top()), hand0, 0.01);  // the hand stays
  EXPECT_EQ(t.delegate.cardClicks, 0);
  // Press on bare cloth and move back.
  const QPointF cloth = t.bareCloth();
  t.drag(cloth, cloth - move);
  EXPECT_NEAR_POINT(t.cardCenterOnScene(c), card0, 3);
  // A press that does not move is still a click on the cell under it.
  QTest::mouseClick(t.viewport(), Qt::LeftButton, {}, t.onView(t.cellCenter({2, 1})));
  EXPECT_EQ(t.delegate.cardClicks, 1);
}

TEST_F(Board, KeysPanCtrlArrowsAlwaysPlainArrowsWhenNothingIsLit) {
  Table t;
  t.fill({0, 0}, 9, 5);
  t.board->fitAll(false);
  t.key(Qt::Key_Plus);
  t.key(Qt::Key_Plus);
  t.view->setFocus();
  CardItem* c = t.cardAt({4, 2});
  QPointF p = t.cardCenterOnScene(c);
  // Ctrl+Right shows what lies to the right: the cards move left.
  t.key(Qt::Key_Right, Qt::ControlModifier);
  EXPECT_LT(t.cardCenterOnScene(c).x(), p.x() - 10);
  EXPECT_NEAR(t.cardCenterOnScene(c).y(), p.y(), 0.01);
  p = t.cardCenterOnScene(c);
  t.key(Qt::Key_Down, Qt::ControlModifier);
  EXPECT_LT(t.cardCenterOnScene(c).y(), p.y() - 10);
  // Nothing lit: plain arrows pan too.
  p = t.cardCenterOnScene(c);
  t.key(Qt::Key_Left);
  EXPECT_GT(t.cardCenterOnScene(c).x(), p.x() + 10);
  p = t.cardCenterOnScene(c);
  t.key(Qt::Key_Up);
  EXPECT_GT(t.cardCenterOnScene(c).y(), p.y() + 10);
  // Something lit: plain arrows move the focus ring, not the board; Ctrl+arrows still pan.
  t.board->cell({4, 2})->setActivatable(true);
  p = t.cardCenterOnScene(c);
  t.key(Qt::Key_Right);
  EXPECT_EQ(t.scene.focusedTarget(), t.board->cell({4, 2}));
  EXPECT_NEAR_POINT(t.cardCenterOnScene(c), p, 0.01);
  t.key(Qt::Key_Left, Qt::ControlModifier);
  EXPECT_GT(t.cardCenterOnScene(c).x(), p.x() + 10);
}

// ---------------------------------------------------------------- zoom

TEST_F(Board, WheelZoomsAroundThePointerAndKeysZoomAroundTheCentre) {
  Table t;
  t.fill({0, 0}, 9, 5);
  t.board->fitAll(false);
  CardItem* c = t.cardAt({2, 1});
  const double w0 = c->sceneBoundingRect().width();
  const QPointF under = c->sceneBoundingRect().topLeft() + QPointF(20, 30);
  t.wheel(under, 120);
  EXPECT_GT(c->sceneBoundingRect().width(), w0 * 1.1);
  // The same point of the card is still under the pointer.
  const QRectF r = c->sceneBoundingRect();
  EXPECT_NEAR_POINT(r.topLeft() + QPointF(20, 30) * (r.width() / w0), under, 1.5);
  t.wheel(under, -120);
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0, 0.01);

  // Ctrl+wheel (the app's zoom) is the board's too on a table with a board: the table stays fitted.
  const double view0 = t.view->zoom();
  t.wheel(under, 120, Qt::ControlModifier);
  EXPECT_EQ(t.view->zoom(), view0);
  EXPECT_GT(c->sceneBoundingRect().width(), w0 * 1.1);
  t.wheel(under, -120, Qt::ControlModifier);
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0, 0.01);

  t.view->setFocus();
  t.key(Qt::Key_Plus);
  const double w1 = c->sceneBoundingRect().width();
  EXPECT_NEAR(w1, w0 * 1.25, 0.01);
  t.key(Qt::Key_Minus);
  t.key(Qt::Key_Minus);
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0 / 1.25, 0.01);
  t.key(Qt::Key_Equal);  // the + key without Shift
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0, 0.01);
}

TEST_F(Board, ZoomingDrawsTheLastPicturesScaledAndRendersSharpOnceItRests) {
  Table t;
  t.fill({0, 0}, 6, 3);
  t.board->fitAll(false);
  t.viewport()->repaint();
  const int rendered = t.scene.art().renders();
  // A smooth wheel: many small steps, each painted. No card's art is rendered at the sizes
  // passed through (that would cost every card an SVG render on every frame).
  const QPointF at = t.board->area().center();
  for (int i = 0; i < 8; ++i) {
    t.wheel(at, 30);
    t.viewport()->repaint();
  }
  EXPECT_EQ(t.scene.art().renders(), rendered);
  // At rest, each card is drawn sharp again at its new size: one render per face shown.
  ASSERT_TRUE(waitUntil(
      [&]() {
        t.viewport()->repaint();
        return t.scene.art().renders() >= rendered + 18;
      },
      3000));
}

TEST_F(Board, TheWheelWhileACardIsDraggedOverTheBoardTurnsTheCardNotTheBoard) {
  Table t;
  t.fill({0, 0}, 9, 5);
  t.dealHand(2);
  t.board->fitAll(false);
  const double zoom = t.board->camera().zoom();
  const QPoint from = t.onView(t.cardCenterOnScene(t.hand->top()));
  const QPointF over = t.cellCenter({4, 2});
  QTest::mousePress(t.viewport(), Qt::LeftButton, {}, from);
  for (int s = 1; s <= 6; ++s)
    QTest::mouseMove(t.viewport(), from + (t.onView(over) - from) * s / 6);
  t.wheel(over, 120, {}, Qt::LeftButton);
  EXPECT_EQ(t.delegate.secondaryClicks, 1);  // the game's "other way" for the card in hand
  EXPECT_EQ(t.board->camera().zoom(), zoom);
  QTest::mouseRelease(t.viewport(), Qt::LeftButton, {}, t.onView(over));
  t.wheel(over, 120);  // the hand is empty again: the wheel is the board's
  EXPECT_GT(t.board->camera().zoom(), zoom);
  EXPECT_EQ(t.delegate.secondaryClicks, 1);
}

TEST_F(Board, PinchZoomsTheBoard) {
  Table t;
  t.fill({0, 0}, 9, 5);
  t.board->fitAll(false);
  CardItem* c = t.cardAt({4, 2});
  const double w0 = c->sceneBoundingRect().width();
  const QPointF at = t.cardCenterOnScene(c);
  // A touchpad's pinch, as the platform delivers it to the view.
  const QPoint v = t.onView(at);
  QNativeGestureEvent pinch(Qt::ZoomNativeGesture, QPointingDevice::primaryPointingDevice(), 2, v,
                            v, t.viewport()->mapToGlobal(v), 0.5, QPointF());
  QApplication::sendEvent(t.viewport(), &pinch);
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0 * 1.5, 0.01);
  EXPECT_NEAR_POINT(t.cardCenterOnScene(c), at, 1.0);
  // A touch screen's pinch (QPinchGesture), as the scene delivers gestures to the board.
  QPinchGesture gesture;
  gesture.setChangeFlags(QPinchGesture::ScaleFactorChanged);
  gesture.setScaleFactor(0.5);
  gesture.setCenterPoint(t.viewport()->mapToGlobal(v));
  QGestureEvent event({&gesture});
  event.setWidget(t.viewport());
  t.scene.sendEvent(t.board, &event);
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0 * 0.75, 0.01);
}

TEST_F(Board, EveryKeyOnTheHelpPageMovesTheBoardAndReadsPersian) {
  Table t;
  t.fill({0, 0}, 6, 3);
  t.board->fitAll(false);
  const QVector<ui::KeyHelp> lines = BoardItem::keyHelp();
  ASSERT_EQ(lines.size(), 3);
  auto persian = [](const QString& text) {
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x0600 && c.unicode() <= 0x06FF; });
  };
  t.view->setFocus();
  for (const ui::KeyHelp& line : lines) {
    EXPECT_TRUE(persian(line.what)) << line.what.toStdString();
    const QPointF center = t.board->camera().center();
    const double zoom = t.board->camera().zoom();
    QTest::keySequence(t.view.get(), line.sequence);
    ASSERT_TRUE(t.settle());
    EXPECT_TRUE(t.board->camera().center() != center || t.board->camera().zoom() != zoom)
        << line.keys.toStdString();
  }
}

// ---------------------------------------------------------------- fit all and follow

TEST_F(Board, FitAllShowsEveryCard) {
  Table t;
  t.fill({0, 0}, 9, 5);
  t.put({-3, 6});
  t.put({13, -2});
  t.scene.commitSync(false);
  t.board->fitAll(false);
  // Closer and away to one side: some cards are out of view.
  for (int i = 0; i < 4; ++i) t.key(Qt::Key_Plus);
  for (int i = 0; i < 6; ++i) t.key(Qt::Key_Right, Qt::ControlModifier);
  int outside = 0;
  for (QPoint p : t.board->cellPositions())
    outside += !t.board->area().contains(t.cardAt(p)->sceneBoundingRect());
  ASSERT_GT(outside, 0);
  t.key(Qt::Key_0);
  ASSERT_TRUE(t.settle());
  for (QPoint p : t.board->cellPositions()) {
    EXPECT_TRUE(t.board->area().contains(t.cardAt(p)->sceneBoundingRect()))
        << p.x() << "," << p.y();
  }
  // As large as fits: the cards span most of the board one way or the other.
  const QRectF all =
      t.cardAt({-3, 6})->sceneBoundingRect() | t.cardAt({13, -2})->sceneBoundingRect();
  EXPECT_TRUE(all.width() > t.board->area().width() * 0.85 ||
              all.height() > t.board->area().height() * 0.85);
}

TEST_F(Board, FollowGlidesToACellOutOfViewAndLeavesAVisibleOneAlone) {
  Table t(100);  // animations on: the glide is what is tested
  t.fill({0, 0}, 9, 5);
  t.board->fitAll(false);
  t.put({14, 2});
  t.scene.commitSync(false);
  for (int i = 0; i < 3; ++i) t.key(Qt::Key_Plus);
  ASSERT_TRUE(t.settle());
  const QPointF center0 = t.board->camera().center();
  const double zoom0 = t.board->camera().zoom();
  ASSERT_TRUE(t.board->showsCell({4, 2}));
  ASSERT_FALSE(t.board->showsCell({14, 2}));

  // Already in view: nothing moves, not even a little.
  t.board->follow({4, 2});
  EXPECT_FALSE(t.board->camera().gliding());
  QTest::qWait(100);
  EXPECT_EQ(t.board->camera().center(), center0);
  EXPECT_EQ(t.board->camera().zoom(), zoom0);

  // Out of view: a glide over several frames, not a jump, ending with the cell in view.
  t.board->follow({14, 2});
  EXPECT_TRUE(t.board->camera().gliding());
  EXPECT_NEAR_POINT(t.board->camera().center(), center0, 1e-6);  // no jump at the start
  QVector<double> xs;
  waitUntil([&]() {
    xs.push_back(t.board->camera().center().x());
    return !t.board->camera().gliding();
  });
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());
  EXPECT_GE(xs.size(), 4);  // in-between positions were shown
  EXPECT_TRUE(t.board->showsCell({14, 2}));
  EXPECT_EQ(t.board->camera().zoom(), zoom0);  // it fits: no zoom change
  // The smallest move: the cell is just inside the far edge, not centred.
  EXPECT_GT(t.board->cellSceneRect({14, 2}).center().x(), t.board->area().center().x());
}

TEST_F(Board, FocusRingOntoACellOutOfViewBringsItIntoView) {
  Table t(100);
  t.fill({0, 0}, 9, 5);
  t.dealHand(2);
  t.board->fitAll(false);
  for (int i = 0; i < 4; ++i) t.key(Qt::Key_Plus);
  ASSERT_TRUE(t.settle());
  // Three lit places: a hand card and two cells far apart on the board.
  t.hand->top()->setActivatable(true);
  t.board->cell({0, 0})->setActivatable(true);
  t.board->cell({8, 4})->setActivatable(true);
  ASSERT_FALSE(t.board->showsCell({0, 0}) && t.board->showsCell({8, 4}));
  const auto ring = t.scene.activatables();
  ASSERT_EQ(ring.size(), 3);
  t.view->setFocus();
  for (int i = 0; i < 3; ++i) {
    t.key(Qt::Key_Down);
    ASSERT_TRUE(t.settle());
    if (auto at = t.board->cellOf(t.scene.focusedTarget())) {
      EXPECT_TRUE(t.board->showsCell(*at)) << at->x() << "," << at->y();
    }
    // The camera moved, the ring's order did not.
    EXPECT_EQ(t.scene.activatables(), ring);
  }
}

// ---------------------------------------------------------------- drops across the edge

TEST_F(Board, ACardDraggedFromTheHandLandsInTheCellUnderItAtEveryZoom) {
  Table t;
  t.fill({0, 0}, 2, 2);  // a small corner of cards; the rest of the grid is empty cells
  for (int x = -2; x < 9; ++x)
    for (int y = -1; y < 6; ++y) t.board->addCell({x, y}, cellKey({x, y}));
  t.dealHand(3);
  t.board->fitAll(false);
  for (Pile* p : t.scene.piles()) {
    if (t.board->cellOf(p) && p->cards().isEmpty()) t.delegate.targets.push_back(p);
  }
  // From far out (a hand card covers several cells) to close in (a cell is larger than the
  // card); the pointer lets go off the cell's centre, towards a corner.
  const QVector<double> zooms = {0.3, 0.6, 1.0, 1.8};  // reached with − and + as a person would
  const QVector<QPoint> aims = {{5, 3}, {3, 2}, {2, 1}, {4, 2}};
  const QVector<QPointF> offCentre = {{0.3, -0.3}, {-0.3, 0.3}, {0.35, 0.35}, {-0.35, -0.3}};
  for (int i = 0; i < zooms.size(); ++i) {
    while (t.board->camera().zoom() > zooms[i] * 1.1) t.key(Qt::Key_Minus);
    while (t.board->camera().zoom() < zooms[i] / 1.1) t.key(Qt::Key_Plus);
    t.board->follow(aims[i], false);
    ASSERT_TRUE(t.board->showsCell(aims[i]));
    CardItem* card = t.hand->top();
    const QPointF grab = t.cardCenterOnScene(card);
    const QRectF cell = t.board->cellSceneRect(aims[i]);
    const QPointF drop =
        cell.center() + QPointF(cell.width() * offCentre[i].x(), cell.height() * offCentre[i].y());
    // Lit while dragging, dark after.
    const QPoint a = t.onView(grab), b = t.onView(drop);
    QTest::mousePress(t.viewport(), Qt::LeftButton, {}, a);
    for (int s = 1; s <= 6; ++s) QTest::mouseMove(t.viewport(), a + (b - a) * s / 6);
    EXPECT_TRUE(t.board->cell(aims[i])->dropHighlight());
    QTest::mouseRelease(t.viewport(), Qt::LeftButton, {}, b);
    EXPECT_FALSE(t.board->cell(aims[i])->dropHighlight());
    ASSERT_NE(t.delegate.droppedOn, nullptr) << "zoom step " << i;
    EXPECT_EQ(t.board->cellOf(t.delegate.droppedOn), aims[i])
        << "zoom " << t.board->camera().zoom() << " landed in "
        << t.board->cellOf(t.delegate.droppedOn).value_or(QPoint(99, 99)).x() << ","
        << t.board->cellOf(t.delegate.droppedOn).value_or(QPoint(99, 99)).y();
    t.delegate.droppedOn = nullptr;
    ASSERT_TRUE(t.settle());
  }
}

TEST_F(Board, ACellScrolledOutOfViewTakesNoDrop) {
  Table t;
  t.fill({0, 0}, 9, 5);
  for (QPoint p : {QPoint(4, 5), QPoint(4, 6)}) t.board->addCell(p, cellKey(p));
  t.dealHand(2);
  t.board->fitAll(false);  // the cards: row 6 lies below the board's bottom edge
  t.delegate.targets = {t.board->cell({4, 5}), t.board->cell({4, 6})};
  const QRectF hidden = t.board->cellSceneRect({4, 6});
  ASSERT_FALSE(t.board->area().intersects(hidden));
  ASSERT_TRUE(t.scene.sceneRect().contains(hidden.center()));  // ...but still on the table
  // A card dropped right where it would be lands nowhere: the cell is not there to take it.
  t.drag(t.cardCenterOnScene(t.hand->top()), hidden.center());
  EXPECT_EQ(t.delegate.droppedOn, nullptr);
  ASSERT_TRUE(t.settle());
  // Brought back into view, the same drop lands.
  t.board->follow({4, 6}, false);
  t.drag(t.cardCenterOnScene(t.hand->top()), t.cellCenter({4, 6}));
  EXPECT_EQ(t.delegate.droppedOn, t.board->cell({4, 6}));
}

TEST_F(Board, CardsCrossTheBoardsEdgeWithoutJumping) {
  Table t(100);
  t.fill({0, 0}, 3, 3);
  t.board->addCell({3, 1}, cellKey({3, 1}));
  t.dealHand(2);
  t.board->fitAll(false);
  t.delegate.targets = {t.board->cell({3, 1})};
  t.delegate.acceptDrops = true;
  // Into the board: where the card was let go, it still is; then it flies into the cell and
  // becomes part of the board (it moves with the camera).
  t.scene.animator().setSpeedPercent(400);  // a slow flight, so that "half way" is half way
  CardItem* card = t.hand->top();
  const QPointF release = t.cellCenter({3, 1}) + QPointF(70, -50);
  t.drag(t.cardCenterOnScene(card), release);
  ASSERT_EQ(t.delegate.dropped, card);
  EXPECT_NEAR_POINT(t.cardCenterOnScene(card), release, 3);
  // Half way, it is on its way there: between where it was let go and the cell, shrinking from
  // the hand's size to the cell's.
  const QPointF target = t.cellCenter({3, 1});
  const double handWidth = card->sceneBoundingRect().width();
  QTest::qWait(300);
  ASSERT_TRUE(t.scene.busy());
  const QPointF mid = t.cardCenterOnScene(card);
  const QRectF path = QRectF(release, target).normalized().adjusted(-3, -3, 3, 3);
  EXPECT_TRUE(path.contains(mid)) << mid.x() << "," << mid.y();
  EXPECT_LT(QLineF(mid, target).length(), QLineF(release, target).length() - 2);
  const double cellWidth = t.board->cellSceneRect({3, 1}).width();
  EXPECT_GT(card->sceneBoundingRect().width(), std::min(handWidth, cellWidth));
  EXPECT_LT(card->sceneBoundingRect().width(), std::max(handWidth, cellWidth));
  ASSERT_TRUE(t.settle());
  EXPECT_EQ(card->parentItem(), t.board->content());
  EXPECT_NEAR_POINT(card->sceneBoundingRect().topLeft(), t.board->cellSceneRect({3, 1}).topLeft(),
                    0.5);
  EXPECT_NEAR(card->sceneBoundingRect().width(), t.board->cellSceneRect({3, 1}).width(), 0.5);
  t.key(Qt::Key_Right, Qt::ControlModifier);
  EXPECT_NEAR_POINT(card->sceneBoundingRect().topLeft(), t.board->cellSceneRect({3, 1}).topLeft(),
                    0.5);
  // Out of the board (a rockfall back to a pile): it leaves from where it lies, above the board.
  CardItem* leaving = t.cardAt({1, 1});
  const QRectF was = leaving->sceneBoundingRect();
  t.board->cell({1, 1})->remove(leaving);
  t.hand->append(leaving);
  t.hand->layoutCards(&t.scene.animator());
  EXPECT_EQ(leaving->parentItem(), nullptr);
  EXPECT_NEAR_POINT(leaving->sceneBoundingRect().topLeft(), was.topLeft(), 0.5);
  EXPECT_NEAR(leaving->sceneBoundingRect().width(), was.width(), 0.5);
  ASSERT_TRUE(t.settle());
  EXPECT_NEAR_POINT(leaving->sceneBoundingRect().topLeft(),
                    t.hand->cardPosition(t.hand->cards().size() - 1, t.hand->cards().size()), 0.5);
}

// ---------------------------------------------------------------- turned cards

TEST_F(Board, ATurnedCardIsDrawnTurned) {
  Table t(100);
  t.fill({0, 0}, 2, 1);
  t.board->fitAll(false);
  const QRectF cell = t.board->cellSceneRect({1, 0});
  CardItem* c = t.cardAt({1, 0});
  // Unturned: the card's own top-left is the cell's top-left.
  EXPECT_NEAR_POINT(c->sceneTransform().map(QPointF(0, 0)), cell.topLeft(), 0.5);
  // The picture now says the card lies turned: it turns where it lies, animated.
  t.put({1, 0}, 180);
  t.scene.commitSync(true);
  EXPECT_EQ(t.cardAt({1, 0}), c);  // the same card, turning
  EXPECT_TRUE(t.scene.busy());
  ASSERT_TRUE(t.settle());
  EXPECT_EQ(c->turn(), 180);
  // Its own top-left is drawn at the cell's bottom-right, and it still covers exactly its cell.
  EXPECT_NEAR_POINT(c->sceneTransform().map(QPointF(0, 0)), cell.bottomRight(), 0.5);
  EXPECT_NEAR_POINT(c->sceneBoundingRect().topLeft(), cell.topLeft(), 0.5);
  EXPECT_NEAR_POINT(c->sceneBoundingRect().bottomRight(), cell.bottomRight(), 0.5);
  // The unturned neighbour is not turned.
  EXPECT_NEAR_POINT(t.cardAt({0, 0})->sceneTransform().map(QPointF(0, 0)),
                    t.board->cellSceneRect({0, 0}).topLeft(), 0.5);
}

// Mean difference of two same-sized images' pixels (0: identical, 255: opposite).
double difference(const QImage& a, const QImage& b) {
  double sum = 0;
  for (int y = 0; y < a.height(); ++y) {
    for (int x = 0; x < a.width(); ++x) {
      const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
      sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) +
             std::abs(qBlue(p) - qBlue(q));
    }
  }
  return sum / (3.0 * a.width() * a.height());
}

TEST_F(Board, ATurnedCardsPictureIsTheSamePictureUpsideDown) {
  Table t;
  // A lopsided face: a dark block in its top-left quarter on a light card.
  t.scene.art().setFallback("lopsided", [](QPainter& p, const QRectF& r, const QString&) {
    p.fillRect(r, QColor("#f4ecd8"));
    p.fillRect(QRectF(r.topLeft(), r.size() / 2), QColor("#3a2a1a"));
  });
  // Two cards of that face, the second one turned.
  t.put({0, 0}, 0, "lopsided/face");
  t.put({1, 0}, 180, "lopsided/face");
  t.scene.commitSync(false);
  t.board->fitAll(false);
  const QImage shot = t.view->grab().toImage();
  auto crop = [&](QPoint at) {
    // Inside the card, clear of its rounded corners and of where the two abut.
    const QRect r = t.view->mapFromScene(t.board->cellSceneRect(at)).boundingRect();
    return shot.copy(r.adjusted(6, 6, -6, -6)).convertToFormat(QImage::Format_RGB32);
  };
  const QImage upright = crop({0, 0}), turned = crop({1, 0});
  ASSERT_EQ(upright.size(), turned.size());
  EXPECT_GT(difference(upright, turned), 40.0);                      // not drawn the same way up
  EXPECT_LT(difference(upright.mirrored(true, true), turned), 4.0);  // drawn upside down
}

// ---------------------------------------------------------------- right-to-left

TEST_F(Board, TheBoardsPlaceMirrorsButTheMazeNeverDoes) {
  for (bool reverse : {false, true}) {
    uiApp("fa", reverse);
    const bool rtl = QApplication::layoutDirection() == Qt::RightToLeft;
    Table t;
    ASSERT_EQ(t.scene.layout().rightToLeft(), rtl);
    t.fill({0, 0}, 3, 2);
    t.board->fitAll(false);
    // The board's rectangle starts 1 unit from the reading start: left in English order, right
    // in Persian.
    const double unit = ui::TableLayout::kCardWidth;
    if (rtl)
      EXPECT_NEAR(t.board->area().right(), t.scene.sceneRect().right() - unit, 0.01);
    else
      EXPECT_NEAR(t.board->area().left(), unit, 0.01);
    // Inside, x grows to the right in both directions: tunnels keep their sides.
    EXPECT_LT(t.cardCenterOnScene(t.cardAt({0, 0})).x(), t.cardCenterOnScene(t.cardAt({1, 0})).x());
    EXPECT_LT(t.cardCenterOnScene(t.cardAt({1, 0})).x(), t.cardCenterOnScene(t.cardAt({2, 0})).x());
    EXPECT_FALSE(t.cardAt({0, 0})->sceneTransform().m11() < 0);
    // Right shows what lies to the right, in both directions; the cloth follows the hand.
    CardItem* c = t.cardAt({1, 1});
    t.key(Qt::Key_Plus);
    QPointF p = t.cardCenterOnScene(c);
    t.key(Qt::Key_Right, Qt::ControlModifier);
    EXPECT_LT(t.cardCenterOnScene(c).x(), p.x());
    p = t.cardCenterOnScene(c);
    t.drag(p, p + QPointF(120, 0));
    EXPECT_NEAR(t.cardCenterOnScene(c).x(), p.x() + 120, 3);
  }
  uiApp("fa");
}

// ---------------------------------------------------------------- the whole table's zoom

// The app's zoom (View menu, Ctrl++ and Ctrl+−, Ctrl+0) on a table with a board zooms the board:
// the hand below it keeps its place and size, so it never leaves the screen (issue 31).
TEST_F(Board, TheAppsZoomZoomsTheBoardAndLeavesTheHandWhereItIs) {
  Table t;
  t.fill({0, 0}, 9, 5);
  t.board->fitAll(false);
  t.dealHand(6);
  const QRectF handCard = t.hand->cards().back()->sceneBoundingRect();
  const QRect handOnView = t.view->mapFromScene(handCard).boundingRect();
  CardItem* c = t.cardAt({4, 2});
  const double w0 = c->sceneBoundingRect().width();
  for (int i = 0; i < 3; ++i) t.view->zoomIn();
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0 * std::pow(1.25, 3), 0.5);
  EXPECT_EQ(t.view->zoom(), 1.0);
  EXPECT_EQ(t.hand->cards().back()->sceneBoundingRect(), handCard);
  EXPECT_EQ(t.view->mapFromScene(handCard).boundingRect(), handOnView);
  EXPECT_TRUE(t.viewport()->rect().contains(handOnView));
  t.view->zoomOut();
  EXPECT_NEAR(c->sceneBoundingRect().width(), w0 * std::pow(1.25, 2), 0.5);
  t.view->resetZoom();  // Ctrl+0: every card of the board in view again
  t.board->camera().finishGlide();
  for (QPoint at : {QPoint(0, 0), QPoint(8, 4)}) EXPECT_TRUE(t.board->showsCell(at));
  EXPECT_EQ(t.view->mapFromScene(handCard).boundingRect(), handOnView);
}

// A table without a board (Zirkhaki's, Rivals'): the whole table zooms, toward the viewer's seat.
TEST_F(Board, ZoomingTheTableKeepsTheViewersOwnAreaInSight) {
  for (bool reverse : {false, true}) {
    uiApp("fa", reverse);
    Table t;
    t.board->hide();
    const QRectF table = t.scene.sceneRect();
    for (int i = 0; i < 3; ++i) {
      t.view->zoomIn();
      const QRectF seen =
          t.view->mapToScene(t.viewport()->rect()).boundingRect().adjusted(-2, -2, 2, 2);
      ASSERT_LT(seen.width(), table.width() * 0.9);  // really closer
      // The viewer sits at the bottom of the table, in the middle.
      EXPECT_GE(seen.bottom(), table.bottom()) << "reverse " << reverse << " step " << i;
      EXPECT_TRUE(seen.contains(QPointF(table.center().x(), table.bottom() - 10)))
          << "reverse " << reverse << " step " << i << " sees x " << seen.left() << ".."
          << seen.right();
    }
    t.view->resetZoom();
  }
  uiApp("fa");
}

}  // namespace
