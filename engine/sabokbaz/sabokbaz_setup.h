// Reading a scenario's `setup` for Sabokbaz (docs/rules-sabokbaz.md, "Options and `setup`").
//
// Keys: `dealer` (seat), `hands` (per seat, every card in play exactly once; fixes the first deal
// only), `deck_top` (card ids dealt first, in order: the first to the player after the dealer, the
// next to the player after that, and so on; the rest of the pack stays shuffled), `match_scores`
// (per team, each strictly between -target and +target, to start mid-match).
// Sabokbaz has no draw pile, so `deck_top` means the top of the pack being dealt: a teacher can
// stack a few cards without writing out all 52. It cannot be combined with `hands`.
#pragma once

#include <memory>

#include "core/game.h"
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

// The first position of a match. Throws InputError with the JSON path inside `setup`.
std::unique_ptr<SabokbazState> newMatch(const GameConfig& config);

}  // namespace mizbazi::sabokbaz
