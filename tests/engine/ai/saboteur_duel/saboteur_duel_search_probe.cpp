// Measuring aid, not a test: a fixed set of Saboteur Duel searches (the normal level's 1,500
// iterations, no time cap) on positions of seeded easy games, for instruction counts
// (perf stat -e instructions, callgrind) that the machine's load cannot move. Prints a hash of
// the decisions, which must not change when only speed was meant to.
//   build/tests/engine/ai/saboteur_duel/saboteur_duel_search_probe [searches=24] [iterations=1500]
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <vector>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "support/saboteur_duel_new_game.h"

using namespace mizbazi;

int main(int argc, char** argv) {
  const int searches = argc > 1 ? std::atoi(argv[1]) : 24;
  const int iterations = argc > 2 ? std::atoi(argv[2]) : 1500;
  std::vector<std::unique_ptr<State>> positions;
  auto easy = ai::makeBot("saboteur-duel", "easy");
  for (std::uint64_t seed = 11; static_cast<int>(positions.size()) < searches; ++seed) {
    auto state = saboteur_duel::newSaboteurDuelGame(2, seed, "green");
    Rng rng(seed);
    int decisions = 0;
    while (!state->isTerminal() && static_cast<int>(positions.size()) < searches) {
      if (decisions % 7 == 3) positions.push_back(state->clone());
      state->applyLegal(easy->choose(*state, state->currentPlayer(), rng), nullptr);
      ++decisions;
    }
  }
  ai::SearchBudget budget;
  budget.maxIterations = iterations;
  budget.maxTime = std::chrono::minutes(10);
  std::uint64_t h = 14695981039346656037ull;
  long long total = 0;
  std::uint64_t seed = 1;
  for (const auto& p : positions) {
    ai::IsmctsBot bot(ai::policyFor("saboteur-duel"), budget);
    Rng rng(seed++);
    const Action a = bot.choose(*p, p->currentPlayer(), rng);
    total += bot.lastStats().iterations;
    h = (h ^ a ^ (static_cast<std::uint64_t>(bot.lastStats().iterations) << 32)) * 1099511628211ull;
  }
  std::printf("searches %zu iterations %lld hash %016llx\n", positions.size(), total,
              static_cast<unsigned long long>(h));
}
