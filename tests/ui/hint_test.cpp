// The hint, as a person asks for it (the H key, the Hint button): the normal computer player's
// move lit on the table with a line of chances in Persian, gone with the next move, never shown
// under a hand-over cover, cancelled by a move made while it is thought about, and counted in the
// statistics as a hint used.
#include <gtest/gtest.h>

#include <memory>

#include <QAbstractButton>
#include <QAction>
#include <QDir>
#include <QGraphicsRectItem>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QTableWidget>

#include "core/registry.h"
#include "table_gestures.h"
#include "ui/app/autosave.h"
#include "ui/app/game_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/statistics_dialog.h"
#include "ui/app/statistics_store.h"
#include "ui/table/game_table.h"
#include "ui/table/hint_panel.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

app::AppSettings settingsFor(bool covers) {
  app::AppSettings s;
  s.animationPercent = 0;
  s.botDelayMs = 0;
  s.confirmPrivateViews = covers;
  return s;
}

Scenario gameOf(const QString& gameId, int players, int people, std::uint64_t seed) {
  static const char* const kNames[] = {"سارا", "علی", "مریم", "رضا", "نگار", "بابک"};
  Scenario s;
  s.game = gameId.toStdString();
  s.options["players"] = players;
  for (int i = 0; i < players; ++i)
    s.players.push_back({kNames[i], i < people ? "human" : "bot", i < people ? "" : "random"});
  s.seed = seed;
  return s;
}

int playersFor(const QString& gameId, int wanted) {
  const Game* game = findGame(gameId.toStdString());
  return std::clamp(wanted, game->info().minPlayers, game->info().maxPlayers);
}

ui::HintPanel* hintOf(ui::GameTable& t) {
  return t.findChild<ui::HintPanel*>("hintPanel");
}

bool hintShown(ui::HintPanel& h) {
  return !h.thinking() && !h.hintedAction().isEmpty();
}

// Waits until the person on screen is to act (computers have played).
bool waitForPerson(ui::GameTable& t) {
  return waitUntil([&] {
    return t.isSettled() && (t.controller().viewerToAct() || t.controller().state().isTerminal());
  });
}

// A window with `game` open on its table. Scripted windows record no statistics; the tests of the
// statistics use an unscripted one, as in the real app.
std::unique_ptr<app::MainWindow> windowWith(const Scenario& game, bool covers,
                                            const app::Autosave& autosave, bool scripted = true) {
  auto w = std::make_unique<app::MainWindow>(settingsFor(covers), autosave);
  w->setScripted(scripted);
  w->show();
  const QString error = w->openScenario(game);
  EXPECT_EQ(error, QString());
  return error.isEmpty() ? std::move(w) : nullptr;
}

// The person's first legal move, turn after turn, to the game's end.
void playFirstMovesToTheEnd(ui::GameTable& t) {
  for (int step = 0; step < 2000; ++step) {
    ASSERT_TRUE(waitForPerson(t));
    if (t.controller().state().isTerminal()) return;
    const auto legal = t.controller().state().legalActions();
    ASSERT_TRUE(t.perform(QString::fromStdString(t.controller().state().actionText(legal[0]))));
  }
  ADD_FAILURE() << "the game did not end";
}

// The hints the statistics file counts for the person of that name in Zirkhaki.
qint64 hintsRecordedFor(const QString& person) {
  app::StatisticsStore store;
  for (const auto& row : store.players("zirkhaki"))
    if (!row.computer && row.name == person) return row.hints;
  return 0;
}

TEST(Hint, LightsTheComputersMoveWithChancesAndGoesWithTheMove) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    const auto w = windowWith(gameOf(e.gameId, playersFor(e.gameId, 3), 1, 21), false,
                              app::Autosave(scratchDir() + "/autosave-hint"));
    ASSERT_TRUE(w);
    w->resize(1400, 850);
    ui::GameTable* t = w->table();
    ui::HintPanel* hint = hintOf(*t);
    ASSERT_NE(hint, nullptr);
    int shown = 0;
    for (int turn = 0; turn < 6; ++turn) {
      ASSERT_TRUE(waitForPerson(*t));
      if (t->controller().state().isTerminal()) break;
      EXPECT_FALSE(hintShown(*hint));
      EXPECT_TRUE(hint->adviceText().isEmpty());
      pressKey(*t, Qt::Key_H);
      ASSERT_TRUE(waitUntil([&] { return hintShown(*hint); })) << "turn " << turn;
      const QString action = hint->hintedAction();
      const auto parsed = t->controller().parse(action.toStdString());
      ASSERT_TRUE(parsed.has_value());
      EXPECT_TRUE(t->controller().state().isLegal(*parsed));
      // A line of ratings out of 100 in Persian ("ارزیابی رایانه، از ۱۰۰: …: ۶۲"), or the only
      // move. The ratings are search values, not chances: never a percent sign, never "chance".
      const QString text = hint->adviceText();
      EXPECT_FALSE(text.isEmpty());
      if (t->controller().state().legalActions().size() > 1) {
        EXPECT_TRUE(text.startsWith(QString::fromUtf8("ارزیابی رایانه، از ۱۰۰: ")))
            << text.toStdString();
        EXPECT_FALSE(text.contains(QChar(0x066A)) || text.contains('%')) << text.toStdString();
        EXPECT_FALSE(text.contains(QString::fromUtf8("شانس"))) << text.toStdString();
        // Every move is named (never a blank before its number).
        EXPECT_FALSE(text.contains(QStringLiteral(": :")) || text.contains(QStringLiteral("— :")))
            << text.toStdString();
        EXPECT_FALSE(text.contains(QRegularExpression("[0-9]"))) << text.toStdString();
      }
      // Lit on the table: an outline on the scene or a lit button, for each step of the path.
      int lit = hint->marks().size();
      for (QPushButton* b : hint->litButtons()) {
        EXPECT_TRUE(b->isVisible()) << b->objectName().toStdString();
        EXPECT_EQ(b->palette().color(QPalette::Button), QColor(255, 200, 40));
        ++lit;
      }
      EXPECT_GE(lit, 1) << action.toStdString();
      ++shown;
      // The person follows the hint with the table's gestures; the hint goes with the move.
      const int before = static_cast<int>(t->controller().record().actions().size());
      ASSERT_TRUE(clickPathOf(*t, action)) << action.toStdString();
      ASSERT_TRUE(waitUntil(
          [&] { return static_cast<int>(t->controller().record().actions().size()) > before; }));
      EXPECT_TRUE(hint->adviceText().isEmpty());
      EXPECT_TRUE(hint->marks().isEmpty());
      EXPECT_TRUE(hint->litButtons().isEmpty());
    }
    EXPECT_GT(shown, 0);
  }
}

// The number is the search's value, which blends winning with the point margin (ai/advice.h): in
// English too it is called a rating out of 100, and the line's tooltip says it is not a chance of
// winning.
TEST(Hint, TheNumbersAreCalledARatingNotAChanceOfWinning) {
  uiApp("en");
  ui::GameTable::setShowEndDialog(false);
  const auto w = windowWith(gameOf("zirkhaki", 2, 1, 21), false,
                            app::Autosave(scratchDir() + "/autosave-hint-words"));
  ASSERT_TRUE(w);
  ui::GameTable* t = w->table();
  ui::HintPanel* hint = hintOf(*t);
  for (int turn = 0; turn < 10; ++turn) {
    ASSERT_TRUE(waitForPerson(*t));
    ASSERT_FALSE(t->controller().state().isTerminal());
    if (t->controller().state().legalActions().size() > 1) break;
    const auto legal = t->controller().state().legalActions();
    ASSERT_TRUE(t->perform(QString::fromStdString(t->controller().state().actionText(legal[0]))));
  }
  ASSERT_GT(t->controller().state().legalActions().size(), 1u);
  pressKey(*t, Qt::Key_H);
  ASSERT_TRUE(waitUntil([&] { return hintShown(*hint); }));
  const QString text = hint->adviceText();
  const QRegularExpression rating(
      QStringLiteral("^The computer's rating, out of 100: .+: \\d{1,3}( — .+: \\d{1,3}){1,2}$"));
  EXPECT_TRUE(rating.match(text).hasMatch()) << text.toStdString();
  EXPECT_FALSE(text.contains('%')) << text.toStdString();
  EXPECT_FALSE(text.contains("chance", Qt::CaseInsensitive)) << text.toStdString();
  auto* line = t->findChild<QLabel*>("hintAdvice");
  ASSERT_NE(line, nullptr);
  EXPECT_TRUE(line->toolTip().contains("not a chance of winning")) << line->toolTip().toStdString();
  EXPECT_FALSE(t->findChild<QAbstractButton*>("hintButton")->toolTip().contains("chances"));
}

TEST(Hint, AMoveCancelsTheHintBeingThoughtAbout) {
  uiApp("fa");
  const auto w = windowWith(gameOf("zirkhaki", 2, 1, 5), false,
                            app::Autosave(scratchDir() + "/autosave-hint2"));
  ASSERT_TRUE(w);
  ui::GameTable* t = w->table();
  ui::HintPanel* hint = hintOf(*t);
  ASSERT_TRUE(waitForPerson(*t));
  t->findChild<QAbstractButton*>("hintButton")->click();
  EXPECT_TRUE(hint->thinking());
  const auto legal = t->controller().state().legalActions();
  ASSERT_TRUE(t->perform(QString::fromStdString(t->controller().state().actionText(legal[0]))));
  EXPECT_FALSE(hint->thinking());
  // Long enough for the search to have finished: nothing turns up.
  QTest::qWait(600);
  EXPECT_FALSE(hintShown(*hint));
  EXPECT_TRUE(hint->adviceText().isEmpty());
}

TEST(Hint, NeverUnderACoverAndOnlyForThePersonOnScreen) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  const auto w = windowWith(gameOf("zirkhaki", 2, 2, 9), true,
                            app::Autosave(scratchDir() + "/autosave-hint3"));
  ASSERT_TRUE(w);
  ui::GameTable* t = w->table();
  ui::HintPanel* hint = hintOf(*t);
  auto* button = t->findChild<QAbstractButton*>("hintButton");
  int covered = 0;
  for (int step = 0; step < 30 && !t->controller().state().isTerminal(); ++step) {
    ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
    if (t->coverShown()) {
      ++covered;
      EXPECT_FALSE(button->isEnabled());
      hint->ask();  // as if H reached it: nothing is thought about under a cover
      EXPECT_FALSE(hint->thinking());
      t->revealCover();
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
    }
    if (!t->controller().viewerToAct()) continue;
    pressKey(*t, Qt::Key_H);
    ASSERT_TRUE(waitUntil([&] { return hintShown(*hint); }));
    EXPECT_EQ(t->controller().shownSeat(), t->controller().state().currentPlayer());
    ASSERT_TRUE(t->perform(hint->hintedAction()));
    EXPECT_TRUE(hint->adviceText().isEmpty());
  }
  EXPECT_GT(covered, 0) << "the game never asked to hand over";
}

TEST(Hint, CountsInTheStatisticsAsHintsUsed) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  const QString person = QStringLiteral("سارا");
  const qint64 before = hintsRecordedFor(person);
  const auto w = windowWith(gameOf("zirkhaki", 2, 1, 33), false,
                            app::Autosave(scratchDir() + "/autosave-hint4"), false);
  ASSERT_TRUE(w);
  ui::GameTable* t = w->table();
  ui::HintPanel* hint = hintOf(*t);
  for (int asked = 0; asked < 2; ++asked) {
    ASSERT_TRUE(waitForPerson(*t));
    ASSERT_FALSE(t->controller().state().isTerminal());
    pressKey(*t, Qt::Key_H);
    ASSERT_TRUE(waitUntil([&] { return hintShown(*hint); }));
    const auto legal = t->controller().state().legalActions();
    ASSERT_TRUE(t->perform(QString::fromStdString(t->controller().state().actionText(legal[0]))));
  }
  playFirstMovesToTheEnd(*t);
  if (HasFatalFailure()) return;
  ASSERT_TRUE(waitUntil([&] { return hintsRecordedFor(person) == before + 2; }, 5000))
      << "hints recorded: " << hintsRecordedFor(person) - before;
}

// A hint asked for with the H key, the game kept (the autosave) and resumed in a new window, then
// finished: the statistics still count that hint (the count travels in the kept file).
TEST(Hint, AHintUsedBeforeResumingStillCounts) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  const QString person = QStringLiteral("پریسا");  // this test's own row in the shared file
  const qint64 before = hintsRecordedFor(person);
  const QString dir = scratchDir() + "/autosave-hint-resume";
  QDir(dir).removeRecursively();
  app::Autosave kept(dir);
  Scenario game = gameOf("zirkhaki", 2, 1, 47);
  game.players[0].name = person.toStdString();
  {
    const auto w = windowWith(game, false, kept, false);  // kept and recorded as in the real app
    ASSERT_TRUE(w);
    ui::GameTable* t = w->table();
    ui::HintPanel* hint = hintOf(*t);
    ASSERT_TRUE(waitForPerson(*t));
    pressKey(*t, Qt::Key_H);
    ASSERT_TRUE(waitUntil([&] { return hintShown(*hint); }));
    const int moves = static_cast<int>(t->controller().record().actions().size());
    ASSERT_TRUE(clickPathOf(*t, hint->hintedAction()));
    ASSERT_TRUE(waitUntil(
        [&] { return static_cast<int>(t->controller().record().actions().size()) > moves; }));
    const auto saved = kept.read("zirkhaki");
    ASSERT_TRUE(saved.has_value());
    EXPECT_EQ(saved->hints, (std::vector<int>{1, 0}));
  }  // the window goes as a killed app's would: the kept file is all that is left
  app::MainWindow w(settingsFor(false), kept);
  w.show();
  auto* resume = w.chooser()->findChild<QAbstractButton*>("continue-zirkhaki");
  ASSERT_NE(resume, nullptr);
  resume->click();
  ui::GameTable* t = w.table();
  ASSERT_NE(t, nullptr);
  playFirstMovesToTheEnd(*t);
  if (HasFatalFailure()) return;
  ASSERT_TRUE(waitUntil([&] { return hintsRecordedFor(person) == before + 1; }, 5000))
      << "hints recorded: " << hintsRecordedFor(person) - before;
  // And Game → Statistics shows it in the player's "hints used" column, in Persian digits.
  QString shown;
  whenModal([&](QWidget* dialog) {
    auto* stats = qobject_cast<app::StatisticsDialog*>(dialog);
    QTableWidget* table = stats ? stats->tableOf("zirkhaki") : nullptr;
    for (int r = 0; table && r < table->rowCount(); ++r)
      if (table->item(r, 0)->text() == person)
        shown = table->item(r, table->columnCount() - 1)->text();
    if (stats) stats->reject();
  });
  w.findChild<QAction*>("statisticsAction")->trigger();
  EXPECT_EQ(shown, QLocale().toString(before + 1));
}

TEST(Hint, HintsUsedAreKeptInTheStatisticsFile) {
  const QString dir = scratchDir() + "/stats-hints";
  QDir().mkpath(dir);
  app::StatisticsStore store(dir);
  app::FinishedGame g;
  g.gameId = "zirkhaki";
  g.fingerprint = "hint-test-1";
  g.seats = {{"نگار", false, "", 10, true, 3}, {"", true, "normal", 4, false, 0}};
  ASSERT_EQ(store.record(g), app::StatisticsStore::Outcome::kRecorded);
  app::StatisticsStore again(dir);
  const auto rows = again.players("zirkhaki");
  ASSERT_FALSE(rows.isEmpty());
  EXPECT_EQ(rows.front().hints, 3);
}

}  // namespace
