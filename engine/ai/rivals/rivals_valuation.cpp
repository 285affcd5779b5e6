#include "ai/rivals/rivals_valuation.h"

#include <algorithm>
#include <bit>

namespace mizbazi::ai::rivals {

using namespace mizbazi::rivals;

Supply Supply::of(const RivalsData& d) {
  Supply s;
  for (int c = 0; c < kColorCount; ++c) {
    if (displayHasColor(d, c)) s.fill(d, c);
  }
  return s;
}

void Supply::fill(const RivalsData& d, int color) {
  // From the state's count by name: this runs in rollout decisions.
  const std::uint8_t* count = &d.stackCopies[color * kNamesPerColor];  // index = the number
  for (int v = 10; v >= 2; --v) {
    const int fp = v <= 5 ? 1 : 2;
    countFrom[color][v] = static_cast<std::uint8_t>(countFrom[color][v + 1] + count[v]);
    footprintsFrom[color][v] =
        static_cast<std::uint8_t>(footprintsFrom[color][v + 1] + count[v] * fp);
  }
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
  const int wagerName = nameIndex(color, kKindWager);
  const int wagersOnOffer = col.numbered == 0 ? d.displayCopies[wagerName] : 0;
  // The numbers the column may still take that lie in the display (a bit per name, in the order
  // of the numbers). Wagers leave the column's last number as it is.
  const int firstName = nameIndex(color, std::max(col.last, 2));
  const std::uint64_t numbersHere =
      d.displayNames & colorNameBits(color) & ~((std::uint64_t{1} << firstName) - 1);
  if (wagersOnOffer == 0 && numbersHere == 0) return best;  // nothing to take: no gain
  // Also the starting expectation of the plan without wagers.
  const double before = columnExpectation(col, color, supply, w);
  // A wager pays through the numbers that follow it, some of which may lie in the display too, so
  // each count of wagers is tried with the numbers it makes worth taking.
  for (int wagers = 0; wagers <= wagersOnOffer; ++wagers) {
    ColorPlan plan;
    plan.wagers = wagers;
    Column c = col;
    c.wagers += wagers;
    double expectation = wagers == 0 ? before : columnExpectation(c, color, supply, w);
    // Numbers upwards, so that none taken shuts out a later one; a copy that does not gain means
    // the next copy of that number will not either.
    for (std::uint64_t names = numbersHere; names; names &= names - 1) {
      const int name = std::countr_zero(names);
      for (int copy = 0; copy < d.displayCopies[name]; ++copy) {
        Column after = c;
        after.add(name);
        const double next = columnExpectation(after, color, supply, w);
        if (next <= expectation) break;
        expectation = next;
        c = after;
        ++plan.numbers[kindOfName(name)];
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
  for (int color = 0; color < kColorCount; ++color) {
    if (!displayHasColor(d, color)) continue;
    const ColorPlan plan = planColor(d, Column::of(d.expeditions[seat][color]), color, supply, w);
    if (plan.gain <= 0) continue;
    use.takes += plan.gain;
    if (w.discardWeight == 0) continue;  // what is taken matters only to the discard
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
