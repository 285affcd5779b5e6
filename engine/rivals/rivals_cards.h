// Rivals' cards (docs/rules-rivals.md, "The cards and coins"): ids, names, values and footprints.
//
// Physical card index c (0 .. 89):
//   0 .. 79   the stacks' cards: color = c / 16, j = c % 16; j 0..12 are the numbered cards
//             2 2 3 3 4 4 5 5 6 7 8 9 10, j 13..15 the three wager cards.
//   80 .. 89  the starting wagers: color = (c - 80) / 2.
// Name index n (0 .. 54): color * 11 + k, k = 0 wager (`<color>-w`), 1 starting wager
// (`<color>-s`), 2..10 the number. Copies of a card share one name index and one id.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mizbazi::rivals {

inline constexpr int kColorCount = 5;
inline constexpr int kStackCardsPerColor = 16;
inline constexpr int kDeckSize = kColorCount * kStackCardsPerColor;  // 80
inline constexpr int kStartingWagersPerColor = 2;
inline constexpr int kStartingWagerBase = kDeckSize;
inline constexpr int kTotalCards = kDeckSize + kColorCount * kStartingWagersPerColor;  // 90
inline constexpr int kNamesPerColor = 11;
inline constexpr int kNameCount = kColorCount * kNamesPerColor;  // 55
inline constexpr int kStacks = 4;
inline constexpr int kTotalCoins = 36;
inline constexpr int kMaxSeats = 4;

inline constexpr int kKindWager = 0;
inline constexpr int kKindStartingWager = 1;

inline constexpr std::array<std::string_view, kColorCount> kColorIds = {"yellow", "blue", "white",
                                                                        "green", "red"};
inline constexpr std::array<std::string_view, kColorCount> kColorNamesFa = {"زرد", "آبی", "سفید",
                                                                            "سبز", "قرمز"};

// The numbers of one color's 13 numbered cards, in physical order.
inline constexpr std::array<std::uint8_t, 13> kNumberOfSlot = {2, 2, 3, 3, 4, 4, 5,
                                                               5, 6, 7, 8, 9, 10};

constexpr int colorOfName(int name) {
  return name / kNamesPerColor;
}
constexpr int kindOfName(int name) {
  return name % kNamesPerColor;
}  // 0 w, 1 s, 2..10 number
constexpr bool isWagerName(int name) {
  return kindOfName(name) < 2;
}
constexpr int valueOfName(int name) {
  return isWagerName(name) ? 0 : kindOfName(name);
}
constexpr int footprintsOfName(int name) {
  return isWagerName(name) ? 0 : (kindOfName(name) <= 5 ? 1 : 2);
}
constexpr int nameIndex(int color, int kind) {
  return color * kNamesPerColor + kind;
}
// A color's names as bits of a set of names (bit = name index), as RivalsData::displayNames.
constexpr std::uint64_t colorNameBits(int color) {
  return ((std::uint64_t{1} << kNamesPerColor) - 1) << (color * kNamesPerColor);
}

constexpr int computeNameOfCard(int card) {
  if (card >= kStartingWagerBase) {
    return nameIndex((card - kStartingWagerBase) / kStartingWagersPerColor, kKindStartingWager);
  }
  int color = card / kStackCardsPerColor, j = card % kStackCardsPerColor;
  return nameIndex(color, j < 13 ? kNumberOfSlot[j] : kKindWager);
}
// A table, because the rules look names up in their innermost loops.
inline constexpr auto kNameOfCard = [] {
  std::array<std::uint8_t, kTotalCards> table{};
  for (int c = 0; c < kTotalCards; ++c) table[c] = static_cast<std::uint8_t>(computeNameOfCard(c));
  return table;
}();
constexpr int nameOfCard(int card) {
  return kNameOfCard[card];
}
constexpr int colorOfCard(int card) {
  return colorOfName(nameOfCard(card));
}

// The physical copies of a name are consecutive: firstCopy(name) .. firstCopy(name)+copies(name)-1.
constexpr int copiesOfName(int name) {
  int kind = kindOfName(name);
  if (kind == kKindWager) return 3;
  if (kind == kKindStartingWager) return kStartingWagersPerColor;
  return kind <= 5 ? 2 : 1;
}
constexpr int firstCopyOfName(int name) {
  int color = colorOfName(name), kind = kindOfName(name);
  if (kind == kKindStartingWager) return kStartingWagerBase + color * kStartingWagersPerColor;
  int base = color * kStackCardsPerColor;
  if (kind == kKindWager) return base + 13;
  return base + (kind <= 5 ? (kind - 2) * 2 : 8 + (kind - 6));
}

std::string nameId(int name);  // "red-4", "red-w", "red-s"
inline std::string cardId(int card) {
  return nameId(nameOfCard(card));
}
std::optional<int> parseNameId(std::string_view id);  // name index
std::optional<int> parseColor(std::string_view id);

}  // namespace mizbazi::rivals
