// Sabokbaz's observations and all-seeing state are exactly what SabokbazObservation describes.
#include <gtest/gtest.h>

#include "sabokbaz/sabokbaz_observation.h"
#include "support/typed_observation.h"

namespace mizbazi::testing {
namespace {

using sabokbaz::SabokbazObservation;

// A match runs to hundreds of plays and many hands: two of each table size are enough.
TEST(SabokbazObservation, EveryViewReadsBackAndWritesTheSameBytes) {
  EXPECT_GT(expectTypedObservations<SabokbazObservation>("sabokbaz", {{"players", 4}}, 2), 500);
  EXPECT_GT(expectTypedObservations<SabokbazObservation>("sabokbaz",
                                                         {{"players", 6}, {"target", 66}}, 2, 100),
            800);
}

// The keys the save, scenario and golden files carry, in their order: the struct writes the
// engine's JSON too, so a key left out of it would otherwise vanish from both sides unnoticed.
TEST(SabokbazObservation, WritesTheKeysOfTheFilesInTheirOrder) {
  const auto fresh = [] { return freshGame("sabokbaz", 6, 3); };
  const std::unique_ptr<State> state = fresh();
  const std::vector<std::string> expected = {
      "players",      "target",      "teams",      "dealer",     "hand_number", "leader",
      "hands",        "hand_counts", "trick",      "led_family", "taken",       "hand_scores",
      "match_scores", "voids",       "last_trick", "last_hand",  "out"};
  for (const Json& j : {state->observation(0), state->observation(-1), state->gameJson()}) {
    EXPECT_EQ(keysOf(j), expected) << j.dump();
  }
}

TEST(SabokbazObservation, AWrongKeyIsNamedWithItsPath) {
  const auto fresh = [] { return freshGame("sabokbaz", 4, 5); };
  const Json good = fresh()->observation(0);
  Json o = good;
  o["hands"][0][1] = 7;  // a number among the viewer's own cards
  EXPECT_EQ(refusedAt<SabokbazObservation>(o), "observation.hands[0][1]")
      << "a number among card ids was read";
  o = good;
  o["hands"][1] = "many";  // neither the cards nor a count
  EXPECT_THROW(readFields<SabokbazObservation>(o, "observation"), InputError);
  o = good;
  o["led_family"] = "lunch";
  EXPECT_THROW(readFields<SabokbazObservation>(o, "observation"), InputError);
  o = good;
  o.erase("voids");
  EXPECT_THROW(readFields<SabokbazObservation>(o, "observation"), InputError);
}

}  // namespace
}  // namespace mizbazi::testing
