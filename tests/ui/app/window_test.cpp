// The window opens within the available screen and comes back with the size, position and
// maximised state it was left in.
#include <gtest/gtest.h>

#include <QScreen>
#include <QSettings>

#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/window_geometry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// The report's laptop: 1366×768 with a panel; the first window was 1434×800.
TEST(Window, FitsTheFirstWindowWithinTheAvailableArea) {
  for (const QRect& available : {QRect(0, 0, 1366, 740), QRect(0, 27, 1366, 741),
                                 QRect(1920, 0, 1024, 600), QRect(0, 0, 3840, 2160)}) {
    const QRect r = app::fitWithin(available, QSize(1280, 800));
    EXPECT_TRUE(available.contains(r)) << available.width() << "x" << available.height();
    EXPECT_LE(r.width(), 1280);
    EXPECT_LE(r.height(), 800);
  }
  EXPECT_EQ(app::fitWithin(QRect(0, 0, 3840, 2160), QSize(1280, 800)).size(), QSize(1280, 800));
}

TEST(Window, OpensWithinTheScreenAndComesBackAsItWasLeft) {
  uiApp("fa");
  QSettings().remove("window");
  const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
  QRect left;
  {
    app::MainWindow w(app::AppSettings{}, app::Autosave(scratchDir() + "/window"));
    w.showWithSavedGeometry();
    ASSERT_TRUE(waitUntil([&] { return w.isVisible(); }));
    EXPECT_TRUE(available.contains(w.geometry())) << w.width() << "x" << w.height();
    // The player moves and resizes it, then closes the window.
    left = QRect(available.topLeft() + QPoint(30, 40),
                 QSize(available.width() * 3 / 4, available.height() * 3 / 4));
    w.setGeometry(left);
    ASSERT_TRUE(waitUntil([&] { return w.geometry() == left; }, 3000))
        << w.geometry().x() << "," << w.geometry().y() << " " << w.width() << "x" << w.height()
        << " min " << w.minimumSizeHint().width() << "x" << w.minimumSizeHint().height();
    EXPECT_TRUE(w.close());
  }
  {
    app::MainWindow w(app::AppSettings{}, app::Autosave(scratchDir() + "/window"));
    w.showWithSavedGeometry();
    EXPECT_EQ(w.geometry(), left);
    w.showMaximized();
    ASSERT_TRUE(waitUntil([&] { return w.isMaximized(); }, 3000));
    EXPECT_TRUE(w.close());
  }
  app::MainWindow w(app::AppSettings{}, app::Autosave(scratchDir() + "/window"));
  w.showWithSavedGeometry();
  EXPECT_TRUE(w.isMaximized());
  EXPECT_EQ(w.normalGeometry(), left);
}

// A remembered place on a screen that is gone (a projector unplugged) is fitted to this one.
TEST(Window, APlaceOffEveryScreenIsFittedToThisOne) {
  uiApp("fa");
  QSettings s;
  s.setValue("window/geometry", QRect(5000, 3000, 2560, 1440));
  s.setValue("window/maximized", false);
  app::MainWindow w(app::AppSettings{}, app::Autosave(scratchDir() + "/window2"));
  w.showWithSavedGeometry();
  const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
  EXPECT_TRUE(available.contains(w.geometry()));
  QSettings().remove("window");
}

}  // namespace
