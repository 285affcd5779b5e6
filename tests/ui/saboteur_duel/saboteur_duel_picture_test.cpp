// The Saboteur picture reads every observation of random games without losing anything (the
// observation written again from the picture alone is the same), and answers what the scene asks
// of it.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/observation_header.h"
#include "saboteur_duel_random_games.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_picture.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui_test_support.h"

namespace mizbazi::ui::saboteur_duel {
namespace {

using testing::PlayedAction;
using testing::playRandomGame;

// Key order does not matter: compare as plain JSON values.
nlohmann::json plain(const Json& j) {
  return nlohmann::json::parse(j.dump());
}

std::vector<std::string> stdList(const QStringList& list) {
  std::vector<std::string> out;
  for (const QString& s : list) out.push_back(s.toStdString());
  return out;
}
std::vector<int> stdList(const QVector<int>& list) {
  return std::vector<int>(list.begin(), list.end());
}
std::vector<std::vector<std::string>> stdLists(const QVector<QStringList>& lists) {
  std::vector<std::vector<std::string>> out;
  for (const QStringList& l : lists) out.push_back(stdList(l));
  return out;
}
std::optional<int> seatOrNone(int seat) {
  return seat >= 0 ? std::optional(seat) : std::nullopt;
}

// The observation written again from what the picture holds, and from nothing else.
Json observationOf(const SaboteurDuelPicture& pic) {
  ObservationHeader h;
  h.game = pic.game.toStdString();
  h.finished = pic.finished;
  h.current = pic.current;
  h.scores = stdList(pic.scores);
  h.winners = stdList(pic.winners);
  h.legal = stdList(pic.legal);
  h.seat = pic.seat;
  Json j = Json::object();
  h.writeTo(j);
  ::mizbazi::saboteur_duel::SaboteurDuelObservation o;
  o.mode = pic.mode;
  o.colors.assign(pic.colors.begin(), pic.colors.end());
  o.round = pic.round;
  o.phase = pic.phase;
  o.first = pic.first;
  for (const BoardCell& c : pic.board) {
    o.board.push_back({c.x, c.y, c.known() ? std::optional(c.card.toStdString()) : std::nullopt,
                       c.rotated, c.faceUp, seatOrNone(c.marker), seatOrNone(c.key),
                       stdList(c.looked)});
  }
  for (const auto& nodes : pic.reach) {
    auto& seatReach = o.reach.emplace_back();
    for (const ReachNode& n : nodes) seatReach.push_back({n.x, n.y, n.tunnel});
  }
  if (pic.pendingGoal) o.pendingGoal = {pic.pendingGoal->x(), pic.pendingGoal->y()};
  for (const auto& hand : pic.hands)
    o.hands.push_back(hand ? std::optional(stdList(*hand)) : std::nullopt);
  o.handCounts = stdList(pic.handCounts);
  o.deckCount = pic.deckCount;
  o.discard = stdList(pic.discard);
  o.sabotages = stdLists(pic.sabotages);
  o.markersLeft = stdList(pic.markersLeft);
  o.keysLeft = pic.keysLeft;
  o.bribes = stdList(pic.bribes);
  o.gold = stdList(pic.gold);
  o.goldCards = stdLists(pic.goldCards);
  o.goalPoolCount = pic.goalPoolCount;
  o.box = stdList(pic.box);
  o.setAsideCount = pic.setAsideCount;
  o.soloRating = pic.soloRating;
  const Json own = writeFields(o);  // named: a temporary's items() would dangle
  for (const auto& [key, value] : own.items()) j[key] = value;
  return j;
}

void checkSeat(const State& s, int seat) {
  const Json o = observationJson(s, seat);
  const SaboteurDuelPicture pic = SaboteurDuelPicture::fromObservation(o);
  ASSERT_TRUE(pic.complete) << "seat " << seat << "\n" << o.dump();
  ASSERT_EQ(plain(observationOf(pic)), plain(o)) << "seat " << seat << "\n" << o.dump();
  EXPECT_EQ(pic.seat, seat);
  EXPECT_EQ(pic.players(), s.numPlayers());
  for (int other = 0; other < pic.players(); ++other) {
    EXPECT_EQ(pic.handKnown(other), other == seat);
    EXPECT_EQ(pic.hand(other).size(), other == seat ? pic.handCounts[other] : 0);
  }
  // A face-down goal is known exactly when this seat looked at it with a map.
  for (const BoardCell& c : pic.board) {
    if (!c.faceUp) {
      EXPECT_TRUE(c.isGoal());
      EXPECT_EQ(c.known(), seat >= 0 && c.lookedBy(seat));
    } else {
      EXPECT_TRUE(cardFacts(c.card).has_value()) << c.card.toStdString();
    }
    EXPECT_EQ(pic.cellAt(c.x, c.y), &c);
    EXPECT_TRUE(pic.bounds().contains(c.x, c.y));
  }
  for (const BoardCell* c : pic.goalsSeen()) EXPECT_TRUE(c->lookedBy(seat));
  for (int other = 0; other < pic.players(); ++other) {
    for (const QString& id : pic.sabotages[other]) {
      EXPECT_EQ(pic.brokenBy(other, cardFacts(id)->tools[0]), id);
    }
    for (const ReachNode& n : pic.reach[other]) EXPECT_TRUE(pic.reaches(other, n.x, n.y));
  }
  EXPECT_EQ(pic.solo(), s.numPlayers() == 1);
  EXPECT_EQ(pic.setAsideCount.has_value(), pic.solo());
}

TEST(SaboteurDuelPicture, ReadsEveryObservationWithoutLoss) {
  testing::uiApp("en");
  int positions = 0;
  for (int players : {2, 1}) {
    for (std::uint64_t seed = 61; seed <= (players == 2 ? 68u : 66u); ++seed) {
      SCOPED_TRACE("seed " + std::to_string(seed));
      playRandomGame(players, seed, [&](const PlayedAction& p) {
        for (int seat = -1; seat < p.after.numPlayers(); ++seat) checkSeat(p.after, seat);
        ++positions;
      });
    }
  }
  EXPECT_GT(positions, 1000);
}

TEST(SaboteurDuelPicture, SeesWhatTheSeatSees) {
  testing::uiApp("en");
  const std::string file =
      std::string(MIZBAZI_SOURCE_DIR) + "/tests/scenarios/saboteur-duel/map-private-look.json";
  std::unique_ptr<State> s = testing::playScenarioFile(file);
  const SaboteurDuelPicture looker = SaboteurDuelPicture::fromObservation(observationJson(*s, 0));
  const SaboteurDuelPicture other = SaboteurDuelPicture::fromObservation(observationJson(*s, 1));
  const SaboteurDuelPicture everyone =
      SaboteurDuelPicture::fromObservation(observationJson(*s, -1));
  ASSERT_NE(looker.cellAt(5, 2), nullptr);
  EXPECT_EQ(looker.cellAt(5, 2)->card, "goal-07");
  EXPECT_EQ(looker.goalsSeen().size(), 1);
  EXPECT_TRUE(other.cellAt(5, 2)->card.isEmpty());
  EXPECT_TRUE(other.cellAt(5, 2)->lookedBy(0));  // everyone sees that seat 0 looked
  EXPECT_TRUE(everyone.cellAt(5, 2)->card.isEmpty());
  EXPECT_TRUE(everyone.goalsSeen().isEmpty());
  EXPECT_EQ(everyone.bounds(), QRect(QPoint(0, 0), QPoint(9, 4)));
  EXPECT_EQ(looker.colorOf(0), Color::kGreen);
  EXPECT_EQ(looker.seatOfColor(Color::kBlue), 1);
}

// Anything but an observation of this engine gives an empty picture (never a throw), marked
// incomplete: one malformed key is enough, even in an otherwise whole observation.
TEST(SaboteurDuelPicture, MalformedObservationsGiveAnEmptyPicture) {
  testing::uiApp("en");
  const Json whole = observationJson(*testing::newSaboteurDuelState(2, 1), 0);
  Json badCell = whole;
  badCell["board"][0]["x"] = "a";
  Json badHand = whole;
  badHand["hands"][1] = 1;
  for (const Json& o :
       {Json::parse("null"), Json::parse("5"), Json::parse("\"board\""),
        Json::parse("{\"board\": 5, \"hands\": [1, null]}"),
        Json::parse("{\"board\": [{\"x\": \"a\"}], \"reach\": [[[1, 2]]]}"), badCell, badHand}) {
    const SaboteurDuelPicture pic = SaboteurDuelPicture::fromObservation(o);
    EXPECT_FALSE(pic.complete) << o.dump();
    EXPECT_EQ(pic.players(), 0) << o.dump();
    EXPECT_FALSE(pic.handKnown(0));
    EXPECT_EQ(pic.cellAt(0, 0), nullptr);
    EXPECT_TRUE(pic.board.isEmpty());
  }
  EXPECT_TRUE(SaboteurDuelPicture::fromObservation(whole).complete);
  EXPECT_EQ(SaboteurDuelPicture::fromObservation(whole).players(), 2);
}

// The piles are keyed by the engine's zones: the numbers here must be the engine's.
TEST(SaboteurDuelPicture, ZoneNumbersAreTheEngines) {
  std::unique_ptr<State> s = testing::newSaboteurDuelState(2, 1);
  EXPECT_EQ(s->zoneName(kZoneDeck), "deck");
  EXPECT_EQ(s->zoneName(kZoneHand), "hand");
  EXPECT_EQ(s->zoneName(kZoneBoard), "board");
  EXPECT_EQ(s->zoneName(kZoneDiscard), "discard");
  EXPECT_EQ(s->zoneName(kZoneSabotage), "sabotage");
  EXPECT_EQ(s->zoneName(kZoneGold), "gold");
  EXPECT_EQ(s->zoneName(kZoneGoalPool), "goal-pool");
  EXPECT_EQ(s->zoneName(kZoneBox), "box");
  EXPECT_EQ(s->zoneName(kZoneSetAside), "set-aside");
  // Cells as the engine keys them in events: a card laid at (-1, 3) lands on that key.
  std::unique_ptr<State> played = testing::playScenarioFile(
      std::string(MIZBAZI_SOURCE_DIR) + "/tests/scenarios/saboteur-duel/place-turned.json",
      [&](const testing::PlayedAction& p) {
        if (p.text.rfind("path ", 0) != 0) return;
        const QStringList w = QString::fromStdString(p.text).split(' ');
        bool landed = false;
        for (const Event& e : p.events) {
          landed |= e.kind == EventKind::kMove && e.to == cellPlace(w[2].toInt(), w[3].toInt());
        }
        EXPECT_TRUE(landed) << p.text;
      });
  EXPECT_EQ(cellX(cellKey(-3, 7)), -3);
  EXPECT_EQ(cellY(cellKey(-3, 7)), 7);
}

}  // namespace
}  // namespace mizbazi::ui::saboteur_duel
