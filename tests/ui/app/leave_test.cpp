// Never lose a game: an unfinished game leaves the table (New game, Leave, Open, closing the
// window) or is replaced (a new game of its kind, `mizbazi FILE`) only after the player answers
// save / discard / cancel; one kept game per kind; the chooser offers Continue on each.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QStackedWidget>

#include "app/autosave.h"
#include "app/game_chooser.h"
#include "app/main_window.h"
#include "app/settings.h"
#include "core/scenario.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

app::AppSettings quiet() {
  app::AppSettings s;
  s.animationPercent = 0;
  s.botDelayMs = 0;
  s.confirmPrivateViews = false;
  return s;
}

void play(app::MainWindow& w, int moves) {
  for (int i = 0; i < moves; ++i) {
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    auto legal = w.table()->controller().viewerLegal();
    ASSERT_FALSE(legal.empty());
    ASSERT_FALSE(w.table()->controller().submit(legal.front()).has_value());
  }
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
}

QString freshDir(const QString& name) {
  const QString dir = scratchDir() + "/leave-" + name;
  QDir(dir).removeRecursively();
  QDir().mkpath(dir);
  return dir;
}

QPushButton* continueButton(app::MainWindow& w, const QString& game) {
  return w.chooser()->findChild<QPushButton*>("continue-" + game);
}

TEST(Leave, LeavingAnUnfinishedGameAsksAndCancelKeepsItAtTheTable) {
  uiApp("en");
  app::Autosave kept(freshDir("cancel"));
  app::MainWindow w(quiet(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  play(w, 3);
  for (const char* leave : {"leaveAction", "newGameAction"}) {
    QString asked;
    whenModal([&](QWidget* box) {
      asked = box->objectName();
      box->findChild<QPushButton*>("cancel")->click();
    });
    w.findChild<QAction*>(leave)->trigger();
    EXPECT_EQ(asked, "leavePrompt") << leave;
    ASSERT_NE(w.table(), nullptr) << leave;
    EXPECT_EQ(w.table()->controller().match().actions().size(), 3u);
  }
}

TEST(Leave, SaveForLaterKeepsItAndTheChooserOffersContinue) {
  uiApp("en");
  app::Autosave kept(freshDir("save"));
  app::MainWindow w(quiet(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 21)).isEmpty());
  play(w, 4);
  const auto actions = w.table()->controller().match().actions();
  answerModal("save");
  w.findChild<QAction*>("leaveAction")->trigger();
  ASSERT_EQ(w.table(), nullptr);
  QPushButton* resume = continueButton(w, "zirkhaki");
  ASSERT_NE(resume, nullptr);
  EXPECT_TRUE(resume->isVisible());
  EXPECT_TRUE(resume->text().contains("4")) << resume->text().toStdString();
  resume->click();
  ASSERT_NE(w.table(), nullptr);
  EXPECT_EQ(w.table()->controller().match().actions(), actions);
}

TEST(Leave, DiscardForgetsIt) {
  uiApp("en");
  app::Autosave kept(freshDir("discard"));
  app::MainWindow w(quiet(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  play(w, 2);
  answerModal("discard");
  w.findChild<QAction*>("leaveAction")->trigger();
  EXPECT_EQ(w.table(), nullptr);
  EXPECT_FALSE(kept.read("zirkhaki").has_value());
  EXPECT_FALSE(continueButton(w, "zirkhaki")->isVisible());
}

TEST(Leave, ClosingTheWindowAsks) {
  uiApp("en");
  app::Autosave kept(freshDir("close"));
  app::MainWindow w(quiet(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  play(w, 2);
  answerModal("cancel");
  EXPECT_FALSE(w.close());
  EXPECT_TRUE(w.isVisible());
  answerModal("save");
  EXPECT_TRUE(w.close());
  ASSERT_TRUE(kept.read("zirkhaki").has_value());
  EXPECT_EQ(kept.read("zirkhaki")->actions.size(), 2u);
}

// One kept game per kind: a game of another kind never replaces it.
TEST(Leave, EachKindKeepsItsOwnGame) {
  uiApp("en");
  const QString dir = freshDir("kinds");
  app::Autosave kept(dir);
  Scenario other;
  other.game = "rivals";
  other.options["players"] = 2;
  other.seed = 3;
  other.actions = {};
  ASSERT_TRUE(kept.write(other).isEmpty());
  app::MainWindow w(quiet(), kept);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  play(w, 2);
  EXPECT_TRUE(kept.read("rivals").has_value());
  ASSERT_TRUE(kept.read("zirkhaki").has_value());
  EXPECT_EQ(kept.read("zirkhaki")->actions.size(), 2u);
  EXPECT_TRUE(kept.games().contains("rivals"));
  EXPECT_TRUE(kept.games().contains("zirkhaki"));
}

// A new game of the same kind, or `mizbazi FILE` of that kind, would replace the kept game: the
// player is asked first, and Cancel leaves it exactly as it was.
TEST(Leave, ReplacingAKeptGameOfTheSameKindAsks) {
  uiApp("en");
  const QString dir = freshDir("replace");
  app::Autosave kept(dir);
  {
    app::MainWindow first(quiet(), kept);
    first.setScripted(false);
    ASSERT_TRUE(first.openScenario(zirkhakiScenario(2, false, 5)).isEmpty());
    play(first, 3);
  }
  QFile keptFile(kept.path("zirkhaki"));
  ASSERT_TRUE(keptFile.open(QIODevice::ReadOnly));
  const QByteArray before = keptFile.readAll();
  keptFile.close();

  app::MainWindow w(quiet(), kept);
  w.show();
  EXPECT_TRUE(continueButton(w, "zirkhaki")->isVisible());
  QString asked;
  whenModal([&](QWidget* box) {
    asked = box->objectName();
    box->findChild<QPushButton*>("cancel")->click();
  });
  w.startScenario(zirkhakiScenario(3, false, 9));
  EXPECT_EQ(asked, "leavePrompt");
  EXPECT_EQ(w.table(), nullptr);

  // The command line's FILE of the same kind.
  const QString file = dir + "/lesson.mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(file, zirkhakiScenario(2, false, 13)).isEmpty());
  asked.clear();
  whenModal([&](QWidget* box) {
    asked = box->objectName();
    box->findChild<QPushButton*>("cancel")->click();
  });
  w.startFile(file);
  EXPECT_EQ(asked, "leavePrompt");
  EXPECT_EQ(w.table(), nullptr);
  ASSERT_TRUE(keptFile.open(QIODevice::ReadOnly));
  EXPECT_EQ(keptFile.readAll(), before);
  keptFile.close();

  answerModal("discard");  // "Replace it"
  EXPECT_TRUE(w.startFile(file).isEmpty());
  ASSERT_NE(w.table(), nullptr);
  EXPECT_EQ(kept.read("zirkhaki")->seed, std::optional<std::uint64_t>(13));
}

// The kept game of an older version (one autosave.mizbazi for all games) goes to its game.
TEST(Leave, AnOlderSingleAutosaveIsGivenToItsGame) {
  uiApp("en");
  const QString dir = freshDir("old");
  ASSERT_TRUE(
      app::writeScenarioFile(dir + "/autosave.mizbazi", zirkhakiScenario(2, false, 8)).isEmpty());
  app::Autosave kept(dir);
  EXPECT_EQ(kept.games(), QStringList{"zirkhaki"});
  ASSERT_TRUE(kept.read("zirkhaki").has_value());
  EXPECT_EQ(kept.read("zirkhaki")->seed, std::optional<std::uint64_t>(8));
}

}  // namespace
