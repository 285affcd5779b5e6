// The rule-based player's memory of its color plans. A rollout appraises the display again and
// again while little of it changes: every bid of an auction sees the same display, and a reveal
// changes one color of it. planColor depends only on the seat's column of that color, the
// color's cards in the display and its unrevealed cards, so each (seat, color) plan is kept with
// exactly those inputs and reused while they are equal: the same plan, not an approximation.
#pragma once

#include <array>
#include <cstdint>

#include "ai/rivals/rivals_valuation.h"
#include "rivals/rivals_state.h"

namespace mizbazi::ai::rivals {

class PlanCache {
 public:
  // planColor(d, seat's column, color, …, w), computed or remembered. `owner` tells apart the
  // policies (each with its own weights) that share a thread's cache.
  const ColorPlan& plan(const mizbazi::rivals::RivalsData& d, int seat, int color, const Weights& w,
                        std::uint64_t owner);

  // This thread's cache (policies are shared between threads; a cache is not).
  static PlanCache& forThisThread();

 private:
  // Everything planColor reads for one seat and color, packed into words so that a look-up
  // compares a few integers: the color's display and stack copies by name (11 bytes each, as
  // two overlapping loads) and the column's four small figures.
  struct Inputs {
    std::uint64_t displayLow = 0, stackLow = 0;
    std::uint32_t displayHigh = 0, stackHigh = 0, column = 0;
    std::uint64_t owner = 0;  // 0: never filled
    bool operator==(const Inputs&) const = default;
  };
  static Inputs inputsOf(const mizbazi::rivals::RivalsData& d, int seat, int color,
                         std::uint64_t owner);
  struct Entry {
    Inputs inputs;
    ColorPlan plan;
  };
  std::array<std::array<Entry, mizbazi::rivals::kColorCount>, mizbazi::rivals::kMaxSeats>
      entries_{};
};

// The display's worth to `seat` as displayValue(…).total() gives it when the weights count no
// discard (Weights::discardWeight == 0), through the cache: the same sum in the same order.
double cachedTakesValue(const mizbazi::rivals::RivalsData& d, int seat, const Weights& w,
                        std::uint64_t owner);

}  // namespace mizbazi::ai::rivals
