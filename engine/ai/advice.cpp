#include "ai/advice.h"

#include <algorithm>

#include "ai/policy.h"

namespace mizbazi::ai {

namespace {
SearchBudget wholeBudget() {
  SearchBudget budget = budgetFor("normal");
  budget.settleEarly = false;
  return budget;
}
}  // namespace

Advisor::Advisor(std::string_view gameId) : Advisor(gameId, wholeBudget()) {}

Advisor::Advisor(std::string_view gameId, SearchBudget budget) : bot_(policyFor(gameId), budget) {}

Advice Advisor::advise(const State& state, int seat, Rng& rng) {
  Advice advice;
  advice.choice = bot_.choose(state, seat, rng);
  for (const RootEstimate& e : bot_.rootEstimates()) {
    advice.estimates.push_back({e.action, e.value, e.visits});
  }
  std::stable_sort(advice.estimates.begin(), advice.estimates.end(),
                   [&](const ActionAdvice& a, const ActionAdvice& b) {
                     const bool aChosen = a.action == advice.choice;
                     const bool bChosen = b.action == advice.choice;
                     if (aChosen != bChosen) return aChosen;
                     return a.value > b.value;
                   });
  return advice;
}

}  // namespace mizbazi::ai
