#include "cli/bench.h"

#include <algorithm>
#include <chrono>
#include <iomanip>
#include <sstream>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "cli/cli.h"
#include "core/errors.h"
#include "core/match.h"
#include "core/registry.h"

namespace mizbazi::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

GameConfig configFrom(const Scenario& s, const Game*& game) {
  game = findGame(s.game);
  try {
    return resolveConfig(s, *game);
  } catch (const InputError& e) {
    throw UsageError(e.where() + ": " + e.what());
  }
}

// Random legal play through the fast path, on this thread only (one core).
int benchRandomGames(const Scenario& s, double seconds, std::ostream& out) {
  const Game* game = nullptr;
  GameConfig config = configFrom(s, game);
  Rng rng(config.seed);
  std::vector<Action> legal;
  long long games = 0, actions = 0, rounds = 0;
  auto start = Clock::now();
  double elapsed = 0;
  do {
    // Check the clock every 64 games: reading it per game would be measurable at these speeds.
    for (int i = 0; i < 64; ++i) {
      config.seed = rng.next64();
      auto state = game->newGame(config);
      while (!state->isTerminal()) {
        legal.clear();
        state->legalActions(legal);
        state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
        ++actions;
      }
      rounds += state->roundsCompleted();
      ++games;
    }
    elapsed = secondsSince(start);
  } while (elapsed < seconds);
  out << std::fixed << std::setprecision(0) << game->info().id << " (" << config.players
      << " players, random legal play, one thread): " << games << " games in "
      << std::setprecision(2) << elapsed << " s\n"
      << std::setprecision(0) << "games per second: " << games / elapsed << "\n"
      << "actions per second: " << actions / elapsed << "\n"
      << std::setprecision(1) << "actions per game: " << static_cast<double>(actions) / games
      << "\n";
  if (rounds > 0) {
    out << std::setprecision(0) << "rounds (hands) per second: " << rounds / elapsed << "\n"
        << std::setprecision(1) << "rounds per game: " << static_cast<double>(rounds) / games
        << "\n";
  }
  return kExitOk;
}

// Decision times of one bot level on positions from random games.
int benchBot(const Scenario& s, const std::string& level, double seconds, std::ostream& out) {
  const Game* game = nullptr;
  GameConfig config = configFrom(s, game);
  auto bot = ai::makeBot(s.game, level);
  if (!bot) throw UsageError("unknown bot level '" + level + "'");
  Rng rng(config.seed);
  std::vector<double> times;
  long long iterations = 0;
  double searchSeconds = 0;
  long long searches = 0, settledEarly = 0;
  auto* search = dynamic_cast<ai::IsmctsBot*>(bot.get());
  auto start = Clock::now();
  while (secondsSince(start) < seconds) {
    config.seed = rng.next64();
    auto state = game->newGame(config);
    while (!state->isTerminal() && secondsSince(start) < seconds) {
      int seat = state->currentPlayer();
      auto t0 = Clock::now();
      Action a = bot->choose(*state, seat, rng);
      times.push_back(secondsSince(t0) * 1000.0);
      if (search != nullptr && search->lastStats().iterations > 0) {
        iterations += search->lastStats().iterations;
        searchSeconds += search->lastStats().seconds;
        ++searches;
        settledEarly += search->lastStats().stoppedEarly ? 1 : 0;
      }
      state->applyLegal(a, nullptr);
    }
  }
  if (times.empty()) {
    out << "no decisions measured\n";
    return kExitOk;
  }
  std::sort(times.begin(), times.end());
  out << std::fixed << std::setprecision(3) << game->info().id << " bot " << level << ": "
      << times.size() << " decisions\n"
      << "median ms per decision: " << times[times.size() / 2] << "\n"
      << "worst ms per decision: " << times.back() << "\n";
  if (searchSeconds > 0) {
    out << std::setprecision(0) << "search iterations per second: " << iterations / searchSeconds
        << "\n"
        << "searches settled before their budget: " << settledEarly << " of " << searches << "\n";
  }
  return kExitOk;
}

// Time of one legalActions call on positions from random games (median and worst, in µs).
int benchLegal(const Scenario& s, double seconds, std::ostream& out) {
  const Game* game = nullptr;
  GameConfig config = configFrom(s, game);
  Rng rng(config.seed);
  std::vector<Action> legal;
  std::vector<double> micros;
  double actionsListed = 0;
  auto start = Clock::now();
  while (secondsSince(start) < seconds) {
    config.seed = rng.next64();
    auto state = game->newGame(config);
    while (!state->isTerminal()) {
      auto t0 = Clock::now();
      legal.clear();
      state->legalActions(legal);
      micros.push_back(secondsSince(t0) * 1e6);
      actionsListed += static_cast<double>(legal.size());
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
    }
  }
  std::sort(micros.begin(), micros.end());
  out << std::fixed << std::setprecision(2) << game->info().id << " legal actions, "
      << micros.size() << " positions from random games\n"
      << "median µs per legalActions: " << micros[micros.size() / 2] << "\n"
      << "worst µs per legalActions: " << micros.back() << "\n"
      << std::setprecision(1)
      << "mean legal actions per position: " << actionsListed / micros.size() << "\n";
  return kExitOk;
}

}  // namespace

int cmdBench(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, 1, {"game", "players", "seed", "seconds", "bot"}, {"option"}, {"legal"});
  if (!args.positional().empty()) throw UsageError("bench takes no FILE");
  Scenario s = scenarioFromFlags(args);
  double seconds = args.number("seconds", 3.0, 0.01, 3600.0);
  if (auto level = args.get("bot")) return benchBot(s, *level, seconds, out);
  if (args.has("legal")) return benchLegal(s, seconds, out);
  return benchRandomGames(s, seconds, out);
}

}  // namespace mizbazi::cli
