// Zirkhaki's cards and rings: ids, names and values (docs/rules-zirkhaki.md, "The cards" and
// "Rings").
//
// Physical card index c (0 .. 60*sets-1): set = c / 60, suit = (c % 60) / 6, rank = c % 6.
// Two physical copies of the same card (5–8 players use two sets) share one canonical id.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mizbazi::zirkhaki {

enum Suit : std::uint8_t {
  kAstrolabe,
  kPistol,
  kDagger,
  kCarpet,
  kSnake,
  kHorseshoe,
  kCoin,
  kChest,
  kKey,
  kMap,
  kSuitCount
};

enum Ring : std::uint8_t {
  kSnakeCharmer,
  kStrongman,
  kBlade,
  kTreasureLover,
  kGoldsmith,
  kMapReader,
  kRogue,
  kFortuneTeller,
  kRingCount,
  kNoRing = 0xFF
};

inline constexpr int kCardsPerSuit = 6;
inline constexpr int kCardsPerSet = kSuitCount * kCardsPerSuit;  // 60
inline constexpr int kMaxSets = 2;
inline constexpr int kMaxCards = kCardsPerSet * kMaxSets;
inline constexpr int kMaxSeats = 8;

inline constexpr std::array<std::string_view, kSuitCount> kSuitIds = {
    "astrolabe", "pistol", "dagger", "carpet", "snake", "horseshoe", "coin", "chest", "key", "map"};
inline constexpr std::array<std::string_view, kSuitCount> kSuitNamesFa = {
    "اسطرلاب", "تپانچه", "خنجر", "فرش", "مار", "نعل", "سکه", "صندوقچه", "کلید", "نقشه"};

inline constexpr std::array<std::string_view, kRingCount> kRingIds = {
    "snake-charmer", "strongman",  "blade", "treasure-lover",
    "goldsmith",     "map-reader", "rogue", "fortune-teller"};
inline constexpr std::array<std::string_view, kRingCount> kRingNamesFa = {
    "مارگیر",        "زورگیر",
    "تیغ‌زن", "مال‌دوست",
    "زرگر",          "نقشه‌خوان",
    "رند",           "طالع‌بین"};

constexpr int suitOf(int card) {
  return (card % kCardsPerSet) / kCardsPerSuit;
}
constexpr int rankOf(int card) {
  return card % kCardsPerSuit;
}
constexpr int lowestValue(int suit) {
  return suit == kCoin ? 4 : 2;
}
constexpr int valueOf(int card) {
  return lowestValue(suitOf(card)) + rankOf(card);
}
// suitOf, rankOf and valueOf as table look-ups, for the rules' inner loops (one load instead of two
// divisions by constants): only for a physical card, 0 .. kMaxCards - 1. The functions above
// stay total (the interface's cardName may be handed a hidden card's -1).
template <int (*of)(int)>
constexpr std::array<std::uint8_t, kMaxCards> tableByCard() {
  std::array<std::uint8_t, kMaxCards> table{};
  for (int c = 0; c < kMaxCards; ++c) table[c] = static_cast<std::uint8_t>(of(c));
  return table;
}
inline constexpr auto kSuitOfCard = tableByCard<suitOf>();
inline constexpr auto kRankOfCard = tableByCard<rankOf>();
inline constexpr auto kValueOfCard = tableByCard<valueOf>();
constexpr int cardSuit(int card) {
  return kSuitOfCard[static_cast<std::size_t>(card)];
}
constexpr int cardRank(int card) {
  return kRankOfCard[static_cast<std::size_t>(card)];
}
// valueOf as a look-up, for a physical card (the scores and the rule-based player's odds).
constexpr int cardValue(int card) {
  return kValueOfCard[static_cast<std::size_t>(card)];
}

// Canonical name index (0..59): the same for both copies of a card.
constexpr int nameOf(int card) {
  return card % kCardsPerSet;
}
constexpr int cardOf(int suit, int value, int set = 0) {
  return set * kCardsPerSet + suit * kCardsPerSuit + (value - lowestValue(suit));
}

std::string cardId(int card);                           // "coin-9"
std::optional<int> parseCardName(std::string_view id);  // name index 0..59
std::optional<int> parseSuit(std::string_view id);
std::optional<int> parseRing(std::string_view id);

}  // namespace mizbazi::zirkhaki
