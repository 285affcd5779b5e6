// What cards are worth to a Rivals player: the expected final value of an expedition column, what
// one card adds to it, and what the whole display is worth to a seat that wins it at auction.
//
// The model: a column will end with its current cards plus a share of the numbered cards of its
// color still to be revealed (from its last number up; lower ones can never join it), all times
// (1 + wagers), plus the +8 once four numbered cards are (expected to be) there. A card's worth is
// how much it raises that expectation: its own footprints at the column's multiplier, the bonus it
// brings closer, less the share of the stack cards a high number shuts out; a wager is worth the
// share of what the color may still bring. Only the public multiset of unrevealed cards is read,
// never their order.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "rivals/rivals_state.h"

namespace mizbazi::ai::rivals {

// The policy's tunable figures (points are the game's points; one coin is one point).
struct Weights {
  // Expected fraction of a color's unrevealed numbered cards that will end in one column.
  double share = 0.38;
  // The +8 counts in proportion to how far the expected numbered count is past `bonusFrom`,
  // fully at `bonusFrom + bonusWidth`.
  double bonusFrom = 0.4;
  double bonusWidth = 2.0;
  // How much the one discard after an auction is worth: this fraction of what the discarded card
  // would have given the opponent who values it most.
  double discardWeight = 0.0;
  // Bidding: a seat bids up to (own value + denial * rival's value) / (1 + denial), times
  // `shade`, and never more than its own value plus `overpay`.
  double denial = 1.4;
  double shade = 0.85;
  double overpay = 1.0;
  // A coin is a point at the end, but before that it is also the power to outbid: a coin spent
  // with the whole game ahead costs 1 + coinPremium points, falling to 1 as the stacks run out.
  double coinPremium = 1.0;
  // Opening an auction instead of revealing needs an expected net gain of this many points (less
  // as the stacks run out: the display left at the end is lost).
  double openMargin = 1.5;
};

// A column's figures, cheap to copy while trying cards on it.
struct Column {
  int numbered = 0;
  int footprints = 0;
  int wagers = 0;
  int last = 0;

  static Column of(const mizbazi::rivals::Expedition& e) {
    return {e.numbered, e.footprints, e.wagers, e.last};
  }
  bool accepts(int name) const {
    using namespace mizbazi::rivals;
    return isWagerName(name) ? numbered == 0 : valueOfName(name) >= last;
  }
  void add(int name) {
    using namespace mizbazi::rivals;
    if (isWagerName(name)) {
      ++wagers;
      return;
    }
    ++numbered;
    footprints += footprintsOfName(name);
    last = valueOfName(name);
  }
};

// The unrevealed stack cards of each color, by number, as suffix sums: footprintsFrom[c][v] is
// the footprints of color c's unrevealed numbers v and higher (v 2..10; 11 is zero), for the
// colors filled in (`of` fills the display's colors, the only ones the player values).
struct Supply {
  std::array<std::array<std::uint8_t, 12>, mizbazi::rivals::kColorCount> footprintsFrom{};
  std::array<std::array<std::uint8_t, 12>, mizbazi::rivals::kColorCount> countFrom{};

  static Supply of(const mizbazi::rivals::RivalsData& d);
  // Fills one color's figures (`of` fills those of the display's colors).
  void fill(const mizbazi::rivals::RivalsData& d, int color);
};

// Whether the display holds a card of `color`: the player values only those colors.
inline bool displayHasColor(const mizbazi::rivals::RivalsData& d, int color) {
  return (d.displayNames & mizbazi::rivals::colorNameBits(color)) != 0;
}

// Inline: the policy calls these in its innermost loops, inside every rollout.
inline double columnExpectation(const Column& col, int color, const Supply& supply,
                                const Weights& w) {
  using namespace mizbazi::rivals;
  // Numbers below the last one can never join the column; equal ones still can.
  const int from = std::max(col.last, 2);
  const double future = w.share * supply.footprintsFrom[color][from];
  const double value = (col.footprints + future) * (1 + col.wagers);
  if (col.numbered >= kLongExpedition) return value + kLongExpeditionBonus;
  const double expectedCount = col.numbered + w.share * supply.countFrom[color][from];
  const double bonusChance = std::clamp((expectedCount - w.bonusFrom) / w.bonusWidth, 0.0, 1.0);
  return value + kLongExpeditionBonus * bonusChance;
}

// How much adding the card named `name` raises the column's expectation. Precondition: accepted.
inline double takeGain(const Column& col, int name, const Supply& supply, const Weights& w) {
  const int color = mizbazi::rivals::colorOfName(name);
  Column after = col;
  after.add(name);
  return columnExpectation(after, color, supply, w) - columnExpectation(col, color, supply, w);
}

// The best use of the display's cards of one color for a column: how many of its wagers to put
// first, then which numbers, upwards, while each raises the expectation.
struct ColorPlan {
  int wagers = 0;
  std::array<std::uint8_t, 11> numbers{};  // copies taken, by number
  int lowestNumber = -1;                   // name of the first number to take, or -1
  double gain = 0;
};
ColorPlan planColor(const mizbazi::rivals::RivalsData& d, const Column& col, int color,
                    const Supply& supply, const Weights& w);

// The display as the winner of an auction would use it: each color's plan, and the worth of the
// one discard.
struct DisplayUse {
  double takes = 0;
  double discard = 0;
  double total() const { return takes + discard; }
};
DisplayUse displayValue(const mizbazi::rivals::RivalsData& d, int seat, const Supply& supply,
                        const Weights& w);

// The most the card named `name` would give any seat other than `seat` (0 if nobody can use it).
double bestRivalGain(const mizbazi::rivals::RivalsData& d, int seat, int name, const Supply& supply,
                     const Weights& w);

}  // namespace mizbazi::ai::rivals
