// The actions of Saboteur: the Duel: their compact encoding and their canonical text (spec
// "A turn" and "Canonical action text").
//
// Encoding (32 bits): type << 28 | a << 22 | b << 16 | x << 8 | y, where x and y are either a board
// position stored as value + 128 or a small number, and unused fields are zero:
// clang-format off
//   0 path      a = path kind, b = 1 when turned 180°, x y = cell  "path cross-1 3 2 r"
//   1 sabotage  a = sabotage kind                                   "sabotage sabotage-lamp"
//   2 repair    a = repair kind, b = tool                           "repair repair-lamp-cart cart"
//   3 key door  x y = cell                                          "key door 4 1"
//   4 key gold  x y = cell                                          "key gold 3 0"
//   5 rockfall  x y = cell                                          "rockfall 2 1"
//   6 map       x y = cell                                          "map 5 0"
//   7 fix       a <= b = the two discarded kinds, x = tool          "fix lamp map rockfall"
//   8 pass      a <= b = the discarded kinds (b = 63: one card)     "pass key" / "pass key map"
//   9 bribe     x y = cell (free action)                            "bribe 3 1"
//  10 orient    x = 0 (as drawn) or 1 (turned 180°)                 "orient 1"
// clang-format on
// Ascending numbers follow this list, then the card kinds, then the position (x, then y).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"

namespace mizbazi::saboteur_duel {

enum class Move : std::uint8_t {
  kPath,
  kSabotage,
  kRepair,
  kKeyDoor,
  kKeyGold,
  kRockfall,
  kMap,
  kFix,
  kPass,
  kBribe,
  kOrient,
  kCount
};

inline constexpr int kNoSecondCard = 63;

struct Decoded {
  Move type = Move::kPath;
  int a = 0, b = 0;
  int x = 0, y = 0;  // board coordinates for cell actions; the raw small number otherwise (x)
};

constexpr Action encodeRaw(Move t, int a, int b, int xRaw, int yRaw) {
  return static_cast<Action>(
      static_cast<std::uint32_t>(t) << 28 | static_cast<std::uint32_t>(a) << 22 |
      static_cast<std::uint32_t>(b) << 16 | static_cast<std::uint32_t>(xRaw & 0xFF) << 8 |
      static_cast<std::uint32_t>(yRaw & 0xFF));
}
// For actions that name a cell.
constexpr Action encodeAt(Move t, int a, int b, int x, int y) {
  return encodeRaw(t, a, b, x + 128, y + 128);
}

// True for the types whose x and y name a cell.
constexpr bool namesCell(Move t) {
  return t == Move::kPath || t == Move::kKeyDoor || t == Move::kKeyGold || t == Move::kRockfall ||
         t == Move::kMap || t == Move::kBribe;
}
// The fields of an action known to be well formed (a legal one), unchecked: applying an action
// decodes it once per turn, and the checks of decodeAction are the legal list's job there.
constexpr Decoded decodeFields(Action action) {
  const std::uint32_t raw = action;
  Decoded d;
  d.type = static_cast<Move>(raw >> 28);
  d.a = static_cast<int>((raw >> 22) & 63);
  d.b = static_cast<int>((raw >> 16) & 63);
  const int shift = namesCell(d.type) ? 128 : 0;
  d.x = static_cast<int>((raw >> 8) & 0xFF) - shift;
  d.y = static_cast<int>(raw & 0xFF) - shift;
  return d;
}
// Nullopt when the number is not a well-formed action of this game.
std::optional<Decoded> decodeAction(Action a);

std::string actionToText(Action a);
std::optional<Action> parseActionText(std::string_view text, std::string* error);

}  // namespace mizbazi::saboteur_duel
