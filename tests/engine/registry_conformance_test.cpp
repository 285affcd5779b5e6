// Every game in the registry gets the conformance suite for free, at its smallest and largest
// player counts, with default options; each game's own tests add its modes and many more games.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/match.h"
#include "core/registry.h"
#include "core/rng.h"
#include "support/conformance.h"

namespace mizbazi::testing {
namespace {

std::vector<std::string> registeredGames() {
  registerAllGames();
  std::vector<std::string> ids;
  for (const Game* g : Registry::instance().all()) ids.push_back(g->info().id);
  return ids;
}

class EveryGame : public ::testing::TestWithParam<std::string> {};

// The game folders are found, not listed: each game says where it stands, every list of games
// follows, and a game added later lands by its position whatever order it is registered in.
TEST(Registry, KeepsTheGamesInTheirDeclaredOrder) {
  registerAllGames();
  std::vector<int> positions;
  for (const Game* g : Registry::instance().all()) positions.push_back(g->info().listPosition);
  EXPECT_TRUE(std::is_sorted(positions.begin(), positions.end()));
  EXPECT_EQ(std::adjacent_find(positions.begin(), positions.end()), positions.end())
      << "two games share a position";
  Registry registry;
  for (int position : {3, 1, 2}) {
    class Placed final : public Game {
     public:
      explicit Placed(int position) {
        info_.id = "placed-" + std::to_string(position);
        info_.listPosition = position;
      }
      const GameInfo& info() const override { return info_; }
      std::vector<std::string> refusalCodes() const override { return {}; }
      std::unique_ptr<State> newGame(const GameConfig&) const override { return nullptr; }

     private:
      GameInfo info_;
    };
    registry.add(std::make_unique<Placed>(position));
  }
  std::vector<std::string> ids;
  for (const Game* g : registry.all()) ids.push_back(g->info().id);
  EXPECT_EQ(ids, (std::vector<std::string>{"placed-1", "placed-2", "placed-3"}));
}

TEST_P(EveryGame, DescribesItselfCompletely) {
  const GameInfo& info = findGame(GetParam())->info();
  EXPECT_FALSE(info.name.empty());
  EXPECT_LE(info.minPlayers, info.maxPlayers);
  bool hasPlayers = false;
  for (const OptionSpec& o : info.options) {
    EXPECT_FALSE(o.name.empty()) << o.key;
    if (o.key == "players") {
      hasPlayers = true;
      ASSERT_TRUE(o.defaultValue.is_number_integer());
      EXPECT_GE(o.defaultValue.get<int>(), info.minPlayers);
      EXPECT_LE(o.defaultValue.get<int>(), info.maxPlayers);
    }
  }
  EXPECT_TRUE(hasPlayers) << "every game has a players option";
}

TEST_P(EveryGame, PassesConformanceAtFewestAndMostPlayers) {
  const GameInfo& info = findGame(GetParam())->info();
  for (int players : {info.minPlayers, info.maxPlayers}) {
    ConformanceOptions options;
    options.game = info.id;
    options.options = {{"players", players}};
    options.games = 15;
    options.firstSeed = 90000;
    options.observeEveryStep = false;
    runConformance(options);
    if (HasFailure()) return;
  }
}

// Match::walk tells a match again step by step, as the log and the end screen read it: each step
// starts where the one before ended, names the action played there, and the last ends where the
// match is now.
TEST_P(EveryGame, WalksAMatchAgainStepByStep) {
  Scenario s;
  s.game = GetParam();
  s.seed = 3;
  Match m = Match::fromScenario(s);
  Rng rng(9);
  for (int i = 0; i < 60 && !m.state().isTerminal(); ++i) {
    const std::vector<Action> legal = m.state().legalActions();
    ASSERT_FALSE(legal.empty());
    const Action a = legal[static_cast<std::size_t>(rng.uniform(0, int(legal.size()) - 1))];
    ASSERT_FALSE(m.play(a));
  }
  ASSERT_GT(m.actions().size(), 5u);
  std::size_t steps = 0;
  Json previous = stateJson(m.initialState());
  m.walk([&](const State& before, const std::string& text, const Events&, const State& after) {
    ASSERT_LT(steps, m.actions().size());
    EXPECT_EQ(text, m.actions()[steps]) << steps;
    EXPECT_EQ(stateJson(before), previous) << steps;
    previous = stateJson(after);
    ++steps;
  });
  EXPECT_EQ(steps, m.actions().size());
  EXPECT_EQ(previous, stateJson(m.state()));
}

INSTANTIATE_TEST_SUITE_P(Registry, EveryGame, ::testing::ValuesIn(registeredGames()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = info.param;
                           for (char& c : name) {
                             if (c == '-') c = '_';
                           }
                           return name;
                         });

}  // namespace
}  // namespace mizbazi::testing
