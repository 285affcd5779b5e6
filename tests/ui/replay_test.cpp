// Replay, for every registered table: a saved game of four (as many as the game allows near four)
// is opened for replay in the window, stepped to its start and forward to its end and back again
// with the keys a person presses (in right-to-left, forward is the left arrow), and at every step
// the table is what the engine's state at that point makes it: the state itself, the cards on the
// table (each face-up card one the observation on screen holds, and every card where a table
// opened at that very point draws it), and the log. Playing on from the middle starts a new game
// of exactly the moves so far, and the saved file stays byte for byte as it was.
#include <gtest/gtest.h>

#include <map>
#include <memory>

#include <QAction>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QToolButton>

#include "core/registry.h"
#include "core/rng.h"
#include "table_gestures.h"
#include "ui/app/autosave.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_log.h"
#include "ui/table/game_table.h"
#include "ui/table/replay_bar.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// A finished game of `players` (seat 0 a person, the others computers), played at random.
Scenario savedGame(const std::string& gameId, int players, std::uint64_t seed) {
  static const char* const kNames[] = {"سارا", "علی", "مریم", "رضا", "نگار", "بابک"};
  Scenario s;
  s.game = gameId;
  s.options["players"] = players;
  for (int i = 0; i < players; ++i)
    s.players.push_back({kNames[i], i == 0 ? "human" : "bot", i == 0 ? "" : "random"});
  s.seed = seed;
  GameRecord record = GameRecord::fromScenario(s);
  Rng rng(seed);
  for (int i = 0; i < 600 && !record.state().isTerminal(); ++i) {
    const auto legal = record.state().legalActions();
    record.play(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]);
  }
  return record.toScenario();
}

// Where the cards lie on the table, face up or down: the same places hold as many cards, turned
// the same way. (Which of a pile's cards lies on top may differ: a pile whose order is no one's
// to know, like Zirkhaki's discard, keeps the order the table last drew.)
QStringList cardsOnTable(ui::GameTable& t) {
  QStringList out;
  for (QGraphicsItem* item : t.scene().items()) {
    if (item->type() != ui::CardItem::Type || !item->isVisible()) continue;
    auto* c = static_cast<ui::CardItem*>(item);
    const QString way = c->faceUp() ? QStringLiteral("up") : QStringLiteral("down");
    // A card on a board is where it lies on the board's cloth: the board's camera is the
    // watcher's to move (it follows each card played when stepping, and fits the whole maze
    // when opened there).
    const ui::BoardItem* board = ui::BoardItem::boardOf(c);
    const QPointF p = board ? c->mapToItem(board->content(), QPointF()) : c->scenePos();
    out << QString("%1%2@%3,%4")
               .arg(board ? QStringLiteral("board-") : QString(), way)
               .arg(qRound(p.x()))
               .arg(qRound(p.y()));
  }
  out.sort();
  return out;
}

// The same game opened at `ply` (its first `ply` moves), watched as a replay: the reference
// drawing of that point.
std::unique_ptr<ui::GameTable> tableAt(const Scenario& saved, int ply, QSize size) {
  Scenario start = saved;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  EXPECT_FALSE(record.replay({saved.actions.begin(), saved.actions.begin() + ply}));
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  std::unique_ptr<ui::GameTable> t(
      ui::TableRegistry::instance().create(std::move(record), o, nullptr));
  t->controller().setReplay(true);
  t->resize(size);
  t->show();
  EXPECT_TRUE(waitUntil([&] { return t->isSettled(); }));
  return t;
}

// Whether the step to `ply` of `length` is drawn again from scratch to compare: every step near
// the ends, then every seventh (a fresh table per step made the long games' replays minutes).
bool compareAt(int ply, int length) {
  return ply < 16 || ply > length - 4 || ply % 7 == 0;
}

// What a table opened at a point of the saved game shows: the engine's state, where the cards
// lie, and the log.
struct Drawing {
  Json state;
  QStringList cards;
  QStringList log;
};

// The drawing of each point of the saved game, from a table opened there, made once: stepping
// forward and back meets every point twice, and drawing a table is most of this test's time.
class FreshDrawings {
 public:
  // Each drawn at the size `table` has then.
  FreshDrawings(const Scenario& saved, const QWidget& table) : saved_(saved), table_(table) {}

  const Drawing& at(int ply) {
    auto it = drawings_.find(ply);
    if (it == drawings_.end()) {
      std::unique_ptr<ui::GameTable> t = tableAt(saved_, ply, table_.size());
      it = drawings_
               .emplace(ply, Drawing{stateJson(t->controller().state()), cardsOnTable(*t),
                                     t->log().lines()})
               .first;
    }
    return it->second;
  }

 private:
  const Scenario& saved_;
  const QWidget& table_;
  std::map<int, Drawing> drawings_;
};

void expectStep(ui::GameTable& t, FreshDrawings& fresh, int ply, const std::string& where,
                bool compare = true) {
  ASSERT_TRUE(waitUntil([&] { return t.isSettled() && t.controller().ply() == ply; }))
      << where << ": the table is at move " << t.controller().ply();
  EXPECT_EQ(t.recordLog().size(), ply) << where;
  if (!compare) return;
  // The engine's state is the saved game's after `ply` moves.
  const Drawing& ref = fresh.at(ply);
  EXPECT_EQ(stateJson(t.controller().state()), ref.state) << where;
  // Every face-up card is one the view on screen may know.
  const int shown = t.controller().shownSeat();
  QSet<QString> known;
  collectStrings(t.controller().state().observation(shown), known);
  for (QGraphicsItem* item : t.scene().items()) {
    if (item->type() != ui::CardItem::Type || !item->isVisible()) continue;
    auto* c = static_cast<ui::CardItem*>(item);
    // A face that is no card (a coin, a marker) holds no secret.
    if (c->faceUp() && !t.cardIdOfArt(c->face()).isEmpty()) {
      EXPECT_TRUE(known.contains(t.cardIdOfArt(c->face())))
          << where << ": " << c->face().toStdString();
    }
  }
  // The cards lie where a table opened at that point draws them, and the log tells as much.
  EXPECT_EQ(cardsOnTable(t), ref.cards) << where;
  EXPECT_EQ(t.log().lines(), ref.log) << where;
}

void replayGame(const QString& gameId, bool rtl) {
  uiApp(rtl ? "fa" : "en", false);
  ASSERT_EQ(QGuiApplication::layoutDirection(), rtl ? Qt::RightToLeft : Qt::LeftToRight);
  ui::GameTable::setShowEndDialog(false);
  const Game* game = findGame(gameId.toStdString());
  ASSERT_NE(game, nullptr);
  const int players = std::clamp(4, game->info().minPlayers, game->info().maxPlayers);
  const Scenario saved = savedGame(gameId.toStdString(), players, 11);
  const int length = static_cast<int>(saved.actions.size());
  ASSERT_GE(length, 4);
  const QString path = scratchDir() + "/replay-" + gameId + ".mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(path, saved).isEmpty());
  const QByteArray before = bytesOf(path);

  app::MainWindow w(quietSettingsWithCovers(), app::Autosave(scratchDir() + "/autosave-replay"));
  w.setScripted(true);
  w.resize(1400, 850);
  w.show();
  ASSERT_EQ(w.openReplay(path), QString());
  ui::GameTable* t = w.table();
  ASSERT_NE(t, nullptr);
  ASSERT_TRUE(t->controller().replaying());
  FreshDrawings fresh(saved, *t);
  auto* bar = t->findChild<ui::ReplayBar*>("replayBar");
  ASSERT_NE(bar, nullptr);
  ASSERT_TRUE(bar->isVisible());
  const int forwardKey = rtl ? Qt::Key_Left : Qt::Key_Right;
  const int backKey = rtl ? Qt::Key_Right : Qt::Key_Left;

  // It opens at the start; End and Home go to the ends.
  expectStep(*t, fresh, 0, "opened");
  pressKey(*t, Qt::Key_End);
  expectStep(*t, fresh, length, "End");
  EXPECT_FALSE(t->findChild<QToolButton*>("replayForward")->isEnabled());
  pressKey(*t, Qt::Key_Home);
  expectStep(*t, fresh, 0, "Home");
  EXPECT_FALSE(t->findChild<QToolButton*>("replayBack")->isEnabled());
  // Forward to the end, one key at a time, then back to the start. A long game (Sabokbaz's run
  // to its target is hundreds of moves) is stepped through its first and last stretches, with
  // the timeline's jump between them.
  QSlider* timeline = t->findChild<QSlider*>("replayTimeline");
  ASSERT_NE(timeline, nullptr);
  const int stretch = 80;
  const bool skips = length > 2 * stretch;
  for (int ply = 1; ply <= length; ++ply) {
    if (skips && ply == stretch + 1) {
      ply = length - stretch;
      timeline->setValue(ply);
    } else {
      pressKey(*t, forwardKey);
    }
    expectStep(*t, fresh, ply, "forward to " + std::to_string(ply), compareAt(ply, length));
    if (::testing::Test::HasFailure()) return;
  }
  pressKey(*t, forwardKey);  // past the end: nothing moves
  expectStep(*t, fresh, length, "forward past the end");
  for (int ply = length - 1; ply >= 0; --ply) {
    if (skips && ply == length - stretch - 1) {
      ply = stretch;
      timeline->setValue(ply);
    } else {
      pressKey(*t, backKey);
    }
    expectStep(*t, fresh, ply, "back to " + std::to_string(ply), compareAt(ply, length));
    if (::testing::Test::HasFailure()) return;
  }
  // The buttons and the timeline do the same.
  t->findChild<QToolButton*>("replayForward")->click();
  expectStep(*t, fresh, 1, "the forward button");
  t->findChild<QToolButton*>("replayBack")->click();
  expectStep(*t, fresh, 0, "the back button");
  const int middle = length / 2;
  timeline->setValue(middle);
  expectStep(*t, fresh, middle, "the timeline");
  // Nobody moves in a replay, no computer plays on, and Undo has nothing to take back.
  EXPECT_TRUE(t->controller().viewerLegal().empty());
  EXPECT_FALSE(t->controller().canUndo());
  EXPECT_FALSE(t->controller().botPending());

  // Play on from the middle: a new game of the moves so far; the file is as it was.
  t->findChild<QPushButton*>("replayPlayOn")->click();
  ASSERT_TRUE(waitUntil([&] { return w.table() && w.table() != t; }));
  ui::GameTable* played = w.table();
  EXPECT_FALSE(played->controller().replaying());
  EXPECT_EQ(played->findChild<ui::ReplayBar*>("replayBar"), nullptr);
  const std::vector<std::string> sofar(saved.actions.begin(), saved.actions.begin() + middle);
  const auto& actions = played->controller().record().actions();
  ASSERT_GE(actions.size(), sofar.size());
  EXPECT_TRUE(std::equal(sofar.begin(), sofar.end(), actions.begin()));
  EXPECT_TRUE(w.currentPath().isEmpty()) << "the new game must not be saved over the file";
  // The game goes on (its computers play on) and is saved elsewhere; the file stays.
  ASSERT_TRUE(waitUntil([&] { return played->isSettled(); }));
  EXPECT_TRUE(w.saveTo(scratchDir() + "/played-on-" + gameId + ".mizbazi").isEmpty());
  EXPECT_EQ(bytesOf(path), before);
}

// Every registered table (one test each, so that they share the cores).
class ReplayOfEveryTable : public ::testing::TestWithParam<std::string> {};

TEST_P(ReplayOfEveryTable, StepsASavedGameBothWaysRightToLeft) {
  uiApp("fa");
  replayGame(QString::fromStdString(GetParam()), true);
}

INSTANTIATE_TEST_SUITE_P(Replay, ReplayOfEveryTable, ::testing::ValuesIn(registeredGameIds()),
                         [](const auto& info) { return gameTestName(info.param); });

TEST(Replay, StepsWithTheArrowsLeftToRight) {
  replayGame("zirkhaki", false);
}

// The bar as a person reads it (issue 31): its step buttons show their icons (the media
// symbols were missing from the font: two blank buttons), the status says whose move comes next,
// never that a computer "is thinking" (nobody plays in a replay), and a game of several people,
// whose hands all lie face down, says so and offers the teacher's view of every hand.
TEST(Replay, TheBarShowsItsButtonsAndWhoPlaysNextAndOffersEveryHand) {
  for (const char* language : {"en", "fa"}) {
    uiApp(language);
    ui::GameTable::setShowEndDialog(false);
    const Scenario saved = savedGame("zirkhaki", 3, 5);  // seat 0 a person, two computers
    const QString path = scratchDir() + "/replay-bar.mizbazi";
    ASSERT_TRUE(app::writeScenarioFile(path, saved).isEmpty());
    app::MainWindow w(quietSettingsWithCovers(),
                      app::Autosave(scratchDir() + "/autosave-replay-bar"));
    w.setScripted(true);
    w.resize(1366, 768);
    w.show();
    ASSERT_EQ(w.openReplay(path), QString());
    ui::GameTable* t = w.table();
    for (const char* name : {"replayStart", "replayBack", "replayForward", "replayEnd"}) {
      auto* b = t->findChild<QToolButton*>(name);
      ASSERT_TRUE(b) << name;
      EXPECT_FALSE(b->icon().isNull()) << name;
      const QImage icon = b->icon().pixmap(24, 24).toImage();
      int inked = 0;
      for (int y = 0; y < icon.height(); ++y)
        for (int x = 0; x < icon.width(); ++x) inked += qAlpha(icon.pixel(x, y)) > 128;
      EXPECT_GT(inked, 24) << name << ": a blank button";
      EXPECT_FALSE(b->toolTip().isEmpty()) << name;
    }
    // Every step where a computer is to play: whose move comes next, and no "thinking".
    const QString thinking =
        ui::GameTable::tr("%1 (computer) is thinking…").arg(QString()).trimmed();
    int computersNext = 0;
    for (int ply = 0; ply < 12 && ply < int(saved.actions.size()); ++ply) {
      if (ply > 0)
        pressKey(*t, QGuiApplication::layoutDirection() == Qt::RightToLeft ? Qt::Key_Left
                                                                           : Qt::Key_Right);
      ASSERT_TRUE(waitUntil([&] { return t->isSettled() && t->controller().ply() == ply; }));
      const int next = t->controller().state().currentPlayer();
      if (t->controller().isHuman(next)) continue;
      ++computersNext;
      EXPECT_FALSE(t->statusText().contains(thinking)) << t->statusText().toStdString();
      EXPECT_TRUE(t->statusText().contains(t->names().value(next)))
          << t->statusText().toStdString();
    }
    EXPECT_GT(computersNext, 0);
    // One person: their own view is on screen, nothing to offer.
    EXPECT_FALSE(t->findChild<QWidget*>("replayHandsHidden")->isVisible());
    EXPECT_FALSE(t->findChild<QPushButton*>("replayEveryHand")->isVisible());
  }
  // Three people at one screen: every hand face down; the bar says so, and its button turns the
  // teacher's view on (after the question it asks with several people) and then goes.
  uiApp("fa");
  Scenario people = savedGame("zirkhaki", 3, 7);
  for (PlayerSpec& p : people.players) p = {p.name, "human", ""};
  const QString path = scratchDir() + "/replay-people.mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(path, people).isEmpty());
  app::MainWindow w(quietSettingsWithCovers(),
                    app::Autosave(scratchDir() + "/autosave-replay-people"));
  w.setScripted(true);
  w.resize(1366, 768);
  w.show();
  ASSERT_EQ(w.openReplay(path), QString());
  ui::GameTable* t = w.table();
  pressKey(*t, Qt::Key_End);
  ASSERT_TRUE(waitUntil([&] { return t->isSettled() && t->controller().ply() > 0; }));
  auto* note = t->findChild<QWidget*>("replayHandsHidden");
  auto* button = t->findChild<QPushButton*>("replayEveryHand");
  ASSERT_TRUE(note && button);
  EXPECT_TRUE(note->isVisible());
  ASSERT_TRUE(button->isVisible());
  EXPECT_FALSE(t->controller().showsEveryHand());
  answerModal("everyHandYes");
  button->click();
  ASSERT_TRUE(waitUntil([&] { return t->controller().showsEveryHand(); }));
  EXPECT_TRUE(w.findChild<QAction*>("everyHandAction")->isChecked());
  EXPECT_FALSE(note->isVisible());
  EXPECT_FALSE(button->isVisible());
}

}  // namespace
