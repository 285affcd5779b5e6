// Saboteur's observations and all-seeing state are exactly what SaboteurDuelObservation describes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "saboteur_duel/saboteur_duel_observation.h"
#include "support/typed_observation.h"

namespace mizbazi::testing {
namespace {

using saboteur_duel::SaboteurDuelObservation;

TEST(SaboteurDuelObservation, EveryViewReadsBackAndWritesTheSameBytes) {
  EXPECT_GT(expectTypedObservations<SaboteurDuelObservation>("saboteur-duel", {{"players", 2}}, 8),
            500);
  EXPECT_GT(
      expectTypedObservations<SaboteurDuelObservation>("saboteur-duel", {{"players", 1}}, 6, 40),
      200);
  EXPECT_GT(expectTypedObservations<SaboteurDuelObservation>(
                "saboteur-duel", {{"players", 1}, {"solo_color", "blue"}}, 3, 80),
            100);
}

// The keys the save and scenario files carry, listed here independently of the struct (which both
// writes and reads them, so a key left out of its description would vanish from both unseen).
TEST(SaboteurDuelObservation, HoldsTheKeysOfTheFiles) {
  for (int players : {2, 1}) {
    const std::unique_ptr<State> s = freshGame("saboteur-duel", players, 9);
    std::vector<std::string> seen = {"game",         "finished",        "current",      "scores",
                                     "winners",      "legal",           "seat",         "mode",
                                     "colors",       "round",           "phase",        "first",
                                     "board",        "reach",           "pending_goal", "hands",
                                     "hand_counts",  "deck_count",      "discard",      "sabotages",
                                     "markers_left", "keys_left",       "bribes",       "gold",
                                     "gold_cards",   "goal_pool_count", "box"};
    std::vector<std::string> all = {
        "game",       "finished",        "current",      "scores",      "winners",    "legal",
        "mode",       "colors",          "round",        "phase",       "first",      "board",
        "reach",      "pending_goal",    "hands",        "hand_counts", "deck_count", "deck",
        "discard",    "sabotages",       "markers_left", "keys_left",   "bribes",     "gold",
        "gold_cards", "goal_pool_count", "goal_pool",    "box"};
    if (players == 1) {
      seen.insert(seen.end(), {"set_aside_count", "solo_rating"});
      all.insert(all.end(), {"set_aside_count", "set_aside", "solo_rating"});
    }
    EXPECT_EQ(keysOf(observationJson(*s, 0)), seen) << players;
    EXPECT_EQ(keysOf(observationJson(*s, -1)), seen) << players;
    EXPECT_EQ(keysOf(stateJson(*s)), all) << players;
    EXPECT_EQ(keysOf(s->observation(0)["board"][0]),
              (std::vector<std::string>{"x", "y", "card", "rotated", "face_up", "marker", "key",
                                        "looked"}));
  }
}

TEST(SaboteurDuelObservation, AWrongKeyIsNamedWithItsPath) {
  const auto fresh = [] { return freshGame("saboteur-duel", 2, 5); };
  Json o = fresh()->observation(0);
  o["board"][2]["marker"] = "green";
  EXPECT_EQ(refusedAt<SaboteurDuelObservation>(o), "observation.board[2].marker")
      << "a colour was read as a seat";
  o = fresh()->observation(1);
  o["colors"][0] = "red";
  EXPECT_EQ(refusedAt<SaboteurDuelObservation>(o), "observation.colors[0]")
      << "an unknown colour was read";
  o = fresh()->observation(-1);
  o["mode"] = "trio";
  EXPECT_THROW(readFields<SaboteurDuelObservation>(o, "observation"), InputError);
  o = fresh()->observation(-1);
  o.erase("phase");
  EXPECT_THROW(readFields<SaboteurDuelObservation>(o, "observation"), InputError);
}

}  // namespace
}  // namespace mizbazi::testing
