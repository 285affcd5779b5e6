// The interface every game implements, after OpenSpiel's Game/State split.
//
// A Game is an immutable description (ids, names, player counts, options) and a factory of States.
// A State is a plain copyable value: the position of one game at one moment, including its own
// random generator, so that cloning it for undo, replay or search is cheap and exact. Hidden
// information leaves a State only through observation(seat); bots use determinize(seat, rng).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/event.h"
#include "core/json.h"
#include "core/rng.h"

namespace mizbazi {

// Compact internal form of an action; each game defines its encoding. Legal action lists are
// sorted ascending. The canonical text (spec) is produced by State::actionText and read back by
// State::parseAction.
using Action = std::uint32_t;

// Why an action was refused. `code` is stable, one of a listed enum's names (core/refusal.h: the
// UI translates by it, with `args` filled into the translated template); `message` is the English
// sentence used by the command line.
struct Refusal {
  std::string code;
  std::string message;
  std::vector<std::string> args;
};

struct OptionSpec {
  enum class Type { kInt, kBool, kString };
  std::string key;
  Type type = Type::kInt;
  Json defaultValue;                 // may be null when the default depends on other options
  int min = 0, max = 0;              // for kInt
  std::vector<std::string> choices;  // for kString
  // In English, for the command line. The app words an option in the players' languages from its
  // table (TableEntry::optionText), so that a language is added without editing the engine.
  std::string name;

  static OptionSpec integer(std::string key, Json fallback, int min, int max, std::string name) {
    OptionSpec o;
    o.key = std::move(key);
    o.type = Type::kInt;
    o.defaultValue = std::move(fallback);
    o.min = min;
    o.max = max;
    o.name = std::move(name);
    return o;
  }
  // A null `fallback`: the default depends on other options (Game::finishOptions fills it).
  static OptionSpec boolean(std::string key, Json fallback, std::string name) {
    OptionSpec o;
    o.key = std::move(key);
    o.type = Type::kBool;
    o.defaultValue = std::move(fallback);
    o.name = std::move(name);
    return o;
  }
  static OptionSpec choice(std::string key, Json fallback, std::vector<std::string> choices,
                           std::string name) {
    OptionSpec o;
    o.key = std::move(key);
    o.type = Type::kString;
    o.defaultValue = std::move(fallback);
    o.choices = std::move(choices);
    o.name = std::move(name);
    return o;
  }
};

// What one option may be with a given number of players: what a new-game dialog offers, and what
// resolveConfig accepts (tests/engine/option_range_test.cpp holds the two together). A dialog
// built from it can only produce options the game accepts.
struct OptionRange {
  OptionSpec::Type type = OptionSpec::Type::kInt;
  bool applies = true;  // false: the option means nothing with this count and is left out
  bool fixed = false;   // the count decides its value (`value`): shown, never chosen
  Json value;           // the default with this count, or the fixed value
  int min = 0, max = 0, step = 1;    // kInt: min, min + step, … up to max
  std::vector<std::string> choices;  // kString
  bool accepts(const Json& v) const;
};

struct GameInfo {
  std::string id;  // stable: "zirkhaki", "rivals", "sabokbaz", "saboteur-duel"
  // In English, for the command line and the benchmarks' tables. The app names the game in the
  // players' languages from its table (TableEntry::name).
  std::string name;
  int minPlayers = 2, maxPlayers = 2;
  // Where the game stands in every list of games (the chooser, help, `mizbazi-cli games`): lower
  // first. The game folders are found, not listed, so each game says where it stands.
  int listPosition = 0;
  // What kind of game it is, as OpenSpiel's GameType says. The registry's conformance test holds
  // each flag to what the game does (tests/engine/registry_conformance_test.cpp).
  // A seat may know what another does not (its own hand): two seats' observations can differ.
  bool privateInformation = false;
  // Dealt from a shuffled deck: what is still to come is hidden from every seat, and the seed
  // decides it (determinize redeals it).
  bool chance = false;
  // Seats play in partnerships: scores() is per team and a team wins or loses as a whole.
  bool teams = false;
  // A match of several hands or rounds, which roundsCompleted() counts.
  bool severalRounds = false;
  std::vector<OptionSpec> options;  // always includes "players"
  // The option of that key, or nullptr.
  const OptionSpec* option(std::string_view key) const {
    for (const OptionSpec& o : options)
      if (o.key == key) return &o;
    return nullptr;
  }
};

// Everything a new game needs. `options` is complete (defaults filled in, validated).
struct GameConfig {
  int players = 2;
  Json options = Json::object();
  std::uint64_t seed = 0;
  Json setup = Json::object();  // per-game overrides, see each game's spec
};

class State {
 public:
  virtual ~State() = default;
  virtual std::unique_ptr<State> clone() const = 0;

  virtual const std::string& gameId() const = 0;
  virtual int numPlayers() const = 0;
  virtual bool isTerminal() const = 0;
  // The seat that must act now, or -1 when the game is over.
  virtual int currentPlayer() const = 0;

  // Sorted ascending; empty only when the game is over.
  virtual void legalActions(std::vector<Action>& out) const = 0;
  std::vector<Action> legalActions() const {
    std::vector<Action> out;
    legalActions(out);
    return out;
  }
  bool isLegal(Action a) const;

  // The canonical text. It depends on the action's encoding only, never on the position, so it
  // can be taken before or after the action is applied. Any value must be accepted (garbage gets
  // a descriptive placeholder), since refusals of arbitrary values quote it.
  virtual std::string actionText(Action a) const = 0;
  // Reads the canonical text; nullopt (with `error` filled) when it is not a well-formed action
  // of this game. Well-formed does not mean legal.
  virtual std::optional<Action> parseAction(std::string_view text, std::string* error) const = 0;

  // Applies a legal action. Illegal: returns the reason and leaves the state exactly as it was.
  std::optional<Refusal> apply(Action a, Events* events = nullptr);
  // Parses and applies canonical text (code "malformed" when it does not parse).
  std::optional<Refusal> applyText(std::string_view text, Events* events = nullptr);
  // Applies an action known to be legal (from legalActions). Fast path for bots and benchmarks.
  virtual void applyLegal(Action a, Events* events) = 0;

  // Hands or rounds finished so far, for games made of several (GameInfo::severalRounds: a Sabokbaz
  // match, Saboteur's three rounds); 0 for single-round games. Benchmarks report rounds per second
  // from it.
  virtual int roundsCompleted() const { return 0; }

  // Scores per seat, or per team in a game of teams (GameInfo::teams), final once the game is over,
  // running before.
  virtual std::vector<int> scores() const = 0;
  // Winning seats (all seats of a winning team); empty before the end.
  virtual std::vector<int> winners() const = 0;

  // All-seeing state for `mizbazi-cli run`: the game's own keys (docs/file-format.md). The common
  // keys (game, finished, current, scores, winners, legal) are added by stateJson().
  virtual Json gameJson() const = 0;
  // What `seat` may know, nothing more: two states that `seat` cannot tell apart give equal
  // observations. Same keys as gameJson where public; hidden cards are counts. Seat -1 is a
  // spectator: what every player may know and nothing more (a shared screen under a cover shows
  // exactly this). It is never the all-seeing gameJson.
  virtual Json observation(int seat) const = 0;
  // A state consistent with observation(seat), with everything `seat` cannot see redealt from
  // `rng` (and the state's own generator reseeded). It depends only on observation(seat) and
  // `rng`: determinizing two states with equal observations with equal generators gives equal
  // states.
  virtual std::unique_ptr<State> determinize(int seat, Rng& rng) const = 0;

  // Exact equality, including the random generator.
  virtual bool equals(const State& other) const = 0;

  // Every physical card, each exactly once, with where it is (also cards out of the game).
  virtual int totalCards() const = 0;
  virtual void locateCards(std::vector<std::pair<int, Place>>& out) const = 0;
  virtual std::string cardName(int card) const = 0;
  virtual std::string zoneName(int zone) const = 0;

  // Wrong-but-well-formed actions that the conformance suite tries and expects to be refused
  // (a few, varied; any game may return an empty list when nothing is well-formed but illegal).
  virtual std::vector<Action> sampleIllegalActions(Rng& rng) const = 0;

 protected:
  // Checks legality with a specific reason; nullopt when legal. The default compares against
  // legalActions and says only that the action is not legal now.
  virtual std::optional<Refusal> whyIllegal(Action a) const;
};

class Game {
 public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;
  // Game-specific checks beyond each option's type and range; throws InputError with the option's
  // JSON path. Fills defaults that depend on other options.
  virtual void finishOptions(int players, Json& options) const { (void)players, (void)options; }
  // The player counts the game accepts, ascending (Sabokbaz: 4 and 6). By default every count
  // from minPlayers to maxPlayers.
  virtual std::vector<int> playerCounts() const;
  // What `option` may be with `players` seats. By default its own range, choices and default.
  virtual OptionRange optionRange(const OptionSpec& option, int players) const;
  // The game's own refusal codes, each with words in every table language (its RefusalCode's
  // names, core/refusal.h); the framework's CoreRefusalCode are every game's besides.
  virtual std::vector<std::string> refusalCodes() const = 0;
  // A fresh game. Throws InputError (path inside `setup`, e.g. "setup.fields[1][0]") on a bad
  // setup.
  virtual std::unique_ptr<State> newGame(const GameConfig& config) const = 0;
};

// The all-seeing JSON of `mizbazi-cli run`: common keys first, then the game's.
Json stateJson(const State& state);
// What one seat sees, with the same common keys (legal only when that seat is to act).
Json observationJson(const State& state, int seat);

}  // namespace mizbazi
