// The keys of the Sabokbaz table's piles. Engine zones (engine/sabokbaz/sabokbaz_state.h, Zone)
// are the engine's own, so that events name piles directly; piles only the table has are numbered
// from kFirstTableZone (ui/table/table_zones.h).
//
//   hand(seat)        zone 1 "hand", seat = holder                 (events: deal, play)
//   trick()           zone 2 "trick", the whole middle: the one drop target of a play
//   trickSlot(i)      zone 2, slot i = the i-th card of the trick (0 = led), as the engine's
//                     events say; the scene places slot i towards seat (leader + i) % players
//   taken(team)       zone 3 "taken", seat = team number            (events: trick → taken)
//   deck()            zone 0 "deck", only while a hand is gathered, shuffled and dealt
//   out()             zone 4 "out", the four 12s set aside with six players
//   lastTrick(i)      kLastTrick: the last completed trick, shown again on request (UI only)
#pragma once

#include "core/event.h"
#include "sabokbaz/sabokbaz_state.h"
#include "ui/table/table_zones.h"

namespace mizbazi::ui::sabokbaz::places {

inline constexpr std::int16_t kDeck = mizbazi::sabokbaz::kZoneDeck,
                              kHand = mizbazi::sabokbaz::kZoneHand,
                              kTrick = mizbazi::sabokbaz::kZoneTrick,
                              kTaken = mizbazi::sabokbaz::kZoneTaken,
                              kOut = mizbazi::sabokbaz::kZoneOut;
inline constexpr std::int16_t kLastTrick = kFirstTableZone;

inline Place hand(int seat) {
  return Place{kHand, static_cast<std::int8_t>(seat), -1};
}
inline Place trick() {
  return Place{kTrick, -1, -1};
}
inline Place trickSlot(int index) {
  return Place{kTrick, -1, index};
}
inline Place taken(int team) {
  return Place{kTaken, static_cast<std::int8_t>(team), -1};
}
inline Place deck() {
  return Place{kDeck, -1, -1};
}
inline Place out() {
  return Place{kOut, -1, -1};
}
inline Place lastTrick(int index) {
  return Place{kLastTrick, -1, index};
}

}  // namespace mizbazi::ui::sabokbaz::places
