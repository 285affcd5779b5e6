// The autosave survives a killed process: the real app plays (computers only), is killed with
// SIGKILL mid-game, and what it left behind is a complete, replayable game.
#include <gtest/gtest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>

#include "core/game_record.h"
#include "core/scenario.h"

using namespace mizbazi;

namespace {

TEST(AutosaveKill, KilledMidGameLeavesAReplayableSave) {
  QTemporaryDir home;
  ASSERT_TRUE(home.isValid());
  const QString config = home.filePath("config"), data = home.filePath("data");
  QDir().mkpath(config + "/Mizbazi");
  {
    QFile conf(config + "/Mizbazi/mizbazi.conf");
    ASSERT_TRUE(conf.open(QIODevice::WriteOnly));
    conf.write("[General]\nbotDelayMs=20\nanimationPercent=0\n");
  }
  QProcess app;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  env.insert("XDG_CONFIG_HOME", config);
  env.insert("XDG_DATA_HOME", data);
  app.setProcessEnvironment(env);
  app.start(MIZBAZI_APP_PATH, {"--new", "zirkhaki", "--all-computers", "--players", "4", "--seed",
                               "17", "--no-resume"});
  ASSERT_TRUE(app.waitForStarted(20000));

  const QString path = data + "/Mizbazi/mizbazi/autosave-zirkhaki.mizbazi";
  QElapsedTimer timer;
  timer.start();
  std::size_t seen = 0;
  while (timer.elapsed() < 60000 && seen < 15) {
    QThread::msleep(20);
    try {
      seen = loadScenarioFile(path.toStdString()).actions.size();
    } catch (...) {
      // Not written yet. (A half-written file would also land here and fail the test below.)
    }
  }
  app.kill();  // SIGKILL: no chance to tidy up
  app.waitForFinished(10000);
  ASSERT_GE(seen, 15u) << "the app did not autosave while playing";

  Scenario saved = loadScenarioFile(path.toStdString());
  EXPECT_GE(saved.actions.size(), 15u);
  Scenario start = saved;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  auto error = record.replay(saved.actions);
  EXPECT_FALSE(error.has_value()) << (error ? error->describe() : "");
  EXPECT_EQ(saved.players.size(), 4u);
  EXPECT_EQ(saved.players[0].kind, "bot");
}

}  // namespace
