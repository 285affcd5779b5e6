// Every game's table through Qt's accessibility interfaces, as a screen reader reads it
// (table/table_voice.h, table/accessible_table.h), for every registered table:
//  - a hot-seat game of people, covers on, is played with seeded random moves, and at every step
//    (under each cover, and after it is lifted) the whole tree under the table's view is walked:
//    parents and children agree, every node has a name, a pile's children are its cards as the
//    scene lays them, every card named is one the observation of the seat on screen holds, the
//    counts the observation gives (a hand's, the display's, the treasure zone's) are the tree's,
//    and no name, description or announcement names a card that view may not know;
//  - a game against computers is played to the end with the list of moves alone (M, the arrows,
//    Enter), every move the one chosen;
//  - the keyboard's ring is the accessibility focus; a turn, a person's own move, a refusal and a
//    picked card's places are announced.
#include <gtest/gtest.h>

#include <QAccessible>
#include <QAccessibleInterface>
#include <QApplication>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QTest>
#include <functional>
#include <map>

#include "core/registry.h"
#include "core/rng.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/move_chooser.h"
#include "ui/table/move_list_dialog.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui/table/table_voice.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// Whether `text` names the secret card `id`: by its id, or by its name when no card the view
// knows has that name too (games with copies of a card, or cards that share a name). A known
// card's name that holds the secret's is that card ("repair pickaxe or lamp"); and in a
// description (`described`: what a card is, holds or does, which names no other card) so are the
// secret's words alone: in Persian the goal «هدف: سه قطعه طلا» is described by what it holds,
// «سه قطعه طلا», the gold card's name.
bool namesSecret(const ui::GameTable& t, const QString& text, const QString& id,
                 const QSet<QString>& knownNames, bool described = false) {
  if (namesWholeWord(text, id)) return true;
  const QString name = t.cardName(id);
  if (name == id || knownNames.contains(name)) return false;
  QString rest = text;
  for (const QString& known : knownNames) {
    if (known.size() <= 1 || !known.contains(name)) continue;
    if (described) return false;
    rest.replace(known, QStringLiteral("\u2026"));
  }
  return namesWholeWord(rest, name);
}

// The lines of `text` that are not lines of the log the view on screen shows.
QStringList notOnScreen(const ui::GameTable& t, const QString& text) {
  QSet<QString> onScreen;
  for (const auto& line : t.recordLog().linesFor(t.controller().shownSeat())) onScreen << line.text;
  QStringList out;
  for (const QString& line : text.split(QLatin1Char('\n')))
    if (!onScreen.contains(line)) out << line;
  return out;
}

struct TreeRead {
  QStringList texts;                     // every name
  QStringList descriptions;              // every description
  std::map<const ui::Pile*, int> piles;  // each pile in the tree: its children
  int nodes = 0;
};

// Walks the tree under `iface`, checking that parents and children agree and that every node says
// something; each pile's and card's words are checked against the scene and the observation.
void walk(ui::GameTable& t, QAccessibleInterface* iface, const QSet<QString>& seen, TreeRead& read,
          const std::string& where) {
  ASSERT_NE(iface, nullptr) << where;
  ++read.nodes;
  const QString name = iface->text(QAccessible::Name);
  if (iface->role() == QAccessible::Notification) {
    // The last announcement: the log's lines in it must be ones the log on screen shows now.
    read.texts << notOnScreen(t, name);
  } else {
    read.texts << name;
    read.descriptions << iface->text(QAccessible::Description);
  }
  const bool hidden = iface->state().invisible;
  if (!hidden) {
    EXPECT_FALSE(name.trimmed().isEmpty()) << where << ": a node without words";
  }
  QObject* object = iface->object();
  if (auto* card = qobject_cast<ui::CardItem*>(object)) {
    EXPECT_EQ(name, t.cardWords(*card)) << where;
    const QString id = t.cardIdOfArt(card->face());
    // A card the tree names is one the view on screen knows.
    if (card->faceUp() && !card->hasPendingFace() && !id.isEmpty()) {
      EXPECT_TRUE(seen.contains(id)) << where << ": the tree names " << id.toStdString();
    }
  }
  if (auto* pile = qobject_cast<ui::Pile*>(object)) {
    int expected = 0;
    if (t.cardsAreObjects(*pile)) {
      if (ui::isStacked(*pile)) {
        expected = pile->cards().isEmpty() ? 0 : 1;
      } else {
        for (const ui::CardItem* c : pile->cards()) expected += c->isVisible() ? 1 : 0;
      }
    }
    EXPECT_EQ(iface->childCount(), expected) << where << ": " << name.toStdString();
    read.piles[pile] = iface->childCount();
    EXPECT_EQ(name, t.pileSummary(*pile)) << where;
  }
  for (int i = 0; i < iface->childCount(); ++i) {
    QAccessibleInterface* child = iface->child(i);
    ASSERT_NE(child, nullptr) << where << ": child " << i << " of " << name.toStdString();
    EXPECT_EQ(child->parent(), iface)
        << where << ": " << child->text(QAccessible::Name).toStdString();
    EXPECT_EQ(iface->indexOfChild(child), i) << where;
    walk(t, child, seen, read, where);
  }
}

const ui::Pile* pileAt(const TreeRead& read, const std::function<bool(const Place&)>& which) {
  for (const auto& [pile, children] : read.piles)
    if (which(pile->key())) return pile;
  return nullptr;
}

// What the observation of the view on screen counts, against the tree's children.
void expectObservationCounts(const ui::GameTable& t, const Json& obs, const TreeRead& read,
                             const std::string& where) {
  const std::string game = t.controller().record().game().info().id;
  auto childrenOf = [&](const std::function<bool(const Place&)>& which) {
    const ui::Pile* p = pileAt(read, which);
    return p ? read.piles.at(p) : -1;
  };
  if (game == "sabokbaz" || game == "saboteur-duel") {
    const int handZone = 1;  // both games key a hand (zone 1, seat)
    const Json counts = obs.value("hand_counts", Json::array());
    for (int seat = 0; seat < static_cast<int>(counts.size()); ++seat) {
      const int n =
          childrenOf([&](const Place& p) { return p.zone == handZone && p.seat == seat; });
      if (n >= 0)
        EXPECT_EQ(n, counts[seat].get<int>()) << where << ": hand of seat " << seat;
      else
        EXPECT_EQ(counts[seat].get<int>(), 0) << where << ": a hand left out of the tree";
    }
  } else if (game == "rivals") {
    const int n = childrenOf([](const Place& p) { return p.zone == 1; });  // the display
    EXPECT_EQ(n, static_cast<int>(obs.value("display", Json::array()).size())) << where;
  } else if (game == "zirkhaki") {
    const int n = childrenOf([](const Place& p) { return p.zone == 2; });  // the treasure zone
    EXPECT_EQ(n, static_cast<int>(obs.value("play_area", Json::array()).size())) << where;
  }
}

// No text of `said` names a card the view on screen may not know (nor has been public).
void expectNoSecret(const ui::GameTable& t, const QStringList& said,
                    const QSet<QString>& everPublic, const std::string& where,
                    bool described = false) {
  const State& state = t.controller().state();
  const int shown = t.controller().shownSeat();
  QSet<QString> knownNames;
  for (const QString& id : seenBy(state, shown) + everPublic) knownNames.insert(t.cardName(id));
  for (const QString& secret : secretsFor(state, shown)) {
    if (everPublic.contains(secret)) continue;
    for (const QString& text : said) {
      if (text.isEmpty()) continue;
      EXPECT_FALSE(namesSecret(t, text, secret, knownNames, described))
          << where << ": the tree or a voice names " << secret.toStdString() << ": "
          << text.toStdString();
    }
  }
}

// What the voice says as it says it: the lines of the log it reads are lines the log on screen
// shows the view on screen (the log's own privacy is privacy_test's), and the rest of what it
// says names no card that view may not know.
void checkAnnouncement(const ui::GameTable& t, const QString& text, const QSet<QString>& everPublic,
                       const std::string& where) {
  expectNoSecret(t, notOnScreen(t, text), everPublic, where + " (announced)");
}

// Reads the whole tree of `t` and checks it against the view on screen.
void checkTree(ui::GameTable& t, const std::string& where, QSet<QString>& everPublic) {
  const State& state = t.controller().state();
  const int shown = t.controller().shownSeat();
  QAccessibleInterface* view = QAccessible::queryAccessibleInterface(&t.view());
  ASSERT_NE(view, nullptr);
  EXPECT_EQ(view->role(), QAccessible::Pane);
  const QSet<QString> seen = seenBy(state, shown) + everPublic;
  TreeRead read;
  walk(t, view, seen, read, where);
  // Every seat has its group, named with its player.
  int seats = 0;
  for (int i = 0; i < view->childCount(); ++i) {
    QAccessibleInterface* c = view->child(i);
    if (!c->object() && c->role() == QAccessible::Grouping) ++seats;
  }
  EXPECT_EQ(seats, t.controller().numSeats()) << where;
  EXPECT_EQ(view->child(view->childCount() - 1)->role(), QAccessible::Notification) << where;
  expectObservationCounts(t, state.observation(shown), read, where);
  // No name or description in the tree names a secret of this view.
  expectNoSecret(t, read.texts, everPublic, where);
  expectNoSecret(t, read.descriptions, everPublic, where + " (described)", true);
}

std::unique_ptr<ui::GameTable> tableOf(const QString& gameId, int players, bool computers,
                                       bool covers, std::uint64_t seed) {
  Scenario s = namedScenario(gameId.toStdString(), players, false, seed);
  if (computers)
    for (std::size_t i = 1; i < s.players.size(); ++i)
      s.players[i] = {s.players[i].name, "bot", "random"};
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  o.confirmPrivateViews = covers;
  ui::GameTable::setShowEndDialog(false);
  std::unique_ptr<ui::GameTable> t(
      ui::TableRegistry::instance().create(GameRecord::fromScenario(s), o, nullptr));
  if (!t) return nullptr;
  t->resize(1366, 768);
  t->show();
  return t;
}

int playersFor(const QString& gameId) {
  const GameInfo& info = findGame(gameId.toStdString())->info();
  return std::clamp(3, info.minPlayers, info.maxPlayers);
}

TEST(Accessibility, EveryTableReadsAsTheViewOnScreenAtEveryStepOfAHotSeatGame) {
  uiApp("fa");
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    const auto t = tableOf(e.gameId, playersFor(e.gameId), false, true, 21);
    ASSERT_NE(t, nullptr);
    Rng rng(21);
    QSet<QString> everPublic;
    int steps = 0, covers = 0, announced = 0;
    QObject::connect(&t->voice(), &ui::TableVoice::announced, t.get(), [&](const QString& text) {
      ++announced;
      checkAnnouncement(*t, text, everPublic,
                        e.gameId.toStdString() + " step " + std::to_string(steps));
    });
    for (; steps < 220; ++steps) {
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
      const State& state = t->controller().state();
      collectStrings(state.observation(-1), everPublic);
      const std::string where = e.gameId.toStdString() + " step " + std::to_string(steps);
      if (t->coverShown()) {
        ++covers;
        checkTree(*t, where + " (covered)", everPublic);
        t->revealCover();
        ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
      }
      checkTree(*t, where, everPublic);
      if (state.isTerminal()) break;
      const auto legal = state.legalActions();
      const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
      ASSERT_TRUE(t->perform(QString::fromStdString(state.actionText(a)))) << where;
    }
    EXPECT_GT(announced, 0);
    std::cout << e.gameId.toStdString() << ": the tree read at " << steps << " steps, " << covers
              << " under a cover, " << announced << " announcements\n";
  }
}

// The list of moves (M) alone plays a whole game against computers: each move is the one chosen
// with the arrows and Enter.
TEST(Accessibility, TheListOfMovesPlaysAWholeGameOfEveryTable) {
  uiApp("en");
  for (const auto& e : ui::TableRegistry::instance().entries()) {
    SCOPED_TRACE(e.gameId.toStdString());
    const auto t = tableOf(e.gameId, playersFor(e.gameId), true, false, 4);
    ASSERT_NE(t, nullptr);
    t->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(t.get()));
    Rng rng(4);
    QSet<QString> kinds;
    int moves = 0;
    while (moves < 400) {
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }));
      if (t->controller().state().isTerminal()) break;
      // The closed list leaves no window active under the offscreen platform (a window manager
      // gives the table the keyboard back).
      t->activateWindow();
      ASSERT_TRUE(QTest::qWaitForWindowActive(t.get()));
      t->view().setFocus();
      QTest::keyClick(&t->view(), Qt::Key_M);
      ui::MoveListDialog* list = nullptr;
      ASSERT_TRUE(waitUntil([&] {
        list = qobject_cast<ui::MoveListDialog*>(QApplication::activeModalWidget());
        return list != nullptr;
      }));
      const QStringList actions = list->actions();
      ASSERT_FALSE(actions.isEmpty());
      ASSERT_EQ(list->list()->count(), actions.size());
      for (int i = 0; i < list->list()->count(); ++i)
        EXPECT_FALSE(list->list()->item(i)->text().trimmed().isEmpty()) << actions[i].toStdString();
      const int pick = rng.uniform(0, static_cast<int>(actions.size()) - 1);
      QTest::keyClick(list->list(), Qt::Key_Home);
      for (int i = 0; i < pick; ++i) QTest::keyClick(list->list(), Qt::Key_Down);
      const int before = t->controller().ply();
      QTest::keyClick(list->list(), Qt::Key_Return);
      ASSERT_TRUE(waitUntil([&] { return t->controller().ply() > before; }))
          << actions[pick].toStdString();
      EXPECT_EQ(QString::fromStdString(t->controller().record().actions()[before]), actions[pick]);
      kinds.insert(actions[pick].section(' ', 0, 0));
      ++moves;
      // The person hears when their turn comes again (or the end).
      ASSERT_TRUE(waitUntil([&] {
        return t->isSettled() &&
               (t->controller().state().isTerminal() ||
                (t->controller().viewerToAct() &&
                 t->voice().announcement().split('\n').contains(QStringLiteral("Your turn."))));
      })) << "after "
          << actions[pick].toStdString() << ": " << t->voice().announcement().toStdString();
    }
    EXPECT_TRUE(t->controller().state().isTerminal()) << moves << " moves";
    std::cout << e.gameId.toStdString() << ": " << moves << " moves from the list, of kinds "
              << QStringList(kinds.begin(), kinds.end()).join(", ").toStdString() << "\n";
  }
}

TEST(Accessibility, TheRingIsTheFocusAndTurnsMovesAndRefusalsAreAnnounced) {
  uiApp("en");
  const auto t = tableOf("rivals", 2, true, false, 9);
  ASSERT_NE(t, nullptr);
  t->activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(t.get()));
  ASSERT_TRUE(waitUntil([&] { return t->isSettled() && t->controller().viewerToAct(); }));
  ASSERT_FALSE(t->voice().spoken().isEmpty());
  EXPECT_TRUE(t->voice().spoken().back().endsWith("Your turn."))
      << t->voice().spoken().back().toStdString();
  // The whole log so far, the game's first line first.
  EXPECT_TRUE(t->voice().spoken().back().startsWith("A game of"))
      << t->voice().spoken().back().toStdString();

  // The ring's target is the focus a screen reader asks for. (Qt passes its events on only to a
  // platform that listens, which the offscreen one does not: play_by_ear_test.py hears them.)
  t->view().setFocus();
  QTest::keyClick(&t->view(), Qt::Key_Right);
  QGraphicsObject* marked = t->scene().focusedTarget();
  ASSERT_NE(marked, nullptr);
  QAccessibleInterface* iface = QAccessible::queryAccessibleInterface(marked);
  ASSERT_NE(iface, nullptr);
  EXPECT_TRUE(iface->state().focused);
  EXPECT_EQ(QAccessible::queryAccessibleInterface(&t->view())->focusChild(), iface);

  // A refusal is heard as it is shown.
  t->perform("nonsense");
  EXPECT_EQ(t->voice().spoken().back(), t->messageText());
  // The table's last child, the notification, holds the refusal's words and is shown.
  QAccessibleInterface* view = QAccessible::queryAccessibleInterface(&t->view());
  QAccessibleInterface* news = view->child(view->childCount() - 1);
  ASSERT_EQ(news->role(), QAccessible::Notification);
  EXPECT_TRUE(news->text(QAccessible::Name).endsWith(t->messageText()));
  EXPECT_FALSE(news->state().invisible);

  // A person's own move is told once its cards have moved: a reveal names the card turned up.
  const int said = t->voice().spoken().size();
  ASSERT_TRUE(t->perform("reveal"));
  ASSERT_TRUE(waitUntil([&] { return t->isSettled() && t->voice().spoken().size() > said; }));
  EXPECT_TRUE(t->voice().spoken().at(said).contains("turns up"))
      << t->voice().spoken().at(said).toStdString();
}

// A card that may go to several places, picked up by the keyboard, tells its places.
TEST(Accessibility, APickedCardTellsWhereItMayGo) {
  uiApp("en");
  const auto t = tableOf("saboteur-duel", 2, true, false, 3);
  ASSERT_NE(t, nullptr);
  t->activateWindow();
  ASSERT_TRUE(QTest::qWaitForWindowActive(t.get()));
  ASSERT_TRUE(waitUntil([&] { return t->isSettled() && t->controller().viewerToAct(); }));
  t->view().setFocus();
  ui::MoveChooser* chooser = t->chooser();
  ASSERT_NE(chooser, nullptr);
  // The first card of the hand that may go to more than one place.
  for (int tries = 0; tries < 12; ++tries) {
    QTest::keyClick(&t->view(), Qt::Key_Right);
    auto* card = qobject_cast<ui::CardItem*>(t->scene().focusedTarget());
    if (!card) continue;
    const int said = t->voice().spoken().size();
    QTest::keyClick(&t->view(), Qt::Key_Return);
    if (chooser->chosen().isEmpty()) continue;  // it was played: only one place
    ASSERT_TRUE(waitUntil([&] { return t->voice().spoken().size() > said; }));
    const QString told = t->voice().spoken().back();
    EXPECT_TRUE(told.contains("place")) << told.toStdString();
    EXPECT_TRUE(told.startsWith(t->artName(card->face()))) << told.toStdString();
    return;
  }
  FAIL() << "no card with several places was found";
}

}  // namespace
