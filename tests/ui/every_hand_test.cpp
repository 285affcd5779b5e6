// The teacher's "Show every hand": off by default at every new table, marked on the table while
// on, asked about (naming the consequence) before it shows several people each other's cards,
// and when on, the table is drawn from every seat's cards.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAction>
#include <QLabel>
#include <QMenuBar>

#include "core/registry.h"
#include "core/rng.h"
#include "table_gestures.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/every_hand.h"
#include "ui/table/game_log.h"
#include "ui/table/game_table.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

Scenario tableOf(const QString& gameId, int people, std::uint64_t seed) {
  const Game* game = findGame(gameId.toStdString());
  const int players = std::clamp(4, game->info().minPlayers, game->info().maxPlayers);
  static const char* const kNames[] = {"سارا", "علی", "مریم", "رضا", "نگار", "بابک"};
  Scenario s;
  s.game = gameId.toStdString();
  s.options["players"] = players;
  for (int i = 0; i < players; ++i)
    s.players.push_back({kNames[i], i < people ? "human" : "bot", i < people ? "" : "random"});
  s.seed = seed;
  return s;
}

QAction* everyHandAction(app::MainWindow& w) {
  return w.findChild<QAction*>("everyHandAction");
}

bool markShown(ui::GameTable& t) {
  auto* mark = ui::EveryHandMark::of(&t);
  return mark && mark->isVisible() && !mark->text().isEmpty();
}

// Every key the table's picture reads from the seat's view holds the all-seeing value.
void expectEveryHandDrawn(ui::GameTable& t) {
  const Json shown = t.controller().observation();
  const Json all = stateJson(t.controller().state());
  for (auto& [key, value] : shown.items()) {
    if (key == "seat" || key == "legal" || !all.contains(key)) continue;
    EXPECT_EQ(value, all[key]) << key;
  }
}

TEST(EveryHand, OffByDefaultMarkedWhenOnAndAskedBeforeShowingPeopleEachOthersCards) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    app::MainWindow w(quietSettingsWithCovers(),
                      app::Autosave(scratchDir() + "/autosave-everyhand"));
    w.setScripted(true);
    w.resize(1400, 850);
    w.show();

    // One person and computers: off at first, no mark; on without a question, marked.
    ASSERT_EQ(w.openScenario(tableOf(e.gameId, 1, 3)), QString());
    ui::GameTable* t = w.table();
    ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
    QAction* toggle = everyHandAction(w);
    ASSERT_NE(toggle, nullptr);
    EXPECT_TRUE(toggle->isCheckable());
    EXPECT_FALSE(toggle->isChecked());
    EXPECT_FALSE(t->controller().showsEveryHand());
    EXPECT_FALSE(markShown(*t));
    const Json before = t->controller().observation();
    toggle->trigger();
    ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
    EXPECT_TRUE(toggle->isChecked());
    EXPECT_TRUE(t->controller().showsEveryHand());
    EXPECT_TRUE(markShown(*t));
    expectEveryHandDrawn(*t);
    // Off again: the mark goes, the seat's own view is back.
    toggle->trigger();
    ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
    EXPECT_FALSE(t->controller().showsEveryHand());
    EXPECT_FALSE(markShown(*t));
    EXPECT_EQ(t->controller().observation(), before);

    // Several people: the question comes; "keep hidden" leaves it off and unmarked.
    ASSERT_EQ(w.openScenario(tableOf(e.gameId, 2, 4)), QString());
    t = w.table();
    ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
    EXPECT_FALSE(toggle->isChecked()) << "a new table starts with the cards hidden";
    QString asked;
    whenModal([&](QWidget* modal) {
      asked = modal->objectName();
      if (auto* no = modal->findChild<QAbstractButton*>("everyHandNo")) no->click();
    });
    toggle->trigger();
    EXPECT_EQ(asked, QStringLiteral("everyHandQuestion"));
    EXPECT_FALSE(toggle->isChecked());
    EXPECT_FALSE(t->controller().showsEveryHand());
    EXPECT_FALSE(markShown(*t));
    // "Show every hand" turns it on, and the table says so.
    answerModal("everyHandYes");
    toggle->trigger();
    ASSERT_TRUE(waitUntil([&] { return t->isSettled() || t->coverShown(); }));
    EXPECT_TRUE(toggle->isChecked());
    EXPECT_TRUE(t->controller().showsEveryHand());
    EXPECT_TRUE(markShown(*t));
    expectEveryHandDrawn(*t);
  }
}

// With several people at the screen, nobody may be the only one who knows: the log tells
// everyone when the view was turned on and off, and a hand-over
// cover, which hides the mark, says it to the person it waits for.
TEST(EveryHand, WithSeveralPeopleTheLogAndTheCoverTellEveryone) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  const QString on = QCoreApplication::translate(
      "mizbazi::ui::EveryHandMark",
      "Show every hand was turned on: every player's cards are shown to everyone at this screen.");
  const QString off = QCoreApplication::translate(
      "mizbazi::ui::EveryHandMark",
      "Show every hand was turned off: each player's cards are hidden again.");
  int tablesWithCovers = 0;
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    app::MainWindow w(quietSettingsWithCovers(),
                      app::Autosave(scratchDir() + "/autosave-everyhand-told"));
    w.setScripted(true);
    w.resize(1400, 850);
    w.show();
    ASSERT_EQ(w.openScenario(tableOf(e.gameId, 2, 5)), QString());
    ui::GameTable* t = w.table();
    ASSERT_TRUE(waitUntil([&] { return t->isSettled() || t->coverShown(); }));
    EXPECT_FALSE(t->log().lines().contains(on));
    answerModal("everyHandYes");
    everyHandAction(w)->trigger();
    ASSERT_TRUE(t->controller().showsEveryHand());
    EXPECT_EQ(t->log().lines().value(t->log().lines().size() - 1), on);

    // Play on to the next cover: it says the cards are shown.
    Rng rng(5);
    bool covered = false;
    for (int step = 0; step < 200 && !covered; ++step) {
      ASSERT_TRUE(waitUntil([&] { return t->isSettled() || t->coverShown(); }));
      if (t->controller().state().isTerminal()) break;
      if (t->coverShown()) {
        covered = true;
        auto* text = t->findChild<QLabel*>("coverText");
        ASSERT_NE(text, nullptr);
        EXPECT_TRUE(text->text().contains(ui::EveryHandMark::notice()))
            << text->text().toStdString();
        t->revealCover();
        break;
      }
      const State& state = t->controller().state();
      const auto legal = state.legalActions();
      const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
      ASSERT_TRUE(t->perform(QString::fromStdString(state.actionText(a))));
    }
    if (covered) ++tablesWithCovers;
    ASSERT_TRUE(waitUntil([&] { return t->isSettled() || t->coverShown(); }));
    EXPECT_TRUE(t->log().lines().contains(on));

    everyHandAction(w)->trigger();
    ASSERT_FALSE(t->controller().showsEveryHand());
    EXPECT_EQ(t->log().lines().value(t->log().lines().size() - 1), off);
    EXPECT_TRUE(t->log().lines().contains(on)) << "the earlier line stays";
  }
  EXPECT_GE(tablesWithCovers, 3);  // every game but Rivals, whose players hold no hand
}

}  // namespace
