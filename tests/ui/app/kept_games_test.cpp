// The app's own files when something goes wrong with them (issue 32): a game that ends on a full
// disk says its results were not added to the statistics; a kept game that cannot be discarded (a
// read-only folder) is told and not asked about again at every start; a kept game that cannot be
// resumed is set aside and leaves the chooser; a write the app was killed in the middle of leaves
// no temporary file for ever; a kept file of a game this build does not have is not offered as
// one, and a file that holds another game than its name says is set aside.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

#include <QAbstractButton>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <cerrno>
#include <cstring>

#include "ui/app/autosave.h"
#include "ui/app/game_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/statistics_store.h"
#include "ui/table/game_table.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

void writeBytes(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  f.write(bytes);
}

// Up to `moves` moves, each a different choice of the viewer's legal moves, or to the game's end.
void playVaried(app::MainWindow& w, int moves) {
  for (int i = 0; i < moves && !w.table()->controller().state().isTerminal(); ++i) {
    ASSERT_TRUE(settled(w));
    const auto legal = w.table()->controller().viewerLegal();
    ASSERT_FALSE(legal.empty());
    ASSERT_FALSE(w.table()->controller().submit(legal[i % legal.size()]).has_value());
  }
  ASSERT_TRUE(settled(w));
}

// A kept game of Zirkhaki with `moves` moves, written as the app writes it.
void keepAGame(const app::Autosave& kept, int moves, std::uint64_t seed) {
  app::MainWindow w(quietSettings(), kept);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, seed)).isEmpty());
  playVaried(w, moves);
  ASSERT_TRUE(kept.read("zirkhaki").has_value());
}

// Every modal dialog that comes up while it lives: its name and text, answered by `answer`
// (which presses a button; by default each is closed).
class Modals {
 public:
  explicit Modals(std::function<void(QDialog*)> answer = {}) : answer_(std::move(answer)) {
    timer_.setInterval(20);
    QObject::connect(&timer_, &QTimer::timeout, [this]() {
      auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget());
      if (!d || d == last_) return;
      last_ = d;
      auto* box = qobject_cast<QMessageBox*>(d);
      seen << d->objectName() + ": " + (box ? box->text() : QString());
      if (answer_)
        answer_(d);
      else
        d->reject();
    });
    timer_.start();
  }
  QStringList seen;

 private:
  std::function<void(QDialog*)> answer_;
  QTimer timer_;
  QPointer<QDialog> last_;
};

void press(QDialog* d, const QString& text) {
  for (auto* b : d->findChildren<QAbstractButton*>())
    if (b->text() == text) return b->click();
  d->reject();
}

// What the status bar shows a person: its visible labels that have room on screen.
QStringList notices(app::MainWindow& w) {
  QCoreApplication::processEvents();
  QStringList out;
  for (QLabel* l : w.statusBar()->findChildren<QLabel*>())
    if (l->isVisible() && l->width() > 20) out << l->text();
  return out;
}

// Makes every write of this process past `bytes` fail with EFBIG, as a full disk fails it.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    oldSignal_ = ::signal(SIGXFSZ, SIG_IGN);
    ::getrlimit(RLIMIT_FSIZE, &old_);
    rlimit small = old_;
    small.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &small);
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &old_);
    ::signal(SIGXFSZ, oldSignal_);
  }

 private:
  rlimit old_{};
  sighandler_t oldSignal_;
};

TEST(KeptGames, AGameEndingOnAFullDiskSaysItsResultsWereNotAddedToTheStatistics) {
  uiApp("en");
  ui::GameTable::setShowEndDialog(false);
  app::Autosave kept(freshDir("full"));
  app::MainWindow w(quietSettings(), kept);
  w.resize(1280, 720);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 41)).isEmpty());
  playVaried(w, 2);
  {
    FileSizeLimit limit(64);
    playVaried(w, 5000);
    ASSERT_TRUE(w.table()->controller().state().isTerminal());
    const QString shown = notices(w).join(" | ");
    EXPECT_TRUE(shown.contains("statistics") && shown.contains("the file is too large"))
        << "not told: " << shown.toStdString();
    EXPECT_FALSE(shown.contains("goes on")) << "the game is over: " << shown.toStdString();
  }
  // The next finished game writes both; the notice goes.
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 42)).isEmpty());
  playVaried(w, 5000);
  ASSERT_TRUE(w.table()->controller().state().isTerminal());
  EXPECT_TRUE(notices(w).isEmpty()) << notices(w).join(" | ").toStdString();
}

// A folder that refuses to delete: a read-only tmpfs when we may mount one (root), else a folder
// without write permission.
class ReadOnlyFolder {
 public:
  explicit ReadOnlyFolder(const QString& dir) : dir_(dir) {
    if (::geteuid() == 0) {
      mounted_ = ::mount("tmpfs", path(), "tmpfs", 0, "size=256k") == 0;
      why_ = mounted_ ? QString() : QString::fromUtf8(std::strerror(errno));
    }
  }
  bool usable() const { return ::geteuid() != 0 || mounted_; }
  QString why() const { return why_; }
  void makeReadOnly() {
    if (mounted_)
      ::mount("tmpfs", path(), "tmpfs", MS_REMOUNT | MS_RDONLY, "size=256k");
    else
      QFile::setPermissions(dir_, QFile::ReadOwner | QFile::ExeOwner);
  }
  ~ReadOnlyFolder() {
    if (mounted_)
      ::umount2(path(), MNT_DETACH);
    else
      QFile::setPermissions(dir_, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
  }

 private:
  const char* path() {
    local_ = dir_.toLocal8Bit();
    return local_.constData();
  }
  QString dir_;
  QByteArray local_;
  bool mounted_ = false;
  QString why_;
};

TEST(KeptGames, DiscardingInAReadOnlyFolderIsToldAndNotAskedAgainAtEveryStart) {
  uiApp("en");
  const QString dir = freshDir("read-only");
  ReadOnlyFolder folder(dir);
  if (!folder.usable()) GTEST_SKIP() << "cannot mount a tmpfs here: " << folder.why().toStdString();
  app::Autosave kept(dir);
  keepAGame(kept, 3, 51);
  const QByteArray before = bytesOf(kept.path("zirkhaki"));
  folder.makeReadOnly();
  {
    app::MainWindow w(quietSettings(), kept);
    w.show();
    Modals modals([](QDialog* d) {
      if (d->objectName() == "resumePrompt")
        press(d, "Discard it");
      else
        d->accept();
    });
    EXPECT_FALSE(w.offerResume());
    ASSERT_EQ(modals.seen.size(), 2) << modals.seen.join(" | ").toStdString();
    EXPECT_TRUE(modals.seen[1].contains("could not be discarded")) << modals.seen[1].toStdString();
  }
  EXPECT_EQ(bytesOf(kept.path("zirkhaki")), before);
  app::MainWindow again(quietSettings(), kept);
  again.show();
  Modals modals;
  EXPECT_FALSE(again.offerResume());
  EXPECT_TRUE(modals.seen.isEmpty()) << "asked again: " << modals.seen.join(" | ").toStdString();
  // It is still there to continue, from the chooser.
  EXPECT_TRUE(again.chooser()->findChild<QPushButton*>("continue-zirkhaki")->isVisible());
}

// A kept game whose moves stop being legal: Resume sets it aside, and the chooser no longer
// offers it; Continue does the same.
TEST(KeptGames, AKeptGameThatCannotBeResumedLeavesTheChooser) {
  uiApp("en");
  for (const bool fromChooser : {false, true}) {
    const QString dir = freshDir(fromChooser ? "illegal-continue" : "illegal-resume");
    app::Autosave kept(dir);
    Scenario bad = zirkhakiScenario(2, false, 61);
    bad.actions = {"draw", "draw", "no-such-move"};
    ASSERT_TRUE(kept.write(bad).isEmpty());
    app::MainWindow w(quietSettings(), kept);
    w.show();
    QPushButton* resume = w.chooser()->findChild<QPushButton*>("continue-zirkhaki");
    ASSERT_TRUE(resume->isVisible());
    Modals modals([](QDialog* d) {
      if (d->objectName() == "resumePrompt")
        press(d, "Resume");
      else
        d->accept();
    });
    if (fromChooser)
      resume->click();
    else
      EXPECT_FALSE(w.offerResume());
    EXPECT_EQ(w.table(), nullptr);
    ASSERT_FALSE(modals.seen.isEmpty());
    EXPECT_TRUE(modals.seen.last().contains("kept as")) << modals.seen.last().toStdString();
    EXPECT_FALSE(resume->isVisible()) << "a stale Continue";
    EXPECT_FALSE(QFile::exists(kept.path("zirkhaki")));
    EXPECT_EQ(QDir(dir).entryList({"unreadable-autosave-zirkhaki-*"}, QDir::Files).size(), 1);
  }
}

TEST(KeptGames, UnfinishedWritesOfOursAreCleanedUpWhenOld) {
  uiApp("en");
  const QString dir = freshDir("temporaries");
  const QDateTime old = QDateTime::currentDateTime().addSecs(-3600);
  const QStringList stale{"autosave-zirkhaki.mizbazi.tmp-AbC123", "statistics.json.tmp-x9Y8z7"};
  const QStringList keep{"autosave-rivals.mizbazi.tmp-Fresh1",  // being written just now
                         "notes.mizbazi.tmp-AbC123",            // not ours
                         "autosave-zirkhaki.mizbazi.tmp-toolong7", "autosave-zirkhaki.mizbazi"};
  for (const QString& name : stale + keep) {
    writeBytes(dir + "/" + name, "x");
    if (name != "autosave-rivals.mizbazi.tmp-Fresh1") {
      QFile f(dir + "/" + name);
      ASSERT_TRUE(f.open(QIODevice::ReadWrite));
      ASSERT_TRUE(f.setFileTime(old, QFileDevice::FileModificationTime));
    }
  }
  app::MainWindow w(quietSettings(), app::Autosave(dir));
  app::StatisticsStore statistics(dir);
  for (const QString& name : stale)
    EXPECT_FALSE(QFile::exists(dir + "/" + name)) << name.toStdString();
  for (const QString& name : keep)
    EXPECT_TRUE(QFile::exists(dir + "/" + name)) << name.toStdString();
}

// autosave-chess.mizbazi is no game of this build: never offered ("A game of chess…"), never
// moved (a build with it may resume it). A file named for Zirkhaki that holds Rivals is damaged.
TEST(KeptGames, AKeptFileOfAnUnknownOrAnotherGameIsNotOfferedAsOne) {
  uiApp("en");
  const QString dir = freshDir("unknown");
  app::Autosave kept(dir);
  const QByteArray chess = R"({"format": "mizbazi/1", "game": "chess", "actions": ["e4"]})";
  writeBytes(kept.path("chess"), chess);
  Scenario rivals = namedScenario("rivals", 2, false, 3);
  writeBytes(kept.path("zirkhaki"), QByteArray::fromStdString(scenarioToText(rivals)));
  writeBytes(dir + "/autosave-<img src=x>.mizbazi", chess);
  app::MainWindow w(quietSettings(), kept);
  w.show();
  Modals modals([](QDialog* d) { d->accept(); });
  EXPECT_FALSE(w.offerResume());
  ASSERT_EQ(modals.seen.size(), 1) << modals.seen.join(" | ").toStdString();
  EXPECT_FALSE(modals.seen[0].startsWith("resumePrompt")) << modals.seen[0].toStdString();
  EXPECT_TRUE(modals.seen[0].contains("another kind")) << modals.seen[0].toStdString();
  EXPECT_EQ(bytesOf(kept.path("chess")), chess);
  EXPECT_FALSE(QFile::exists(kept.path("zirkhaki")));
  EXPECT_FALSE(w.chooser()->findChild<QPushButton*>("continue-zirkhaki")->isVisible());
  EXPECT_FALSE(kept.games().contains("<img src=x>"));
}

}  // namespace
