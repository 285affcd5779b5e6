// roundsCompleted (what `mizbazi-cli bench` turns into rounds per second): none at the start, one
// more at each round's end event, and all three once the game is over, duel and solo alike.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "saboteur_duel/saboteur_duel_state.h"
#include "support/saboteur_duel_new_game.h"

namespace mizbazi::saboteur_duel {
namespace {

// Plays random games to the end, comparing roundsCompleted after every action with the round-end
// events seen so far.
void checkRandomGames(int players, int games) {
  Rng rng(4242 + static_cast<std::uint64_t>(players));
  std::vector<Action> legal;
  Events events;
  for (int g = 0; g < games; ++g) {
    SCOPED_TRACE("game " + std::to_string(g));
    auto state = newSaboteurDuelGame(players, rng.next64());
    EXPECT_EQ(state->roundsCompleted(), 0);
    int roundEnds = 0;
    while (!state->isTerminal()) {
      legal.clear();
      state->legalActions(legal);
      events.clear();
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], &events);
      for (const Event& e : events) {
        if (e.kind == EventKind::kRoundEnd) ++roundEnds;
      }
      ASSERT_EQ(state->roundsCompleted(), roundEnds);
      // A copy counts the same (bots and benchmarks read it on clones).
      ASSERT_EQ(state->clone()->roundsCompleted(), roundEnds);
    }
    EXPECT_EQ(roundEnds, kRounds);
    EXPECT_EQ(state->roundsCompleted(), kRounds);
  }
}

TEST(SaboteurDuelRounds, DuelCountsEveryFinishedRoundIncludingTheLast) {
  checkRandomGames(2, 10);
}

TEST(SaboteurDuelRounds, SoloCountsEveryFinishedRoundIncludingTheLast) {
  checkRandomGames(1, 10);
}

}  // namespace
}  // namespace mizbazi::saboteur_duel
