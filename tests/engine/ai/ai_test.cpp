// Computer players: they decide from their seat's view only, stop when told, and play sensibly.
#include <gtest/gtest.h>

#include <chrono>
#include <future>
#include <thread>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "core/match.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi::ai {
namespace {

Match startGame(const std::string& game, const Json& options, std::uint64_t seed,
                const Json& setup = Json::object()) {
  Scenario s;
  s.game = game;
  s.options = options;
  s.seed = seed;
  s.setup = setup;
  return Match::fromScenario(s);
}

// Positions from random games of every built game, for the property tests below.
std::vector<std::unique_ptr<State>> samplePositions(int perGame) {
  std::vector<std::unique_ptr<State>> out;
  registerAllGames();
  for (const Game* game : Registry::instance().all()) {
    for (int g = 0; g < perGame; ++g) {
      Match m = startGame(game->info().id, Json::object(), 100 + g);
      Rng rng(g);
      int steps = rng.uniform(0, 40);
      for (int i = 0; i < steps && !m.state().isTerminal(); ++i) {
        auto legal = m.state().legalActions();
        m.play(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]);
      }
      if (!m.state().isTerminal()) out.push_back(m.state().clone());
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
  Match m = startGame("zirkhaki", {{"players", 4}}, 3, {{"first", 0}, {"deck_top", {"coin-5"}}});
  m.playText("draw");  // now draw or bank: a real decision
  SearchBudget endless;
  endless.maxIterations = 1 << 30;
  endless.maxTime = std::chrono::hours(1);
  IsmctsBot bot(policyFor("zirkhaki"), endless);
  auto state = m.state().clone();
  auto decision = std::async(std::launch::async, [&] {
    Rng rng(1);
    return bot.choose(*state, 0, rng);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  bot.stop();
  ASSERT_EQ(decision.wait_for(std::chrono::seconds(20)), std::future_status::ready)
      << "stop() did not end the search";
  EXPECT_TRUE(state->isLegal(decision.get()));
  EXPECT_GT(bot.lastStats().iterations, 0);
  EXPECT_LT(bot.lastStats().iterations, 1 << 30);
}

TEST(ZirkhakiBots, BankWhenTheAstrolabeShowsABust) {
  // The astrolabe shows a second coin on top: drawing certainly busts, banking keeps 9 points.
  Match m = startGame("zirkhaki", {{"players", 2}}, 4,
                      {{"first", 0}, {"deck_top", {"coin-9", "astrolabe-3", "coin-4"}}});
  m.playText("draw");
  m.playText("draw");
  ASSERT_EQ(observationJson(m.state(), 0)["known_deck_top"], Json::parse(R"(["coin-4"])"));
  for (const char* level : {"easy", "normal"}) {
    auto bot = makeBot("zirkhaki", level);
    Rng rng(2);
    EXPECT_EQ(m.state().actionText(bot->choose(m.state(), 0, rng)), "bank") << level;
  }
}

TEST(ZirkhakiBots, DrawWhenTheAstrolabeShowsASafeCard) {
  Match m = startGame("zirkhaki", {{"players", 2}}, 4,
                      {{"first", 0}, {"deck_top", {"coin-9", "astrolabe-3", "key-7"}}});
  m.playText("draw");
  m.playText("draw");
  for (const char* level : {"easy", "normal"}) {
    auto bot = makeBot("zirkhaki", level);
    Rng rng(2);
    EXPECT_EQ(m.state().actionText(bot->choose(m.state(), 0, rng)), "draw") << level;
  }
}

TEST(ZirkhakiBots, PistolHitsTheMostValuableTopCard) {
  // Seat 1's coin-9 sits on a coin-4 (losing it costs 5); its key-3 is alone (costs 3).
  Match m = startGame("zirkhaki", {{"players", 2}}, 4,
                      {{"first", 0},
                       {"fields", {Json::array(), {"coin-4", "coin-9", "key-3"}}},
                       {"deck_top", {"pistol-5"}}});
  m.playText("draw");
  auto bot = makeBot("zirkhaki", "easy");
  Rng rng(3);
  EXPECT_EQ(m.state().actionText(bot->choose(m.state(), 0, rng)), "pick 1 coin");
}

}  // namespace
}  // namespace mizbazi::ai
