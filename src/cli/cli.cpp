#include "cli/cli.h"

#include <cctype>
#include <chrono>
#include <iomanip>
#include <sstream>

#include "ai/bot.h"
#include "cli/args.h"
#include "cli/bench.h"
#include "cli/soak.h"
#include "cli/tournament.h"
#include "cli/tournament_stats.h"
#include "core/errors.h"
#include "core/file_io.h"
#include "core/game_record.h"
#include "core/json_reader.h"
#include "core/lesson.h"
#include "core/quoting.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi::cli {

namespace {

constexpr const char* kUsage =
    "usage: mizbazi-cli COMMAND ...\n"
    "  run FILE                 apply the file's actions; print the full state as JSON\n"
    "                           (a lesson file is checked step by step first)\n"
    "  legal FILE               apply them; print the legal actions, one per line\n"
    "  play --game G [--players N] [--seed S] [--games K] [--save FILE]\n"
    "       [--bots L1,L2,...] [--option KEY=VALUE]... [--threads T] [--record FILE]\n"
    "                           computer players (random, easy, normal, hard) play K games;\n"
    "                           print wins with 95% intervals; --record FILE keeps each\n"
    "                           finished game there, and a stopped run resumes from it\n"
    "  bench --game G [--seconds S] [--players N] [--option KEY=VALUE]...\n"
    "        [--bot LEVEL | --legal]\n"
    "                           random full games per second; or a bot's decision times and\n"
    "                           search speed; or the time to list the legal actions\n"
    "  bench --all [--seconds S] every game and player count in one table, with the machine's\n"
    "                           cores and load\n"
    "  soak --game G [--players N] [--games K] [--seed S] [--bots L1,L2,...]\n"
    "       [--threads T] [--progress SECONDS] [--check all|sampled]\n"
    "       [--round-trip-every-action]\n"
    "                           play K games checking the engine's invariants after every\n"
    "                           action (cards conserved, replay identity, determinize keeps\n"
    "                           the observation; --check sampled: determinize once a game);\n"
    "                           save/load round trips mid-game and at the end; exit 1 and\n"
    "                           the game's seed when one breaks\n"
    "  games                    list the games and their options\n"
    "  --version                print the version\n"
    "exit codes: 0 ok, 1 soak found a broken invariant, 2 malformed input, 3 illegal action\n";

// A file's name as a message shows it: escaped like any text from outside (a name may hold a
// newline or a bidi override), and long enough for a real path.
std::string shownPath(const std::string& file) {
  return escapedText(file, 200);
}

// "file.mizbazi:3:14: what" or "file.mizbazi: setup.fields[1]: what"
std::string placeText(const std::string& file, const InputError& e) {
  bool lineColumn = !e.where().empty() && std::isdigit(static_cast<unsigned char>(e.where()[0]));
  return shownPath(file) + (lineColumn ? ":" : ": ") + e.where() + ": " + e.what();
}

// Loads and replays a file (a scenario, a lesson, or a test's wrapper of a scenario). A lesson is
// checked whole: every step's move must be playable where it stands. On failure prints the
// one-line error and returns the exit code.
int loadAndReplay(const std::string& file, std::optional<GameRecord>& record, std::ostream& err) {
  GameFile game;
  try {
    game = loadGameFile(file);
    record.emplace(GameRecord::fromScenario(game.scenario));
  } catch (const InputError& e) {
    err << placeText(file, e) << "\n";
    return kExitMalformed;
  }
  if (auto error = record->replay(record->scenario().actions)) {
    err << shownPath(file) << ": " << error->describe() << "\n";
    return kExitIllegal;
  }
  if (game.lesson) {
    try {
      checkLesson(game.scenario, *game.lesson);
    } catch (const InputError& e) {
      err << placeText(file, e) << "\n";
      return kExitMalformed;
    }
  }
  return kExitOk;
}

std::string oneFile(const Args& args, const std::string& command) {
  if (args.positional().size() != 1) throw UsageError(command + " needs exactly one FILE");
  return args.positional()[0];
}

int cmdRun(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, 1, {});
  std::optional<GameRecord> record;
  if (int code = loadAndReplay(oneFile(args, "run"), record, err)) return code;
  out << stateJson(record->state()).dump(2) << "\n";
  return kExitOk;
}

int cmdLegal(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, 1, {});
  std::optional<GameRecord> record;
  if (int code = loadAndReplay(oneFile(args, "legal"), record, err)) return code;
  const State& state = record->state();
  std::ostringstream text;  // print nothing unless all of it is ready
  for (Action a : state.legalActions()) text << state.actionText(a) << "\n";
  out << text.str();
  return kExitOk;
}

// What a `play --record` file must match to be resumed: the same game, options and bots. (The
// program's build is not part of it: resume a record with the build that began it.)
std::string recordHeader(const Scenario& base, const std::vector<std::string>& levels) {
  std::string bots;
  for (const std::string& level : levels) bots += (bots.empty() ? "" : ",") + level;
  return base.game + " options " + base.options.dump() + " bots " + bots;
}

// Each seat's level: --bots, or random play.
std::vector<std::string> playLevels(const Args& args, const std::string& game, int players) {
  std::vector<std::string> levels(players, "random");
  if (auto bots = args.get("bots")) {
    std::vector<std::string> given;
    std::stringstream list(*bots);
    for (std::string level; std::getline(list, level, ',');) given.push_back(level);
    if (static_cast<int>(given.size()) != players) {
      throw UsageError("--bots lists " + std::to_string(given.size()) + " levels for " +
                       std::to_string(players) + " players");
    }
    levels = given;
  }
  for (const std::string& level : levels) {
    if (!ai::makeBot(game, level)) {
      throw UsageError("unknown bot level " + quotedText(level) + " (random, easy, normal, hard)");
    }
  }
  return levels;
}

// The tournament's table: wins with their 95% intervals and mean scores per seat, and the margin.
std::string playTable(const std::string& game, const TournamentPlan& plan,
                      const TournamentResult& result) {
  const auto& levels = plan.levels;
  const double games = static_cast<double>(plan.games);
  std::ostringstream table;
  table << game << ": " << plan.games << " games, seeds " << plan.seed << ".."
        << plan.seed + static_cast<std::uint64_t>(plan.games) - 1 << ", " << result.actions
        << " actions\n";
  table << std::left << std::setw(6) << "seat" << std::setw(10) << "bot" << std::right
        << std::setw(10) << "wins" << std::setw(9) << "win %" << std::setw(18) << "95% interval"
        << std::setw(12) << "mean score"
        << "\n";
  for (int s = 0; s < static_cast<int>(levels.size()); ++s) {
    auto [lo, hi] = wilsonInterval(result.wins[s], games);
    std::ostringstream interval;
    interval << std::fixed << std::setprecision(1) << 100 * lo << "–" << 100 * hi;
    table << std::left << std::setw(6) << s << std::setw(10) << levels[s] << std::right
          << std::fixed << std::setprecision(1) << std::setw(10) << result.wins[s] << std::setw(9)
          << 100.0 * result.wins[s] / games << std::setw(20) << interval.str() << std::setw(12)
          << result.scoreSum[s] / games << "\n";
  }
  table << "(a shared win counts as a fraction)\n";
  table << marginLine(levels, result.perGameWins);
  return table.str();
}

int cmdPlay(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, 1, {"game", "players", "seed", "games", "save", "bots", "threads", "record"},
            {"option"});
  if (!args.positional().empty()) throw UsageError("play takes no FILE");
  Scenario base = scenarioFromFlags(args);
  // Validate everything once before playing anything.
  GameRecord probe = [&] {
    try {
      return GameRecord::fromScenario(base);
    } catch (const InputError& e) {
      throw UsageError(e.where() + ": " + e.what());
    }
  }();
  const int players = probe.config().players;
  TournamentPlan plan;
  plan.levels = playLevels(args, base.game, players);
  plan.games = args.integer("games", 1, 1, 1000000);
  plan.seed = base.seed.value_or(1);
  plan.threads = static_cast<int>(args.integer("threads", 1, 1, 64));
  plan.keepLastGame = args.has("save");
  base.players.clear();
  for (int s = 0; s < players; ++s) {
    const std::string& level = plan.levels[s];
    base.players.push_back(
        PlayerSpec{"Bot " + std::to_string(s + 1) + " (" + level + ")", "bot", level});
  }
  std::optional<TournamentRecord> record;
  if (auto path = args.get("record")) {
    record.emplace(*path, recordHeader(base, plan.levels), players, probe.state().scores().size());
    plan.record = &*record;
  }
  const TournamentResult result = runTournament(base, plan);
  if (record) {
    // Every game played must be in the record, or a later run would trust a record that lacks
    // them without knowing it: a failure to write stops the run (exit 2).
    const std::string error = record->finish();
    if (!error.empty()) {
      err << "mizbazi-cli: " << shownPath(*args.get("record")) << ": " << error << " ("
          << record->added() << " games were recorded before it; run again to resume)\n";
      return kExitMalformed;
    }
  }
  if (!result.error.empty()) {
    err << "mizbazi-cli: " << result.error << "\n";
    return kExitIllegal;
  }
  if (auto save = args.get("save")) {
    std::string error = writeFileAtomically(*save, scenarioToText(result.lastGame->toScenario()));
    if (!error.empty()) {
      err << shownPath(*save) << ": " << error << "\n";
      return kExitMalformed;
    }
  }
  out << playTable(probe.game().info().id, plan, result);
  return kExitOk;
}

// "2–8" for a run of counts, "4 or 6" (and "1, 3 or 5") otherwise.
std::string countsText(const std::vector<int>& counts) {
  if (counts.empty()) return "no";
  if (counts.back() - counts.front() + 1 == static_cast<int>(counts.size()) && counts.size() > 1)
    return std::to_string(counts.front()) + "–" + std::to_string(counts.back());
  std::string text;
  for (std::size_t i = 0; i < counts.size(); ++i) {
    if (i > 0) text += i + 1 == counts.size() ? " or " : ", ";
    text += std::to_string(counts[i]);
  }
  return text;
}

// The kinds of game `info` declares, as the listing names them ("-" for none).
std::string kindsText(const GameInfo& info) {
  std::string text;
  const auto add = [&](bool declared, const char* word) {
    if (declared) text += (text.empty() ? "" : ", ") + std::string(word);
  };
  add(info.privateInformation, "private information");
  add(info.chance, "chance");
  add(info.teams, "teams");
  add(info.severalRounds, "several rounds");
  return text.empty() ? "-" : text;
}

int cmdGames(std::ostream& out) {
  registerAllGames();
  for (const Game* g : Registry::instance().all()) {
    const GameInfo& info = g->info();
    out << info.id << "\t" << info.name << "\t" << countsText(g->playerCounts()) << " players\t"
        << kindsText(info) << "\n";
    for (const OptionSpec& o : info.options) {
      out << "    " << o.key << " (default "
          << (o.defaultValue.is_null() ? "auto" : o.defaultValue.dump()) << "): " << o.name << "\n";
    }
  }
  return kExitOk;
}

}  // namespace

Scenario scenarioFromFlags(const Args& args) {
  Scenario s;
  s.game = args.require("game");
  if (findGame(s.game) == nullptr) throw UsageError("unknown game " + quotedText(s.game));
  if (args.get("players")) s.options["players"] = args.integer("players", 0, 1, 99);
  for (const std::string& kv : args.all("option")) {
    auto eq = kv.find('=');
    if (eq == std::string::npos)
      throw UsageError("--option needs KEY=VALUE, not " + quotedText(kv));
    Json value;
    try {
      value = parseJsonText(kv.substr(eq + 1));
    } catch (const InputError&) {
      value = kv.substr(eq + 1);  // a bare word is a string option
    }
    s.options[kv.substr(0, eq)] = value;
  }
  s.seed = static_cast<std::uint64_t>(args.integer("seed", 1, 0, (1LL << 53) - 1));
  return s;
}

int runCli(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  if (argv.empty() || argv[0] == "--help" || argv[0] == "-h" || argv[0] == "help") {
    (argv.empty() ? err : out) << kUsage;
    return argv.empty() ? kExitMalformed : kExitOk;
  }
  if (argv[0] == "--version" || argv[0] == "-v") {
    out << "mizbazi-cli " << MIZBAZI_VERSION << "\n";
    return kExitOk;
  }
  try {
    const std::string& command = argv[0];
    if (command == "run") return cmdRun(argv, out, err);
    if (command == "legal") return cmdLegal(argv, out, err);
    if (command == "play") return cmdPlay(argv, out, err);
    if (command == "bench") return cmdBench(argv, out, err);
    if (command == "games") return cmdGames(out);
    if (command == "soak") return cmdSoak(argv, out, err);
    throw UsageError("unknown command " + quotedText(command));
  } catch (const UsageError& e) {
    // One line whatever the flags quoted (each place quotes with quotedText; this is the net).
    err << "mizbazi-cli: " << escapedText(e.what(), 300) << " (try --help)\n";
    return kExitMalformed;
  } catch (const InputError& e) {
    err << "mizbazi-cli: " << e.where() << ": " << e.what() << "\n";
    return kExitMalformed;
  }
}

}  // namespace mizbazi::cli
