// Options and set-up: what is accepted, and a one-line message at the right place for the rest.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"
#include "sabokbaz_test_support.h"

namespace mizbazi::sabokbaz {
namespace {

struct Refusal {
  std::string where, what;
};

Refusal refusal(const std::string& text) {
  try {
    GameRecord::fromScenario(parseScenario(text));
  } catch (const InputError& e) {
    return {e.where(), e.what()};
  }
  return {"(accepted)", ""};
}

// A complete 4-player deal: seat s gets the cards with index % 4 == s.
Json roundRobinHands(int players) {
  Json hands = Json::array();
  for (int s = 0; s < players; ++s) hands.push_back(Json::array());
  int i = 0;
  for (int c = 0; c < kCardCount; ++c) {
    if (players == 6 && (kTwelvesMask & bitOf(c))) continue;
    hands[i++ % players].push_back(cardId(c));
  }
  return hands;
}

std::string scenarioWith(Json setup, Json options = {{"players", 4}}) {
  Json s = {{"game", "sabokbaz"}, {"seed", 3}, {"options", options}, {"setup", setup}};
  return s.dump();
}

TEST(SabokbazOptions, DefaultsDependOnThePlayerCount) {
  GameRecord four = GameRecord::fromScenario(parseScenario(R"({"game": "sabokbaz"})"));
  EXPECT_EQ(four.config().options["target"], 70);
  EXPECT_EQ(four.config().players, 4);
  GameRecord six =
      GameRecord::fromScenario(parseScenario(R"({"game": "sabokbaz", "options": {"players": 6}})"));
  EXPECT_EQ(six.config().options["target"], 60);
  EXPECT_EQ(sab(six.state()).target(), 60);
}

TEST(SabokbazOptions, TargetsAreMultiplesFromTheBase) {
  EXPECT_EQ(refusal(R"({"game": "sabokbaz", "options": {"target": 140}})").where, "(accepted)");
  EXPECT_EQ(refusal(R"({"game": "sabokbaz", "options": {"players": 6, "target": 66}})").where,
            "(accepted)");
  for (const char* bad : {R"({"game": "sabokbaz", "options": {"target": 75}})",
                          R"({"game": "sabokbaz", "options": {"target": 63}})",
                          R"({"game": "sabokbaz", "options": {"players": 6, "target": 70}})"}) {
    Refusal r = refusal(bad);
    EXPECT_EQ(r.where, "options.target") << bad;
    EXPECT_NE(r.what.find("multiple of"), std::string::npos) << r.what;
  }
}

TEST(SabokbazOptions, FiveIsNotAPlayerCount) {
  Refusal r = refusal(R"({"game": "sabokbaz", "options": {"players": 5}})");
  EXPECT_EQ(r.where, "options.players");
  EXPECT_NE(r.what.find("4 or 6"), std::string::npos);
}

TEST(SabokbazSetup, HandsFixTheFirstDeal) {
  GameRecord record = GameRecord::fromScenario(
      parseScenario(scenarioWith({{"dealer", 1}, {"hands", roundRobinHands(4)}})));
  const Position& p = sab(record.state()).position();
  for (int c = 0; c < kCardCount; ++c) EXPECT_TRUE(p.hands[c % 4] & bitOf(c)) << c;
  EXPECT_EQ(record.state().currentPlayer(), 2);
  GameRecord six = GameRecord::fromScenario(
      parseScenario(scenarioWith({{"hands", roundRobinHands(6)}}, {{"players", 6}})));
  EXPECT_EQ(std::popcount(sab(six.state()).position().hands[5]), 8);
}

TEST(SabokbazSetup, MatchScoresStartMidMatch) {
  GameRecord record =
      GameRecord::fromScenario(parseScenario(scenarioWith({{"match_scores", {-40, 52}}})));
  EXPECT_EQ(record.state().scores(), (std::vector<int>{-40, 52}));
}

TEST(SabokbazSetup, BadSetupsNameThePlace) {
  Json hands = roundRobinHands(4);
  Json unknown = hands;
  unknown[1][3] = "koozeh-13";
  Json twice = hands;
  twice[2][5] = hands[0][0];
  Json shortHand = hands;
  shortHand[3].erase(0);
  Json notList = hands;
  notList[0] = "koozeh-1";
  Json six = roundRobinHands(6);
  six[0][0] = "badeh-12";
  struct Case {
    Json setup;
    Json options;
    std::string where, contains;
  };
  std::vector<Case> cases = {
      {{{"hands", unknown}}, {{"players", 4}}, "setup.hands[1][3]", "unknown card 'koozeh-13'"},
      {{{"hands", twice}},
       {{"players", 4}},
       "setup.hands[2][5]",
       "placed twice (also at setup.hands[0][0])"},
      {{{"hands", shortHand}},
       {{"players", 4}},
       "setup.hands[3]",
       "gets 12 cards; each seat holds 13"},
      {{{"hands", notList}}, {{"players", 4}}, "setup.hands[0]", "expected a list"},
      {{{"hands", Json::array({hands[0], hands[1], hands[2]})}},
       {{"players", 4}},
       "setup.hands",
       "3 hands for 4 players"},
      {{{"hands", six}}, {{"players", 6}}, "setup.hands[0][0]", "out of the game with 6 players"},
      {{{"hands", 3}}, {{"players", 4}}, "setup.hands", "expected a list"},
      {{{"dealer", 4}}, {{"players", 4}}, "setup.dealer", "seat number from 0 to 3"},
      {{{"dealer", "north"}}, {{"players", 4}}, "setup.dealer", "seat number"},
      {{{"first", 1}}, {{"players", 4}}, "setup.first", "unknown setup key 'first'"},
      {{{"match_scores", {1, 2, 3}}},
       {{"players", 4}},
       "setup.match_scores",
       "3 scores for 2 teams"},
      {{{"match_scores", {0, 70}}},
       {{"players", 4}},
       "setup.match_scores[1]",
       "already have ended"},
      {{{"match_scores", {0, "x"}}}, {{"players", 4}}, "setup.match_scores[1]", "whole number"},
      {{{"deck_top", {"ajal", "ajal"}}}, {{"players", 4}}, "setup.deck_top[1]", "placed twice"},
      {{{"deck_top", {"koozeh-12"}}}, {{"players", 6}}, "setup.deck_top[0]", "out of the game"},
      {{{"deck_top", {"ajal"}}, {"hands", hands}},
       {{"players", 4}},
       "setup.deck_top",
       "cannot be combined"},
  };
  for (const Case& c : cases) {
    Refusal r = refusal(scenarioWith(c.setup, c.options));
    EXPECT_EQ(r.where, c.where) << c.setup.dump();
    EXPECT_NE(r.what.find(c.contains), std::string::npos) << r.what;
    EXPECT_EQ(r.what.find('\n'), std::string::npos) << "one line: " << r.what;
  }
}

}  // namespace
}  // namespace mizbazi::sabokbaz
