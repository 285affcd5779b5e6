// The rule-based player's PlanCache must give exactly what planColor computes, whatever the
// position and whichever policies share the thread's cache: a key that missed one of planColor's
// inputs would hand back a stale plan, and the player would decide from it.
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "ai/rivals/rivals_plan_cache.h"
#include "ai/rivals/rivals_valuation.h"
#include "core/registry.h"
#include "core/rng.h"
#include "rivals/rivals_state.h"

namespace mizbazi::ai::rivals {
namespace {

using mizbazi::rivals::RivalsData;
using mizbazi::rivals::RivalsState;

void expectSamePlan(const ColorPlan& cached, const ColorPlan& computed) {
  EXPECT_EQ(cached.wagers, computed.wagers);
  EXPECT_EQ(cached.numbers, computed.numbers);
  EXPECT_EQ(cached.lowestNumber, computed.lowestNumber);
  EXPECT_EQ(cached.gain, computed.gain);  // the same arithmetic, so the same bits
}

// Every position of random games of 2 to 4 players; at each, every seat's plan for every color
// in the display from the cache (alternately for two policies with different weights, as two
// computer players of a tournament would share a thread) against planColor itself.
TEST(RivalsPlanCache, GivesPlanColorsPlanInEveryPositionOfRandomGames) {
  Weights usual;
  Weights other;
  other.share = 0.5;
  other.bonusFrom = 1.0;
  PlanCache& cache = PlanCache::forThisThread();
  int compared = 0;
  for (int players = 2; players <= 4; ++players) {
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      GameConfig config;
      config.players = players;
      config.options = Json{{"players", players}};
      config.seed = seed;
      auto state = findGame("rivals")->newGame(config);
      Rng rng(seed * 7919);
      std::vector<Action> legal;
      while (!state->isTerminal()) {
        const RivalsData& d = static_cast<const RivalsState&>(*state).data();
        const Supply supply = Supply::of(d);
        for (int seat = 0; seat < players; ++seat) {
          for (int color = 0; color < mizbazi::rivals::kColorCount; ++color) {
            if (!displayHasColor(d, color)) continue;  // as displayValue
            const Column column = Column::of(d.expeditions[seat][color]);
            const Weights& w = (compared % 2 == 0) ? usual : other;
            const std::uint64_t owner = (compared % 2 == 0) ? 1001 : 1002;
            expectSamePlan(cache.plan(d, seat, color, w, owner),
                           planColor(d, column, color, supply, w));
            ++compared;
          }
          EXPECT_EQ(cachedTakesValue(d, seat, usual, 1001),
                    displayValue(d, seat, supply, usual).total());
        }
        if (::testing::Test::HasFailure()) return;
        legal.clear();
        state->legalActions(legal);
        state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
      }
    }
  }
  EXPECT_GT(compared, 10000);  // the games reached many displays
}

}  // namespace
}  // namespace mizbazi::ai::rivals
