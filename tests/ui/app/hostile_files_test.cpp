// Files someone else made, opened in the app (issue 32): a lesson's check runs off the UI thread,
// and what the engine refuses of a file as a whole (a folder, a device, a file beyond the format's
// limits, a lesson too costly to check, a lesson with a bad step) is told as what it is, in the
// user's language, where it used to be "damaged at line 1, column 1" or "not a Mizbazi game".
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <QDir>
#include <QFile>
#include <QTimer>

#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/bidi.h"
#include "ui/table/lesson_runner.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QString hostileFile(const QString& name) {
  return QStringLiteral(MIZBAZI_SOURCE_DIR "/tests/hostile/") + name;
}

std::unique_ptr<app::MainWindow> hostileWindow() {
  app::AppSettings quiet;
  quiet.animationPercent = 0;
  quiet.botDelayMs = 0;
  auto w = std::make_unique<app::MainWindow>(quiet, app::Autosave(scratchDir() + "/hostile"));
  w->setScripted(true);
  return w;
}

// The app checked a lesson on the UI thread, frozen for as long as the check took (for ever, for
// some files). Now the window's events go on while it is checked: an event posted before the
// lesson is opened is handled before the opening returns.
TEST(HostileFilesInTheApp, ALessonIsCheckedWhileTheWindowGoesOnWithItsEvents) {
  uiApp("en");
  auto w = hostileWindow();
  bool opened = false, handledWhileOpening = false;
  QTimer::singleShot(0, w.get(), [&]() { handledWhileOpening = !opened; });
  const QString error = w->openFile(hostileFile("lesson-same-move-eight-times.accepted.json"));
  opened = true;
  EXPECT_TRUE(error.isEmpty()) << error.toStdString();
  EXPECT_NE(w->lessonRunner(), nullptr);
  EXPECT_TRUE(handledWhileOpening);
  uiApp("fa");
}

TEST(HostileFilesInTheApp, WhatIsRefusedOfAFileAsAWholeIsToldAsWhatItIs) {
  uiApp("en");
  auto w = hostileWindow();
  const QString folder = scratchDir() + "/a-folder.mizbazi";
  QDir().mkpath(folder);
  const QString fifo = scratchDir() + "/a-fifo.mizbazi";
  ASSERT_EQ(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
  const QString large = scratchDir() + "/large.mizbazi";
  {
    QFile f(large);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(R"({"game": "zirkhaki"})").leftJustified(4 * 1024 * 1024 + 1, ' '));
  }
  const std::vector<std::pair<QString, QString>> cases = {
      {folder, "a-folder.mizbazi is a folder, not a game or lesson file."},
      {fifo, "a-fifo.mizbazi is not an ordinary file on the disk, so it was not read."},
      {QStringLiteral("/dev/zero"),
       "zero is not an ordinary file on the disk, so it was not read."},
      {large, "large.mizbazi is far larger than any game or lesson file, so it was not opened."},
      {hostileFile("lesson-alternatives-double-each-round.json"),
       "lesson-alternatives-double-each-round.json is a lesson whose choices lead to too many "
       "different games to check, so it was not opened."},
      {hostileFile("lesson-one-bad-step.json"),
       "lesson-one-bad-step.json is a lesson with a mistake in its steps (at "
       "lesson.steps[1].play)."},
  };
  for (const auto& [path, told] : cases) {
    const QString text = w->openFile(path);
    // The names come isolated for right-to-left text: compare without the isolates.
    EXPECT_EQ(ui::withoutIsolates(text).toStdString(), told.toStdString());
    EXPECT_EQ(w->table(), nullptr) << path.toStdString();
  }
  uiApp("fa");
  const QString persian = w->openFile(folder);
  EXPECT_TRUE(persian.contains(QString::fromUtf8("یک پوشه است"))) << persian.toStdString();
}

}  // namespace
