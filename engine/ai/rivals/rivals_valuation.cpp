#include "ai/rivals/rivals_valuation.h"

#include <algorithm>
#include <bit>

namespace mizbazi::ai::rivals {

using namespace mizbazi::rivals;

Supply Supply::of(const RivalsData& d) {
  // Counted by name first: one table look-up per card and no branches in the hot loop (this
  // runs in every rollout decision).
  std::array<std::uint8_t, kNameCount> byName{};
  for (int i = d.next; i < kDeckSize; ++i) ++byName[nameOfCard(d.deck[i])];
  Supply s;
  for (int c = 0; c < kColorCount; ++c) {
    const std::uint8_t* count = &byName[c * kNamesPerColor];  // index = the number (2..10)
    for (int v = 10; v >= 2; --v) {
      const int fp = v <= 5 ? 1 : 2;
      s.countFrom[c][v] = static_cast<std::uint8_t>(s.countFrom[c][v + 1] + count[v]);
      s.footprintsFrom[c][v] =
          static_cast<std::uint8_t>(s.footprintsFrom[c][v + 1] + count[v] * fp);
    }
    for (int v = 1; v >= 0; --v) {
      s.countFrom[c][v] = s.countFrom[c][2];
      s.footprintsFrom[c][v] = s.footprintsFrom[c][2];
    }
  }
  s.unrevealed = kDeckSize - d.next;
  return s;
}

double bestRivalGain(const RivalsData& d, int seat, int name, const Supply& supply,
                     const Weights& w) {
  double best = 0;
  const int color = colorOfName(name);
  for (int o = 0; o < d.players; ++o) {
    if (o == seat) continue;
    const Column col = Column::of(d.expeditions[o][color]);
    if (col.accepts(name)) best = std::max(best, takeGain(col, name, supply, w));
  }
  return best;
}

ColorPlan planColor(const RivalsData& d, const Column& col, int color, const Supply& supply,
                    const Weights& w) {
  ColorPlan best;
  const double before = columnExpectation(col, color, supply, w);
  const int wagerName = nameIndex(color, kKindWager);
  const int wagersOnOffer = col.numbered == 0 ? d.displayCopies[wagerName] : 0;
  // A wager pays through the numbers that follow it, some of which may lie in the display too, so
  // each count of wagers is tried with the numbers it makes worth taking.
  for (int wagers = 0; wagers <= wagersOnOffer; ++wagers) {
    ColorPlan plan;
    plan.wagers = wagers;
    Column c = col;
    c.wagers += wagers;
    double expectation = columnExpectation(c, color, supply, w);
    // Numbers upwards, so that none taken shuts out a later one; a copy that does not gain means
    // the next copy of that number will not either.
    for (int v = std::max(c.last, 2); v <= 10; ++v) {
      const int name = nameIndex(color, v);
      for (int copy = 0; copy < d.displayCopies[name]; ++copy) {
        Column after = c;
        after.add(name);
        const double next = columnExpectation(after, color, supply, w);
        if (next <= expectation) break;
        expectation = next;
        c = after;
        ++plan.numbers[v];
        if (plan.lowestNumber < 0) plan.lowestNumber = name;
      }
    }
    plan.gain = expectation - before;
    if (wagers == 0 || plan.gain > best.gain) best = plan;
  }
  return best;
}

DisplayUse displayValue(const RivalsData& d, int seat, const Supply& supply, const Weights& w) {
  DisplayUse use;
  std::array<std::uint8_t, kNameCount> taken{};
  constexpr std::uint64_t kColorBits = (std::uint64_t{1} << kNamesPerColor) - 1;
  for (int color = 0; color < kColorCount; ++color) {
    if (((d.displayNames >> (color * kNamesPerColor)) & kColorBits) == 0) continue;
    const ColorPlan plan = planColor(d, Column::of(d.expeditions[seat][color]), color, supply, w);
    if (plan.gain <= 0) continue;
    use.takes += plan.gain;
    taken[nameIndex(color, kKindWager)] = static_cast<std::uint8_t>(plan.wagers);
    for (int v = 2; v <= 10; ++v) taken[nameIndex(color, v)] = plan.numbers[v];
  }
  if (w.discardWeight == 0) return use;
  double bestDenial = 0;
  for (std::uint64_t names = d.displayNames; names; names &= names - 1) {
    const int name = std::countr_zero(names);
    if (taken[name] >= d.displayCopies[name]) continue;
    bestDenial = std::max(bestDenial, bestRivalGain(d, seat, name, supply, w));
  }
  use.discard = w.discardWeight * bestDenial;
  return use;
}

}  // namespace mizbazi::ai::rivals
