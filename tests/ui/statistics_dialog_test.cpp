// The Statistics dialog shows what the store holds (read from its widgets' text, in Persian), its
// chart follows the chosen rows, and reset asks before it forgets. The main window records a game
// that ends at its table once: not again after an undo, nor when the finished game is reopened.
#include <gtest/gtest.h>

#include <QAction>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include "core/game_record.h"
#include "core/registry.h"
#include "statistics_test_support.h"
#include "ui/app/autosave.h"
#include "ui/app/game_catalog.h"
#include "ui/app/main_window.h"
#include "ui/app/statistics_dialog.h"
#include "ui/app/statistics_store.h"
#include "ui/table/game_table.h"
#include "ui/table/line_chart.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;
using app::StatisticsDialog;
using app::StatisticsStore;

namespace {

// The first game with a table in this build (the dialog's first tab).
QString firstGame() {
  const auto entries = app::GameCatalog::entries();
  return entries.isEmpty() ? QString() : entries.first().id;
}

QStringList rowTexts(QTableWidget* table, int row) {
  QStringList out;
  for (int c = 0; c < table->columnCount(); ++c) out << table->item(row, c)->text();
  return out;
}

int rowOf(QTableWidget* table, const QString& name) {
  for (int r = 0; r < table->rowCount(); ++r) {
    if (table->item(r, 0)->text() == name) return r;
  }
  return -1;
}

// Answers the next modal message box with the button named `button`, after reading its text.
void answerNextBox(const QString& button, QString* text) {
  QTimer::singleShot(0, [button, text]() {
    auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
    if (!box) {
      ADD_FAILURE() << "no question was asked";
      return;
    }
    *text = box->text();
    auto* b = box->findChild<QPushButton*>(button);
    if (!b) {
      ADD_FAILURE() << "no button " << button.toStdString();
      box->reject();
      return;
    }
    b->click();
  });
}

TEST(StatisticsDialog, ShowsWhatTheStoreHoldsInPersian) {
  uiApp("fa");
  const QString game = firstGame();
  ASSERT_FALSE(game.isEmpty());
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  // Sara asked for hints in two of her games (2 and 1): the column counts 3.
  auto withHints = [](app::SeatResult seat, int hints) {
    seat.hints = hints;
    return seat;
  };
  store.record(finished(game, {withHints(person(QString::fromUtf8("سارا"), 30, true), 2),
                               computer("normal", 12, false)}));
  store.record(
      finished(game, {person(QString::fromUtf8("سارا"), 5, false), computer("normal", 41, true)}));
  store.record(finished(game, {withHints(person(QString::fromUtf8("سارا"), 17, false), 1),
                               computer("normal", 20, true)}));
  // A game this build has no table for still shows (its statistics are not lost).
  store.record(finished("retired-game", {person("Ali", 3, true)}));

  StatisticsDialog dialog(store, game);
  dialog.show();
  EXPECT_EQ(dialog.windowTitle(), QString::fromUtf8("آمار"));
  EXPECT_EQ(dialog.currentGame(), game);
  EXPECT_TRUE(dialog.gameIds().contains("retired-game"));
  auto* tabs = dialog.findChild<QTabWidget*>("games");
  ASSERT_NE(tabs, nullptr);
  EXPECT_EQ(tabs->tabText(0), app::GameCatalog::nameOf(game));

  QTableWidget* table = dialog.tableOf(game);
  ASSERT_NE(table, nullptr);
  ASSERT_EQ(table->rowCount(), 2);
  const QStringList headers = {table->horizontalHeaderItem(0)->text(),
                               table->horizontalHeaderItem(1)->text()};
  EXPECT_EQ(headers,
            (QStringList{QString::fromUtf8("بازیکن"), QString::fromUtf8("بازی‌ها")}));
  const int sara = rowOf(table, QString::fromUtf8("سارا"));
  ASSERT_GE(sara, 0);
  EXPECT_EQ(table->horizontalHeaderItem(table->columnCount() - 1)->text(),
            QString::fromUtf8("راهنمایی‌های گرفته‌شده"));
  // played, won, win %, best, average, hints used: 3 games, 1 won, 33%, best 30, average
  // 52/3 = 17.3, 3 hints.
  EXPECT_EQ(
      rowTexts(table, sara).mid(1),
      (QStringList{QString::fromUtf8("۳"), QString::fromUtf8("۱"), QString::fromUtf8("۳۳٪"),
                   QString::fromUtf8("۳۰"), QString::fromUtf8("۱۷٫۳"), QString::fromUtf8("۳")}));
  const int normal = rowOf(table, QString::fromUtf8("رایانه (معمولی)"));
  ASSERT_GE(normal, 0) << rowTexts(table, 1 - sara).join('|').toStdString();
  EXPECT_EQ(
      rowTexts(table, normal).mid(1),
      (QStringList{QString::fromUtf8("۳"), QString::fromUtf8("۲"), QString::fromUtf8("۶۷٪"),
                   QString::fromUtf8("۴۱"), QString::fromUtf8("۲۴٫۳"), QString::fromUtf8("۰")}));

  // The chart: each player's results, oldest first.
  ui::LineChart* chart = dialog.chartOf(game);
  ASSERT_NE(chart, nullptr);
  ASSERT_EQ(chart->series().size(), 2);
  for (const auto& s : chart->series()) {
    if (s.name == QString::fromUtf8("سارا")) {
      EXPECT_EQ(s.values, (QVector<double>{30, 5, 17}));
    } else {
      EXPECT_EQ(s.name, QString::fromUtf8("رایانه (معمولی)"));
      EXPECT_EQ(s.values, (QVector<double>{12, 41, 20}));
    }
  }
  // A game nobody finished yet says so.
  for (const QString& id : dialog.gameIds()) {
    if (id == game || id == "retired-game") continue;
    EXPECT_EQ(dialog.tableOf(id)->rowCount(), 0);
    EXPECT_TRUE(dialog.chartOf(id)->series().isEmpty());
  }
}

TEST(StatisticsDialog, TheChartShowsTheChosenRows) {
  uiApp("fa");
  const QString game = firstGame();
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  const QStringList names = {"A", "B", "C", "D", "E", "F", "G", "H"};
  for (int g = 0; g < names.size(); ++g) {
    // A plays 8 games, B 7, ...: the most played come first.
    QVector<app::SeatResult> seats;
    for (int p = 0; p < names.size() - g; ++p) seats << person(names[p], g + p, p == 0);
    store.record(finished(game, seats));
  }
  StatisticsDialog dialog(store, game);
  // The table starts with the most played on top.
  QStringList order;
  for (int r = 0; r < dialog.tableOf(game)->rowCount(); ++r) {
    order << dialog.tableOf(game)->item(r, 0)->text();
  }
  EXPECT_EQ(order, names);
  ui::LineChart* chart = dialog.chartOf(game);
  QStringList shown;
  for (const auto& s : chart->series()) shown << s.name;
  EXPECT_EQ(shown, names.mid(0, StatisticsDialog::kDefaultLines));
  // Choosing two rows (a click, then a Ctrl+click) shows those two.
  dialog.show();
  QTableWidget* table = dialog.tableOf(game);
  auto click = [&](const QString& name, Qt::KeyboardModifiers keys) {
    const QModelIndex at = table->model()->index(rowOf(table, name), 1);
    table->scrollTo(at);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, keys, table->visualRect(at).center());
  };
  click("H", Qt::NoModifier);
  click("C", Qt::ControlModifier);
  shown.clear();
  for (const auto& s : chart->series()) shown << s.name;
  shown.sort();

  EXPECT_EQ(shown, (QStringList{"C", "H"}));
}

TEST(StatisticsDialog, ResetAsksFirstThenForgetsTheGame) {
  uiApp("fa");
  const QString game = firstGame();
  QTemporaryDir dir;
  StatisticsStore store(dir.path());
  store.record(finished(game, {person("Sara", 10, true)}));
  store.record(finished("retired-game", {person("Sara", 10, true)}));
  StatisticsDialog dialog(store, game);
  dialog.show();
  ASSERT_TRUE(dialog.resetGameButton()->isEnabled());

  // "Keep them": nothing changes.
  QString question;
  answerNextBox("cancelReset", &question);
  dialog.resetGameButton()->click();
  EXPECT_TRUE(question.contains(app::GameCatalog::nameOf(game))) << question.toStdString();
  EXPECT_EQ(dialog.tableOf(game)->rowCount(), 1);
  EXPECT_EQ(StatisticsStore(dir.path()).players(game).size(), 1);

  // "Reset": this game is forgotten, on screen and on disk; the other is kept.
  answerNextBox("confirmReset", &question);
  dialog.resetGameButton()->click();
  EXPECT_EQ(dialog.tableOf(game)->rowCount(), 0);
  EXPECT_TRUE(dialog.chartOf(game)->series().isEmpty());
  EXPECT_FALSE(dialog.resetGameButton()->isEnabled());
  EXPECT_TRUE(StatisticsStore(dir.path()).players(game).isEmpty());
  EXPECT_EQ(StatisticsStore(dir.path()).games(), QStringList{"retired-game"});
  EXPECT_EQ(dialog.currentGame(), game);

  // Reset all asks too, in its own words.
  answerNextBox("cancelReset", &question);
  dialog.resetAllButton()->click();
  const QString allQuestion = question;
  EXPECT_FALSE(allQuestion.contains(app::GameCatalog::nameOf(game)));
  EXPECT_EQ(StatisticsStore(dir.path()).games(), QStringList{"retired-game"});
  answerNextBox("confirmReset", &question);
  dialog.resetAllButton()->click();
  EXPECT_TRUE(StatisticsStore(dir.path()).games().isEmpty());
  EXPECT_FALSE(dialog.resetAllButton()->isEnabled());
  EXPECT_FALSE(dialog.gameIds().contains("retired-game"));
}

// --- The main window records a finished game once ----------------------------------------------

// A game of computers only for the first game with a table, dealt from `seed`.
Scenario computersOnly(const QString& gameId, std::uint64_t seed) {
  const Game* game = findGame(gameId.toStdString());
  Scenario s;
  s.game = gameId.toStdString();
  const int players = std::clamp(2, game->info().minPlayers, game->info().maxPlayers);
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    s.players.push_back(PlayerSpec{"P" + std::to_string(i), "bot", "random"});
  }
  s.seed = seed;
  return s;
}

qint64 playedBy(const QString& gameId, const QString& key) {
  for (const auto& r : StatisticsStore().players(gameId)) {
    if (r.key == key) return r.played;
  }
  return 0;
}

TEST(StatisticsInTheApp, AGameEndingAtTheTableCountsOnce) {
  uiApp("fa");
  const QString game = firstGame();
  StatisticsStore().resetAll();
  app::AppSettings settings;
  settings.botDelayMs = 0;
  settings.animationPercent = 0;
  settings.undo = app::UndoPolicy::kAlways;
  auto window =
      std::make_unique<app::MainWindow>(settings, app::Autosave(scratchDir() + "/statistics-app"));
  window->show();
  // Any window the end of the game opens is closed, so that the test goes on.
  QTimer closer;
  QObject::connect(&closer, &QTimer::timeout, []() {
    if (QWidget* w = QApplication::activeModalWidget()) w->close();
  });
  closer.start(50);

  ASSERT_EQ(window->openScenario(computersOnly(game, 99)), QString());
  ASSERT_TRUE(waitUntil(
      [&] {
        return window->table()->controller().state().isTerminal() && window->table()->isSettled();
      },
      120000));
  ASSERT_TRUE(waitUntil([&] { return playedBy(game, "computer:random") == 1; }, 5000));

  // Undo after the end and let the computers finish again: still one game.
  window->table()->undo();
  ASSERT_TRUE(waitUntil([&] { return !window->table()->controller().state().isTerminal(); }, 5000));
  ASSERT_TRUE(waitUntil(
      [&] {
        return window->table()->controller().state().isTerminal() && window->table()->isSettled();
      },
      120000));
  EXPECT_EQ(playedBy(game, "computer:random"), 1);

  // The finished game opened again (a save of it): still one.
  const Scenario done = *window->currentScenario();
  ASSERT_EQ(window->openScenario(done), QString());
  ASSERT_TRUE(waitUntil([&] { return window->table()->isSettled(); }, 20000));
  EXPECT_EQ(playedBy(game, "computer:random"), 1);

  // A game that ended elsewhere (played through here by the engine alone) and is opened finished
  // was not played at this table: it does not count.
  {
    Scenario elsewhere = computersOnly(game, 555);
    GameRecord record = GameRecord::fromScenario(elsewhere);
    for (int i = 0; i < 200000 && !record.state().isTerminal(); ++i)
      record.play(record.state().legalActions()[0]);
    ASSERT_TRUE(record.state().isTerminal());
    ASSERT_EQ(window->openScenario(record.toScenario()), QString());
    ASSERT_TRUE(waitUntil([&] { return window->table()->isSettled(); }, 20000));
    QCoreApplication::processEvents();
    EXPECT_EQ(playedBy(game, "computer:random"), 1);
  }

  // Another deal counts.
  ASSERT_EQ(window->openScenario(computersOnly(game, 100)), QString());
  ASSERT_TRUE(waitUntil([&] { return playedBy(game, "computer:random") == 2; }, 120000));

  // The Game menu opens the dialog on this game.
  auto* action = window->findChild<QAction*>("statisticsAction");
  ASSERT_NE(action, nullptr);
  EXPECT_EQ(action->text(), QString::fromUtf8("آمار…"));
  QString gameShown;
  QTimer::singleShot(0, [&]() {
    auto* dialog = qobject_cast<StatisticsDialog*>(QApplication::activeModalWidget());
    if (!dialog) return;
    gameShown = dialog->currentGame();
    const int row = rowOf(dialog->tableOf(game), QString::fromUtf8("رایانه (تصادفی)"));
    if (row >= 0) gameShown += "|" + dialog->tableOf(game)->item(row, 1)->text();
    dialog->reject();
  });
  closer.stop();
  action->trigger();
  EXPECT_EQ(gameShown, game + QString::fromUtf8("|۲"));
}

}  // namespace
