// Computer players: they decide from their seat's view only, stop when told, and play sensibly.
#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <thread>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi::ai {
namespace {

GameRecord startGame(const std::string& game, const Json& options, std::uint64_t seed,
                     const Json& setup = Json::object()) {
  Scenario s;
  s.game = game;
  s.options = options;
  s.seed = seed;
  s.setup = setup;
  return GameRecord::fromScenario(s);
}

// Positions from random games of every built game, for the property tests below.
std::vector<std::unique_ptr<State>> samplePositions(int perGame) {
  std::vector<std::unique_ptr<State>> out;
  registerAllGames();
  for (const Game* game : Registry::instance().all()) {
    for (int g = 0; g < perGame; ++g) {
      GameRecord record = startGame(game->info().id, Json::object(), 100 + g);
      Rng rng(g);
      int steps = rng.uniform(0, 40);
      for (int i = 0; i < steps && !record.state().isTerminal(); ++i) {
        auto legal = record.state().legalActions();
        record.play(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]);
      }
      if (!record.state().isTerminal()) out.push_back(record.state().clone());
    }
  }
  return out;
}

TEST(Bots, DecideFromTheirSeatsViewOnly) {
  // Two states that differ only in what the seat to act cannot see must get the same decision
  // from the same generator: the bot cannot be reading hidden cards.
  for (const auto& position : samplePositions(6)) {
    int seat = position->currentPlayer();
    Rng redeal(77);
    auto twin = position->determinize(seat, redeal);
    ASSERT_EQ(observationJson(*twin, seat), observationJson(*position, seat));
    for (const char* level : {"easy", "normal"}) {
      auto botA = makeBot(position->gameId(), level);
      auto botB = makeBot(position->gameId(), level);
      ASSERT_TRUE(botA && botB);
      // A fixed iteration budget, so that the clock cannot make the two searches differ.
      if (auto* search = dynamic_cast<IsmctsBot*>(botA.get())) {
        SearchBudget budget;
        budget.maxIterations = 200;
        budget.maxTime = std::chrono::hours(1);
        botA = std::make_unique<IsmctsBot>(policyFor(position->gameId()), budget);
        botB = std::make_unique<IsmctsBot>(policyFor(position->gameId()), budget);
        (void)search;
      }
      Rng rngA(5), rngB(5);
      EXPECT_EQ(botA->choose(*position, seat, rngA), botB->choose(*twin, seat, rngB))
          << position->gameId() << " " << level << " at\n"
          << observationJson(*position, seat).dump();
    }
  }
}

TEST(Bots, EveryLevelPlaysOnlyLegalActions) {
  for (const auto& position : samplePositions(3)) {
    for (const char* level : {"random", "easy", "normal"}) {
      auto bot = makeBot(position->gameId(), level);
      Rng rng(9);
      Action a = bot->choose(*position, position->currentPlayer(), rng);
      EXPECT_TRUE(position->isLegal(a)) << position->gameId() << " " << level;
    }
  }
}

TEST(Bots, UnknownLevelIsRefused) {
  EXPECT_EQ(makeBot("zirkhaki", "grandmaster"), nullptr);
}

TEST(Bots, SearchStopsWhenTold) {
  // A position with a real choice, from whichever games this build has.
  auto positions = samplePositions(6);
  const State* chosen = nullptr;
  for (const auto& p : positions) {
    if (p->legalActions().size() > 1) chosen = p.get();
  }
  ASSERT_NE(chosen, nullptr);
  SearchBudget endless;
  endless.maxIterations = 1 << 30;
  endless.maxTime = std::chrono::hours(1);
  IsmctsBot bot(policyFor(chosen->gameId()), endless);
  auto state = chosen->clone();
  auto decision = std::async(std::launch::async, [&] {
    Rng rng(1);
    return bot.choose(*state, state->currentPlayer(), rng);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  bot.stop();
  ASSERT_EQ(decision.wait_for(std::chrono::seconds(20)), std::future_status::ready)
      << "stop() did not end the search";
  EXPECT_TRUE(state->isLegal(decision.get()));
  EXPECT_GT(bot.lastStats().iterations, 0);
  EXPECT_LT(bot.lastStats().iterations, 1 << 30);
}

TEST(Bots, EveryIterationOfASearchGoesThroughARootAction) {
  // Including from each game's first position (a fresh deal, where a hand-based horizon must not
  // stop the search before its first move).
  auto positions = samplePositions(2);
  for (const Game* game : Registry::instance().all()) {
    positions.push_back(startGame(game->info().id, Json::object(), 5).state().clone());
  }
  for (const auto& position : positions) {
    if (position->legalActions().size() < 2) continue;
    SCOPED_TRACE(position->gameId());
    SearchBudget budget;
    budget.maxIterations = 300;
    budget.maxTime = std::chrono::minutes(5);
    budget.settleEarly = false;
    IsmctsBot bot(policyFor(position->gameId()), budget);
    Rng rng(3);
    bot.choose(*position, position->currentPlayer(), rng);
    EXPECT_EQ(bot.lastStats().iterations, 300);
    EXPECT_EQ(bot.lastStats().rootVisits, 300);
  }
}

TEST(Bots, ASearchSettledEarlyChoosesWhatItsWholeBudgetWouldChoose) {
  int settled = 0;
  for (const auto& position : samplePositions(3)) {
    if (position->legalActions().size() < 2) continue;
    SCOPED_TRACE(position->gameId());
    SearchBudget budget;
    budget.maxIterations = 2000;
    budget.maxTime = std::chrono::minutes(5);  // iterations decide, on any machine
    IsmctsBot early(policyFor(position->gameId()), budget);
    budget.settleEarly = false;
    IsmctsBot whole(policyFor(position->gameId()), budget);
    Rng rngEarly(7), rngWhole(7);
    const int seat = position->currentPlayer();
    const Action earlyChoice = early.choose(*position, seat, rngEarly);
    const Action wholeChoice = whole.choose(*position, seat, rngWhole);
    EXPECT_EQ(whole.lastStats().iterations, 2000);
    EXPECT_FALSE(whole.lastStats().stoppedEarly);
    // Both searches run the same iterations up to the early stop; the rest cannot change it.
    EXPECT_EQ(earlyChoice, wholeChoice)
        << position->actionText(earlyChoice) << " against " << position->actionText(wholeChoice);
    if (early.lastStats().stoppedEarly) {
      ++settled;
      EXPECT_LT(early.lastStats().iterations, 2000);
    }
  }
  EXPECT_GT(settled, 0) << "no search settled early";
}

}  // namespace
}  // namespace mizbazi::ai
