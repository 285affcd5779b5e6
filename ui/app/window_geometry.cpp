#include "ui/app/window_geometry.h"

#include <QGuiApplication>
#include <QScreen>
#include <QWidget>

#include "ui/app/logging.h"
#include "ui/app/settings.h"

namespace mizbazi::app {

namespace {
constexpr QSize kFirstSize(1280, 800);
// Room for a title bar and borders drawn by the window manager around the client area.
constexpr int kFrameWidth = 16, kFrameHeight = 48;
}  // namespace

QRect fitWithin(const QRect& available, QSize wanted) {
  const QSize room(std::max(200, available.width() - kFrameWidth),
                   std::max(200, available.height() - kFrameHeight));
  const QSize size = wanted.boundedTo(room);
  QRect r(QPoint(0, 0), size);
  r.moveCenter(available.center());
  return r;
}

void showAsRemembered(QWidget& window) {
  const KeptSettings::WindowPlace kept = KeptSettings::windowPlace();
  const QRect saved = kept.geometry;
  const bool maximized = kept.maximized;
  QScreen* screen = saved.isValid() ? QGuiApplication::screenAt(saved.center()) : nullptr;
  if (!screen) screen = window.screen() ? window.screen() : QGuiApplication::primaryScreen();
  const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 800);
  QRect place = saved.isValid() && available.contains(saved.center())
                    ? fitWithin(available, saved.size())
                    : fitWithin(available, kFirstSize);
  if (saved.isValid() && available.contains(saved)) place = saved;
  // The content must not force the window past the screen either.
  window.setMinimumSize(window.minimumSize().boundedTo(place.size()));
  window.setGeometry(place);
  qCInfo(lcWindow) << "available" << available << "place" << place << "maximized" << maximized;
  if (maximized)
    window.showMaximized();
  else
    window.show();
}

void rememberPlace(const QWidget& window) {
  if (window.isFullScreen()) return;  // full screen is for this run (a projector), not the next
  KeptSettings::setWindowPlace({window.normalGeometry(), window.isMaximized()});
}

}  // namespace mizbazi::app
