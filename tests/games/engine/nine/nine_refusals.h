// Why Nine refuses an action (core/refusal.h); the arguments each code carries are in the
// comments, in order.
#pragma once

#include <cstdint>
#include <span>

#include "core/refusal.h"

namespace mizbazi::nine {

enum class RefusalCode : std::uint8_t {
  kNoSuchCard,     // no card of Nine has that number (the number)
  kAlreadyPlayed,  // the card lies face up on the table already (card id)
  kNotInHand,      // the player does not hold it: in the other hand or the stock (card id)
  kMustBeat,       // a lower card while the player holds one higher than the led card (its id)
};

inline std::span<const char* const> refusalNames(RefusalCode) {
  static constexpr const char* kNames[] = {"no-such-card", "already-played", "not-in-hand",
                                           "must-beat"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(RefusalCode::kMustBeat) + 1);
  return kNames;
}

}  // namespace mizbazi::nine
