// A full disk or a failing write never costs a save: the old file stays whole, the user is told in
// their language, the game goes on in memory and the autosave is retried after the next move. An
// autosave that cannot be read is set aside (kept) and told, never a crash at every start.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QTimer>
#include <cerrno>
#include <cstring>

#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "zirkhaki_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

ZirkhakiTable* tableOf(app::MainWindow& w) {
  return static_cast<ZirkhakiTable*>(w.table());
}

void playSome(ZirkhakiTable& t, int actions) {
  for (int i = 0; i < actions && !t.model().finished; ++i) {
    const QStringList legal = t.model().legal;
    ASSERT_FALSE(legal.isEmpty());
    ASSERT_TRUE(t.perform(legal.contains("draw") ? "draw" : legal.last()));
    ASSERT_TRUE(settle(t));
  }
}

QByteArray readBytes(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

// Files a failed write might leave behind (the writer's temporary files).
QStringList strays(const QString& dir) {
  return QDir(dir).entryList({"*.tmp-*"}, QDir::Files);
}

// Makes every write of this process past `bytes` fail with EFBIG, as a full disk would fail it.
class FileSizeLimit {
 public:
  explicit FileSizeLimit(rlim_t bytes) {
    old_signal_ = ::signal(SIGXFSZ, SIG_IGN);
    ::getrlimit(RLIMIT_FSIZE, &old_);
    rlimit small = old_;
    small.rlim_cur = bytes;
    ::setrlimit(RLIMIT_FSIZE, &small);
  }
  ~FileSizeLimit() {
    ::setrlimit(RLIMIT_FSIZE, &old_);
    ::signal(SIGXFSZ, old_signal_);
  }

 private:
  rlimit old_{};
  sighandler_t old_signal_;
};

// The text of the next message box, which it then closes (the app's dialogs are modal).
class MessageCatcher {
 public:
  MessageCatcher() {
    timer_.setInterval(20);
    QObject::connect(&timer_, &QTimer::timeout, [this]() {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
        text_ = box->text();
        box->accept();
      }
    });
    timer_.start();
  }
  QString text() const { return text_; }

 private:
  QTimer timer_;
  QString text_;
};

TEST(SaveFailure, AFailedWriteKeepsBothSavesAndTellsTheUser) {
  uiApp("en");
  ZirkhakiTable::setShowEndDialog(false);
  const QString dir = scratchDir() + "/inject";
  app::Autosave autosave(dir);
  app::MainWindow w(quietSettings(), autosave);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 77)).isEmpty());
  ZirkhakiTable* t = tableOf(w);
  playSome(*t, 3);
  const QString mine = dir + "/mine.mizbazi";
  ASSERT_TRUE(w.saveTo(mine).isEmpty());
  const QByteArray goodSave = readBytes(mine), goodAutosave = readBytes(autosave.path("zirkhaki"));
  ASSERT_GT(goodAutosave.size(), 100);
  EXPECT_TRUE(w.autosaveWarning()->isHidden());
  {
    FileSizeLimit limit(64);
    const QString error = w.saveTo(mine);
    EXPECT_TRUE(error.contains("Could not save: the file is too large")) << error.toStdString();
    EXPECT_EQ(readBytes(mine), goodSave) << "File → Save replaced a good save with a bad one";

    playSome(*t, 2);  // the game goes on in memory
    EXPECT_EQ(t->controller().record().actions().size(), 5u);
    EXPECT_EQ(readBytes(autosave.path("zirkhaki")), goodAutosave) << "the autosave was damaged";
    EXPECT_FALSE(w.autosaveWarning()->isHidden()) << "the failed autosave was not told";
    EXPECT_TRUE(w.autosaveWarning()->text().contains("the file is too large"))
        << w.autosaveWarning()->text().toStdString();
    EXPECT_TRUE(strays(dir).isEmpty()) << strays(dir).join(", ").toStdString();
  }
  playSome(*t, 1);  // the next move writes it again
  auto saved = autosave.read("zirkhaki");
  ASSERT_TRUE(saved.has_value());
  EXPECT_EQ(saved->actions, t->controller().record().actions());
  EXPECT_TRUE(w.autosaveWarning()->isHidden());
}

// A real full disk: a 64 KiB tmpfs filled up. Needs root (mount); otherwise the injected failure
// above covers the same code.
TEST(SaveFailure, AFullDiskKeepsTheAutosaveAndTellsTheUserInPersian) {
  if (::geteuid() != 0) GTEST_SKIP() << "not root: cannot mount a small tmpfs to fill";
  uiApp("fa");
  ZirkhakiTable::setShowEndDialog(false);
  const QString dir = scratchDir() + "/tmpfs";
  QDir().mkpath(dir);
  if (::mount("tmpfs", dir.toLocal8Bit().constData(), "tmpfs", 0, "size=64k") != 0) {
    GTEST_SKIP() << "cannot mount a tmpfs here: " << std::strerror(errno);
  }
  struct Unmount {
    QString dir;
    ~Unmount() { ::umount2(dir.toLocal8Bit().constData(), MNT_DETACH); }
  } unmount{dir};

  app::Autosave autosave(dir);
  app::MainWindow w(quietSettings(), autosave);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 78)).isEmpty());
  ZirkhakiTable* t = tableOf(w);
  playSome(*t, 2);
  const QByteArray good = readBytes(autosave.path("zirkhaki"));
  ASSERT_TRUE(autosave.read("zirkhaki").has_value());

  // Fill the disk to the last byte.
  const QString filler = dir + "/filler";
  {
    QFile f(filler);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Unbuffered));
    const QByteArray block(512, 'x');
    while (f.write(block) == block.size()) {
    }
    while (f.write("x", 1) == 1) {
    }
  }
  playSome(*t, 2);
  EXPECT_EQ(readBytes(autosave.path("zirkhaki")), good) << "a full disk damaged the autosave";
  EXPECT_FALSE(w.autosaveWarning()->isHidden());
  EXPECT_TRUE(w.autosaveWarning()->text().contains(QString::fromUtf8("دیسک پر است")))
      << w.autosaveWarning()->text().toStdString();
  EXPECT_TRUE(strays(dir).isEmpty());

  QFile::remove(filler);
  playSome(*t, 1);
  auto saved = autosave.read("zirkhaki");
  ASSERT_TRUE(saved.has_value());
  EXPECT_EQ(saved->actions, t->controller().record().actions());
  EXPECT_TRUE(w.autosaveWarning()->isHidden());
}

TEST(SaveFailure, AnUnreadableAutosaveIsSetAsideAndTold) {
  uiApp("en");
  const QString dir = scratchDir() + "/unreadable";
  QDir().mkpath(dir);
  app::Autosave autosave(dir);
  // Seven bytes that used to abort the app at every start.
  for (const QByteArray& bad : {QByteArray("[1e400]"), QByteArray("{\"game\": \"zirkhaki\", "
                                                                  "\"game\": \"rivals\"}")}) {
    {
      QFile f(autosave.path("zirkhaki"));
      ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
      f.write(bad);
    }
    app::MainWindow w(quietSettings(), autosave);
    MessageCatcher catcher;
    EXPECT_FALSE(w.offerResume());
    EXPECT_TRUE(catcher.text().contains("The file was kept as")) << catcher.text().toStdString();
    EXPECT_FALSE(QFile::exists(autosave.path("zirkhaki")))
        << "it would be met again at the next start";
    const QStringList kept = QDir(dir).entryList({"unreadable-autosave-*.mizbazi"}, QDir::Files);
    ASSERT_FALSE(kept.isEmpty());
    bool found = false;
    for (const QString& name : kept) found = found || readBytes(dir + "/" + name) == bad;
    EXPECT_TRUE(found) << "the unreadable file was not kept";
    EXPECT_FALSE(w.offerResume()) << "nothing is left to offer";
  }
}

}  // namespace
