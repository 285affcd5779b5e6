// The built-in Zirkhaki lessons of the snake's special cases, the pistol and dagger with nothing to
// take, six players and a tie (resources/lessons/zirkhaki/08-13 and 18) show what the engine does:
// each lesson's line of play (its actions, then each step's move) is replayed and the state checked
// where the lesson's words say something about it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/game_record.h"
#include "core/lesson.h"

using namespace mizbazi;

namespace {

Scenario lesson(const std::string& name) {
  return loadLessonLine(MIZBAZI_SOURCE_DIR "/resources/lessons/zirkhaki/" + name);
}

// The state after the first `count` moves of the lesson's line; fails on a move the engine refuses.
Json after(const Scenario& s, std::size_t count) {
  Scenario start = s;
  start.actions.clear();
  GameRecord record = GameRecord::fromScenario(start);
  const std::vector<std::string> moves(s.actions.begin(),
                                       s.actions.begin() + std::min(count, s.actions.size()));
  if (auto e = record.replay(moves)) ADD_FAILURE() << e->describe();
  return stateJson(record.state());
}

bool holds(const Json& list, const std::string& card) {
  return std::find(list.begin(), list.end(), Json(card)) != list.end();
}

// A horseshoe, then a dagger, as the snake's first forced card: the card each brings is the second
// one, so only one card more comes from the deck and banking is allowed at once.
TEST(ZirkhakiLessons, AForcedHorseshoeOrDaggerBringsTheSecondForcedCard) {
  const Scenario s = lesson("10-snake-horseshoe-and-dagger.json");
  ASSERT_EQ(s.actions, (std::vector<std::string>{"draw", "draw", "pick 0 key", "bank", "draw",
                                                 "draw", "pick 0 key", "bank"}));
  const int deck = after(s, 0)["deck_count"];
  const Json horseshoe = after(s, 2);  // the snake and the horseshoe are in; the pick is owed
  EXPECT_EQ(horseshoe["forced_draws"], 1);
  const Json sara = after(s, 3);
  EXPECT_EQ(sara["forced_draws"], 0);
  EXPECT_EQ(sara["deck_count"], deck - 2);
  EXPECT_EQ(sara["play_area"], Json::array({"snake-4", "horseshoe-3", "key-5"}));
  EXPECT_EQ(sara["legal"], Json::array({"draw", "bank"}));
  const Json ali = after(s, 7);
  EXPECT_EQ(ali["current"], 1);
  EXPECT_EQ(ali["forced_draws"], 0);
  EXPECT_EQ(ali["deck_count"], deck - 4);
  EXPECT_EQ(ali["play_area"], Json::array({"snake-5", "dagger-4", "key-5"}));
  EXPECT_EQ(ali["legal"], Json::array({"draw", "bank"}));
  const Json end = after(s, s.actions.size());
  EXPECT_TRUE(holds(end["fields"][1], "key-5"));
  EXPECT_FALSE(holds(end["fields"][0], "key-5"));
}

// A map as the first forced card: whichever of the three discards is chosen is the second one.
TEST(ZirkhakiLessons, AForcedMapsChoiceIsTheSecondForcedCard) {
  Scenario s = lesson("11-snake-and-map.json");
  ASSERT_EQ(s.actions.size(), 4u);  // draw, draw, choose, bank
  const Json map = after(s, 2);
  EXPECT_EQ(map["forced_draws"], 1);
  Json shown = map["map_revealed"];
  std::sort(shown.begin(), shown.end());
  EXPECT_EQ(shown, Json::array({"chest-2", "coin-4", "key-2"}));
  for (const std::string card : {"coin-4", "chest-2", "key-2"}) {
    SCOPED_TRACE(card);
    s.actions[2] = "choose " + card;
    const Json chosen = after(s, 3);
    EXPECT_EQ(chosen["forced_draws"], 0);
    EXPECT_EQ(chosen["legal"], Json::array({"draw", "bank"}));
    EXPECT_TRUE(holds(chosen["play_area"], card));
    EXPECT_EQ(chosen["discard"].size(), 2u);
    EXPECT_FALSE(holds(chosen["discard"], card));
  }
}

// The astrolabe shows a second snake, but with a forced draw owed the only move is to draw it.
TEST(ZirkhakiLessons, AnAstrolabeAmongForcedDrawsShowsTheTopButLeavesNoBank) {
  const Scenario s = lesson("12-snake-and-astrolabe.json");
  ASSERT_EQ(s.actions.size(), 4u);
  const Json peek = after(s, 3);
  EXPECT_EQ(peek["play_area"], Json::array({"coin-7", "snake-4", "astrolabe-3"}));
  EXPECT_EQ(peek["peeks"][0], 1);
  EXPECT_EQ(peek["deck"][0], "snake-5");
  EXPECT_EQ(peek["forced_draws"], 1);
  EXPECT_EQ(peek["legal"], Json::array({"draw"}));
  const Json bust = after(s, 4);
  EXPECT_EQ(bust["current"], 1);
  EXPECT_TRUE(bust["play_area"].empty());
  EXPECT_TRUE(bust["fields"][0].empty());
  for (const std::string card : {"coin-7", "snake-4", "astrolabe-3", "snake-5"})
    EXPECT_TRUE(holds(bust["discard"], card)) << card;
}

// The snake's first forced card is the deck's last: the second lapses, the bank ends the game.
TEST(ZirkhakiLessons, TheDeckRunningOutLapsesTheForcedDrawsAndTheBankEndsTheGame) {
  const Scenario s = lesson("13-snake-and-the-last-card.json");
  ASSERT_EQ(s.actions, (std::vector<std::string>{"draw", "draw", "draw", "bank"}));
  EXPECT_EQ(after(s, 0)["deck_count"], 3);
  const Json last = after(s, 3);
  EXPECT_EQ(last["deck_count"], 0);
  EXPECT_EQ(last["forced_draws"], 0);
  EXPECT_EQ(last["legal"], Json::array({"bank"}));
  EXPECT_FALSE(last["finished"]);
  const Json end = after(s, 4);
  EXPECT_TRUE(end["finished"]);
  EXPECT_EQ(end["scores"], Json::array({49, 48}));
  EXPECT_EQ(end["winners"], Json::array({0}));
}

// A pistol and a dagger facing an empty field, then a dagger whose only target is a suit Sara
// holds: none of them asks for a choice, and Ali's coin stays.
TEST(ZirkhakiLessons, APistolOrADaggerWithNothingToTakeDoesNothing) {
  const Scenario s = lesson("09-pistol-and-dagger-with-nothing-to-take.json");
  ASSERT_EQ(s.actions,
            (std::vector<std::string>{"draw", "draw", "bank", "draw", "bank", "draw", "bank"}));
  for (std::size_t count : {1u, 2u, 6u}) {
    SCOPED_TRACE(count);
    const Json j = after(s, count);
    EXPECT_TRUE(j["pending"].is_null());
    EXPECT_EQ(j["legal"], Json::array({"draw", "bank"}));
  }
  EXPECT_EQ(after(s, 6)["fields"][1], Json::array({"coin-8"}));
  const Json end = after(s, s.actions.size());
  EXPECT_EQ(end["fields"][1], Json::array({"coin-8"}));
  EXPECT_TRUE(holds(end["fields"][0], "dagger-5"));
}

// Six players: a ring each by lot and no choice, two sets (120 cards, 20 of them discarded), a
// pistol aimed at the fourth seat, and the second coin 7.
TEST(ZirkhakiLessons, SixPlayersPlayTwoSetsWithOneRingEach) {
  const Scenario s = lesson("18-six-players.json");
  ASSERT_EQ(s.actions,
            (std::vector<std::string>{"draw", "draw", "pick 3 key", "bank", "draw", "bank"}));
  const Json start = after(s, 0);
  EXPECT_EQ(start["phase"], "play");
  EXPECT_EQ(start["legal"], Json::array({"draw"}));
  std::size_t fielded = 0;
  // One ring each by lot (the file deals none), six different ones; Sara's is no strongman, whose
  // pistol would keep Reza's key instead of discarding it as the lesson says.
  std::vector<std::string> rings;
  for (const Json& ring : start["rings"]) {
    ASSERT_TRUE(ring.is_string());
    rings.push_back(ring);
  }
  std::sort(rings.begin(), rings.end());
  EXPECT_EQ(std::unique(rings.begin(), rings.end()), rings.end());
  EXPECT_NE(start["rings"][0], "strongman");
  for (const Json& field : start["fields"]) fielded += field.size();
  EXPECT_EQ(start["discard"].size(), 20u);
  EXPECT_EQ(start["deck_count"].get<std::size_t>() + fielded, 100u);
  const Json shot = after(s, 3);
  EXPECT_EQ(shot["fields"][3], Json::array({"map-5"}));
  EXPECT_TRUE(holds(shot["discard"], "key-6"));
  const Json ali = after(s, 5);
  EXPECT_EQ(ali["current"], 1);
  EXPECT_EQ(ali["play_area"], Json::array({"coin-7"}));
  EXPECT_TRUE(holds(ali["fields"][0], "coin-7"));
}

// The last bank makes it 44 all; Sara's eleven cards in her field against Ali's six win it for her.
TEST(ZirkhakiLessons, ATieGoesToTheFieldWithMoreCards) {
  const Scenario s = lesson("08-a-tie.json");
  ASSERT_EQ(s.actions, (std::vector<std::string>{"draw", "draw", "bank"}));
  const Json end = after(s, s.actions.size());
  EXPECT_TRUE(end["finished"]);
  EXPECT_EQ(end["scores"], Json::array({44, 44}));
  EXPECT_EQ(end["card_counts"], Json::array({11, 6}));
  EXPECT_EQ(end["winners"], Json::array({0}));
}

}  // namespace
