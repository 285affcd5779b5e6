// A shared screen keeps secrets, for every game that has a table (the list comes from the table
// registry, so a new table is checked the day it registers). A hot-seat game of people only is
// played to the end; at every step the table is read as anyone in the room could read it — every
// face-up card, every tooltip and label in the scene, and the text of every visible widget — and
// nothing may name a card that the view on screen may not know: while a cover is up, only what
// everyone may see; after a person lifted it, only what that person may see. And the cover lifts
// as a person lifts it: Enter, Space or a click.
#include <gtest/gtest.h>
#include <algorithm>

#include <QAbstractButton>
#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QSet>
#include <QTableWidget>
#include <QTest>
#include <QTextEdit>

#include "core/registry.h"
#include "core/rng.h"
#include "table_gestures.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/label_item.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QStringList widgetTexts(QWidget* root) {
  QStringList out{root->windowTitle(), root->toolTip()};
  for (QWidget* w : root->findChildren<QWidget*>()) {
    if (!w->isVisible()) continue;
    out << w->toolTip() << w->windowTitle() << w->accessibleName() << w->accessibleDescription();
    if (auto* l = qobject_cast<QLabel*>(w)) out << l->text();
    if (auto* b = qobject_cast<QAbstractButton*>(w)) out << b->text();
    if (auto* e = qobject_cast<QTextEdit*>(w)) out << e->toPlainText();
    if (auto* list = qobject_cast<QListWidget*>(w))
      for (int i = 0; i < list->count(); ++i) out << list->item(i)->text();
    if (auto* table = qobject_cast<QTableWidget*>(w))
      for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
          if (table->item(r, c)) out << table->item(r, c)->text();
  }
  return out;
}

// Fails the test, naming what leaked and where, when the screen shows a secret.
// `publicIds`: every string the public observation has shown so far in the game (and the shown
// seat's own observation now). Face-up cards are checked against every secret. In text, a card
// everyone has seen before (a game that deals again) may still be named; a secret card's NAME is a
// leak only when no card seen in public carries the same name: in a game with several copies of a
// card (or several ids with one name), the log rightly names the copy played in an earlier round
// while the other copy lies in a hand; and a public card's name that holds a secret's name ("Lamp
// or cart repair" holds "Lamp repair") is read as the public card's. Names match as whole words.
void expectNoSecretOnScreen(ui::GameTable& t, const QSet<QString>& secrets, const std::string& when,
                            const QSet<QString>& publicIds = {}) {
  QSet<QString> publicNames;
  for (const QString& id : publicIds) publicNames.insert(t.cardName(id));
  QStringList longestFirst(publicNames.begin(), publicNames.end());
  std::sort(longestFirst.begin(), longestFirst.end(),
            [](const QString& a, const QString& b) { return a.size() > b.size(); });
  auto named = [&](QString text, const QString& secret) {
    // A card everyone has seen (in an earlier hand of a game that deals again) may still be
    // named by the log after it went back into a hidden hand: that is history, not a secret.
    if (publicIds.contains(secret)) return false;
    if (namesWholeWord(text, secret)) return true;
    const QString name = t.cardName(secret);
    if (publicNames.contains(name)) return false;
    for (const QString& known : longestFirst) {
      if (known.size() > 1) text.replace(known, QStringLiteral("\u2026"));
    }
    return namesWholeWord(text, name);
  };
  for (QGraphicsItem* item : t.scene().items()) {
    if (!item->isVisible()) continue;
    if (item->type() == ui::CardItem::Type) {
      auto* c = static_cast<ui::CardItem*>(item);
      if (c->faceUp()) {
        const QString id = t.cardIdOfArt(c->face());
        EXPECT_FALSE(secrets.contains(id)) << when << ": face-up card " << id.toStdString();
      }
    }
    const QString tip = item->toolTip();
    const QString label =
        item->type() == ui::LabelItem::Type ? static_cast<ui::LabelItem*>(item)->text() : QString();
    for (const QString& secret : secrets) {
      for (const QString& text : {tip, label}) {
        if (text.isEmpty()) continue;
        EXPECT_FALSE(named(text, secret))
            << when << ": scene text names " << secret.toStdString() << ": " << text.toStdString();
      }
    }
  }
  const QStringList texts = widgetTexts(&t);
  for (const QString& secret : secrets) {
    for (const QString& text : texts) {
      if (text.isEmpty()) continue;
      EXPECT_FALSE(named(text, secret))
          << when << ": a widget names " << secret.toStdString() << ": " << text.toStdString();
    }
  }
}

int hotSeatPlayers(const GameInfo& info) {
  return std::clamp(3, info.minPlayers, info.maxPlayers);
}

// A game of people only at one screen, covers on, shown at `size`.
std::unique_ptr<ui::GameTable> hotSeatTable(const QString& gameId, std::uint64_t seed, QSize size) {
  const Game* game = findGame(gameId.toStdString());
  EXPECT_NE(game, nullptr);
  if (!game) return nullptr;
  Scenario s;
  s.game = gameId.toStdString();
  const int players = hotSeatPlayers(game->info());
  s.options["players"] = players;
  for (int i = 0; i < players; ++i)
    s.players.push_back({"Person " + std::to_string(i + 1), "human", ""});
  s.seed = seed;
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  o.confirmPrivateViews = true;
  ui::GameTable::setShowEndDialog(false);
  std::unique_ptr<ui::GameTable> t(
      ui::TableRegistry::instance().create(GameRecord::fromScenario(s), o, nullptr));
  EXPECT_NE(t, nullptr);
  if (!t) return nullptr;
  t->resize(size);
  t->show();
  return t;
}

void playHotSeat(const QString& gameId, std::uint64_t seed) {
  const auto t = hotSeatTable(gameId, seed, {1600, 900});
  ASSERT_NE(t, nullptr);
  Rng rng(seed);
  int covers = 0;
  QSet<QString> everPublic;  // everything the public view and public events have shown so far
  for (int step = 0; step < 4000; ++step) {
    ASSERT_TRUE(waitUntil([&] { return t->isSettled(); })) << gameId.toStdString();
    const State& state = t->controller().state();
    collectStrings(state.observation(-1), everPublic);
    if (state.isTerminal()) break;
    const std::string where = gameId.toStdString() + " step " + std::to_string(step);
    if (t->coverShown()) {
      ++covers;
      // The cover belongs to the person who must act now, and the screen shows only what
      // everyone may see.
      EXPECT_EQ(t->controller().coverSeat(), state.currentPlayer()) << where;
      expectNoSecretOnScreen(*t, secretsFor(state, -1), where + " (covered)", everPublic);
      auto* button = t->findChild<QAbstractButton*>("coverButton");
      ASSERT_NE(button, nullptr);
      button->click();
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
      ASSERT_FALSE(t->coverShown()) << where;
    }
    const int shown = t->controller().shownSeat();
    EXPECT_TRUE(shown == -1 || shown == state.currentPlayer()) << where;
    expectNoSecretOnScreen(*t, secretsFor(state, shown), where + " (open)",
                           everPublic + seenBy(state, shown));
    const auto legal = state.legalActions();
    ASSERT_FALSE(legal.empty());
    const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
    {
      // The cards this action shows everyone (a card played on the last trick of a hand is seen
      // only in the action's events: the next deal follows in the same action).
      auto after = state.clone();
      Events events;
      after->applyLegal(a, &events);
      maskEventsFor(events, -1);
      for (const Event& e : events)
        if (e.card >= 0) everPublic.insert(QString::fromStdString(state.cardName(e.card)));
    }
    ASSERT_TRUE(t->perform(QString::fromStdString(state.actionText(a)))) << where;
  }
  EXPECT_TRUE(t->controller().state().isTerminal()) << gameId.toStdString();
  std::cout << gameId.toStdString() << ": " << covers << " covers checked\n";
}

TEST(SharedScreen, EveryTableKeepsEverySecretThroughAWholeHotSeatGame) {
  uiApp("fa");
  const auto& entries = ui::TableRegistry::instance().entries();
  ASSERT_FALSE(entries.isEmpty());
  for (const auto& e : entries) {
    SCOPED_TRACE(e.gameId.toStdString());
    playHotSeat(e.gameId, 5);
  }
}

// The person handed the screen lifts the cover as they would: Enter, Space or a click on its
// button, which holds the keyboard's focus from the moment the cover is up (a key must reach it,
// not the table under it). Every table whose game keeps secrets; a hot-seat game of people.
TEST(SharedScreen, TheCoverLiftsWithEnterSpaceOrAClick) {
  uiApp("fa");
  int gamesWithCovers = 0;
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    const auto t = hotSeatTable(e.gameId, 8, {1280, 800});
    ASSERT_NE(t, nullptr);
    t->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(t.get()));
    Rng rng(8);
    const Qt::Key keys[] = {Qt::Key_Return, Qt::Key_Space, Qt::Key_Enter};
    int lifted = 0;
    for (int step = 0; step < 400 && lifted < 6; ++step) {
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
      if (t->coverShown()) {
        auto* button = t->findChild<QAbstractButton*>("coverButton");
        ASSERT_NE(button, nullptr);
        ASSERT_EQ(QApplication::focusWidget(), button) << "step " << step;
        const int seat = t->controller().coverSeat();
        if (lifted % 4 == 3) {
          QTest::mouseClick(button, Qt::LeftButton);
        } else {
          QTest::keyClick(QApplication::focusWidget(), keys[lifted % 4]);
        }
        ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
        EXPECT_FALSE(t->coverShown()) << "step " << step << ", lift " << lifted;
        EXPECT_EQ(t->controller().shownSeat(), seat);
        ++lifted;
      }
      const State& state = t->controller().state();
      if (state.isTerminal()) break;
      const auto legal = state.legalActions();
      const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
      ASSERT_TRUE(t->perform(QString::fromStdString(state.actionText(a))));
    }
    if (lifted > 0) ++gamesWithCovers;
  }
  EXPECT_GE(gamesWithCovers, 3);  // every game but Rivals, whose players hold no hand
}

// The seat "(you)" may mark: the person's whose own view is on screen, in a game of several
// seats.
int youSeatOf(const ui::TableController& c) {
  const int shown = c.shownSeat();
  return shown >= 0 && c.isHuman(shown) && c.numSeats() > 1 ? shown : -1;
}

QStringList youLabels(ui::GameTable& t) {
  QStringList out;
  for (QGraphicsItem* item : t.scene().items()) {
    if (item->type() != ui::LabelItem::Type || !item->isVisible()) continue;
    const QString text = static_cast<ui::LabelItem*>(item)->text();
    if (text.contains(QString::fromUtf8("(شما)"))) out << text;
  }
  return out;
}

// The labels, readable in a failure's message.
std::string youMarks(ui::GameTable& t) {
  return youLabels(t).join(QStringLiteral(" | ")).toStdString();
}

std::unique_ptr<ui::GameTable> quietTable(const Scenario& s) {
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  o.confirmPrivateViews = true;
  ui::GameTable::setShowEndDialog(false);
  std::unique_ptr<ui::GameTable> t(
      ui::TableRegistry::instance().create(GameRecord::fromScenario(s), o, nullptr));
  EXPECT_NE(t, nullptr);
  if (!t) return nullptr;
  t->resize(1366, 768);
  t->show();
  return t;
}

// "(you)" marks the seat of the person whose own view is on screen, and no other: not the last
// person's seat once the view turned away (under a cover nobody's view is on screen), never a
// computer's in a game of computers only. One rule for every registered table.
TEST(SharedScreen, YouMarksOnlyThePersonWhoseViewIsOnScreen) {
  uiApp("fa");
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    const Game* game = findGame(e.gameId.toStdString());
    ASSERT_NE(game, nullptr);
    const int players = hotSeatPlayers(game->info());

    // Computers only: no seat is anyone's, before or after any move.
    {
      const auto t = quietTable(namedScenario(e.gameId.toStdString(), players, true, 21));
      ASSERT_NE(t, nullptr);
      int moves = 0;
      QObject::connect(&t->controller(), &ui::TableController::actionApplied, t.get(), [&]() {
        ++moves;
        EXPECT_EQ(youMarks(*t), "") << "after move " << moves;
      });
      EXPECT_EQ(youMarks(*t), "") << "at the start";
      ASSERT_TRUE(waitUntil([&] { return moves >= 40 || t->controller().state().isTerminal(); }));
      t->controller().stopBots();
    }

    // One person and computers: their seat, and only theirs.
    {
      Scenario s = namedScenario(e.gameId.toStdString(), players, true, 22);
      s.players[0].kind = "human";
      s.players[0].level.clear();
      const auto t = quietTable(s);
      ASSERT_NE(t, nullptr);
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
      const QStringList marks = youLabels(*t);
      ASSERT_EQ(marks.size(), 1) << youMarks(*t);
      EXPECT_TRUE(marks.front().contains(t->names().value(0) + QString::fromUtf8(" (شما)")));
    }

    // People only: under a cover, nobody's; after it is lifted, the person's to act; never the
    // seat of the person before.
    {
      const auto t = quietTable(namedScenario(e.gameId.toStdString(), players, false, 23));
      ASSERT_NE(t, nullptr);
      Rng rng(23);
      for (int step = 0; step < 60; ++step) {
        ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
        const State& state = t->controller().state();
        if (state.isTerminal()) break;
        if (t->coverShown()) {
          EXPECT_EQ(youMarks(*t), "") << "under the cover, step " << step;
          t->revealCover();
          ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
        }
        const QStringList marks = youLabels(*t);
        const int you = youSeatOf(t->controller());
        if (you < 0) {
          EXPECT_EQ(youMarks(*t), "") << "step " << step;
        } else {
          EXPECT_EQ(you, state.currentPlayer());
          ASSERT_EQ(marks.size(), 1) << "step " << step << ": " << youMarks(*t);
          EXPECT_TRUE(marks.front().contains(t->names().value(you) + QString::fromUtf8(" (شما)")))
              << marks.front().toStdString();
        }
        const auto legal = state.legalActions();
        const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
        ASSERT_TRUE(t->perform(QString::fromStdString(state.actionText(a))));
      }
    }
  }
}

}  // namespace
