#include "ui/app/perf_probe.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QGraphicsView>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"

namespace mizbazi::app {

namespace {
std::chrono::steady_clock::time_point mainStart;
}

void markProcessStart() {
  mainStart = std::chrono::steady_clock::now();
}

double msSinceLaunch() {
  // The script stamps the wall clock just before exec, so dynamic loading counts too.
  if (const char* launch = std::getenv("MIZBAZI_LAUNCH_NS")) {
    long long ns = std::atoll(launch);
    long long now = std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::system_clock::now().time_since_epoch())
                        .count();
    if (ns > 0 && now > ns) return (now - ns) / 1e6;
  }
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - mainStart)
      .count();
}

double residentMegabytes() {
  QFile f("/proc/self/status");
  if (!f.open(QIODevice::ReadOnly)) return -1;
  for (const QByteArray& line : f.readAll().split('\n')) {
    if (line.startsWith("VmRSS:")) {
      return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
  }
  return -1;
}

void runDragProbe(ui::GameTable& table) {
  ui::TableScene& scene = table.scene();
  ui::CardItem* card = nullptr;
  for (ui::Pile* p : scene.piles()) {
    for (ui::CardItem* c : p->cards()) {
      if (c->isVisible() && (!card || c->draggable())) card = c;
    }
  }
  if (!card) {
    std::printf("drag-frame-ms-max n/a\n");
    return;
  }
  const QRectF area = scene.sceneRect();
  const QPointF start = card->sceneBoundingRect().center();
  const bool realDrag = scene.beginDrag(card, start);
  QWidget* viewport = table.view().viewport();
  std::vector<double> frames, full;
  QElapsedTimer timer;
  QCoreApplication::processEvents();
  for (int i = 0; i < 60; ++i) {
    const double t = i / 59.0;
    QPointF p(area.left() + area.width() * (0.1 + 0.8 * t),
              area.top() + area.height() * (0.3 + 0.3 * t));
    const QRectF before = card->sceneBoundingRect();
    timer.start();
    if (realDrag) {
      scene.dragTo(p);
    } else {
      card->setPos(p);
    }
    // A drag frame as the view paints it (SmartViewportUpdate): the region the card left and
    // the region it entered, repainted synchronously and flushed to the screen.
    const QRectF dirty = (before | card->sceneBoundingRect()).adjusted(-20, -20, 20, 20);
    viewport->repaint(table.view().mapFromScene(dirty).boundingRect());
    frames.push_back(timer.nsecsElapsed() / 1e6);
  }
  for (int i = 0; i < 10; ++i) {
    timer.start();
    viewport->repaint();  // the worst case: every pixel of the view, synchronously
    full.push_back(timer.nsecsElapsed() / 1e6);
  }
  std::sort(full.begin(), full.end());
  if (realDrag) scene.snapBack(card), scene.finishNow();
  std::sort(frames.begin(), frames.end());
  std::printf("drag-viewport %dx%d\n", viewport->width(), viewport->height());
  std::printf("drag-frame-ms-median %.2f\n", frames[frames.size() / 2]);
  std::printf("drag-frame-ms-p95 %.2f\n", frames[frames.size() * 95 / 100]);
  std::printf("drag-frame-ms-max %.2f\n", frames.back());
  std::printf("full-repaint-ms-median %.2f\n", full[full.size() / 2]);
  std::fflush(stdout);
}

}  // namespace mizbazi::app
