#include "zirkhaki/zirkhaki_cards.h"

#include <charconv>

namespace mizbazi::zirkhaki {

std::string cardId(int card) {
  return std::string(kSuitIds[suitOf(card)]) + "-" + std::to_string(valueOf(card));
}

std::optional<int> parseSuit(std::string_view id) {
  for (int s = 0; s < kSuitCount; ++s) {
    if (kSuitIds[s] == id) return s;
  }
  return std::nullopt;
}

std::optional<int> parseCardName(std::string_view id) {
  auto dash = id.rfind('-');
  if (dash == std::string_view::npos) return std::nullopt;
  auto suit = parseSuit(id.substr(0, dash));
  if (!suit) return std::nullopt;
  std::string_view digits = id.substr(dash + 1);
  int value = 0;
  auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (ec != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
  int lo = lowestValue(*suit);
  if (value < lo || value >= lo + kCardsPerSuit) return std::nullopt;
  return cardOf(*suit, value);
}

std::optional<int> parseRing(std::string_view id) {
  for (int r = 0; r < kRingCount; ++r) {
    if (kRingIds[r] == id) return r;
  }
  return std::nullopt;
}

}  // namespace mizbazi::zirkhaki
