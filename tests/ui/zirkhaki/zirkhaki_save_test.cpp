// Save, quit and resume reproduce the table; the autosave follows every action.
#include <gtest/gtest.h>

#include <QDir>

#include "core/scenario.h"
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
    // Mostly draw, bank now and then: a varied table (fields, discard, rings).
    QString a = legal.contains("bank") && i % 4 == 3 ? "bank" : legal.last();
    ASSERT_TRUE(t.perform(a)) << a.toStdString();
    ASSERT_TRUE(settle(t));
  }
}

TEST(ZirkhakiSave, SaveQuitAndOpenReproduceTheTable) {
  uiApp("fa");
  ZirkhakiTable::setShowEndDialog(false);
  const QString dir = scratchDir() + "/save";
  QDir().mkpath(dir);
  const QString path = dir + "/game.mizbazi";
  std::string dump;
  std::map<std::string, QStringList> piles;
  QString status;
  {
    app::MainWindow w(quietSettings(), app::Autosave(dir + "/auto1"));
    Scenario s = zirkhakiScenario(3, false, 41);
    s.options["rings"] = true;
    ASSERT_TRUE(w.openScenario(s).isEmpty());
    ZirkhakiTable* t = tableOf(w);
    ASSERT_TRUE(settle(*t));
    playSome(*t, 30);
    ASSERT_TRUE(w.saveTo(path).isEmpty());
    dump = stateDump(*t);
    piles = pilesAsSeen(*t);
    status = t->statusText();
  }  // quit
  app::MainWindow w2(quietSettings(), app::Autosave(dir + "/auto2"));
  ASSERT_TRUE(w2.openFile(path).isEmpty()) << w2.lastError().toStdString();
  ZirkhakiTable* t2 = tableOf(w2);
  ASSERT_TRUE(settle(*t2));
  EXPECT_EQ(stateDump(*t2), dump);
  EXPECT_EQ(pilesAsSeen(*t2), piles);
  EXPECT_EQ(t2->statusText(), status);
}

TEST(ZirkhakiSave, AutosaveFollowsEveryActionAndResumes) {
  uiApp("fa");
  ZirkhakiTable::setShowEndDialog(false);
  const QString dir = scratchDir() + "/auto";
  app::Autosave autosave(dir);
  std::string dump;
  std::map<std::string, QStringList> piles;
  {
    app::MainWindow w(quietSettings(), autosave);
    ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 77)).isEmpty());
    ZirkhakiTable* t = tableOf(w);
    for (int i = 0; i < 12; ++i) {
      playSome(*t, 1);
      auto saved = autosave.read("zirkhaki");
      ASSERT_TRUE(saved.has_value());
      EXPECT_EQ(saved->actions, t->controller().record().actions());
    }
    dump = stateDump(*t);
    piles = pilesAsSeen(*t);
  }
  // The next start finds the interrupted game and resumes it exactly.
  app::MainWindow w2(quietSettings(), autosave);
  auto saved = autosave.read("zirkhaki");
  ASSERT_TRUE(saved.has_value());
  ASSERT_TRUE(w2.openScenario(*saved).isEmpty());
  ASSERT_TRUE(settle(*tableOf(w2)));
  EXPECT_EQ(stateDump(*tableOf(w2)), dump);
  EXPECT_EQ(pilesAsSeen(*tableOf(w2)), piles);
}

TEST(ZirkhakiSave, AFinishedGameLeavesNothingToResume) {
  uiApp("fa");
  ZirkhakiTable::setShowEndDialog(false);
  const QString dir = scratchDir() + "/finished";
  app::Autosave autosave(dir);
  app::AppSettings s = quietSettings();
  app::MainWindow w(s, autosave);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, true, 5)).isEmpty());
  ASSERT_TRUE(waitUntil(
      [&] { return tableOf(w)->controller().state().isTerminal() && tableOf(w)->isSettled(); },
      120000));
  EXPECT_FALSE(autosave.read("zirkhaki").has_value());
}

}  // namespace
