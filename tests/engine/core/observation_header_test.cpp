// The keys every observation begins with, described once (core/observation_header.h): what the
// engine writes reads back the same in every game, in the order the files have always had, and a
// missing or mistyped key is named.
#include <gtest/gtest.h>

#include "core/game.h"
#include "core/observation_header.h"
#include "core/registry.h"

namespace mizbazi {
namespace {

TEST(ObservationHeader, WhatEveryGameWritesReadsBack) {
  registerAllGames();
  for (const Game* game : Registry::instance().all()) {
    GameConfig config;
    config.players = game->info().minPlayers;
    config.seed = 7;
    game->finishOptions(config.players, config.options);
    std::unique_ptr<State> state = game->newGame(config);
    ASSERT_TRUE(state) << game->info().id;
    const int toAct = state->currentPlayer();
    for (int seat : {-1, toAct}) {
      const Json o = observationJson(*state, seat);
      const ObservationHeader h = ObservationHeader::read(o);
      EXPECT_EQ(h.missing, "") << game->info().id;
      EXPECT_EQ(h.game, game->info().id);
      EXPECT_EQ(h.current, toAct);
      EXPECT_FALSE(h.finished);
      EXPECT_EQ(h.seat, seat);
      EXPECT_EQ(h.scores, state->scores());
      EXPECT_EQ(h.legal.empty(), seat != toAct) << game->info().id << " seat " << seat;
      // The keys first, in the files' order; the game's own keys after them.
      std::vector<std::string> keys;
      for (auto it = o.begin(); it != o.end() && keys.size() < 7; ++it) keys.push_back(it.key());
      EXPECT_EQ(keys, (std::vector<std::string>{"game", "finished", "current", "scores", "winners",
                                                "legal", "seat"}));
      Json again = Json::object();
      h.writeTo(again);
      for (auto& [key, value] : again.items()) EXPECT_EQ(o.at(key), value) << key;
    }
    const ObservationHeader full = ObservationHeader::read(stateJson(*state));
    EXPECT_EQ(full.missing, "");
    EXPECT_FALSE(full.seat.has_value()) << "a full state is nobody's observation";
  }
}

TEST(ObservationHeader, NamesTheFirstKeyThatIsMissingOrMistyped) {
  Json o = {{"game", "zirkhaki"}, {"finished", false},        {"current", nullptr},
            {"scores", {1, 2}},   {"winners", Json::array()}, {"legal", {"draw"}}};
  EXPECT_EQ(ObservationHeader::read(o).missing, "");
  EXPECT_EQ(ObservationHeader::read(o).current, -1);
  Json wrong = o;
  wrong["scores"] = {1, "two"};
  EXPECT_EQ(ObservationHeader::read(wrong).missing, "scores");
  EXPECT_TRUE(ObservationHeader::read(wrong).scores.empty());
  wrong.erase("finished");
  EXPECT_EQ(ObservationHeader::read(wrong).missing, "finished");
  o["seat"] = "north";
  EXPECT_EQ(ObservationHeader::read(o).missing, "seat");
  EXPECT_EQ(ObservationHeader::read(Json::array()).missing, "game");
}

}  // namespace
}  // namespace mizbazi
