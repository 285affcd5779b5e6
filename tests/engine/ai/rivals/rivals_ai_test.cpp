// Rivals' computer players in positions where the right move is clear: the rule-based policy
// ("easy") and the search ("normal") must both find it.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/policy.h"
#include "core/registry.h"
#include "rivals/rivals_state.h"

namespace mizbazi::ai {
namespace {

using rivals::RivalsState;

// A two-player game (seat 0 first) with the given starting wagers and cards on top of the stacks,
// after `actions`.
std::unique_ptr<State> position(const Json& wagers, const Json& deckTop,
                                const std::vector<std::string>& actions, std::uint64_t seed = 3) {
  GameConfig config;
  config.players = 2;
  config.options = Json{{"players", 2}};
  config.seed = seed;
  config.setup = Json{{"first", 0}, {"starting_wagers", wagers}, {"deck_top", deckTop}};
  auto state = findGame("rivals")->newGame(config);
  for (const std::string& text : actions) {
    auto refused = state->applyText(text);
    EXPECT_FALSE(refused.has_value()) << text << ": " << refused->message;
  }
  return state;
}

// Lets the seat to act play with `level` until the turn leaves it (a whole claim, say), and
// returns the texts of its actions.
std::vector<std::string> playWhileSeat(State& state, const char* level, std::uint64_t seed) {
  auto bot = makeBot("rivals", level);
  Rng rng(seed);
  const int seat = state.currentPlayer();
  std::vector<std::string> played;
  while (!state.isTerminal() && state.currentPlayer() == seat && played.size() < 20) {
    Action a = bot->choose(state, seat, rng);
    played.push_back(state.actionText(a));
    EXPECT_FALSE(state.apply(a).has_value()) << played.back();
    if (played.back() == "done" || played.back() == "pass" || played.back() == "reveal") break;
  }
  return played;
}

std::string firstChoice(const State& state, const char* level, std::uint64_t seed = 1) {
  auto bot = makeBot("rivals", level);
  Rng rng(seed);
  return state.actionText(bot->choose(state, state.currentPlayer(), rng));
}

const Json kWagers = Json::parse(R"([["red", "blue"], ["green", "yellow"]])");

TEST(RivalsBots, ClaimTakesTheWagerBeforeTheNumberOfItsColor) {
  // Seat 0 wins white-3 and white-w: the wager must go first, or the number shuts it out.
  auto state = position(kWagers, {"white-3", "white-w"}, {"reveal", "reveal", "bid 1", "pass"});
  for (const char* level : {"easy", "normal"}) {
    EXPECT_EQ(firstChoice(*state, level), "take white-w") << level;
  }
}

TEST(RivalsBots, ClaimTakesTheLowerNumberFirst) {
  // Seat 0 wants both red-4 and red-3 in its wagered red column: red-4 first would forbid red-3.
  // (The search may also leave cards in the display for a later auction, so the search is held
  // to the order in FinalClaimTakesEveryUsableCardInOrder.)
  auto state = position(kWagers, {"red-4", "red-3"}, {"reveal", "reveal", "bid 1", "pass"});
  auto played = playWhileSeat(*state, "easy", 2);
  EXPECT_EQ(played, (std::vector<std::string>{"take red-3", "take red-4", "done"}));
}

// Seat 0 first takes green-5, so a later green-3 is of no use to it but worth a lot to seat 1
// (green starting wager); seat 0 then wins a display of white-9, green-3 and blue-2.
std::unique_ptr<State> greenThreeForTheRival() {
  return position(
      kWagers, {"green-5", "white-9", "green-3", "blue-2"},
      {"reveal", "reveal", "bid 1", "pass", "take green-5", "done", "reveal", "bid 1", "pass"});
}

TEST(RivalsBots, ClaimTakesWhatFitsAndDiscardsTheCardTheRivalNeeds) {
  auto state = greenThreeForTheRival();
  const auto& d = static_cast<const RivalsState&>(*state).data();
  ASSERT_EQ(d.phase, rivals::Phase::kClaim);
  ASSERT_EQ(d.current, 0);
  auto played = playWhileSeat(*state, "easy", 4);
  EXPECT_EQ(played, (std::vector<std::string>{"take blue-2", "discard green-3", "done"}));
}

TEST(RivalsBots, FinalClaimTakesEveryUsableCardInOrder) {
  // Everything but the last card lies in the display and seat 0 wins it: after its `done` the
  // last card ends the game, so it must take every card it can use, each column's wagers first
  // and then its numbers upwards (any other order shuts cards out).
  for (const char* level : {"easy", "normal"}) {
    GameConfig config;
    config.players = 2;
    config.options = Json{{"players", 2}};
    config.seed = 5;
    config.setup = Json{{"first", 1}, {"starting_wagers", kWagers}};
    auto state = findGame("rivals")->newGame(config);
    const auto& d = static_cast<const RivalsState&>(*state).data();
    while (d.next < rivals::kDeckSize - 1) ASSERT_FALSE(state->applyText("reveal").has_value());
    ASSERT_FALSE(state->applyText("bid 1").has_value());
    ASSERT_FALSE(state->applyText("pass").has_value());
    ASSERT_EQ(d.current, 0);
    const int lastCard = rivals::nameOfCard(d.deck[rivals::kDeckSize - 1]);  // never offered
    auto bot = makeBot("rivals", level);
    Rng rng(6);
    int actions = 0;
    while (!state->isTerminal() && actions++ < 100) {
      ASSERT_FALSE(state->apply(bot->choose(*state, 0, rng)).has_value());
    }
    ASSERT_TRUE(state->isTerminal()) << level;
    for (int color = 0; color < rivals::kColorCount; ++color) {
      const rivals::Expedition& column = d.expeditions[0][color];
      int numbers = 13, wagers = 3 + (color == 4 || color == 1);  // red and blue start wagered
      if (rivals::colorOfName(lastCard) == color) {
        (rivals::isWagerName(lastCard) ? wagers : numbers) -= 1;
      }
      EXPECT_EQ(column.numbered, numbers) << level << " " << rivals::kColorIds[color];
      EXPECT_EQ(column.wagers, wagers) << level << " " << rivals::kColorIds[color];
    }
  }
}

TEST(RivalsBots, PassWhenTheBidIsAboveWhatTheDisplayIsWorth) {
  // Seat 1 opens at 6 on a display of green-3 (and a white-9 nobody has started): to seat 0,
  // whose green column is at 5, it is worth next to nothing.
  auto state = position(kWagers, {"green-5", "white-9", "green-3"},
                        {"reveal", "reveal", "bid 1", "pass", "take green-5", "done", "bid 6"});
  ASSERT_EQ(state->currentPlayer(), 0);
  for (const char* level : {"easy", "normal"}) {
    EXPECT_EQ(firstChoice(*state, level), "pass") << level;
  }
}

TEST(RivalsBots, TheLastCardIsNotRevealedOverAValuableDisplay) {
  // Everything is revealed but the last card: revealing it ends the game and the display is lost,
  // so a seat with coins auctions it.
  GameConfig config;
  config.players = 2;
  config.options = Json{{"players", 2}};
  config.seed = 11;
  config.setup = Json{{"first", 0}};
  auto state = findGame("rivals")->newGame(config);
  const auto& d = static_cast<const RivalsState&>(*state).data();
  while (d.next < rivals::kDeckSize - 1) ASSERT_FALSE(state->applyText("reveal").has_value());
  ASSERT_GE(d.display.size, 10);
  for (const char* level : {"easy", "normal"}) {
    EXPECT_NE(firstChoice(*state, level), "reveal") << level;
  }
}

TEST(RivalsBots, TheRuleBasedPlayerBeatsRandomPlay) {
  // A quick sanity check of the whole policy (the tournaments in docs/bots-rivals.md are the real
  // measure): from ten deals, playing both seats in turn.
  int wins = 0;
  for (int g = 0; g < 20; ++g) {
    GameConfig config;
    config.players = 2;
    config.options = Json{{"players", 2}};
    config.seed = 100 + g / 2;
    auto state = findGame("rivals")->newGame(config);
    const int easySeat = g % 2;
    auto easy = makeBot("rivals", "easy");
    auto random = makeBot("rivals", "random");
    Rng rng(g);
    while (!state->isTerminal()) {
      const int seat = state->currentPlayer();
      state->applyLegal((seat == easySeat ? easy : random)->choose(*state, seat, rng), nullptr);
    }
    auto winners = state->winners();
    wins += winners.size() == 1 && winners[0] == easySeat;
  }
  EXPECT_GE(wins, 19);
}

}  // namespace
}  // namespace mizbazi::ai
