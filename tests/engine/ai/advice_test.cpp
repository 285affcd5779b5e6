// The hint's advice: the normal player's choice with the search's estimate for each action it
// weighed, from the seat's view only.
#include <gtest/gtest.h>

#include <set>

#include "ai/advice.h"
#include "core/game_record.h"
#include "core/registry.h"

namespace mizbazi::ai {
namespace {

SearchBudget fixedBudget(int iterations) {
  SearchBudget budget;
  budget.maxIterations = iterations;
  budget.maxTime = std::chrono::hours(1);  // iterations decide, not the clock
  budget.settleEarly = false;
  return budget;
}

// Positions of every built game after a few random moves, where the seat to act has a choice.
std::vector<std::unique_ptr<State>> positions() {
  std::vector<std::unique_ptr<State>> out;
  registerAllGames();
  for (const Game* game : Registry::instance().all()) {
    for (int g = 0; g < 3; ++g) {
      Scenario s;
      s.game = game->info().id;
      s.seed = 40 + g;
      GameRecord record = GameRecord::fromScenario(s);
      Rng rng(g);
      const int steps = rng.uniform(0, 30);
      for (int i = 0; i < steps && !record.state().isTerminal(); ++i) {
        auto legal = record.state().legalActions();
        record.play(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]);
      }
      if (!record.state().isTerminal() && record.state().legalActions().size() > 1)
        out.push_back(record.state().clone());
    }
  }
  return out;
}

TEST(Advice, WeighsLegalActionsWithChancesAndPutsTheChoiceFirst) {
  const auto all = positions();
  ASSERT_FALSE(all.empty());
  for (const auto& position : all) {
    SCOPED_TRACE(position->gameId());
    const int seat = position->currentPlayer();
    Advisor advisor(position->gameId(), fixedBudget(300));
    Rng rng(3);
    const Advice advice = advisor.advise(*position, seat, rng);
    EXPECT_TRUE(position->isLegal(advice.choice));
    ASSERT_FALSE(advice.estimates.empty());
    EXPECT_EQ(advice.estimates.front().action, advice.choice);
    std::set<Action> seen;
    int visits = 0;
    for (std::size_t i = 0; i < advice.estimates.size(); ++i) {
      const ActionAdvice& e = advice.estimates[i];
      EXPECT_TRUE(position->isLegal(e.action));
      EXPECT_TRUE(seen.insert(e.action).second) << "an action twice";
      EXPECT_GE(e.value, 0.0);
      EXPECT_LE(e.value, 1.0);
      EXPECT_GT(e.visits, 0);
      visits += e.visits;
      // After the choice, the others by chance, best first.
      if (i >= 2) {
        EXPECT_GE(advice.estimates[i - 1].value, e.value);
      }
    }
    // The whole budget was spent (the alternatives are weighed, not cut short).
    EXPECT_EQ(visits, 300);
  }
}

TEST(Advice, DependsOnlyOnWhatTheSeatMaySee) {
  for (const auto& position : positions()) {
    SCOPED_TRACE(position->gameId());
    const int seat = position->currentPlayer();
    Rng redeal(91);
    auto twin = position->determinize(seat, redeal);
    ASSERT_EQ(observationJson(*twin, seat), observationJson(*position, seat));
    Advisor a(position->gameId(), fixedBudget(150)), b(position->gameId(), fixedBudget(150));
    Rng rngA(8), rngB(8);
    const Advice x = a.advise(*position, seat, rngA);
    const Advice y = b.advise(*twin, seat, rngB);
    EXPECT_EQ(x.choice, y.choice);
    ASSERT_EQ(x.estimates.size(), y.estimates.size());
    for (std::size_t i = 0; i < x.estimates.size(); ++i) {
      EXPECT_EQ(x.estimates[i].action, y.estimates[i].action);
      EXPECT_EQ(x.estimates[i].visits, y.estimates[i].visits);
      EXPECT_DOUBLE_EQ(x.estimates[i].value, y.estimates[i].value);
    }
  }
}

}  // namespace
}  // namespace mizbazi::ai
