// Zirkhaki's observations and all-seeing state are exactly what ZirkhakiObservation describes.
#include <gtest/gtest.h>

#include "support/typed_observation.h"
#include "zirkhaki/zirkhaki_observation.h"

namespace mizbazi::testing {
namespace {

using zirkhaki::ZirkhakiObservation;

TEST(ZirkhakiObservation, EveryViewReadsBackAndWritesTheSameBytes) {
  EXPECT_GT(expectTypedObservations<ZirkhakiObservation>("zirkhaki", {{"players", 2}}, 10), 200);
  EXPECT_GT(expectTypedObservations<ZirkhakiObservation>(
                "zirkhaki", {{"players", 5}, {"rings", true}}, 10, 100),
            200);
}

// The keys the save and scenario files carry (docs/file-format.md), by name: a key left out of
// ZirkhakiObservation's description would vanish from the engine's output too.
TEST(ZirkhakiObservation, HoldsTheKeysOfTheFiles) {
  const auto fresh = [] { return freshGame("zirkhaki", 3, 5, {{"players", 3}, {"rings", true}}); };
  const auto state = fresh();
  const std::vector<std::string> common = {"phase", "first", "deck_count"},
                                 rest = {"peeks",        "discard",     "play_area",   "fields",
                                         "card_counts",  "rings",       "ring_offers", "pending",
                                         "map_revealed", "forced_draws"};
  auto with = [&](const char* secret) {
    std::vector<std::string> keys = common;
    keys.push_back(secret);
    keys.insert(keys.end(), rest.begin(), rest.end());
    return keys;
  };
  EXPECT_EQ(keysOf(state->observation(0)), with("known_deck_top"));
  EXPECT_EQ(keysOf(state->observation(-1)), with("known_deck_top"));
  EXPECT_EQ(keysOf(state->gameJson()), with("deck"));
}

TEST(ZirkhakiObservation, AWrongKeyIsNamedWithItsPath) {
  const auto fresh = [] { return freshGame("zirkhaki", 3, 5); };
  Json o = fresh()->observation(0);
  o["fields"][1] = {"coin-9", 4};
  EXPECT_EQ(refusedAt<ZirkhakiObservation>(o), "observation.fields[1][1]")
      << "a number among card ids was read";
  o = fresh()->observation(0);
  o["phase"] = "lunch";
  EXPECT_THROW(readFields<ZirkhakiObservation>(o, "observation"), InputError);
  o.erase("phase");
  EXPECT_THROW(readFields<ZirkhakiObservation>(o, "observation"), InputError);
}

}  // namespace
}  // namespace mizbazi::testing
