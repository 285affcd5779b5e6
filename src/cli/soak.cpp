#include "cli/soak.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <iomanip>
#include <mutex>
#include <sstream>
#include <thread>

#include "ai/bot.h"
#include "cli/args.h"
#include "cli/bench.h"  // scenarioFromFlags
#include "cli/cli.h"
#include "cli/heap_meter.h"
#include "core/errors.h"
#include "core/game_record.h"
#include "core/quoting.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi::cli {

namespace {

using Clock = std::chrono::steady_clock;

// The first broken invariant of a game, as one line: "seed 12 step 40 (after 'draw'): ...".
struct Broken {
  std::string what;
};

class GameChecker {
 public:
  GameChecker(const Scenario& base, std::vector<std::unique_ptr<ai::Bot>>& bots, bool sampled,
              bool fullRoundTrip)
      : base_(base), bots_(bots), sampled_(sampled), fullRoundTrip_(fullRoundTrip) {}

  // Plays the game with this seed; returns its action count, or throws Broken.
  long long play(std::uint64_t seed) {
    Scenario s = base_;
    s.seed = seed;
    GameRecord record = GameRecord::fromScenario(s);
    // The same text, applied action by action to a second state: replay identity at every step.
    std::unique_ptr<State> shadow = record.state().clone();
    Rng rng(seed ^ 0x50A4ull);
    const int roundTripAt = rng.uniform(1, 60);
    const int determinizeAt = rng.uniform(0, 60);
    long long step = 0;
    std::string last = "(start)";
    std::vector<Action> legal;
    auto fail = [&](const std::string& what) {
      throw Broken{"seed " + std::to_string(seed) + " step " + std::to_string(step) + " (after " +
                   last + "): " + what};
    };
    checkState(record.state(), fail);
    while (!record.state().isTerminal()) {
      const State& state = record.state();
      if (step > kMaxSteps) fail("the game did not end");
      legal.clear();
      state.legalActions(legal);
      if (legal.empty()) fail("no legal action before the end");
      const int seat = state.currentPlayer();
      if (seat < 0 || seat >= state.numPlayers()) fail("current player " + std::to_string(seat));
      // Determinize for the seat about to choose (what a bot does): the seat's whole observation,
      // legal actions included, must be the same in the redealt state.
      if (!sampled_ || step == determinizeAt) checkDeterminize(state, seat, rng, fail);

      const Action a = bots_.empty() ? legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)]
                                     : bots_[seat]->choose(state, seat, rng);
      const std::string text = state.actionText(a);
      last = quotedText(text);
      longest_ = std::max(longest_, text.size());
      if (!mayBeActionText(text)) fail("action text longer than kMaxActionText or not ASCII");
      std::string parseError;
      auto parsed = state.parseAction(text, &parseError);
      if (!parsed || *parsed != a) fail("the action's text does not parse back: " + parseError);
      if (auto why = record.play(a)) fail("a chosen action was refused: " + why->message);
      ++step;
      if (auto why = shadow->applyText(text))
        fail("replaying the text was refused: " + why->message);
      if (!shadow->equals(record.state())) fail("replaying the text gave another state");
      checkState(record.state(), fail);
      if (fullRoundTrip_ || step == roundTripAt) checkRoundTrip(record, fail);
    }
    if (!record.state().legalActions().empty()) fail("legal actions after the end");
    if (record.state().currentPlayer() != -1) fail("a current player after the end");
    for (int seat = 0; seat < record.state().numPlayers(); ++seat) {
      checkDeterminize(record.state(), seat, rng, fail);
    }
    checkRoundTrip(record, fail);
    return step;
  }

  std::size_t longestActionText() const { return longest_; }

 private:
  static constexpr long long kMaxSteps = 100000;

  template <class Fail>
  void checkState(const State& state, Fail& fail) {
    // Every physical card in exactly one place.
    located_.clear();
    state.locateCards(located_);
    seen_.assign(static_cast<std::size_t>(state.totalCards()), 0);
    for (auto& [card, place] : located_) {
      if (card < 0 || card >= state.totalCards()) fail("a card number out of range");
      ++seen_[static_cast<std::size_t>(card)];
    }
    for (int c = 0; c < state.totalCards(); ++c) {
      if (seen_[static_cast<std::size_t>(c)] != 1) {
        fail("card " + state.cardName(c) + " is in " + std::to_string(seen_[c]) + " places");
      }
    }
  }

  template <class Fail>
  void checkDeterminize(const State& state, int seat, Rng& rng, Fail& fail) {
    const Json before = observationJson(state, seat);
    auto redealt = state.determinize(seat, rng);
    if (observationJson(*redealt, seat) != before) {
      fail("determinize(" + std::to_string(seat) + ") changed the seat's observation");
    }
  }

  // Save, load and replay: the same state, and the same file again.
  template <class Fail>
  void checkRoundTrip(const GameRecord& record, Fail& fail) {
    const std::string saved = scenarioToText(record.toScenario());
    try {
      GameRecord loaded = GameRecord::fromScenario(parseScenario(saved));
      if (auto error = loaded.replay(record.actions())) {
        fail("the saved game does not replay: " + error->describe());
      }
      if (!loaded.state().equals(record.state())) fail("the saved game replays to another state");
      if (scenarioToText(loaded.toScenario()) != saved) fail("saving again gives another file");
    } catch (const InputError& e) {
      fail("the saved game does not load: " + e.where() + ": " + e.what());
    }
  }

  const Scenario& base_;
  std::vector<std::unique_ptr<ai::Bot>>& bots_;
  bool sampled_;
  bool fullRoundTrip_;
  std::size_t longest_ = 0;
  std::vector<std::pair<int, Place>> located_;
  std::vector<int> seen_;
};

}  // namespace

namespace {

// What a soak run was asked for.
struct SoakPlan {
  Scenario base;
  long long games = 0;
  std::uint64_t seed = 1;
  int threads = 1;
  double progressSeconds = 0;
  bool fullRoundTrip = false;
  bool sampled = false;
  int players = 0;
  std::vector<std::string> levels;  // empty: random play
};

std::vector<std::string> botLevels(const std::string& list, const Scenario& base, int players) {
  std::vector<std::string> levels;
  std::stringstream in(list);
  for (std::string level; std::getline(in, level, ',');) levels.push_back(level);
  if (static_cast<int>(levels.size()) != players) {
    throw UsageError("--bots lists " + std::to_string(levels.size()) + " levels for " +
                     std::to_string(players) + " players");
  }
  for (const std::string& level : levels) {
    if (!ai::makeBot(base.game, level)) throw UsageError("unknown bot level " + quotedText(level));
  }
  return levels;
}

SoakPlan soakPlan(const Args& args) {
  if (!args.positional().empty()) throw UsageError("soak takes no FILE");
  SoakPlan plan;
  plan.base = scenarioFromFlags(args);
  plan.games = args.integer("games", 1000, 1, 1000000000000LL);
  plan.seed = plan.base.seed.value_or(1);
  plan.threads = static_cast<int>(args.integer("threads", 1, 1, 64));
  plan.progressSeconds = args.number("progress", 0, 0, 1e6);
  plan.fullRoundTrip = args.has("round-trip-every-action");
  const std::string check = args.get("check").value_or("all");
  if (check != "all" && check != "sampled") {
    throw UsageError("--check is all or sampled, not " + quotedText(check));
  }
  plan.sampled = check == "sampled";
  try {
    plan.players = GameRecord::fromScenario(plan.base).config().players;
  } catch (const InputError& e) {
    throw UsageError(e.where() + ": " + e.what());
  }
  if (auto bots = args.get("bots")) plan.levels = botLevels(*bots, plan.base, plan.players);
  return plan;
}

// The threads' shared counters; the first failure stops every thread.
struct SoakTally {
  std::atomic<long long> next{0}, done{0}, actions{0};
  std::atomic<bool> stop{false};
  std::atomic<std::size_t> longest{0};
  std::mutex failureMutex;
  std::string failure;

  void fail(const std::string& what) {
    std::lock_guard lock(failureMutex);
    if (failure.empty()) failure = what;
    stop = true;
  }
  void noteLongest(std::size_t length) {
    std::size_t seen = longest.load();
    while (length > seen && !longest.compare_exchange_weak(seen, length)) {
    }
  }
};

void soakWorker(const SoakPlan& plan, SoakTally& tally) {
  std::vector<std::unique_ptr<ai::Bot>> bots;
  for (const std::string& level : plan.levels) bots.push_back(ai::makeBot(plan.base.game, level));
  GameChecker checker(plan.base, bots, plan.sampled, plan.fullRoundTrip);
  long long mine = 0;
  // Games are handed out in blocks so that threads rarely touch the shared counter.
  constexpr long long kBlock = 64;
  while (!tally.stop) {
    const long long first = tally.next.fetch_add(kBlock);
    if (first >= plan.games) break;
    for (long long g = first; g < std::min(plan.games, first + kBlock) && !tally.stop; ++g) {
      const std::uint64_t seed = plan.seed + static_cast<std::uint64_t>(g);
      try {
        mine += checker.play(seed);
      } catch (const Broken& b) {
        tally.fail(b.what);
      } catch (const std::exception& e) {
        tally.fail("seed " + std::to_string(seed) + ": exception: " + escapedText(e.what(), 200));
      }
      ++tally.done;
    }
    tally.actions += mine;
    mine = 0;
  }
  tally.noteLongest(checker.longestActionText());
}

void reportProgress(const SoakPlan& plan, const SoakTally& tally, Clock::time_point start,
                    std::ostream& err) {
  auto lastReport = Clock::now();
  while (tally.done < plan.games && !tally.stop) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    if (std::chrono::duration<double>(Clock::now() - lastReport).count() >= plan.progressSeconds) {
      lastReport = Clock::now();
      err << "soak: " << tally.done.load() << " of " << plan.games << " games, "
          << std::chrono::duration<double>(lastReport - start).count() << " s" << std::endl;
    }
  }
}

std::string summaryLine(const SoakPlan& plan, const SoakTally& tally, const std::string& bots,
                        double seconds) {
  std::ostringstream line;
  line << plan.base.game << " " << plan.players << " players, "
       << (plan.levels.empty() ? std::string("random") : bots) << ": " << tally.done.load()
       << " games (seeds " << plan.seed << ".."
       << plan.seed + static_cast<std::uint64_t>(plan.games) - 1 << "), " << tally.actions.load()
       << " actions, every action checked"
       << (plan.sampled ? " (determinize: one step a game and the end)" : "")
       << (plan.fullRoundTrip ? " with a save/load round trip each" : "")
       << ", longest action text " << tally.longest.load() << ", " << std::fixed
       << std::setprecision(1) << seconds << " s, "
       << (tally.failure.empty() ? "0 failures" : "FAILED") << "\n";
  return line.str();
}

}  // namespace

int cmdSoak(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, 1, {"game", "players", "seed", "games", "bots", "threads", "progress", "check"},
            {"option"}, {"round-trip-every-action"});
  heap::stopCounting();  // soak never prints memory; counting cost it a tenth of its time
  const SoakPlan plan = soakPlan(args);
  SoakTally tally;
  const auto start = Clock::now();
  std::vector<std::thread> pool;
  for (int t = 0; t < plan.threads; ++t) pool.emplace_back([&] { soakWorker(plan, tally); });
  if (plan.progressSeconds > 0) reportProgress(plan, tally, start, err);
  for (auto& t : pool) t.join();
  const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  out << summaryLine(plan, tally, args.get("bots").value_or(""), seconds);
  if (!tally.failure.empty()) {
    err << "mizbazi-cli: soak: " << plan.base.game << " " << tally.failure << "\n";
    return kExitSoakFailed;
  }
  return kExitOk;
}

}  // namespace mizbazi::cli
