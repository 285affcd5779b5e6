#include "ai/rivals/rivals_plan_cache.h"

#include <cstring>

namespace mizbazi::ai::rivals {

using namespace mizbazi::rivals;

PlanCache::Inputs PlanCache::inputsOf(const RivalsData& d, int seat, int color,
                                      std::uint64_t owner) {
  static_assert(kNamesPerColor > 8 && kNamesPerColor <= 12, "two loads cover a color's names");
  constexpr int kHigh = kNamesPerColor - 4;  // the last four bytes, overlapping the first eight
  const std::uint8_t* display = d.displayCopies.data() + color * kNamesPerColor;
  const std::uint8_t* stack = d.stackCopies.data() + color * kNamesPerColor;
  Inputs in;
  std::memcpy(&in.displayLow, display, 8);
  std::memcpy(&in.displayHigh, display + kHigh, 4);
  std::memcpy(&in.stackLow, stack, 8);
  std::memcpy(&in.stackHigh, stack + kHigh, 4);
  const Expedition& e = d.expeditions[seat][color];
  in.column = static_cast<std::uint32_t>(e.numbered) |
              static_cast<std::uint32_t>(e.footprints) << 8 |
              static_cast<std::uint32_t>(e.wagers) << 16 | static_cast<std::uint32_t>(e.last) << 24;
  in.owner = owner;
  return in;
}

const ColorPlan& PlanCache::plan(const RivalsData& d, int seat, int color, const Weights& w,
                                 std::uint64_t owner) {
  const Inputs inputs = inputsOf(d, seat, color, owner);
  Entry& entry = entries_[seat][color];
  if (entry.inputs == inputs) return entry.plan;
  Supply supply;
  supply.fill(d, color);
  entry.inputs = inputs;
  entry.plan = planColor(d, Column::of(d.expeditions[seat][color]), color, supply, w);
  return entry.plan;
}

PlanCache& PlanCache::forThisThread() {
  thread_local PlanCache cache;
  return cache;
}

double cachedTakesValue(const RivalsData& d, int seat, const Weights& w, std::uint64_t owner) {
  PlanCache& cache = PlanCache::forThisThread();
  double takes = 0;
  for (int color = 0; color < kColorCount; ++color) {
    if (!displayHasColor(d, color)) continue;
    const double gain = cache.plan(d, seat, color, w, owner).gain;
    if (gain > 0) takes += gain;
  }
  return takes;
}

}  // namespace mizbazi::ai::rivals
