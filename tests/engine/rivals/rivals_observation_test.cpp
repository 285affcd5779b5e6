// Rivals' observations and all-seeing state are exactly what RivalsObservation describes.
#include <gtest/gtest.h>

#include "rivals/rivals_observation.h"
#include "rivals_test_helpers.h"
#include "support/typed_observation.h"

namespace mizbazi::testing {
namespace {

using rivals::RivalsObservation;

TEST(RivalsObservation, EveryViewReadsBackAndWritesTheSameBytes) {
  for (int players = 2; players <= 4; ++players) {
    EXPECT_GT(expectTypedObservations<RivalsObservation>("rivals", {{"players", players}}, 4,
                                                         10 * players),
              200)
        << players << " players";
  }
}

TEST(RivalsObservation, AWrongKeyIsNamedWithItsPath) {
  const auto fresh = [] { return freshGame("rivals", 3, 5); };
  Json o = fresh()->observation(0);
  o["expeditions"][2]["green"] = {"green-4", 4};
  EXPECT_EQ(refusedAt<RivalsObservation>(o), "observation.expeditions[2].green[1]")
      << "a number among card ids was read";
  o = fresh()->observation(0);
  o["expeditions"][1].erase("white");
  EXPECT_EQ(refusedAt<RivalsObservation>(o), "observation.expeditions[1].white")
      << "a seat's expeditions without their white column were read";
  o = fresh()->observation(0);
  o["phase"] = "lunch";
  EXPECT_THROW(readFields<RivalsObservation>(o, "observation"), InputError);
  o.erase("phase");
  EXPECT_THROW(readFields<RivalsObservation>(o, "observation"), InputError);
}

// The description is also how the engine writes, so a key left out of it would vanish from both
// sides of the check above: the keys of two positions, written out by hand, pin them down.
TEST(RivalsObservation, ItsKeysAreTheScenarioFormats) {
  const std::string scenario = R"({
    "format": "mizbazi/1", "game": "rivals", "options": {"players": 2}, "seed": 3,
    "setup": {"first": 0, "starting_wagers": [["yellow", "blue"], ["white", "red"]],
              "deck_top": ["red-4", "green-w", "yellow-7"]},
    "actions": ["reveal", "reveal", "bid 2")";
  // The deal's starting wagers, the same in both positions.
  const std::string columns =
      R"("expeditions":[{"yellow":["yellow-s"],"blue":["blue-s"],"white":[],"green":[],"red":[]},)"
      R"({"yellow":[],"blue":[],"white":["white-s"],"green":[],"red":["red-s"]}],)";
  const std::string box = R"("box":["yellow-s","blue-s","white-s","green-s","green-s","red-s"])";
  const GameRecord auction = rivals::testing::playScenario(scenario + "]}");
  EXPECT_EQ(auction.state().observation(1).dump(),
            R"({"phase":"auction","display":["red-4","green-w"],"coins":[18,18],"reserve":0,)"
            R"("stacks":[18,20,20,20],"current_stack":0,)" +
                columns +
                R"("auction":{"bid":2,"leader":0,"opener":0,"active":[0,1]},"claim":null,)"
                R"("out":[],)" +
                box + "}");
  const GameRecord claim =
      rivals::testing::playScenario(scenario + R"(, "pass", "discard red-4"]})");
  EXPECT_EQ(claim.state().observation(0).dump(),
            R"({"phase":"claim","display":["green-w"],"coins":[16,18],"reserve":2,)"
            R"("stacks":[18,20,20,20],"current_stack":0,)" +
                columns +
                R"("auction":null,"claim":{"winner":0,"paid":2,"discarded":true},)"
                R"("out":["red-4"],)" +
                box + "}");
  // The all-seeing state adds each stack's cards, as many as `stacks` counts.
  Json all = claim.state().gameJson();
  ASSERT_TRUE(all.contains("stack_cards"));
  for (int s = 0; s < 4; ++s) EXPECT_EQ(all["stack_cards"][s].size(), all["stacks"][s]);
  all.erase("stack_cards");
  EXPECT_EQ(all, claim.state().observation(0));
}

}  // namespace
}  // namespace mizbazi::testing
