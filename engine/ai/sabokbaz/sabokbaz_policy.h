// Sabokbaz's rule-based player (sabokbaz_card_choice.h) and its rollout horizon: a rollout stops
// when the hand ends and is scored by that hand's team margin, with the match's winner when it
// ended.
#pragma once

#include <vector>

namespace mizbazi::sabokbaz {
class SabokbazState;
}

namespace mizbazi::ai::sabokbaz {

void registerPolicy();

// The hand margins that map to rewards 0 and 1 (seat's team minus the mean of the others).
inline constexpr double kMarginSpan = 30;

// Rewards per seat for a state just after a hand ended (or the match ended); mid-hand states are
// scored by the points taken so far in the hand.
void handRewards(const mizbazi::sabokbaz::SabokbazState& state, std::vector<double>& rewards);

}  // namespace mizbazi::ai::sabokbaz
