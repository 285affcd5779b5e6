#include "ai/policy.h"

#include <map>
#include <mutex>
#include <string>

namespace mizbazi::ai {

Action GamePolicy::choose(const State& state, Rng& rng) const {
  std::vector<Action> legal;
  state.legalActions(legal);
  return legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
}

void GamePolicy::evaluate(const State& state, std::vector<double>& rewards) const {
  rewards.assign(state.numPlayers(), 0.0);
  if (!state.isTerminal()) return;
  auto winners = state.winners();
  for (int w : winners) rewards[w] = 1.0 / static_cast<double>(winners.size());
}

namespace {
std::map<std::string, std::unique_ptr<GamePolicy>, std::less<>>& policies() {
  static std::map<std::string, std::unique_ptr<GamePolicy>, std::less<>> all;
  return all;
}
}  // namespace

void registerPolicy(std::string_view gameId, std::unique_ptr<GamePolicy> policy) {
  policies()[std::string(gameId)] = std::move(policy);
}

const GamePolicy& policyFor(std::string_view gameId) {
  registerAllPolicies();
  static const GamePolicy random;
  auto it = policies().find(gameId);
  return it == policies().end() ? random : *it->second;
}

}  // namespace mizbazi::ai
