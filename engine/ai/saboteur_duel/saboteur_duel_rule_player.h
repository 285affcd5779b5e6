// The rule-based player's decision and the rewards of a rollout, shared by the registered policy
// and the tuning tool (tests/engine/ai/saboteur_duel/saboteur_duel_policy_duel.cpp).
#pragma once

#include <vector>

#include "ai/saboteur_duel/saboteur_duel_move_scores.h"
#include "core/rng.h"

namespace mizbazi::ai::saboteur_duel {

// The best-scored legal action for the player to act (a free bribe first when it pays clearly).
Action chooseAction(const SaboteurDuelState& state, const PlayParams& params, Rng& rng);

// Rewards in [0, 1] per seat: at the game's end mostly who won; after a round, the chance of
// winning that the gold margin and the rounds left suggest. Solo: the gold itself.
void rewardsOf(const SaboteurDuelState& state, std::vector<double>& rewards);

}  // namespace mizbazi::ai::saboteur_duel
