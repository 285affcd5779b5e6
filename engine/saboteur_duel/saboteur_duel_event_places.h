// Saboteur's places on the table and who may see a card, for the events it builds with
// core/event.h's builders.
#pragma once

#include "core/event.h"
#include "saboteur_duel/saboteur_duel_board.h"

namespace mizbazi::saboteur_duel {

inline constexpr std::uint8_t kSeenByNobody = 0;
inline std::uint8_t seenBy(int seat) {
  return static_cast<std::uint8_t>(1u << seat);
}

inline Place at(std::int16_t zone, int seat = -1, int slot = -1) {
  return Place{zone, static_cast<std::int8_t>(seat), slot};
}
inline Place boardPlace(const Cell& c) {
  return Place{2, -1, c.pos};
}  // kZoneBoard

}  // namespace mizbazi::saboteur_duel
