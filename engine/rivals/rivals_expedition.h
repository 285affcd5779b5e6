// One player's column of one color (docs/rules-rivals.md, "Expeditions" and "Scoring"): the cards in play
// order plus the running figures the rules and the score need, kept up to date as cards are added
// so that neither legality nor scoring ever rescans the column.
#pragma once

#include <array>
#include <cstdint>

#include "rivals/rivals_cards.h"

namespace mizbazi::rivals {

// At most one starting wager (a player's two differ in color), three wagers and 13 numbers.
inline constexpr int kMaxColumnCards = 1 + 3 + 13;
inline constexpr int kLongExpedition = 4;  // numbered cards needed for the bonus
inline constexpr int kLongExpeditionBonus = 8;

enum class AddRefusal : std::uint8_t { kNone, kWagerAfterNumber, kNumberTooLow };

struct Expedition {
  std::array<std::uint8_t, kMaxColumnCards> cards{};  // physical indices, in play order
  std::uint8_t count = 0;
  std::uint8_t wagers = 0;  // starting wagers included
  std::uint8_t numbered = 0;
  std::uint8_t last = 0;  // value of the last numbered card; 0 while there is none
  std::uint8_t footprints = 0;

  // Why the card named `name` (of this column's color) may not be added, or kNone.
  AddRefusal refusal(int name) const {
    if (isWagerName(name)) return numbered == 0 ? AddRefusal::kNone : AddRefusal::kWagerAfterNumber;
    return valueOfName(name) >= last ? AddRefusal::kNone : AddRefusal::kNumberTooLow;
  }
  bool accepts(int name) const { return refusal(name) == AddRefusal::kNone; }

  void add(int card) {
    int name = nameOfCard(card);
    cards[count++] = static_cast<std::uint8_t>(card);
    if (isWagerName(name)) {
      ++wagers;
    } else {
      ++numbered;
      last = static_cast<std::uint8_t>(valueOfName(name));
      footprints = static_cast<std::uint8_t>(footprints + footprintsOfName(name));
    }
  }

  // Footprints times (1 + wagers), plus the unmultiplied bonus for a long expedition. An empty
  // column, or one of wagers only, is worth nothing (no Lost Cities-style cost in Rivals).
  int score() const {
    return footprints * (1 + wagers) + (numbered >= kLongExpedition ? kLongExpeditionBonus : 0);
  }

  friend bool operator==(const Expedition&, const Expedition&) = default;
};

}  // namespace mizbazi::rivals
