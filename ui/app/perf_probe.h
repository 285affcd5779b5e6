// `mizbazi --perf`: the figures of the performance targets, measured inside the app and
// printed as `key value` lines for scripts/ui-perf:
//   first-paint-ms  from process start (or MIZBAZI_LAUNCH_NS, set by the script) to the first
//                   painted table
//   rss-mb          resident memory with the table open
//   drag-frame-ms-max / -median   repainting the view while a card is dragged across it
#pragma once

namespace mizbazi::ui {
class GameTable;
}
class QWidget;

namespace mizbazi::app {

void markProcessStart();  // first thing in main()
double msSinceLaunch();   // per the above
double residentMegabytes();
// Drags a card across the table in 60 steps, repainting the view each time; prints the figures.
void runDragProbe(ui::GameTable& table);

}  // namespace mizbazi::app
