// Zirkhaki's computer players make the moves any player would make in clear positions.
#include <gtest/gtest.h>

#include "ai/bot.h"
#include "core/game_record.h"
#include "core/scenario.h"

namespace mizbazi::ai {
namespace {

GameRecord startGame(const Json& options, std::uint64_t seed, const Json& setup) {
  Scenario s;
  s.game = "zirkhaki";
  s.options = options;
  s.seed = seed;
  s.setup = setup;
  return GameRecord::fromScenario(s);
}

TEST(ZirkhakiBots, BankWhenTheAstrolabeShowsABust) {
  // The astrolabe shows a second coin on top: drawing certainly busts, banking keeps 9 points.
  GameRecord record = startGame({{"players", 2}}, 4,
                                {{"first", 0}, {"deck_top", {"coin-9", "astrolabe-3", "coin-4"}}});
  record.playText("draw");
  record.playText("draw");
  ASSERT_EQ(observationJson(record.state(), 0)["known_deck_top"], Json::parse(R"(["coin-4"])"));
  for (const char* level : {"easy", "normal"}) {
    auto bot = makeBot("zirkhaki", level);
    Rng rng(2);
    EXPECT_EQ(record.state().actionText(bot->choose(record.state(), 0, rng)), "bank") << level;
  }
}

TEST(ZirkhakiBots, DrawWhenTheAstrolabeShowsASafeCard) {
  GameRecord record = startGame({{"players", 2}}, 4,
                                {{"first", 0}, {"deck_top", {"coin-9", "astrolabe-3", "key-7"}}});
  record.playText("draw");
  record.playText("draw");
  for (const char* level : {"easy", "normal"}) {
    auto bot = makeBot("zirkhaki", level);
    Rng rng(2);
    EXPECT_EQ(record.state().actionText(bot->choose(record.state(), 0, rng)), "draw") << level;
  }
}

TEST(ZirkhakiBots, PistolHitsTheMostValuableTopCard) {
  // Seat 1's coin-9 sits on a coin-4 (losing it costs 5); its key-3 is alone (costs 3).
  GameRecord record = startGame({{"players", 2}}, 4,
                                {{"first", 0},
                                 {"fields", {Json::array(), {"coin-4", "coin-9", "key-3"}}},
                                 {"deck_top", {"pistol-5"}}});
  record.playText("draw");
  auto bot = makeBot("zirkhaki", "easy");
  Rng rng(3);
  EXPECT_EQ(record.state().actionText(bot->choose(record.state(), 0, rng)), "pick 1 coin");
}

}  // namespace
}  // namespace mizbazi::ai
