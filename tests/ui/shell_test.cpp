// The app shell: starts right-to-left in Persian with the bundled font and Persian digits,
// switches to English, answers --version/--help without a display, refuses bad files cleanly.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QLocale>
#include <QProcess>
#include <QStyleFactory>
#include <QStyleOption>
#include <QToolButton>
#include <memory>

#include "ui/app/app_style.h"
#include "ui/app/autosave.h"
#include "ui/app/game_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/raster_icon.h"
#include "ui/app/settings.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

app::MainWindow* newWindow() {
  return new app::MainWindow(app::AppSettings{},
                             app::Autosave(mizbazi::testing::scratchDir() + "/shell"));
}

TEST(AppShell, StartsRightToLeftInPersianWithVazirmatnAndPersianDigits) {
  mizbazi::testing::uiApp("fa");
  std::unique_ptr<app::MainWindow> w(newWindow());
  w->show();
  EXPECT_EQ(QApplication::layoutDirection(), Qt::RightToLeft);
  EXPECT_TRUE(w->isRightToLeft());
  EXPECT_EQ(QApplication::font().family(), "Vazirmatn");
  EXPECT_EQ(QLocale().toString(7), QString::fromUtf8("۷"));
  // The title is translated, not the English source.
  EXPECT_EQ(w->windowTitle(), QString::fromUtf8("میزبازی"));
}

TEST(AppShell, EnglishIsSelectableAndLeftToRight) {
  mizbazi::testing::uiApp("en");
  std::unique_ptr<app::MainWindow> w(newWindow());
  EXPECT_EQ(QApplication::layoutDirection(), Qt::LeftToRight);
  EXPECT_EQ(w->windowTitle(), "Mizbazi");
  EXPECT_EQ(QLocale().toString(7), "7");
  mizbazi::testing::uiApp("fa");
}

TEST(AppShell, ReverseOptionMirrorsEitherLanguage) {
  mizbazi::testing::uiApp("fa", true);
  EXPECT_EQ(QApplication::layoutDirection(), Qt::LeftToRight);
  mizbazi::testing::uiApp("en", true);
  EXPECT_EQ(QApplication::layoutDirection(), Qt::RightToLeft);
  mizbazi::testing::uiApp("fa");
}

// The chooser is built from the tables that registered themselves (generated list), in the order
// of MIZBAZI_GAMES; every one of them can be started.
TEST(AppShell, ChooserOffersEveryRegisteredTableInOrder) {
  mizbazi::testing::uiApp("fa");
  std::unique_ptr<app::MainWindow> w(newWindow());
  const auto& entries = ui::TableRegistry::instance().entries();
  ASSERT_FALSE(entries.isEmpty());
  QStringList shown;
  for (auto* b : w->chooser()->findChildren<QToolButton*>()) {
    if (b->objectName().startsWith("game-")) shown << b->objectName().mid(5);
  }
  QStringList registered;
  for (const auto& e : entries) {
    registered << e.gameId;
    auto* b = w->chooser()->findChild<QToolButton*>("game-" + e.gameId);
    ASSERT_NE(b, nullptr) << e.gameId.toStdString();
    EXPECT_TRUE(b->isEnabled());
    EXPECT_TRUE(b->text().startsWith(e.name())) << b->text().toStdString();
  }
  EXPECT_EQ(shown, registered);
}

TEST(AppShell, VersionAndHelpWorkWithoutADisplay) {
  for (const char* option : {"--version", "--help"}) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    p.setProcessEnvironment(env);
    p.start(MIZBAZI_APP_PATH, {option, "--lang", "en"});
    ASSERT_TRUE(p.waitForFinished(20000));
    EXPECT_EQ(p.exitCode(), 0) << option;
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    if (QString(option) == "--version")
      EXPECT_TRUE(out.startsWith("mizbazi 0."));
    else
      EXPECT_TRUE(out.contains("Usage: mizbazi"));
  }
}

TEST(AppShell, UnknownOptionIsOneLineAndExitCode2) {
  QProcess p;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  p.setProcessEnvironment(env);
  p.start(MIZBAZI_APP_PATH, {"--no-such-option"});
  ASSERT_TRUE(p.waitForFinished(20000));
  EXPECT_EQ(p.exitCode(), 2);
  const QStringList lines =
      QString::fromUtf8(p.readAllStandardError()).split('\n', Qt::SkipEmptyParts);
  ASSERT_FALSE(lines.isEmpty());
  EXPECT_TRUE(lines.last().contains("--no-such-option"));
}

TEST(AppShell, MalformedFileIsRefusedWithAReasonAndNoTable) {
  mizbazi::testing::uiApp("fa");
  std::unique_ptr<app::MainWindow> w(newWindow());
  const QString path = mizbazi::testing::scratchDir() + "/broken.mizbazi";
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly));
  f.write("{ \"format\": \"mizbazi/1\", \"game\": ");
  f.close();
  const QString error = w->openFile(path);
  EXPECT_FALSE(error.isEmpty());
  EXPECT_FALSE(error.contains('\n'));
  EXPECT_EQ(w->table(), nullptr);
}

TEST(AppShell, UnknownGameIsRefused) {
  mizbazi::testing::uiApp("fa");
  std::unique_ptr<app::MainWindow> w(newWindow());
  Scenario s;
  s.game = "chess";
  EXPECT_FALSE(w->openScenario(s).isEmpty());
  EXPECT_EQ(w->table(), nullptr);
}

// The app's style is Fusion with the menu bar's extension arrow read as PNG: the same pictures
// as Fusion's, in either direction, and a rendered PNG reads as QPixmap reads it.
TEST(AppShell, StyleDrawsFusionsArrowAndPngsReadAsQPixmapReadsThem) {
  mizbazi::testing::uiApp("fa");
  const std::unique_ptr<QStyle> ours(app::createAppStyle());
  const std::unique_ptr<QStyle> fusion(QStyleFactory::create("Fusion"));
  for (Qt::LayoutDirection direction : {Qt::RightToLeft, Qt::LeftToRight}) {
    QStyleOption option;
    option.direction = direction;
    const QIcon mine = ours->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton, &option);
    const QIcon theirs = fusion->standardIcon(QStyle::SP_ToolBarHorizontalExtensionButton, &option);
    ASSERT_FALSE(theirs.availableSizes().isEmpty());
    EXPECT_EQ(mine.availableSizes(), theirs.availableSizes());
    for (const QSize& size : theirs.availableSizes()) {
      for (QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled})
        EXPECT_EQ(mine.pixmap(size, mode).toImage(), theirs.pixmap(size, mode).toImage())
            << size.width() << "x" << size.height() << " mode " << mode;
    }
  }
  // Other pictures are Fusion's own.
  EXPECT_EQ(ours->standardIcon(QStyle::SP_TitleBarCloseButton).pixmap(16).toImage(),
            fusion->standardIcon(QStyle::SP_TitleBarCloseButton).pixmap(16).toImage());
  const QString png = ":/raster/icons/mizbazi-32x32.png";
  ASSERT_TRUE(QFile::exists(png));
  const QImage read = app::readPng(png).toImage();
  EXPECT_FALSE(read.isNull());
  EXPECT_EQ(read, QPixmap(png).toImage());
  EXPECT_EQ(read.format(), QPixmap(png).toImage().format());
}

}  // namespace
