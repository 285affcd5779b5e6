// The Saboteur table's scene at the edges of a round and around the seats: the maze a round
// ended with stays on screen (the engine clears it at once), the opponent's gold and markers do
// not overlap in either direction, and the banners say what a round's end and the deck did.
#include <gtest/gtest.h>

#include <QMap>

#include "core/rng.h"
#include "saboteur_duel_random_games.h"
#include "saboteur_duel_test_support.h"
#include "ui/saboteur_duel/saboteur_duel_banners.h"
#include "ui/saboteur_duel/saboteur_duel_last_maze.h"
#include "ui/saboteur_duel/saboteur_duel_odds.h"
#include "ui/table/label_item.h"

namespace mizbazi::testing {
namespace {

using ui::saboteur_duel::SaboteurDuelTexts;

// Both seats computers: the table plays itself, as `mizbazi --all-computers` does.
Scenario computersScenario(int players, std::uint64_t seed) {
  Scenario s = saboteurDuelScenario(players, seed);
  s.players[0] = {"Sara", "bot", "easy"};
  return s;
}

// The maze the last round ended with, told from the moves alone: each path card laid since the
// last round began, less those a rockfall took (the starts and the six goals come on top).
QMap<QPair<int, int>, QString> lastRoundPaths(const GameRecord& record) {
  QMap<QPair<int, int>, QString> maze;
  record.walk([&](const State&, const std::string& text, const Events& events, const State&) {
    const QStringList w = QString::fromStdString(text).split(' ');
    if (w[0] == "path")
      maze[{w[2].toInt(), w[3].toInt()}] = SaboteurDuelTexts::art(w[1], w.size() == 5);
    if (w[0] == "rockfall") maze.remove({w[1].toInt(), w[2].toInt()});
    bool ended = false;
    for (const Event& e : events) ended |= e.kind == EventKind::kRoundEnd;
    // A round that ended before the last one leaves nothing behind.
    bool last = false;
    for (const Event& e : events) last |= e.kind == EventKind::kGameEnd;
    if (ended && !last) maze.clear();
  });
  return maze;
}

int mazeCards(ui::saboteur_duel::SaboteurDuelScene& scene) {
  int n = 0;
  for (const QPoint& at : scene.board()->cellPositions())
    n += scene.cell(at.x(), at.y())->top() ? 1 : 0;
  return n;
}

TEST(SaboteurDuelScene, KeepsTheLastMazeAfterTheGameEnds) {
  uiApp("fa");
  for (std::uint64_t seed : {21u, 22u}) {
    auto t = makeSaboteurDuelTable(computersScenario(2, seed));
    ASSERT_TRUE(
        waitUntil([&] { return t->controller().state().isTerminal() && t->isSettled(); }, 120000))
        << seed;
    const auto paths = lastRoundPaths(t->controller().record());
    ASSERT_GE(paths.size(), 3) << seed;
    ui::saboteur_duel::SaboteurDuelScene& scene = t->gameScene();
    // The engine's final maze holds the two starts only; the table shows the last one whole.
    EXPECT_LE(t->model().board.size(), 2) << seed;
    EXPECT_EQ(mazeCards(scene), paths.size() + 8) << seed;
    for (auto it = paths.begin(); it != paths.end(); ++it) {
      ui::Pile* cell = scene.cell(it.key().first, it.key().second);
      ASSERT_TRUE(cell && cell->top()) << seed << " " << it.value().toStdString();
      EXPECT_EQ(cell->top()->face(), it.value()) << seed;
    }
    ASSERT_TRUE(scene.heldMazeLabel()->isVisible());
    EXPECT_TRUE(scene.heldMazeLabel()->text().contains(QLocale().toString(3)));
    // The banners said that each round ended.
    for (int round = 1; round <= 3; ++round)
      EXPECT_TRUE(scene.bannerLog().contains(
          QCoreApplication::translate("SaboteurDuelBanners", "Round %1 is over")
              .arg(QLocale().toString(round))))
          << seed << " " << round;
  }
}

// The opponent's gold pile, stretched as far as it may go, and the markers beside it.
TEST(SaboteurDuelScene, OpponentsGoldAndMarkersDoNotOverlap) {
  for (const char* lang : {"en", "fa"}) {
    uiApp(lang);
    auto t = makeSaboteurDuelTable(saboteurDuelScenario(2, 31));
    ui::saboteur_duel::SaboteurDuelScene& scene = t->gameScene();
    for (int seat = 0; seat < 2; ++seat) {
      ui::Pile* gold = scene.pile(ui::saboteur_duel::place(ui::saboteur_duel::kZoneGold, seat));
      ui::Pile* markers =
          scene.pile(ui::saboteur_duel::place(ui::saboteur_duel::kZoneMarkers, seat));
      ASSERT_TRUE(gold && markers);
      ASSERT_FALSE(markers->cards().isEmpty());
      QRectF m = markers->mapRectToScene(markers->dropArea());
      for (ui::CardItem* c : markers->cards()) m |= c->sceneBoundingRect();
      const QRectF g = gold->mapRectToScene(gold->dropArea());
      EXPECT_FALSE(g.intersects(m)) << lang << " seat " << seat;
      EXPECT_FALSE(m.intersects(g)) << lang << " seat " << seat;
    }
  }
  uiApp("fa");
}

// A duel played at random until someone looks at a goal with a map; returns that state, the
// seat and the goal's place.
std::unique_ptr<State> afterAMapPeek(std::uint64_t seed, int* seat, QPoint* goal) {
  auto s = newSaboteurDuelState(2, seed);
  Rng rng(seed);
  for (int step = 0; step < 400 && !s->isTerminal(); ++step) {
    const QStringList legal = legalTexts(*s);
    for (const QString& a : legal) {
      if (!a.startsWith("map ")) continue;
      *seat = s->currentPlayer();
      *goal = QPoint(a.section(' ', 1, 1).toInt(), a.section(' ', 2, 2).toInt());
      EXPECT_FALSE(s->applyText(a.toStdString()));
      return s;
    }
    s->applyText(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)].toStdString());
  }
  return nullptr;
}

// The goal a seat looked at carries the eye mark in that seat's view only: not in the other
// seat's, and not in what everyone sees (a shared screen under the cover).
TEST(SaboteurDuelScene, ASeenGoalIsMarkedForItsViewerOnly) {
  uiApp("fa");
  int seat = -1;
  QPoint goal;
  std::unique_ptr<State> s;
  for (std::uint64_t seed = 40; seed < 60 && !s; ++seed) s = afterAMapPeek(seed, &seat, &goal);
  ASSERT_TRUE(s) << "no map was played";
  const QStringList names{"Sara", "Ali"};
  for (int viewer : {seat, 1 - seat, -1}) {
    ui::saboteur_duel::SaboteurDuelScene scene;
    scene.configure(2, std::max(0, viewer), false);
    const auto picture =
        ui::saboteur_duel::SaboteurDuelPicture::fromObservation(observationJson(*s, viewer));
    scene.show(picture, names, false);
    QGraphicsItem* mark = scene.seenMark(goal.x(), goal.y());
    if (viewer == seat) {
      ASSERT_TRUE(mark);
      // On the goal's card, where the maze shows it.
      EXPECT_TRUE(scene.cell(goal.x(), goal.y())
                      ->top()
                      ->sceneBoundingRect()
                      .contains(mark->sceneBoundingRect()));
      EXPECT_FALSE(mark->toolTip().isEmpty());
    } else {
      EXPECT_EQ(mark, nullptr) << "seen by " << viewer;
    }
    // No other goal is marked.
    int marks = 0;
    for (const QPoint& at : scene.board()->cellPositions())
      marks += scene.seenMark(at.x(), at.y()) ? 1 : 0;
    EXPECT_EQ(marks, viewer == seat ? 1 : 0);
  }
}

}  // namespace
}  // namespace mizbazi::testing

namespace mizbazi::testing {
namespace {

// The odds count the goals the seat on screen has not seen, from its own observation: at the
// start all six in the maze and all 18 goals unknown (15 with gold, 28 nuggets, four behind
// each colour's door); after a map, the goal looked at is known to its viewer only.
TEST(SaboteurDuelOdds, CountTheGoalsNotYetSeenFromTheViewersObservation) {
  using ui::saboteur_duel::SaboteurDuelOdds;
  using ui::saboteur_duel::SaboteurDuelPicture;
  uiApp("en");
  auto start = newSaboteurDuelState(2, 5);
  auto o = SaboteurDuelOdds::of(SaboteurDuelPicture::fromObservation(observationJson(*start, 0)));
  ASSERT_TRUE(o);
  EXPECT_EQ(o->unseenInMaze, 6);
  EXPECT_EQ(o->unknown, 18);
  EXPECT_EQ(o->withGold, 15);
  EXPECT_EQ(o->nuggets, 28);
  EXPECT_EQ(o->blueDoors, 4);
  EXPECT_EQ(o->greenDoors, 4);
  EXPECT_TRUE(
      o->text().startsWith("6 goals in the maze you have not seen. Each is one of the 18 "
                           "goals still unknown to you, with gold in 15 of them (83%)"))
      << o->text().toStdString();

  int seat = -1;
  QPoint goal;
  std::unique_ptr<State> s;
  for (std::uint64_t seed = 40; seed < 60 && !s; ++seed) s = afterAMapPeek(seed, &seat, &goal);
  ASSERT_TRUE(s);
  const auto viewer =
      SaboteurDuelOdds::of(SaboteurDuelPicture::fromObservation(observationJson(*s, seat)));
  const auto other =
      SaboteurDuelOdds::of(SaboteurDuelPicture::fromObservation(observationJson(*s, 1 - seat)));
  const auto everyone =
      SaboteurDuelOdds::of(SaboteurDuelPicture::fromObservation(observationJson(*s, -1)));
  ASSERT_TRUE(viewer && other && everyone);
  EXPECT_EQ(viewer->unseenInMaze, other->unseenInMaze - 1);
  EXPECT_EQ(viewer->unknown, other->unknown - 1);
  EXPECT_EQ(other->unknown, everyone->unknown);
  EXPECT_EQ(other->unseenInMaze, everyone->unseenInMaze);
  uiApp("fa");
}

}  // namespace
}  // namespace mizbazi::testing

namespace mizbazi::testing {
namespace {

// A goal reached by a tunnel turns over where it lies: the card in the maze starts a flip to the
// goal's face (the way up it takes) as the event plays, before the picture is redrawn.
TEST(SaboteurDuelScene, AGoalTurningUpFlipsInPlace) {
  uiApp("fa");
  auto s = newSaboteurDuelState(2, 5);
  const auto picture =
      ui::saboteur_duel::SaboteurDuelPicture::fromObservation(observationJson(*s, 0));
  ui::saboteur_duel::SaboteurDuelScene scene;
  scene.configure(2, 0, false);
  scene.show(picture, {"Sara", "Ali"}, false);
  const ui::saboteur_duel::BoardCell* goal = nullptr;
  for (const auto& c : picture.board)
    if (!c.faceUp) goal = &c;
  ASSERT_TRUE(goal);
  ui::CardItem* card = scene.cell(goal->x, goal->y)->top();
  ASSERT_TRUE(card);
  ASSERT_EQ(card->face(), SaboteurDuelTexts::goalBackArt());
  const Place at = ui::saboteur_duel::cellPlace(goal->x, goal->y);
  const Events flip{Event::flip(7, at, true).withValue(1)};
  scene.animateEvents(flip, [](int) { return QString("goal-07"); }, {"Sara", "Ali"});
  EXPECT_TRUE(card->hasPendingFace());  // turning over now
  scene.finishNow();
  EXPECT_EQ(scene.cell(goal->x, goal->y)->top()->face(), SaboteurDuelTexts::art("goal-07", true));
}

}  // namespace
}  // namespace mizbazi::testing
