// Sabokbaz's 52 cards (docs/rules-sabokbaz.md, "The cards (52)"): ids, values and families.
//
// Physical card index c (0 .. 51), one copy of each card, so no canonicalisation is needed:
//   0–11 koozeh-1..12, 12–23 sabzeh-1..12, 24–35 zamaneh-1..12, 36–47 badeh-1..12 (suit = c / 12,
//   number = c % 12 + 1), 48 dozakh, 49 behesht, 50 khayyam, 51 ajal.
// A hand of cards is a 64-bit mask with bit c set for card c: the rules work on whole hands at
// once (following a family is one AND), which is what makes random play fast.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mizbazi::sabokbaz {

enum Suit : std::uint8_t { kKoozeh, kSabzeh, kZamaneh, kBadeh, kSuitCount };

// What must be followed: koozeh, sabzeh, or the fate family (badeh and zamaneh together).
enum Family : std::uint8_t {
  kFamilyKoozeh,
  kFamilySabzeh,
  kFamilyFate,
  kFamilyCount,
  kNoFamily = 3
};

inline constexpr int kNumbersPerSuit = 12;
inline constexpr int kNumberedCards = kSuitCount * kNumbersPerSuit;  // 48
inline constexpr int kSpecialCount = 4;
inline constexpr int kCardCount = kNumberedCards + kSpecialCount;  // 52

inline constexpr int kDozakh = 48, kBehesht = 49, kKhayyam = 50, kAjal = 51;

using CardMask = std::uint64_t;

constexpr CardMask bitOf(int card) {
  return CardMask{1} << card;
}
constexpr CardMask suitMask(int suit) {
  return CardMask{0xFFF} << (kNumbersPerSuit * suit);
}
inline constexpr CardMask kAllCards = (CardMask{1} << kCardCount) - 1;
inline constexpr CardMask kNumberedMask = (CardMask{1} << kNumberedCards) - 1;
inline constexpr CardMask kSpecialMask = kAllCards & ~kNumberedMask;
// The four 12s, removed from the game with 6 players.
inline constexpr CardMask kTwelvesMask = bitOf(11) | bitOf(23) | bitOf(35) | bitOf(47);
inline constexpr std::array<CardMask, kFamilyCount> kFamilyMask = {
    suitMask(kKoozeh), suitMask(kSabzeh), suitMask(kZamaneh) | suitMask(kBadeh)};

constexpr bool isSpecial(int card) {
  return card >= kNumberedCards;
}
constexpr int suitOf(int card) {
  return card / kNumbersPerSuit;
}  // numbered cards only
constexpr int numberOf(int card) {
  return card % kNumbersPerSuit + 1;
}  // numbered cards only
constexpr int familyOf(int card) {
  return isSpecial(card) ? kNoFamily : suitOf(card) >= kZamaneh ? kFamilyFate : suitOf(card);
}
constexpr int cardOf(int suit, int number) {
  return suit * kNumbersPerSuit + number - 1;
}

inline constexpr std::array<int, kSuitCount> kSuitValue = {0, 0, -2, 3};
inline constexpr std::array<int, kSpecialCount> kSpecialValue = {-7, 7, 10, -15};
constexpr int valueOf(int card) {
  return isSpecial(card) ? kSpecialValue[card - kNumberedCards] : kSuitValue[suitOf(card)];
}
// The number of cards in `cards`. std::popcount becomes a library call on baseline x86-64 (no
// POPCNT instruction), which is visible in the search's profile; this stays a few inline
// operations.
constexpr int cardCount(CardMask cards) {
#if defined(__POPCNT__)
  return std::popcount(cards);
#else
  cards = cards - ((cards >> 1) & 0x5555555555555555ull);
  cards = (cards & 0x3333333333333333ull) + ((cards >> 2) & 0x3333333333333333ull);
  cards = (cards + (cards >> 4)) & 0x0F0F0F0F0F0F0F0Full;
  return static_cast<int>((cards * 0x0101010101010101ull) >> 56);
#endif
}

// Whether `cards` holds exactly one card (std::has_single_bit is a popcount, so a library call
// too).
constexpr bool isOneCard(CardMask cards) {
  return cards != 0 && (cards & (cards - 1)) == 0;
}

// The sum of the values of the cards in `cards`, by suit counts (no per-card loop).
constexpr int valueOfMask(CardMask cards) {
  int total = 0;
  for (int s = 0; s < kSuitCount; ++s) total += kSuitValue[s] * cardCount(cards & suitMask(s));
  for (int k = 0; k < kSpecialCount; ++k) {
    if (cards & bitOf(kNumberedCards + k)) total += kSpecialValue[k];
  }
  return total;
}

inline constexpr std::array<std::string_view, kSuitCount> kSuitIds = {"koozeh", "sabzeh", "zamaneh",
                                                                      "badeh"};
inline constexpr std::array<std::string_view, kSuitCount> kSuitNamesFa = {"کوزه", "سبزه", "زمانه",
                                                                          "باده"};
inline constexpr std::array<std::string_view, kSpecialCount> kSpecialIds = {"dozakh", "behesht",
                                                                            "khayyam", "ajal"};
inline constexpr std::array<std::string_view, kSpecialCount> kSpecialNamesFa = {"دوزخ", "بهشت",
                                                                                "خیام", "اجل"};
// Family ids as they appear in JSON and in refusal args.
inline constexpr std::array<std::string_view, kFamilyCount> kFamilyIds = {"koozeh", "sabzeh",
                                                                          "badeh-zamaneh"};

std::string cardId(int card);                         // "badeh-10", "ajal"
std::optional<int> parseCardId(std::string_view id);  // 0..51

}  // namespace mizbazi::sabokbaz
