// The "easy" computer player: the game's rule-based policy, applied to a determinization of the
// seat's view so that it never reads hidden cards.
#pragma once

#include "ai/bot.h"
#include "ai/policy.h"

namespace mizbazi::ai {

class RuleBot : public Bot {
 public:
  explicit RuleBot(const GamePolicy& policy) : policy_(policy) {}
  Action choose(const State& state, int seat, Rng& rng) override;

 private:
  const GamePolicy& policy_;
};

}  // namespace mizbazi::ai
