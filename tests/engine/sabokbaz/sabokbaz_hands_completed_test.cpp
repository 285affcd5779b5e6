// roundsCompleted (what `mizbazi-cli bench` turns into hands per second) counts the finished hands
// of the match: none at the start, one more at each hand's end, the hand that ends the match
// included.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"
#include "sabokbaz_test_support.h"

namespace mizbazi::sabokbaz {
namespace {

// Plays random legal cards to the end; returns the round-end events seen, checking roundsCompleted
// against them after every card.
int playToTheEnd(State& state, Rng& rng) {
  std::vector<Action> legal;
  Events events;
  int handEnds = 0;
  while (!state.isTerminal()) {
    legal.clear();
    state.legalActions(legal);
    events.clear();
    state.applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], &events);
    for (const Event& e : events) {
      if (e.kind == EventKind::kRoundEnd) ++handEnds;
    }
    EXPECT_EQ(state.roundsCompleted(), handEnds);
    if (::testing::Test::HasFailure()) break;
  }
  return handEnds;
}

TEST(SabokbazHandsCompleted, OneHandFromTheBrinkOfTheTarget) {
  // Both teams one point short of 70: a hand always moves some team's score (a plain hand sums to
  // +7, a bonus hand gives the fate total), so the first hand ends the match.
  Rng rng(5);
  for (std::uint64_t seed : {1, 2, 3}) {
    auto state = newState(4, seed, {{"match_scores", {69, 69}}});
    EXPECT_EQ(state->roundsCompleted(), 0);
    EXPECT_EQ(playToTheEnd(*state, rng), 1);
    EXPECT_EQ(state->roundsCompleted(), 1);
  }
}

TEST(SabokbazHandsCompleted, RandomMatchesCountEveryHand) {
  Rng rng(11);
  for (int players : {4, 6}) {
    for (int g = 0; g < 5; ++g) {
      auto state = newState(players, rng.next64());
      EXPECT_EQ(state->roundsCompleted(), 0);
      int handEnds = playToTheEnd(*state, rng);
      EXPECT_GT(handEnds, 1) << "no single hand moves a team from 0 to ±70";
      EXPECT_EQ(state->roundsCompleted(), handEnds);
      // The last hand played is the last one finished: the state does not deal past the end.
      EXPECT_EQ(state->roundsCompleted(), static_cast<const SabokbazState&>(*state).handNumber());
    }
  }
}

}  // namespace
}  // namespace mizbazi::sabokbaz
