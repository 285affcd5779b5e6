// The seeded deal. Golden values pin the exact deal of a few seeds: any change to shuffling or to
// the order in which the deal uses the generator would silently change every saved game.
#include <gtest/gtest.h>

#include "core/game_record.h"
#include "core/scenario.h"

namespace mizbazi {
namespace {

Json dealt(const std::string& options, std::uint64_t seed) {
  Scenario s;
  s.game = "zirkhaki";
  s.options = Json::parse(options);
  s.seed = seed;
  return stateJson(GameRecord::fromScenario(s).state());
}

std::vector<std::string> firstOf(const Json& list, std::size_t n) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < n && i < list.size(); ++i) out.push_back(list[i].get<std::string>());
  return out;
}

using Ids = std::vector<std::string>;

TEST(ZirkhakiDeal, GoldenSeed1) {
  Json j = dealt(R"({"players": 4})", 1);
  EXPECT_EQ(j["first"], 2);
  EXPECT_EQ(firstOf(j["deck"], 6),
            (Ids{"key-4", "map-4", "coin-8", "astrolabe-6", "chest-7", "map-5"}));
  EXPECT_EQ(firstOf(j["discard"], 4), (Ids{"astrolabe-2", "map-2", "coin-4", "key-2"}));
}

TEST(ZirkhakiDeal, GoldenSeed42) {
  Json j = dealt(R"({"players": 4})", 42);
  EXPECT_EQ(j["first"], 2);
  EXPECT_EQ(firstOf(j["deck"], 6),
            (Ids{"snake-5", "dagger-5", "chest-3", "horseshoe-6", "map-3", "pistol-5"}));
  EXPECT_EQ(firstOf(j["discard"], 4), (Ids{"dagger-2", "coin-4", "map-2", "carpet-2"}));
}

TEST(ZirkhakiDeal, GoldenSeed12345) {
  Json j = dealt(R"({"players": 4})", 12345);
  EXPECT_EQ(j["first"], 0);
  EXPECT_EQ(firstOf(j["deck"], 6),
            (Ids{"astrolabe-3", "pistol-5", "horseshoe-4", "dagger-7", "map-3", "dagger-5"}));
  EXPECT_EQ(firstOf(j["discard"], 4), (Ids{"map-2", "horseshoe-2", "key-2", "dagger-2"}));
}

TEST(ZirkhakiDeal, GoldenSixPlayersWithRings) {
  Json j = dealt(R"({"players": 6, "rings": true})", 7);
  EXPECT_EQ(j["first"], 4);
  EXPECT_EQ(firstOf(j["deck"], 6),
            (Ids{"coin-6", "chest-6", "carpet-3", "snake-3", "map-4", "carpet-7"}));
  EXPECT_EQ(j["rings"], Json::parse(R"(["strongman", "snake-charmer", "goldsmith", "blade",
                                         "fortune-teller", "map-reader"])"));
  EXPECT_EQ(j["phase"], "play") << "more than four players get their rings without a choice";
}

TEST(ZirkhakiDeal, OneSetHasTenLowCardsInTheDiscardPile) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Json j = dealt(R"({"players": 3})", seed);
    ASSERT_EQ(j["deck_count"], 50);
    Ids discard = j["discard"].get<Ids>();
    std::sort(discard.begin(), discard.end());
    EXPECT_EQ(discard, (Ids{"astrolabe-2", "carpet-2", "chest-2", "coin-4", "dagger-2",
                            "horseshoe-2", "key-2", "map-2", "pistol-2", "snake-2"}));
  }
}

TEST(ZirkhakiDeal, TwoSetsFromFivePlayers) {
  Json j = dealt(R"({"players": 5})", 3);
  EXPECT_EQ(j["deck_count"], 100);
  EXPECT_EQ(j["discard"].size(), 20u);
  Json four = dealt(R"({"players": 4})", 3);
  EXPECT_EQ(four["deck_count"], 50);
}

TEST(ZirkhakiDeal, FirstPlayerVariesWithTheSeed) {
  std::set<int> firsts;
  for (std::uint64_t seed = 1; seed <= 40; ++seed)
    firsts.insert(dealt(R"({"players": 4})", seed)["first"].get<int>());
  EXPECT_EQ(firsts.size(), 4u);
}

TEST(ZirkhakiDeal, RingChoiceOffersTwoDistinctRingsEach) {
  Json j = dealt(R"({"players": 4, "rings": true})", 11);
  EXPECT_EQ(j["phase"], "rings");
  std::set<std::string> all;
  for (const Json& offer : j["ring_offers"]) {
    ASSERT_EQ(offer.size(), 2u);
    for (const Json& r : offer) all.insert(r.get<std::string>());
  }
  EXPECT_EQ(all.size(), 8u) << "four players share out all eight rings";
}

}  // namespace
}  // namespace mizbazi
