// Nine's observations and all-seeing state are exactly what NineObservation describes.
#include <gtest/gtest.h>

#include "nine/nine_observation.h"
#include "support/typed_observation.h"

namespace mizbazi::testing {
namespace {

using nine::NineObservation;

TEST(NineObservation, EveryViewReadsBackAndWritesTheSameBytes) {
  EXPECT_GT(expectTypedObservations<NineObservation>("nine", {{"players", 2}}, 30), 200);
}

TEST(NineObservation, AWrongKeyIsNamedWithItsPath) {
  const auto fresh = [] { return freshGame("nine", 2, 5); };
  Json o = fresh()->observation(0);
  o["hands"][0] = {"card-1", 4};
  EXPECT_EQ(refusedAt<NineObservation>(o), "observation.hands[0][1]")
      << "a number among card ids was read";
  o = fresh()->observation(0);
  o.erase("stock_count");
  EXPECT_EQ(refusedAt<NineObservation>(o), "observation.stock_count")
      << "an observation without the stock's count was read";
  o = fresh()->observation(1);
  o["trick"] = {nullptr, 7};
  EXPECT_EQ(refusedAt<NineObservation>(o), "observation.trick[1]")
      << "a number where a card id or nothing belongs was read";
  o = fresh()->observation(1);
  o["leader"] = "first";
  EXPECT_EQ(refusedAt<NineObservation>(o), "observation.leader") << "a text leader was read";
}

// The description is also how the engine writes, so a key left out of it would vanish from both
// sides of the check above: a position written out by hand pins the keys down.
TEST(NineObservation, ItsKeysAreWrittenOutByHand) {
  std::unique_ptr<State> state = freshGame("nine", 2, 5);
  // Seed 5 deals card-1, 2, 4 and 9 to seat 0, which leads; card-3, 5, 7 and 8 to seat 1; card-6
  // to the stock.
  ASSERT_FALSE(state->applyText("play card-4"));
  EXPECT_EQ(state->observation(1).dump(),
            R"({"leader":0,"hands":[null,["card-3","card-5","card-7","card-8"]],)"
            R"("hand_counts":[3,4],"stock_count":1,"trick":["card-4",null],"won":[[],[]]})");
  EXPECT_EQ(state->observation(-1).dump(),
            R"({"leader":0,"hands":[null,null],"hand_counts":[3,4],"stock_count":1,)"
            R"("trick":["card-4",null],"won":[[],[]]})");
  // The all-seeing state adds the stock's card and shows every hand.
  const Json all = state->gameJson();
  EXPECT_EQ(keysOf(all), (std::vector<std::string>{"leader", "hands", "hand_counts", "stock_count",
                                                   "stock", "trick", "won"}));
  EXPECT_EQ(all["stock"].size(), 1u);
  for (const Json& hand : all["hands"]) EXPECT_TRUE(hand.is_array());
}

}  // namespace
}  // namespace mizbazi::testing
