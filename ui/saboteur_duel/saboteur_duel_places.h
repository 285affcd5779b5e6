// The keys of Saboteur's piles (table/move_path.h's Place): the engine's zones where the engine
// has one (its ZoneId), so that events name piles directly, and the table's own zones from
// kFirstTableZone (table/table_zones.h) on.
//
//   {Deck, -1, -1}           draw pile       {Gold, seat, -1}     a seat's collected gold
//   {Hand, seat, -1}         a seat's hand   {GoalPool, -1, -1}   goal pool (between rounds)
//   {Board, -1, cell}        a maze place    {Box, -1, -1}        box (out of the game)
//   {Discard, -1, -1}        discard pile    {SetAside, -1, -1}   solo: cards set aside
//   {Sabotage, seat, tool}   a seat's tool (0 pickaxe, 1 lamp, 2 cart), where a sabotage lies
//   {OrientChoice, -1, 0 | 1}  the goal to be turned up, drawn both ways up (0 as drawn, 1 turned)
//   {MarkerSpot, -1, cell}     the marker spot of a gold or troll card: where markers lie
//   {Markers, seat, -1}        a seat's markers not yet placed    {Keys, -1, -1}  the key supply
//   {Dwarf, seat, -1}          a seat's dwarf card
// A maze cell is keyed as the engine keys it: (x + 128) * 256 + (y + 128).
#pragma once

#include "core/event.h"
#include "saboteur_duel/saboteur_duel_state.h"
#include "ui/table/table_zones.h"

namespace mizbazi::ui::saboteur_duel {

// The engine's zones name the piles its events move cards between.
using ::mizbazi::saboteur_duel::kZoneBoard;
using ::mizbazi::saboteur_duel::kZoneBox;
using ::mizbazi::saboteur_duel::kZoneDeck;
using ::mizbazi::saboteur_duel::kZoneDiscard;
using ::mizbazi::saboteur_duel::kZoneGoalPool;
using ::mizbazi::saboteur_duel::kZoneGold;
using ::mizbazi::saboteur_duel::kZoneHand;
using ::mizbazi::saboteur_duel::kZoneSabotage;
using ::mizbazi::saboteur_duel::kZoneSetAside;
// The table's own piles (the engine has no zone for the two ways up offered, a marker spot, the
// markers and keys in the supply or a dwarf card).
inline constexpr int kZoneOrientChoice = kFirstTableZone, kZoneMarkerSpot = kFirstTableZone + 1,
                     kZoneMarkers = kFirstTableZone + 2, kZoneKeys = kFirstTableZone + 3,
                     kZoneDwarf = kFirstTableZone + 4;

constexpr int cellKey(int x, int y) {
  return ((x + 128) & 0xFF) << 8 | ((y + 128) & 0xFF);
}
constexpr int cellX(int key) {
  return ((key >> 8) & 0xFF) - 128;
}
constexpr int cellY(int key) {
  return (key & 0xFF) - 128;
}

inline Place place(int zone, int seat = -1, int slot = -1) {
  return Place{static_cast<std::int16_t>(zone), static_cast<std::int8_t>(seat), slot};
}
inline Place cellPlace(int x, int y) {
  return place(kZoneBoard, -1, cellKey(x, y));
}
inline Place markerSpot(int x, int y) {
  return place(kZoneMarkerSpot, -1, cellKey(x, y));
}
inline Place toolPlace(int seat, int tool) {
  return place(kZoneSabotage, seat, tool);
}
inline Place discardPlace() {
  return place(kZoneDiscard);
}
inline Place orientChoice(int turned) {
  return place(kZoneOrientChoice, -1, turned);
}

}  // namespace mizbazi::ui::saboteur_duel
