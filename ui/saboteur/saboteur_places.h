// The keys of Saboteur's piles (table/move_path.h's Place): the engine's zones where the engine
// has one, so that events name piles directly, and UI-only zones from 100 on.
//
//   {0, -1, -1}        draw pile            {5, seat, -1}   a seat's collected gold
//   {1, seat, -1}      a seat's hand        {6, -1, -1}     goal pool (between rounds)
//   {2, -1, cell}      a place in the maze  {7, -1, -1}     box (out of the game)
//   {3, -1, -1}        discard pile         {8, -1, -1}     solo: cards set aside
//   {4, seat, tool}    a seat's tool (0 pickaxe, 1 lamp, 2 cart), where a sabotage lies
//   {100, -1, 0 | 1}   the two pictures of a goal to be turned up (0 as drawn, 1 turned)
//   {101, -1, cell}    the marker spot of a gold or troll card: where markers lie
//   {102, seat, -1}    a seat's markers not yet placed     {103, -1, -1}  the keys in the supply
//   {104, seat, -1}    a seat's dwarf card
// A maze cell is keyed as the engine keys it: (x + 128) * 256 + (y + 128).
#pragma once

#include "core/event.h"

namespace mizbazi::ui::saboteur {

inline constexpr int kZoneDeck = 0, kZoneHand = 1, kZoneBoard = 2, kZoneDiscard = 3,
                     kZoneSabotage = 4, kZoneGold = 5, kZoneGoalPool = 6, kZoneBox = 7,
                     kZoneSetAside = 8;
inline constexpr int kZoneOrientChoice = 100, kZoneMarkerSpot = 101, kZoneMarkers = 102,
                     kZoneKeys = 103, kZoneDwarf = 104;

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

}  // namespace mizbazi::ui::saboteur
