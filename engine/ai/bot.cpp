#include "ai/bot.h"

#include <vector>

#include "ai/ismcts.h"
#include "ai/policy.h"
#include "ai/rule_bot.h"

namespace mizbazi::ai {

Action RandomBot::choose(const State& state, int seat, Rng& rng) {
  // The legal actions are part of the seat's own view when it is to act, so reading them from
  // the real state leaks nothing.
  std::vector<Action> legal;
  state.legalActions(legal);
  return legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
}

SearchBudget budgetFor(std::string_view level) {
  // Iterations make a level's strength the same on every machine; the time caps keep a slow
  // machine (or a game with slow rollouts) from keeping a class waiting.
  SearchBudget budget;
  if (level == "hard") {
    budget.maxIterations = 8000;
    budget.maxTime = std::chrono::milliseconds(600);
  } else {
    budget.maxIterations = 1500;
    budget.maxTime = std::chrono::milliseconds(120);
  }
  return budget;
}

std::unique_ptr<Bot> makeBot(std::string_view gameId, std::string_view level) {
  if (level == "random") return std::make_unique<RandomBot>();
  if (level == "easy") return std::make_unique<RuleBot>(policyFor(gameId));
  if (level == "normal" || level == "hard") {
    return std::make_unique<IsmctsBot>(policyFor(gameId), budgetFor(level));
  }
  return nullptr;
}

}  // namespace mizbazi::ai
