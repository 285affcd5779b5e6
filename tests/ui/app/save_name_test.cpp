// Save As suggests a real name (the game and the date), never just the Documents folder; the
// window's title shows the file's name.
#include <gtest/gtest.h>

#include <QAction>
#include <QFileDialog>
#include <QLineEdit>

#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

TEST(SaveName, TheGameAndTheDateInTheUiLanguage) {
  uiApp("en");
  const Scenario s = zirkhakiScenario(2, false);
  EXPECT_EQ(app::MainWindow::suggestedFileName(s, QDate(2026, 11, 23)),
            "Zirkhaki 2026-11-23.mizbazi");
  uiApp("fa");
  // The solar date in Persian digits: 2 Azar 1405.
  EXPECT_EQ(app::MainWindow::suggestedFileName(s, QDate(2026, 11, 23)),
            QString::fromUtf8("زیرخاکی ۱۴۰۵-۰۹-۰۲.mizbazi"));
}

TEST(SaveName, SaveAsSuggestsTheNameAndTheTitleShowsTheFile) {
  uiApp("en");
  app::AppSettings quiet;
  quiet.animationPercent = 0;
  app::MainWindow w(quiet, app::Autosave(scratchDir() + "/savename"));
  w.setScripted(true);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  EXPECT_TRUE(w.windowTitle().startsWith("Zirkhaki"));
  const QString target = scratchDir() + "/class game.mizbazi";
  QString suggested;
  whenModal([&](QWidget* modal) {
    auto* dialog = qobject_cast<QFileDialog*>(modal);
    ASSERT_NE(dialog, nullptr);
    suggested = dialog->selectedFiles().value(0);
    // Typed into the name field, as a person does (a selection made while the dialog still reads
    // the folder may be replaced by its own once the folder is read).
    auto* name = dialog->findChild<QLineEdit*>("fileNameEdit");
    ASSERT_NE(name, nullptr);
    name->setText(target);
    QMetaObject::invokeMethod(dialog, "accept");
  });
  w.findChild<QAction*>("saveAsAction")->trigger();
  const QString expected =
      app::MainWindow::suggestedFileName(*w.currentScenario(), QDate::currentDate());
  EXPECT_TRUE(suggested.endsWith("/" + expected)) << suggested.toStdString();
  EXPECT_EQ(w.currentPath(), target);
  EXPECT_TRUE(w.windowTitle().startsWith("class game.mizbazi")) << w.windowTitle().toStdString();
}

}  // namespace
