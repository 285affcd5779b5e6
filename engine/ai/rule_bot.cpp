#include "ai/rule_bot.h"

namespace mizbazi::ai {

Action RuleBot::choose(const State& state, int seat, Rng& rng) {
  auto view = state.determinize(seat, rng);
  return policy_.choose(*view, rng);
}

}  // namespace mizbazi::ai
