#include "cli/bench.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <sstream>
#include <thread>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "cli/cli.h"
#include "cli/heap_meter.h"
#include "core/errors.h"
#include "core/game_record.h"
#include "core/registry.h"

namespace mizbazi::cli {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// CPU time of the calling thread: what a figure costs on one core, whatever else the machine is
// doing (a shared machine slows the wall clock, not this).
double threadCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

GameConfig configFrom(const Scenario& s, const Game*& game) {
  game = findGame(s.game);
  try {
    return resolveConfig(s, *game);
  } catch (const InputError& e) {
    throw UsageError(e.where() + ": " + e.what());
  }
}

double median(std::vector<double>& values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

struct RandomFigures {
  long long games = 0, actions = 0, rounds = 0;
  double wallSeconds = 0, cpuSeconds = 0;
};

// Random legal play through the fast path, on this thread only (one core), for `seconds` of this
// thread's CPU time.
RandomFigures measureRandomGames(const Game& game, GameConfig config, double seconds) {
  Rng rng(config.seed);
  std::vector<Action> legal;
  RandomFigures f;
  const auto wallStart = Clock::now();
  const double cpuStart = threadCpuSeconds();
  do {
    // Check the clock every 64 games: reading it per game would be measurable at these speeds.
    for (int i = 0; i < 64; ++i) {
      config.seed = rng.next64();
      auto state = game.newGame(config);
      while (!state->isTerminal()) {
        legal.clear();
        state->legalActions(legal);
        state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
        ++f.actions;
      }
      f.rounds += state->roundsCompleted();
      ++f.games;
    }
    f.cpuSeconds = threadCpuSeconds() - cpuStart;
  } while (f.cpuSeconds < seconds);
  f.wallSeconds = secondsSince(wallStart);
  return f;
}

struct LegalFigures {
  std::vector<double> micros;  // time of one legalActions call, per position
  double actionsListed = 0;
};

// Time of one legalActions call on positions from random games: each position's list is made 16
// times in a row and timed by the (cheap) steady clock, since a call takes less than reading the
// thread's CPU clock does; the median over positions shrugs off the rare preemption.
LegalFigures measureLegal(const Game& game, GameConfig config, double seconds) {
  Rng rng(config.seed);
  std::vector<Action> legal;
  LegalFigures f;
  const double cpuStart = threadCpuSeconds();
  while (threadCpuSeconds() - cpuStart < seconds) {
    config.seed = rng.next64();
    auto state = game.newGame(config);
    while (!state->isTerminal()) {
      constexpr int kRepeat = 16;
      const auto t0 = Clock::now();
      for (int r = 0; r < kRepeat; ++r) {
        legal.clear();
        state->legalActions(legal);
      }
      f.micros.push_back(secondsSince(t0) * 1e6 / kRepeat);
      f.actionsListed += static_cast<double>(legal.size());
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
    }
  }
  return f;
}

struct BotFigures {
  std::vector<double> wallMs, cpuMs;  // every decision
  std::vector<double> searchWallMs;   // decisions that searched (more than one legal action)
  long long iterations = 0;
  double searchSeconds = 0, searchCpuSeconds = 0;
  long long searches = 0, atBudget = 0, settledEarly = 0, atCap = 0;
  std::int64_t peakBytes = 0;  // most extra heap any one decision took (0: not measured)
};

// Decisions of one bot level on the positions its own games reach (every seat plays that level).
// Each decision gets a fresh bot, so that its peak memory counts the whole search tree.
BotFigures measureBot(const Game& game, GameConfig config, const std::string& level,
                      double seconds) {
  Rng rng(config.seed);
  BotFigures f;
  const auto start = Clock::now();
  while (secondsSince(start) < seconds) {
    config.seed = rng.next64();
    auto state = game.newGame(config);
    while (!state->isTerminal() && secondsSince(start) < seconds) {
      auto bot = ai::makeBot(game.info().id, level);
      if (!bot) throw UsageError("unknown bot level '" + level + "'");
      const auto* search = dynamic_cast<const ai::IsmctsBot*>(bot.get());
      const std::int64_t before = heap::live();
      heap::resetPeak();
      const auto t0 = Clock::now();
      const double c0 = threadCpuSeconds();
      const Action a = bot->choose(*state, state->currentPlayer(), rng);
      const double cpu = threadCpuSeconds() - c0;
      const double wall = secondsSince(t0);
      f.peakBytes = std::max(f.peakBytes, heap::peak() - before);
      f.wallMs.push_back(wall * 1000.0);
      f.cpuMs.push_back(cpu * 1000.0);
      if (search != nullptr && search->lastStats().iterations > 0) {
        const ai::SearchStats& st = search->lastStats();
        f.searchWallMs.push_back(wall * 1000.0);
        f.iterations += st.iterations;
        f.searchSeconds += st.seconds;
        f.searchCpuSeconds += cpu;
        ++f.searches;
        if (st.stoppedEarly)
          ++f.settledEarly;
        else if (st.iterations >= ai::budgetFor(level).maxIterations)
          ++f.atBudget;
        else
          ++f.atCap;
      }
      state->applyLegal(a, nullptr);
    }
  }
  return f;
}

int benchRandomGames(const Scenario& s, double seconds, std::ostream& out) {
  const Game* game = nullptr;
  GameConfig config = configFrom(s, game);
  const RandomFigures f = measureRandomGames(*game, config, seconds);
  out << std::fixed << std::setprecision(0) << game->info().id << " (" << config.players
      << " players, random legal play, one thread): " << f.games << " games in "
      << std::setprecision(2) << f.cpuSeconds << " s of CPU (" << f.wallSeconds << " s wall)\n"
      << std::setprecision(0) << "games per second: " << f.games / f.cpuSeconds << "\n"
      << "actions per second: " << f.actions / f.cpuSeconds << "\n"
      << std::setprecision(1) << "actions per game: " << static_cast<double>(f.actions) / f.games
      << "\n";
  if (f.rounds > 0) {
    out << std::setprecision(0) << "rounds (hands) per second: " << f.rounds / f.cpuSeconds << "\n"
        << std::setprecision(1) << "rounds per game: " << static_cast<double>(f.rounds) / f.games
        << "\n";
  }
  return kExitOk;
}

int benchBot(const Scenario& s, const std::string& level, double seconds, std::ostream& out) {
  const Game* game = nullptr;
  GameConfig config = configFrom(s, game);
  if (!ai::makeBot(s.game, level)) throw UsageError("unknown bot level '" + level + "'");
  BotFigures f = measureBot(*game, config, level, seconds);
  if (f.wallMs.empty()) {
    out << "no decisions measured\n";
    return kExitOk;
  }
  const std::size_t decisions = f.wallMs.size();
  std::sort(f.wallMs.begin(), f.wallMs.end());
  out << std::fixed << std::setprecision(3) << game->info().id << " bot " << level << ": "
      << decisions << " decisions\n"
      << "median ms per decision: " << median(f.wallMs) << "\n"
      << "worst ms per decision: " << f.wallMs.back() << "\n"
      << "median ms of CPU per decision: " << median(f.cpuMs) << "\n";
  if (f.searches > 0) {
    out << "median ms per searched decision: " << median(f.searchWallMs) << "\n"
        << std::setprecision(0)
        << "search iterations per second: " << f.iterations / f.searchSeconds << "\n"
        << "search iterations per second of CPU: " << f.iterations / f.searchCpuSeconds << "\n"
        << "searches that reached their iteration budget: " << f.atBudget << " of " << f.searches
        << "\n"
        << "searches settled before their budget: " << f.settledEarly << " of " << f.searches
        << "\n"
        << "searches stopped by the time cap: " << f.atCap << " of " << f.searches << "\n";
  }
  if (heap::available()) {
    out << std::setprecision(1)
        << "peak extra memory of one decision: " << f.peakBytes / (1024.0 * 1024.0) << " MB\n";
  }
  return kExitOk;
}

int benchLegal(const Scenario& s, double seconds, std::ostream& out) {
  const Game* game = nullptr;
  GameConfig config = configFrom(s, game);
  LegalFigures f = measureLegal(*game, config, seconds);
  std::sort(f.micros.begin(), f.micros.end());
  out << std::fixed << std::setprecision(2) << game->info().id << " legal actions, "
      << f.micros.size() << " positions from random games\n"
      << "median µs per legalActions: " << median(f.micros) << "\n"
      << "worst µs per legalActions: " << f.micros.back() << "\n"
      << std::setprecision(1)
      << "mean legal actions per position: " << f.actionsListed / f.micros.size() << "\n";
  return kExitOk;
}

// ---- bench --all: one table for every game and player count --------------------------------

std::string loadAverage() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  if (!(in >> a >> b >> c)) return "unknown";
  return a + " " + b + " " + c;
}

// 1234567 -> "1,234,567"; 0.123 -> "0.12"
std::string grouped(double value) {
  if (value < 10) {
    std::ostringstream o;
    o << std::fixed << std::setprecision(2) << value;
    return o.str();
  }
  std::string digits = std::to_string(static_cast<long long>(value + 0.5));
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(i, ",");
  return digits;
}

std::string fixed(double value, int decimals) {
  std::ostringstream o;
  o << std::fixed << std::setprecision(decimals) << value;
  return o.str();
}

struct Row {
  const Game* game;
  GameConfig config;
};

// Every registered game at every player count it accepts (Sabokbaz: 4 and 6), in the
// registry's order: a new game gets its rows without touching this file.
std::vector<Row> tableRows() {
  registerAllGames();
  std::vector<Row> rows;
  for (const Game* game : Registry::instance().all()) {
    for (int players : game->playerCounts()) {
      Scenario s;
      s.game = game->info().id;
      s.options["players"] = players;
      s.seed = 1;
      rows.push_back({game, resolveConfig(s, *game)});
    }
  }
  return rows;
}

int benchAll(double seconds, std::ostream& out) {
  const std::string loadBefore = loadAverage();
  std::ostringstream table;
  table << "| game | players | games/s | rounds/s | actions/s | legal list, median ns "
           "| normal: iterations/s | normal: decision median / worst ms | normal: searches "
           "before the time cap | normal: peak memory of a decision |\n"
        << "|---|---|---|---|---|---|---|---|---|---|\n";
  for (const Row& row : tableRows()) {
    const Game* game = row.game;
    const GameConfig& config = row.config;
    const RandomFigures r = measureRandomGames(*game, config, seconds);
    LegalFigures l = measureLegal(*game, config, seconds / 2);
    BotFigures b = measureBot(*game, config, "normal", 2 * seconds);
    std::sort(b.searchWallMs.begin(), b.searchWallMs.end());

    table << "| " << game->info().name << " | " << config.players << " | "
          << grouped(r.games / r.cpuSeconds) << " | "
          << (r.rounds > 0 ? grouped(r.rounds / r.cpuSeconds) : "–") << " | "
          << grouped(r.actions / r.cpuSeconds) << " | " << fixed(1000 * median(l.micros), 0)
          << " | ";
    if (b.searches > 0) {
      table << grouped(b.iterations / b.searchCpuSeconds) << " | "
            << fixed(median(b.searchWallMs), 1) << " / " << fixed(b.searchWallMs.back(), 1) << " | "
            << fixed(100.0 * (b.atBudget + b.settledEarly) / b.searches, 1) << "% of " << b.searches
            << " | ";
    } else {
      table << "– | – | – | ";
    }
    table << (heap::available() ? fixed(b.peakBytes / (1024.0 * 1024.0), 2) + " MB" : "n/a")
          << " |\n";
  }
  const ai::SearchBudget normal = ai::budgetFor("normal");
  out << "mizbazi-cli bench --all: " << std::thread::hardware_concurrency()
      << " cores, load average " << loadBefore << " at the start and " << loadAverage()
      << " at the end (1, 5, 15 minutes).\n"
      << "One thread. Random legal play for " << fixed(seconds, 1)
      << " s of CPU per row; rates are per second of that thread's CPU time. Legal list: "
         "median time of one legalActions call over the positions of random games. Normal: "
         "ISMCTS, "
      << grouped(normal.maxIterations) << " iterations or " << normal.maxTime.count()
      << " ms, playing itself for " << fixed(2 * seconds, 1)
      << " s per row; iterations per second of CPU; decision times are wall-clock, over the "
         "decisions that searched (more than one legal action); \"before the time cap\": "
         "searches that reached their iteration budget or settled early; peak memory: the "
         "most extra heap one decision took (a fresh search each time).\n\n"
      << table.str();
  return kExitOk;
}

}  // namespace

int cmdBench(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, 1, {"game", "players", "seed", "seconds", "bot"}, {"option"}, {"legal", "all"});
  if (!args.positional().empty()) throw UsageError("bench takes no FILE");
  if (args.has("all")) {
    if (args.has("game") || args.has("bot") || args.has("legal") || args.has("players")) {
      throw UsageError("bench --all measures every game; it takes only --seconds");
    }
    return benchAll(args.number("seconds", 2.0, 0.01, 3600.0), out);
  }
  Scenario s = scenarioFromFlags(args);
  double seconds = args.number("seconds", 3.0, 0.01, 3600.0);
  if (auto level = args.get("bot")) return benchBot(s, *level, seconds, out);
  if (args.has("legal")) return benchLegal(s, seconds, out);
  return benchRandomGames(s, seconds, out);
}

}  // namespace mizbazi::cli
