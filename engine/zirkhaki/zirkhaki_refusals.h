// Why Zirkhaki refuses an action (core/refusal.h); the arguments each code carries are in the
// comments, in order.
#pragma once

#include <cstdint>
#include <span>

#include "core/refusal.h"

namespace mizbazi::zirkhaki {

enum class RefusalCode : std::uint8_t {
  kChooseRingFirst,  // the ring choice comes first
  kNotOffered,       // that ring was not offered to the player (ring id)
  kChoicePending,    // a pistol/dagger/horseshoe/map choice must be made first (its suit id)
  kDeckEmpty,
  kForcedDraw,     // the snake forces more draws before banking (how many)
  kNothingToBank,  // the treasure zone is empty
  kNoPickNow,      // no pistol, dagger or horseshoe is waiting for a pick
  kNoSuchSeat,     // (seat)
  kWrongField,     // pistol and dagger target another player, the horseshoe the own field (suit id)
  kEmptySuit,      // no card of that suit in that field (seat, suit id)
  kDaggerOwnSuit,  // the player has that suit and no blade (suit id)
  kNoChoiceNow,    // no map cards wait for a choice
  kNotRevealed,    // that card is not among the map's cards (card id)
};

inline std::span<const char* const> refusalNames(RefusalCode) {
  static constexpr const char* kNames[] = {
      "choose-ring-first", "not-offered",   "choice-pending", "deck-empty",  "forced-draw",
      "nothing-to-bank",   "no-pick-now",   "no-such-seat",   "wrong-field", "empty-suit",
      "dagger-own-suit",   "no-choice-now", "not-revealed"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(RefusalCode::kNotRevealed) + 1);
  return kNames;
}

}  // namespace mizbazi::zirkhaki
