// The end of a game (issue 31), as a person meets it: a game of computers that a person started
// ends with its results, like any other; the winners' line in the side panel is read whole (it was
// cut to «بازیکن ۱ و»); Saboteur's deck reads what the last round left in it, not the 47 cards
// the engine gathers back.
#include <gtest/gtest.h>

#include <QLabel>
#include <QScrollArea>
#include <QTest>

#include "core/game_record.h"
#include "core/registry.h"
#include "support/near_the_end.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/end_dialog.h"
#include "ui/table/game_table.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

app::AppSettings endSettings(bool projector = false) {
  app::AppSettings s;
  s.animationPercent = 0;
  s.botDelayMs = 0;
  s.confirmPrivateViews = false;
  s.projectorMode = projector;
  return s;
}

// Every seat a computer, with long names: the winners' line takes several lines.
Scenario computersOnly(const QString& gameId, std::uint64_t seed) {
  static const char* const kNames[] = {"سارا محمدی‌تهرانی",
                                       "علیرضا کاظمی‌نژاد",
                                       "مریم صادقی‌فرد",
                                       "رضا حسین‌زاده‌اصل",
                                       "نگار امیرخانی",
                                       "بابک شاه‌محمدی"};
  const Game* game = findGame(gameId.toStdString());
  const int players = std::clamp(4, game->info().minPlayers, game->info().maxPlayers);
  Scenario s;
  s.game = gameId.toStdString();
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) s.players.push_back({kNames[i], "bot", "easy"});
  s.seed = seed;
  return s;
}

bool over(app::MainWindow& w) {
  return w.table() && w.table()->controller().state().isTerminal() && w.table()->isSettled();
}

// A game of computers only, started by a person (not a scripted run): its end shows the results.
TEST(EndOfGame, AGameOfComputersStartedByAPersonShowsItsResults) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(true);
  const QString gameId = ui::TableRegistry::instance().entries().front().gameId;
  app::MainWindow w(endSettings(), app::Autosave(scratchDir() + "/end-computers"));
  w.resize(1366, 768);
  w.show();
  ASSERT_EQ(w.startScenario(computersOnly(gameId, 4)), QString());
  ui::EndDialog* end = nullptr;
  ASSERT_TRUE(waitUntil([&] { return (end = w.table()->findChild<ui::EndDialog*>()); }, 300000));
  ASSERT_TRUE(waitUntil([&] { return end->isVisible(); }));
  end->close();
  ui::GameTable::setShowEndDialog(false);
}

// The words' height at the label's width, as a person would read them whole.
int wordsHeight(const QLabel* label) {
  const QMargins m = label->contentsMargins();
  const QRect words = QFontMetrics(label->font())
                          .boundingRect(QRect(0, 0, label->width() - m.left() - m.right(), 1 << 20),
                                        Qt::TextWordWrap, label->text());
  return words.height() + m.top() + m.bottom();
}

// The status line is the framework's: every game's end shows it whole, Zirkhaki's long names and
// Saboteur's crowded side panel included. Each game opens a move before its end.
TEST(EndOfGame, TheWinnersLineIsShownWholeOnA1280x720Projector) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  for (const auto& entry : ui::TableRegistry::instance().entries()) {
    const QString gameId = entry.gameId;
    SCOPED_TRACE(gameId.toStdString());
    app::MainWindow w(endSettings(true), app::Autosave(scratchDir() + "/end-status"));
    w.setScripted(true);
    w.resize(1280, 720);
    w.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&w));
    Scenario s = computersOnly(gameId, 6);
    playToNearTheEnd(s);
    ASSERT_EQ(w.openScenario(s), QString());
    ASSERT_TRUE(waitUntil([&] { return over(w); }, 300000));
    QTest::qWait(50);
    auto* status = w.table()->findChild<QLabel*>("status");
    ASSERT_TRUE(status);
    ASSERT_FALSE(w.table()->controller().state().winners().empty());
    EXPECT_TRUE(status->text().contains(
        w.table()->names().value(w.table()->controller().state().winners().back())));
    EXPECT_GE(status->height(), wordsHeight(status)) << status->text().toStdString();
    // And in the window: not under the panel's lower edge.
    auto* scroll = w.table()->findChild<QScrollArea*>("sidePanelScroll");
    ASSERT_TRUE(scroll);
    const QRect shown(status->mapTo(scroll->viewport(), QPoint(0, 0)), status->size());
    EXPECT_TRUE(scroll->viewport()->rect().contains(shown));
  }
}

TEST(EndOfGame, SaboteurDuelsDeckReadsWhatTheLastRoundLeftInIt) {
  uiApp("fa");
  if (!ui::TableRegistry::instance().has("saboteur-duel")) GTEST_SKIP() << "Saboteur is not built";
  app::MainWindow w(endSettings(), app::Autosave(scratchDir() + "/end-deck"));
  w.setScripted(true);
  w.resize(1366, 768);
  w.show();
  Scenario s = computersOnly("saboteur-duel", 5);
  playToNearTheEnd(s);
  ASSERT_EQ(w.openScenario(s), QString());
  ASSERT_TRUE(waitUntil([&] { return over(w); }, 300000));
  // The deck before the last move, less the cards drawn from it before the round ended.
  const GameRecord& record = w.table()->controller().record();
  GameRecord before = record;
  before.undo();
  std::unique_ptr<State> after = before.state().clone();
  Events events;
  ASSERT_FALSE(after->applyText(record.actions().back(), &events));
  const Json seen = before.state().observation(-1);
  int deck = seen.at("deck_count").get<int>();
  for (const Event& e : events) {
    if (e.kind == EventKind::kRoundEnd) break;
    if (e.kind == EventKind::kMove && e.from.zone == 0) --deck;  // the deck's zone
    if (e.kind == EventKind::kMove && e.to.zone == 0) ++deck;
  }
  const int gathered = w.table()->controller().observation().at("deck_count").get<int>();
  ASSERT_NE(deck, gathered);  // the engine's last picture: every card back in the deck
  ui::Pile* pile = nullptr;
  for (ui::Pile* p : w.table()->scene().piles())
    if (p->key().zone == 0 && p->key().seat < 0) pile = p;
  ASSERT_TRUE(pile);
  EXPECT_EQ(pile->cards().size(), deck);
  auto* details = w.table()->findChild<QLabel*>("saboteurDetails");
  ASSERT_TRUE(details);
  EXPECT_TRUE(details->text().contains(QLocale().toString(deck))) << details->text().toStdString();
  EXPECT_FALSE(details->text().contains(QLocale().toString(gathered)))
      << details->text().toStdString();
}

}  // namespace
