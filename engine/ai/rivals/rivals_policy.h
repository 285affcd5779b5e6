// Rivals' rule-based player: values the display for every seat with the expedition model of
// rivals_valuation.h, opens an auction when it expects to win it at a clear profit, bids up to its
// own value blended with what the rival would gain, takes every card that raises its expected
// score and discards the card the rivals want most.
#pragma once

#include <memory>

#include "ai/policy.h"
#include "ai/rivals/rivals_valuation.h"

namespace mizbazi::ai::rivals {

void registerPolicy();

// The policy with other figures (tests and tuning); registerPolicy uses the defaults.
std::unique_ptr<GamePolicy> makePolicy(const Weights& weights);

}  // namespace mizbazi::ai::rivals
