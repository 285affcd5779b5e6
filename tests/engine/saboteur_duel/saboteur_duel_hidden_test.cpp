// Hidden information: what determinize may redeal (and what it must keep), and which events each
// seat may see.
#include <gtest/gtest.h>

#include "core/game_record.h"
#include "core/scenario.h"
#include "saboteur_duel/saboteur_duel_state.h"
#include "saboteur_duel_test_support.h"

namespace mizbazi::saboteur_duel {
namespace {

GameRecord recordOf(const std::string& actions) {
  return GameRecord::fromScenario(parseScenario(R"({"game": "saboteur-duel", "seed": 21, "setup": {
      "hands": [["map", "straight-1", "cross-1", "key", "rockfall", "upright"], null]},
      "actions": [)" + actions + "]}"));
}

int cardAt(const State& s, int x, int y) {
  const Board& b = dataOf(s).board;
  return b.cell(b.find(x, y)).card;
}

TEST(SaboteurDuelHidden, AGoalSeenWithTheMapStaysPutForItsSeatOnly) {
  GameRecord record = recordOf(R"("map 5 2")");
  ASSERT_FALSE(record.replay(record.scenario().actions).has_value());
  const State& s = record.state();
  const int seen = cardAt(s, 5, 2);
  bool movedForOther = false;
  for (std::uint64_t r = 0; r < 30; ++r) {
    Rng a(r), b(r);
    EXPECT_EQ(cardAt(*s.determinize(0, a), 5, 2), seen);
    movedForOther |= cardAt(*s.determinize(1, b), 5, 2) != seen;
  }
  EXPECT_TRUE(movedForOther) << "blue never saw that goal, so it must be redealt for blue";
}

// Two positions that differ only in where two face-down goals lie look the same to both seats,
// so determinizing them with equal generators must give equal states (nothing derived from a
// hidden card may survive in the state).
TEST(SaboteurDuelHidden, PositionsThatLookAlikeDeterminizeAlike) {
  auto positionWith = [](const char* goals) {
    GameRecord record = GameRecord::fromScenario(
        parseScenario(std::string(R"({"game": "saboteur-duel", "seed": 4, "setup": {"goals": )") +
                      goals + R"(}, "actions": []})"));
    return record.state().clone();
  };
  auto a = positionWith(R"(["goal-01", "goal-10", "goal-11", "goal-15", "goal-04", "goal-07"])");
  auto b = positionWith(R"(["goal-10", "goal-01", "goal-11", "goal-15", "goal-04", "goal-07"])");
  ASSERT_FALSE(a->equals(*b));
  for (int seat = 0; seat < 2; ++seat) {
    ASSERT_EQ(a->observation(seat), b->observation(seat));
    for (std::uint64_t r = 0; r < 5; ++r) {
      Rng ra(r), rb(r);
      EXPECT_TRUE(a->determinize(seat, ra)->equals(*b->determinize(seat, rb))) << seat << " " << r;
    }
  }
}

TEST(SaboteurDuelHidden, DeterminizeKeepsWhatTheSeatSees) {
  GameRecord record = recordOf(R"("path straight-1 1 3")");
  ASSERT_FALSE(record.replay(record.scenario().actions).has_value());
  const State& s = record.state();
  bool otherHandChanged = false;
  for (std::uint64_t r = 0; r < 20; ++r) {
    Rng rng(r);
    auto det = s.determinize(0, rng);
    Json mine = det->observation(0), real = s.observation(0);
    EXPECT_EQ(mine, real);
    otherHandChanged |= det->gameJson()["hands"][1] != s.gameJson()["hands"][1];
  }
  EXPECT_TRUE(otherHandChanged);
}

TEST(SaboteurDuelHidden, DrawsAndMapLooksAreSeenOnlyByTheirPlayer) {
  GameRecord record = recordOf("");
  Events events;
  ASSERT_FALSE(record.playText("path straight-1 1 3", &events).has_value());
  Events forBlue = events, forGreen = events;
  maskEventsFor(forBlue, 1);
  maskEventsFor(forGreen, 0);
  int drawsSeen = 0;
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (events[i].kind != EventKind::kMove || events[i].from.zone != kZoneDeck) continue;
    EXPECT_EQ(forBlue[i].card, -1) << "blue saw green's draw";
    EXPECT_EQ(forGreen[i].card, events[i].card);
    ++drawsSeen;
  }
  EXPECT_EQ(drawsSeen, 1);
  // The placed card is public.
  EXPECT_EQ(forBlue[0].card, events[0].card);

  GameRecord looked = recordOf("");
  Events look;
  ASSERT_FALSE(looked.playText("map 7 1", &look).has_value());
  bool revealed = false;
  for (Event e : look) {
    if (e.kind != EventKind::kReveal) continue;
    revealed = true;
    Events one{e};
    maskEventsFor(one, 1);
    EXPECT_EQ(one[0].card, -1);
    one = {e};
    maskEventsFor(one, 0);
    EXPECT_EQ(one[0].card, cardAt(looked.state(), 7, 1));
  }
  EXPECT_TRUE(revealed);
}

}  // namespace
}  // namespace mizbazi::saboteur_duel
