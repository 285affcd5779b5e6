// Never lose a game: an unfinished game leaves the table (New game, Leave, Open, closing the
// window) or is replaced (a new game of its kind, `mizbazi FILE`) only after the player answers
// save / discard / cancel; one kept game per kind; the chooser offers Continue on each.
#include <gtest/gtest.h>

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStackedWidget>

#include "core/scenario.h"
#include "ui/app/autosave.h"
#include "ui/app/game_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QPushButton* continueButton(app::MainWindow& w, const QString& game) {
  return w.chooser()->findChild<QPushButton*>("continue-" + game);
}

TEST(Leave, LeavingAnUnfinishedGameAsksAndCancelKeepsItAtTheTable) {
  uiApp("en");
  app::Autosave kept(freshDir("cancel"));
  app::MainWindow w(quietSettings(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 3);
  for (const char* leave : {"leaveAction", "newGameAction"}) {
    QString asked;
    whenModal([&](QWidget* box) {
      asked = box->objectName();
      box->findChild<QPushButton*>("cancel")->click();
    });
    w.findChild<QAction*>(leave)->trigger();
    EXPECT_EQ(asked, "leavePrompt") << leave;
    ASSERT_NE(w.table(), nullptr) << leave;
    EXPECT_EQ(w.table()->controller().record().actions().size(), 3u);
  }
}

TEST(Leave, SaveForLaterKeepsItAndTheChooserOffersContinue) {
  uiApp("en");
  app::Autosave kept(freshDir("save"));
  app::MainWindow w(quietSettings(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false, 21)).isEmpty());
  playFirstMoves(w, 4);
  const auto actions = w.table()->controller().record().actions();
  answerModal("save");
  w.findChild<QAction*>("leaveAction")->trigger();
  ASSERT_EQ(w.table(), nullptr);
  QPushButton* resume = continueButton(w, "zirkhaki");
  ASSERT_NE(resume, nullptr);
  EXPECT_TRUE(resume->isVisible());
  EXPECT_TRUE(resume->text().contains("4")) << resume->text().toStdString();
  resume->click();
  ASSERT_NE(w.table(), nullptr);
  EXPECT_EQ(w.table()->controller().record().actions(), actions);
}

TEST(Leave, DiscardForgetsIt) {
  uiApp("en");
  app::Autosave kept(freshDir("discard"));
  app::MainWindow w(quietSettings(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 2);
  answerModal("discard");
  w.findChild<QAction*>("leaveAction")->trigger();
  EXPECT_EQ(w.table(), nullptr);
  EXPECT_FALSE(kept.read("zirkhaki").has_value());
  EXPECT_FALSE(continueButton(w, "zirkhaki")->isVisible());
}

TEST(Leave, ClosingTheWindowAsks) {
  uiApp("en");
  app::Autosave kept(freshDir("close"));
  app::MainWindow w(quietSettings(), kept);
  w.show();
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 2);
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
  app::MainWindow w(quietSettings(), kept);
  ASSERT_TRUE(w.openScenario(zirkhakiScenario(2, false)).isEmpty());
  playFirstMoves(w, 2);
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
    app::MainWindow first(quietSettings(), kept);
    first.setScripted(false);
    ASSERT_TRUE(first.openScenario(zirkhakiScenario(2, false, 5)).isEmpty());
    playFirstMoves(first, 3);
  }
  QFile keptFile(kept.path("zirkhaki"));
  ASSERT_TRUE(keptFile.open(QIODevice::ReadOnly));
  const QByteArray before = keptFile.readAll();
  keptFile.close();

  app::MainWindow w(quietSettings(), kept);
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

// Answers the leave prompts that come up, in order, each by the name of its button; then, when
// the start is to fail, the error box that follows with OK.
void answerInTurn(QStringList buttons, bool thenAnError = true) {
  if (buttons.isEmpty() && !thenAnError) return;
  whenModal([buttons, thenAnError](QWidget* modal) mutable {
    if (modal->objectName() == "leavePrompt" && !buttons.isEmpty()) {
      const QString button = buttons.takeFirst();
      answerInTurn(buttons, thenAnError);  // armed for the next one before this one closes
      modal->findChild<QPushButton*>(button)->click();
      return;
    }
    static_cast<QDialog*>(modal)->accept();
  });
}

// A game the engine refuses to set up (so the start fails after the questions were answered).
Scenario refused(const std::string& game) {
  Scenario s = namedScenario(game, 2, false, 4);
  s.options["players"] = 99;
  return s;
}

// Nothing kept may be replaced until its replacement has started: a start that fails, a file
// that is refused and a cancelled dialog leave every kept game exactly as it was, byte for byte,
// whatever was answered (issue 31).
TEST(Leave, AFailedStartLeavesEveryKeptGameAsItWas) {
  uiApp("en");
  const QString dir = freshDir("failed-start");
  app::Autosave kept(dir);
  {
    app::MainWindow first(quietSettings(), kept);
    ASSERT_TRUE(first.openScenario(namedScenario("rivals", 2, false, 5)).isEmpty());
    playFirstMoves(first, 2);
    ASSERT_TRUE(first.openScenario(zirkhakiScenario(2, false, 6)).isEmpty());
    playFirstMoves(first, 3);
  }
  QByteArray zirkhaki = bytesOf(kept.path("zirkhaki"));
  const QByteArray rivals = bytesOf(kept.path("rivals"));
  ASSERT_TRUE(kept.read("rivals").has_value());
  auto unchanged = [&](const char* what) {
    EXPECT_EQ(bytesOf(kept.path("zirkhaki")), zirkhaki) << what;
    EXPECT_EQ(bytesOf(kept.path("rivals")), rivals) << what;
  };
  app::MainWindow w(quietSettings(), kept);
  w.show();

  // From the chooser: "Replace it", then the start fails.
  answerInTurn({"discard"});
  EXPECT_FALSE(w.startScenario(refused("zirkhaki")).isEmpty());
  EXPECT_EQ(w.table(), nullptr);
  unchanged("a failed start from the chooser");
  EXPECT_TRUE(continueButton(w, "zirkhaki")->isVisible());

  // A refused file of that kind (its third move is no move).
  Scenario illegal = zirkhakiScenario(2, false, 7);
  illegal.actions = {"draw", "draw", "no-such-move"};
  const QString file = dir + "/illegal.mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(file, illegal).isEmpty());
  answerInTurn({"discard"});
  EXPECT_FALSE(w.startFile(file).isEmpty());
  unchanged("a refused file");

  // A cancelled new-game dialog.
  whenModal([](QWidget* dialog) { static_cast<QDialog*>(dialog)->reject(); });
  w.showNewGameDialog("zirkhaki");
  unchanged("a cancelled dialog");

  // At the table, the unfinished game of Zirkhaki: another of its kind that fails ("Replace it"),
  // and a game of Rivals that fails (this one discarded, the kept Rivals replaced).
  continueButton(w, "zirkhaki")->click();
  ASSERT_NE(w.table(), nullptr);
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
  zirkhaki = bytesOf(kept.path("zirkhaki"));  // written again as it was resumed
  ASSERT_TRUE(kept.read("zirkhaki").has_value());
  answerInTurn({"discard"});
  EXPECT_FALSE(w.startScenario(refused("zirkhaki")).isEmpty());
  ASSERT_NE(w.table(), nullptr);
  unchanged("a failed start of the same kind at the table");
  answerInTurn({"discard", "discard"});
  EXPECT_FALSE(w.startScenario(refused("rivals")).isEmpty());
  ASSERT_NE(w.table(), nullptr);
  EXPECT_EQ(w.table()->controller().record().actions().size(), 3u);
  unchanged("a failed start of another kind at the table");

  // The same answers with a start that succeeds: the table's game goes, and the kept game of
  // Rivals is replaced by the new one.
  answerInTurn({"discard", "discard"}, false);
  EXPECT_TRUE(w.startScenario(namedScenario("rivals", 2, false, 8)).isEmpty());
  EXPECT_FALSE(QFile::exists(kept.path("zirkhaki")));
  ASSERT_TRUE(kept.read("rivals").has_value());
  EXPECT_EQ(kept.read("rivals")->seed, std::optional<std::uint64_t>(8));
}

// A kept game gone since the chooser was drawn is told as such; a path inside a sentence reads
// left to right whatever the language around it.
TEST(Leave, AKeptGameThatCannotBeContinuedIsToldWithItsReasonAndItsPath) {
  uiApp("fa");
  const QString dir = freshDir("vanished") + QString::fromUtf8("/بازی‌ها");
  app::Autosave kept(dir);
  ASSERT_TRUE(kept.write(zirkhakiScenario(2, false, 9)).isEmpty());
  app::MainWindow w(quietSettings(), kept);
  w.show();
  ASSERT_TRUE(continueButton(w, "zirkhaki")->isVisible());
  QFile::remove(kept.path("zirkhaki"));
  QString told;
  whenModal([&](QWidget* box) {
    told = static_cast<QMessageBox*>(box)->text();
    static_cast<QDialog*>(box)->accept();
  });
  continueButton(w, "zirkhaki")->click();
  EXPECT_FALSE(told.isEmpty());
  EXPECT_FALSE(told.trimmed().endsWith(':')) << "no reason: " << told.toStdString();
  EXPECT_FALSE(told.contains(kept.path("zirkhaki"))) << "a file that is not there";
  EXPECT_FALSE(continueButton(w, "zirkhaki")->isVisible());

  Scenario illegal = zirkhakiScenario(2, false, 10);
  illegal.actions = {"draw", "draw", "no-such-move"};
  ASSERT_TRUE(kept.write(illegal).isEmpty());
  app::MainWindow again(quietSettings(), kept);
  again.show();
  told.clear();
  whenModal([&](QWidget* box) {
    told = static_cast<QMessageBox*>(box)->text();
    static_cast<QDialog*>(box)->accept();
  });
  continueButton(again, "zirkhaki")->click();
  const QStringList aside = QDir(dir).entryList({"unreadable-autosave-*"}, QDir::Files);
  ASSERT_EQ(aside.size(), 1);
  // U+2066 (left-to-right isolate) … U+2069 around the whole path.
  const QString path = QChar(0x2066) + QDir(dir).filePath(aside[0]) + QChar(0x2069);
  EXPECT_TRUE(told.contains(path)) << told.toStdString();
  EXPECT_FALSE(told.contains("..")) << told.toStdString();
  uiApp("en");
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
