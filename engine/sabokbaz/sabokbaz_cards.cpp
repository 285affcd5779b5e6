#include "sabokbaz/sabokbaz_cards.h"

#include <charconv>

namespace mizbazi::sabokbaz {

std::string cardId(int card) {
  if (card < 0 || card >= kCardCount) return "?";
  if (isSpecial(card)) return std::string(kSpecialIds[card - kNumberedCards]);
  return std::string(kSuitIds[suitOf(card)]) + "-" + std::to_string(numberOf(card));
}

std::optional<int> parseCardId(std::string_view id) {
  for (int k = 0; k < kSpecialCount; ++k) {
    if (kSpecialIds[k] == id) return kNumberedCards + k;
  }
  auto dash = id.find('-');
  if (dash == std::string_view::npos) return std::nullopt;
  std::string_view suitText = id.substr(0, dash), digits = id.substr(dash + 1);
  for (int s = 0; s < kSuitCount; ++s) {
    if (kSuitIds[s] != suitText) continue;
    int number = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    // "badeh-07" and "badeh-+7" are not canonical spellings; refuse them rather than guess.
    if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty() ||
        digits[0] == '0' || number < 1 || number > kNumbersPerSuit) {
      return std::nullopt;
    }
    return cardOf(s, number);
  }
  return std::nullopt;
}

}  // namespace mizbazi::sabokbaz
