// Every game in the registry gets the conformance suite for free, at its smallest and largest
// player counts, with default options; each game's own tests add its modes and many more games.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/game_record.h"
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

// What random games of one game show of the kinds GameInfo declares.
struct KindSeen {
  bool viewersDiffered = false;       // two seats (or a seat and an onlooker) saw different things
  bool seedMattered = false;          // a second seed, given the same actions, gave another state
  int mostRounds = 0;                 // the most roundsCompleted() at a game's end
  bool roundsAtStart = false;         // a fresh game had completed rounds
  std::set<std::size_t> scoreCounts;  // how many scores (per seat, or per team) a game gave
  bool splitTeamWon = false;          // the winners were not a whole number of teams
};

std::unique_ptr<State> newGame(const Game& game, int players, std::uint64_t seed) {
  GameConfig config;
  config.players = players;
  config.seed = seed;
  config.options = {{"players", players}};
  game.finishOptions(players, config.options);
  return game.newGame(config);
}

// Plays random games of `game` with `players` seats; beside each, a game dealt from another seed
// takes the same actions for as long as it can.
KindSeen playRandomGames(const Game& game, int players, int games) {
  KindSeen seen;
  for (int g = 0; g < games; ++g) {
    const auto seed = static_cast<std::uint64_t>(700 + g);
    std::unique_ptr<State> state = newGame(game, players, seed);
    std::unique_ptr<State> twin = newGame(game, players, seed + 1000);
    seen.roundsAtStart = seen.roundsAtStart || state->roundsCompleted() != 0;
    Rng rng(seed);
    while (true) {
      const int seats = state->numPlayers();
      const Json onlooker = state->observation(-1);
      for (int seat = 0; seat < seats; ++seat) {
        if (state->observation(seat) != onlooker) seen.viewersDiffered = true;
      }
      if (twin && stateJson(*twin) != stateJson(*state)) seen.seedMattered = true;
      if (state->isTerminal()) break;
      const std::vector<Action> legal = state->legalActions();
      const Action a = legal[static_cast<std::size_t>(rng.uniform(0, int(legal.size()) - 1))];
      state->applyLegal(a, nullptr);
      if (twin && twin->apply(a)) {
        seen.seedMattered = true;  // the other deal does not allow it
        twin.reset();
      }
    }
    seen.mostRounds = std::max(seen.mostRounds, state->roundsCompleted());
    const std::size_t teams = state->scores().size();
    seen.scoreCounts.insert(teams);
    const std::size_t teamSize = teams == 0 ? 0 : std::size_t(state->numPlayers()) / teams;
    if (teamSize == 0 || state->winners().size() % teamSize != 0) seen.splitTeamWon = true;
  }
  return seen;
}

// The kinds a game declares (GameInfo: private information, chance, teams, several rounds) are
// what its random games do, at its fewest and most players.
TEST_P(EveryGame, IsOfTheKindItDeclares) {
  const Game& game = *findGame(GetParam());
  const GameInfo& info = game.info();
  for (int players : {info.minPlayers, info.maxPlayers}) {
    SCOPED_TRACE(std::to_string(players) + " players");
    const KindSeen seen = playRandomGames(game, players, 6);
    EXPECT_EQ(seen.viewersDiffered, info.privateInformation)
        << (info.privateInformation ? "every seat saw the same in every position"
                                    : "two seats saw different things");
    EXPECT_EQ(seen.seedMattered, info.chance)
        << (info.chance ? "the seed changed nothing" : "the seed changed the game");
    EXPECT_FALSE(seen.roundsAtStart) << "a fresh game has completed rounds";
    if (info.severalRounds) {
      EXPECT_GE(seen.mostRounds, 2) << "no game went past its first round";
    } else {
      EXPECT_EQ(seen.mostRounds, 0) << "a game of one round counted rounds";
    }
    for (std::size_t scores : seen.scoreCounts) {
      if (info.teams) {
        EXPECT_GE(scores, 2u) << "a game of teams has a score per team";
        EXPECT_LT(scores, std::size_t(players)) << "a game of teams scores per team, not per seat";
      } else {
        EXPECT_EQ(scores, std::size_t(players)) << "a game without teams scores per seat";
      }
    }
    if (info.teams) {
      EXPECT_FALSE(seen.splitTeamWon) << "the winners were not whole teams";
    }
  }
}

// GameRecord::walk tells a game again step by step, as the log and the end screen read it: each
// step starts where the one before ended, names the action played there, and the last ends where
// the record is now.
TEST_P(EveryGame, WalksAGameRecordAgainStepByStep) {
  Scenario s;
  s.game = GetParam();
  s.seed = 3;
  GameRecord record = GameRecord::fromScenario(s);
  Rng rng(9);
  for (int i = 0; i < 60 && !record.state().isTerminal(); ++i) {
    const std::vector<Action> legal = record.state().legalActions();
    ASSERT_FALSE(legal.empty());
    const Action a = legal[static_cast<std::size_t>(rng.uniform(0, int(legal.size()) - 1))];
    ASSERT_FALSE(record.play(a));
  }
  ASSERT_GT(record.actions().size(), 5u);
  std::size_t steps = 0;
  Json previous = stateJson(record.initialState());
  record.walk([&](const State& before, const std::string& text, const Events&, const State& after) {
    ASSERT_LT(steps, record.actions().size());
    EXPECT_EQ(text, record.actions()[steps]) << steps;
    EXPECT_EQ(stateJson(before), previous) << steps;
    previous = stateJson(after);
    ++steps;
  });
  EXPECT_EQ(steps, record.actions().size());
  EXPECT_EQ(previous, stateJson(record.state()));
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
