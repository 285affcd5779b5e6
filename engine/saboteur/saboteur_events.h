// Small helpers that append Saboteur events only when someone listens (events != nullptr).
#pragma once

#include "core/event.h"
#include "saboteur/saboteur_board.h"

namespace mizbazi::saboteur {

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

inline void emitMove(Events* events, int card, Place from, Place to, bool faceUp = true,
                     std::uint8_t visibleTo = kAllSeats) {
  if (!events) return;
  Event e;
  e.kind = EventKind::kMove;
  e.card = static_cast<std::int16_t>(card);
  e.from = from;
  e.to = to;
  e.faceUp = faceUp;
  e.visibleTo = visibleTo;
  events->push_back(e);
}

inline void emit(Events* events, EventKind kind, int seat = -1, int value = 0, int card = -1,
                 Place from = {}, Place to = {}, std::uint8_t visibleTo = kAllSeats) {
  if (!events) return;
  Event e;
  e.kind = kind;
  e.seat = static_cast<std::int8_t>(seat);
  e.value = value;
  e.card = static_cast<std::int16_t>(card);
  e.from = from;
  e.to = to;
  e.visibleTo = visibleTo;
  events->push_back(e);
}

}  // namespace mizbazi::saboteur
