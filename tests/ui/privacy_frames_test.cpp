// A shared screen keeps secrets at every painted frame, not only at rest (issue 31: the previous
// person's hand was drawn face up at a side seat for a second while a trick was gathered). Whole
// hot-seat games of people and computers, animations at their normal speed: at every paint of the
// table's view, every face-up card in the scene must be one that the view on screen may know
// during that action (before it, after it, or shown by it), and "(you)" may mark only the seat of
// the person whose view is on screen. Around the covers: a cover never comes up for the person
// who played last when only computers played since (nobody else sat down), and under a cover the
// odds line (read by screen readers too) says only what a public table says.
#include <gtest/gtest.h>
#include <algorithm>

#include <QAbstractButton>
#include <QEvent>
#include <QLabel>
#include <QSet>

#include "core/registry.h"
#include "core/rng.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QSet<QString> everySeatsStrings(const State& state) {
  QSet<QString> out = seenBy(state, -1);
  for (int s = 0; s < state.numPlayers(); ++s) out += seenBy(state, s);
  return out;
}

// The seat "(you)" may mark: the person's whose own view is on screen, in a game of several
// seats.
int youSeatOf(const ui::TableController& c) {
  const int shown = c.shownSeat();
  return shown >= 0 && c.isHuman(shown) && c.numSeats() > 1 ? shown : -1;
}

const QString kYou = QString::fromUtf8("(شما)");

// Watches every paint of a table's view. What may be face up is worked out from the controller at
// each step of the game: during an action's animation, what the view on screen (shownSeat) could
// see before the action, after it, and in its events as masked for that view; at rest, what it
// sees now. A card id that no seat's view holds at all (a back, a fallback) is not judged.
class FrameWatch : public QObject {
 public:
  explicit FrameWatch(ui::GameTable& t) : t_(t) {
    t.view().viewport()->installEventFilter(this);
    auto& c = t.controller();
    // Connected after the table's own slots: they run once the table has redrawn and queued.
    connect(&c, &ui::TableController::actionApplied, this,
            [this](int, const QString&, Action, Events events, bool) { onAction(events); });
    connect(&c, &ui::TableController::privacyChanged, this, [this]() { onPrivacyChanged(); });
    connect(&c, &ui::TableController::reset, this, [this]() { atRest(); });
    connect(&t, &ui::GameTable::settled, this, [this]() { atRest(); });
    atRest();
  }

  int paints() const { return paints_; }
  int movingPaints() const { return movingPaints_; }
  int judgedFaces() const { return judged_; }
  const QStringList& failures() const { return failures_; }

  // Checks the scene as it is about to be painted.
  void check() {
    ++paints_;
    if (t_.scene().busy()) ++movingPaints_;
    const auto& c = t_.controller();
    const int you = youSeatOf(c);
    const QStringList names = t_.names();
    const QString when = QStringLiteral("paint %1 (shown seat %2, cover %3)")
                             .arg(paints_)
                             .arg(c.shownSeat())
                             .arg(t_.coverShown() ? "up" : "down");
    int youMarks = 0;
    for (QGraphicsItem* item : t_.scene().items()) {
      if (!item->isVisible()) continue;
      if (item->type() == ui::CardItem::Type) {
        auto* card = static_cast<ui::CardItem*>(item);
        if (!card->faceUp()) continue;
        const QString id = t_.cardIdOfArt(card->face());
        if (!universe_.contains(id)) continue;
        ++judged_;
        if (!allowed_.contains(id)) {
          const ui::Pile* pile = card->pile();
          fail(when + ": face-up card " + id +
               (pile ? QStringLiteral(" in pile %1/%2/%3")
                           .arg(pile->key().zone)
                           .arg(pile->key().seat)
                           .arg(pile->key().slot)
                     : QStringLiteral(" in flight")));
        }
      } else if (item->type() == ui::LabelItem::Type) {
        const QString text = static_cast<ui::LabelItem*>(item)->text();
        if (!text.contains(kYou)) continue;
        ++youMarks;
        if (you < 0 || !text.contains(names.value(you) + ' ' + kYou))
          fail(when + ": \"(you)\" on a seat whose view is not on screen: " + text);
      }
    }
    if (youMarks > 1) fail(when + ": \"(you)\" on more than one seat");
  }

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Paint) check();
    return QObject::eventFilter(watched, event);
  }

 private:
  void onAction(Events events) {
    const auto& c = t_.controller();
    const int shown = c.shownSeat();
    const State& before = c.previousState();
    const State& after = c.state();
    allowed_ = seenBy(before, shown) + seenBy(after, shown);
    maskEventsFor(events, shown);
    for (const Event& e : events)
      if (e.card >= 0) allowed_.insert(QString::fromStdString(after.cardName(e.card)));
    universe_ = everySeatsStrings(before) + everySeatsStrings(after);
    moment_ =
        QStringLiteral("animating move %1 by seat %2").arg(++moves_).arg(before.currentPlayer());
  }

  // A cover was lifted (the person's own cards turn up) or the teacher's view changed: the new
  // view's cards, and whatever an action still moving may show.
  void onPrivacyChanged() {
    const auto& c = t_.controller();
    const QSet<QString> now = seenBy(c.state(), c.shownSeat());
    allowed_ = t_.scene().busy() && moves_ > 0 ? allowed_ + now : now;
    universe_ += everySeatsStrings(c.state());
    moment_ = QStringLiteral("the view changed after move %1").arg(moves_);
  }

  void atRest() {
    const auto& c = t_.controller();
    if (t_.scene().busy()) return;  // an action's animation still runs: its sets hold
    allowed_ = seenBy(c.state(), c.shownSeat());
    universe_ = everySeatsStrings(c.state());
    moment_ = QStringLiteral("at rest after move %1").arg(moves_);
  }

  // One failure of each kind per moment of the game (a leak lasts many frames), twelve at most.
  void fail(const QString& what) {
    const QString key = moment_ + what.section(QLatin1Char(':'), 1, 1).section(' ', 1, 2);
    if (reported_.contains(key)) return;
    reported_.insert(key);
    if (failures_.size() < 12) {
      failures_ << what + QStringLiteral(" (%1)").arg(moment_);
      std::cout << failures_.back().toStdString() << std::endl;  // as it happens, for a long game
    }
  }

  ui::GameTable& t_;
  QSet<QString> allowed_, universe_;
  int paints_ = 0, movingPaints_ = 0, judged_ = 0, moves_ = 0;
  QString moment_;
  QStringList failures_;
  QSet<QString> reported_;
};

struct HotSeat {
  std::string game;
  int players;
  QVector<int> people;  // the other seats are computers
  Json setup = Json::object();
};

Scenario hotSeatScenario(const HotSeat& h, std::uint64_t seed) {
  static const char* const kNames[] = {"سارا", "علی", "مریم", "رضا", "نگار", "بابک"};
  Scenario s;
  s.game = h.game;
  s.options["players"] = h.players;
  for (int i = 0; i < h.players; ++i) {
    const bool person = h.people.contains(i);
    s.players.push_back({kNames[i], person ? "human" : "bot", person ? "" : "random"});
  }
  s.seed = seed;
  s.setup = h.setup;
  return s;
}

// What the odds line reads on a public table at `record`'s point of the game: a replay of the same
// moves with several people shows only what everyone may know.
QString publicOdds(const GameRecord& record) {
  ui::TableOptions o;
  o.animationPercent = 0;
  o.botDelayMs = 0;
  std::unique_ptr<ui::GameTable> twin(
      ui::TableRegistry::instance().create(GameRecord(record), o, nullptr));
  twin->controller().setReplay(true);
  twin->setOddsShown(true);
  EXPECT_TRUE(waitUntil([&] { return twin->isSettled(); }));
  EXPECT_EQ(twin->controller().shownSeat(), -1);
  auto* line = twin->findChild<QLabel*>("odds");
  return line ? line->text() : QString();
}

// The odds line as read (by eye or by a screen reader) while only the public view may be on
// screen, and the points of the game whose public odds it may say.
struct OddsReading {
  std::string when;
  QString text;
  std::vector<GameRecord> publicAt;
};

QString oddsLine(const ui::GameTable& t) {
  auto* line = t.findChild<QLabel*>("odds");
  return line ? line->text() : QString();
}

// Plays a whole hot-seat game: people pick random legal moves and lift each cover, computers play
// at a short pause; animations at their normal speed.
void playWatched(const HotSeat& h, std::uint64_t seed) {
  const std::string what = h.game + " with " + std::to_string(h.players) + " players, " +
                           std::to_string(h.people.size()) + " people";
  SCOPED_TRACE(what);
  ui::TableOptions o;
  o.animationPercent = 100;
  o.botDelayMs = 10;
  o.confirmPrivateViews = true;
  ui::GameTable::setShowEndDialog(false);
  std::unique_ptr<ui::GameTable> t(ui::TableRegistry::instance().create(
      GameRecord::fromScenario(hotSeatScenario(h, seed)), o, nullptr));
  ASSERT_NE(t, nullptr);
  t->resize(1366, 768);
  t->setOddsShown(true);
  t->show();
  FrameWatch watch(*t);

  // The person who played last, and whether only computers played since.
  int lastPerson = -1;
  bool onlyComputersSince = false;
  int samePersonAgain = 0, covers = 0;
  std::vector<OddsReading> odds;
  int lastShown = t->controller().shownSeat();
  QObject::connect(&t->controller(), &ui::TableController::actionApplied, &watch,
                   [&](int actor, const QString&, Action, const Events&, bool byComputer) {
                     if (!byComputer) {
                       if (actor == lastPerson && onlyComputersSince) ++samePersonAgain;
                       onlyComputersSince = false;
                       lastPerson = actor;
                     } else if (lastPerson >= 0) {
                       onlyComputersSince = true;
                     }
                     // A person's view just left the screen (a cover will come): the odds line,
                     // as the action's animation starts, says what everyone may know before or
                     // after it.
                     const auto& c = t->controller();
                     const bool left = c.shownSeat() < 0 && lastShown >= 0;
                     lastShown = c.shownSeat();
                     if (left && odds.size() < 16) {
                       GameRecord before(c.record());
                       before.undo();
                       odds.push_back({"as the view left seat " + std::to_string(actor) + "'s turn",
                                       oddsLine(*t),
                                       {before, c.record()}});
                     }
                   });
  Rng rng(seed);
  const auto waitingForAPerson = [&] { return t->isSettled() || t->coverShown(); };
  for (int step = 0; step < 5000; ++step) {
    ASSERT_TRUE(waitUntil(waitingForAPerson, 120000)) << "step " << step;
    ASSERT_TRUE(waitUntil([&] { return !t->scene().busy(); }, 60000));
    const State& state = t->controller().state();
    if (state.isTerminal()) break;
    if (t->coverShown()) {
      ++covers;
      const int seat = t->controller().coverSeat();
      EXPECT_EQ(seat, state.currentPlayer());
      EXPECT_FALSE(seat == lastPerson && onlyComputersSince)
          << "a cover for the person who played last, with only computers since (step " << step
          << ")";
      EXPECT_EQ(t->controller().shownSeat(), -1);
      if (odds.size() < 24)
        odds.push_back({"under the cover for seat " + std::to_string(seat),
                        oddsLine(*t),
                        {t->controller().record()}});
      auto* button = t->findChild<QAbstractButton*>("coverButton");
      ASSERT_NE(button, nullptr);
      button->click();
      ASSERT_TRUE(waitUntil([&] { return t->isSettled(); }, 60000));
      lastShown = t->controller().shownSeat();
      continue;
    }
    ASSERT_TRUE(t->controller().viewerToAct()) << "step " << step;
    const auto legal = state.legalActions();
    ASSERT_FALSE(legal.empty());
    const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
    ASSERT_TRUE(t->perform(QString::fromStdString(state.actionText(a)))) << "step " << step;
  }
  ASSERT_TRUE(waitUntil([&] { return !t->scene().busy(); }, 60000));
  EXPECT_TRUE(t->controller().state().isTerminal()) << "the game did not end";
  for (const QString& f : watch.failures()) ADD_FAILURE() << f.toStdString();
  for (const OddsReading& r : odds) {
    QStringList allowed;
    for (const GameRecord& record : r.publicAt) allowed << publicOdds(record);
    EXPECT_TRUE(allowed.contains(r.text))
        << "the odds line " << r.when << ": " << r.text.toStdString()
        << "\nthe public table's: " << allowed.join(QStringLiteral(" / ")).toStdString();
  }
  // The watch saw the game as it moved, and judged real cards.
  EXPECT_GT(watch.movingPaints(), 100);
  EXPECT_GT(watch.judgedFaces(), 100);
  std::cout << what << ": " << watch.paints() << " paints (" << watch.movingPaints()
            << " while cards moved), " << watch.judgedFaces() << " face-up cards judged, " << covers
            << " covers, " << samePersonAgain << " turns of the same person after computers\n";
}

bool registered(const std::string& game) {
  for (const auto& e : ui::TableRegistry::instance().entries())
    if (e.gameId.toStdString() == game) return true;
  return false;
}

void playIfRegistered(const HotSeat& h, std::uint64_t seed) {
  uiApp("fa");
  if (!registered(h.game)) GTEST_SKIP() << h.game << " is not built";
  playWatched(h, seed);
}

// Sabokbaz plays a match from a few hands before its end (a whole match is ten hands or so, six
// minutes at the normal pace, and a hand is a hand at any score): every hand is whole, the last
// one ends the match. Issue 31's table: seats 1 and 2 people, 3 and 4 computers. With three
// people the scores start nearer the target: each of these runs about as long as the others (a
// hand or two), not the three or four hands a seed can take from further back.
TEST(PrivacyFrames, SabokbazFourPlayersTwoPeople) {
  playIfRegistered({"sabokbaz", 4, {0, 1}, Json{{"match_scores", {56, 56}}}}, 11);
}
TEST(PrivacyFrames, SabokbazFourPlayersThreePeople) {
  playIfRegistered({"sabokbaz", 4, {0, 1, 3}, Json{{"match_scores", {68, 68}}}}, 12);
}
TEST(PrivacyFrames, SabokbazSixPlayersTwoPeople) {
  playIfRegistered({"sabokbaz", 6, {0, 2}, Json{{"match_scores", {46, 46, 46}}}}, 13);
}
TEST(PrivacyFrames, SabokbazSixPlayersThreePeople) {
  playIfRegistered({"sabokbaz", 6, {0, 1, 4}, Json{{"match_scores", {53, 53, 53}}}}, 14);
}
TEST(PrivacyFrames, RivalsThreePlayersTwoPeople) {
  playIfRegistered({"rivals", 3, {0, 1}}, 15);
}
TEST(PrivacyFrames, SaboteurDuelTwoPeople) {
  playIfRegistered({"saboteur-duel", 2, {0, 1}}, 16);
}
// The astrolabe's look at the deck is the secret here.
TEST(PrivacyFrames, ZirkhakiThreePlayersTwoPeople) {
  playIfRegistered({"zirkhaki", 3, {0, 1}}, 17);
}

}  // namespace
