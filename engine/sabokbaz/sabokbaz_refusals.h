// Why Sabokbaz refuses an action (core/refusal.h); the arguments each code carries are in the
// comments, in order.
#pragma once

#include <cstdint>
#include <span>

#include "core/refusal.h"

namespace mizbazi::sabokbaz {

enum class RefusalCode : std::uint8_t {
  kUnknownCard,        // an action number of no card (the number)
  kCardOutOfGame,      // a card left out with 6 players (card id)
  kNotInHand,          // (card id, seat)
  kSpecialCannotLead,  // a special card leads only when nothing else is held (card id)
  kMustFollow,         // the led family is in hand (card id, family id)
};

inline std::span<const char* const> refusalNames(RefusalCode) {
  static constexpr const char* kNames[] = {"unknown-card", "card-out-of-game", "not-in-hand",
                                           "special-cannot-lead", "must-follow"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(RefusalCode::kMustFollow) + 1);
  return kNames;
}

}  // namespace mizbazi::sabokbaz
