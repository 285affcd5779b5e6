// The board's frame times (issue: panning and zooming a 40-card board at 3840×2160 ≤ 8 ms per
// frame, median). A benchmark that prints figures, never a timed test:
//
//   ui_board_bench [WIDTHxHEIGHT] [pan|zoom|glide]
//       default 3840x2160, every gesture three times; offscreen, or QT_QPA_PLATFORM=xcb under
//       xvfb-run as scripts/ui-perf runs it. Naming one gesture runs it once (for a profiler).
//
// A frame is what a person's gesture costs from the event to the painted view: the mouse or
// wheel event through the view and the scene's filter, the camera's move, the scene's dirty
// region and the viewport's repaint, all inside QCoreApplication::processEvents(). A frame that
// did not paint is not counted. The figures are this thread's processor time per frame (the
// machine's cost, steady when other programs share the processor); wall time is printed too. Card
// art is the Zirkhaki SVGs (Saboteur's art comes with its table), rendered through the same CardArt
// cache as in the app.
#include <QApplication>
#include <QElapsedTimer>
#include <QTest>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <functional>
#include <vector>

#include "ui/table/animator.h"
#include "ui/table/board_item.h"
#include "ui/table/card_art.h"
#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

// Counts the viewport's paint events, so that a frame is only counted when it painted.
struct PaintCounter : QObject {
  int paints = 0;
  bool eventFilter(QObject*, QEvent* e) override {
    if (e->type() == QEvent::Paint) ++paints;
    return false;
  }
};

// This thread's processor time: what a frame costs the machine, even when other programs share
// the processor (wall time is printed too; on a busy machine it is mostly waiting).
double threadCpuMs() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

struct Figures {
  std::vector<double> cpu, wall;
  void print(const char* name) {
    if (cpu.empty()) {
      std::printf("%s n/a\n", name);
      return;
    }
    std::sort(cpu.begin(), cpu.end());
    std::sort(wall.begin(), wall.end());
    std::printf("%s-ms-median %.2f\n", name, cpu[cpu.size() / 2]);
    std::printf("%s-ms-p95 %.2f\n", name, cpu[cpu.size() * 95 / 100]);
    std::printf("%s-ms-max %.2f\n", name, cpu.back());
    std::printf("%s-wall-ms-median %.2f\n", name, wall[wall.size() / 2]);
    std::printf("%s-frames %zu\n", name, cpu.size());
  }
};

// A maze-like path of 40 cells from (0, 2): east, with branches north and south.
std::vector<QPoint> mazeCells() {
  std::vector<QPoint> out;
  for (int x = 0; x < 14; ++x) out.push_back({x, 2});
  for (int x = 2; x < 12; x += 3) {
    for (int y : {0, 1, 3, 4}) out.push_back({x, y});
  }
  for (int y = -2; y < 2; ++y) out.push_back({13, y});
  for (int x = -3; x < 0; ++x) out.push_back({x, 5});
  out.resize(40);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  QSize size(3840, 2160);
  QString only;  // pan, zoom or glide: one gesture, one pass (for a profiler)
  for (int i = 1; i < argc; ++i) {
    const QStringList wh = QString(argv[i]).split('x');
    if (wh.size() == 2)
      size = QSize(wh[0].toInt(), wh[1].toInt());
    else
      only = argv[i];
  }
  auto runs = [&](const char* gesture) { return only.isEmpty() || only == gesture; };
  QApplication& app = testing::uiApp("fa");
  Q_UNUSED(app);

  ui::TableScene scene;
  scene.layout().setDirection(QApplication::layoutDirection());
  scene.layout().setSize(16, 9);
  scene.applyLayoutSize();
  scene.setBackArt("saboteur_duel/back");
  scene.animator().setSpeedPercent(0);
  ui::Pile* hand = scene.addPile(Place{1, 0, -1});
  ui::PileGeometry g;
  g.origin = QPointF(1, 7.1);
  g.spread = QPointF(0.9, 0);
  g.scale = 0.85;
  hand->setGeometry(g);
  auto* board = new ui::BoardItem(&scene);
  board->setArea(QRectF(1, 0.3, 14, 6.6));

  // Saboteur's path cards; every third lies turned through its own turned picture, every seventh
  // through the board's turn (art without a turned picture).
  static const char* const kinds[] = {"cross-1",     "straight-1", "curve-es", "tee-e-1",
                                      "door-blue-1", "gold-2a",    "troll-1",  "bridge-1",
                                      "curves-1",    "dead-ew"};
  int n = 0;
  for (QPoint at : mazeCells()) {
    ui::Pile* cell = board->addCell(at, Place{2, -1, (at.x() + 128) << 8 | (at.y() + 128)});
    QString art = QString("saboteur_duel/%1").arg(kinds[n % 10]);
    if (n % 3 == 0) art += "-turned";
    scene.setPileFaces(cell, {ui::CardFace{art, true, (n % 7 == 0) ? 180.0 : 0.0}});
    ++n;
  }
  QVector<ui::CardFace> handFaces;
  for (int i = 0; i < 6; ++i)
    handFaces.push_back({QString("saboteur_duel/%1").arg(kinds[i]), true});
  scene.setPileFaces(hand, handFaces);
  scene.commitSync(false);

  ui::TableView view(&scene);
  view.resize(size);
  view.show();
  view.refit();
  board->fitAll(false);
  QWidget* viewport = view.viewport();
  PaintCounter counter;
  viewport->installEventFilter(&counter);
  QTest::qWait(200);  // first paint and every card's first render

  QElapsedTimer timer;
  auto frame = [&](Figures& f, const std::function<void()>& gesture) {
    QCoreApplication::processEvents();
    const int before = counter.paints;
    const double cpu0 = threadCpuMs();
    timer.start();
    gesture();
    QCoreApplication::processEvents();
    if (counter.paints > before) {
      f.wall.push_back(timer.nsecsElapsed() / 1e6);
      f.cpu.push_back(threadCpuMs() - cpu0);
    }
  };

  // Three passes of each gesture, pooled: a busy machine's odd slow frame weighs less.
  Figures pan, zoom, settle, glide;
  // After a zoom: every frame that paints until the board has rested for half a second.
  auto settleFrames = [&]() {
    for (int i = 0; i < 50; ++i) frame(settle, []() { QTest::qWait(10); });
  };
  for (int pass = 0; pass < (only.isEmpty() ? 3 : 1); ++pass) {
    // Pan: drag the cloth across the board and back, one mouse move per frame.
    if (runs("pan")) {
      QPoint at = view.mapFromScene(board->area().center());
      QTest::mousePress(viewport, Qt::LeftButton, {}, at);
      for (int i = 0; i < 120; ++i) {
        const int dir = (i / 30) % 2 == 0 ? 1 : -1;
        at += QPoint(9 * dir, 4 * dir);
        frame(pan, [&]() { QTest::mouseMove(viewport, at); });
      }
      QTest::mouseRelease(viewport, Qt::LeftButton, {}, at);
      QTest::qWait(50);
    }

    // Zoom: a smooth wheel over the board, in and out, one step per frame, ending at a new size.
    // Cards draw their last sharp picture scaled while the zoom changes (quick scaling).
    if (runs("zoom")) {
      const QPoint over = view.mapFromScene(board->area().center() + QPointF(150, 60));
      for (int i = 0; i < 125; ++i) {
        const int angle = (i / 15) % 2 == 0 ? 40 : -40;  // a third of a notch
        frame(zoom, [&]() {
          QWheelEvent e(over, viewport->mapToGlobal(over), QPoint(), QPoint(0, angle), Qt::NoButton,
                        Qt::NoModifier, Qt::NoScrollPhase, false);
          QApplication::sendEvent(viewport, &e);
        });
      }
      // The zoom comes to rest: the cards in view render sharp again, a few per frame.
      settleFrames();
    }

    // Follow and fit all: a glide moves and zooms together; its frames, stepped one by one as
    // the animation's ticks step them (BoardCamera::glideTo).
    if (runs("glide")) {
      const QPointF from = board->cellRect({0, 2}).center(), to = board->cardBounds().center();
      const double z0 = 1.4, z1 = 0.7;
      for (int i = 0; i <= 60; ++i) {
        const double t = i / 60.0;
        frame(glide,
              [&]() { board->camera().lookAt(from + (to - from) * t, z0 * std::pow(z1 / z0, t)); });
      }
      settleFrames();
    }
    board->fitAll(false);
  }

  std::printf("board-viewport %dx%d\n", viewport->width(), viewport->height());
  std::printf("board-cards %d\n", n);
  pan.print("board-pan-frame");
  zoom.print("board-zoom-frame");
  settle.print("board-zoom-settle");
  glide.print("board-glide-frame");
  std::fflush(stdout);
  return 0;
}
