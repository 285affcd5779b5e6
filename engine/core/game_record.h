// A scenario being played: the game's configuration, its initial state, and the actions applied so
// far. Loading a save replays its actions; saving writes them back, so a save is always exactly a
// replayable scenario. Undo and redo rebuild the state by replay (states are cheap and actions
// few).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/scenario.h"

namespace mizbazi {

// Longer than any game's action text (the longest, a Saboteur path or fix, is about 30); user text
// beyond it is refused before a game reads it.
inline constexpr std::size_t kMaxActionText = 64;

// Whether `text` could be an action text of some game: at most kMaxActionText characters, all
// printable ASCII (every game's action texts are; `mizbazi-cli soak` checks it of every action).
bool mayBeActionText(std::string_view text);

// The action `text` names in `state`, or nullopt with `why` (code "malformed"). Text no action
// of any game could be (!mayBeActionText: too long, a control character, a bidi override) is
// refused before the game reads it, so that no game's message quotes it raw: every message about
// it stays short, on one line, and in its order. Well-formed is not legal: the caller applies it.
std::optional<Action> parseMoveText(const State& state, const std::string& text, Refusal* why);

struct ReplayError {
  int index = 0;       // 0-based index into the action list
  std::string action;  // its text as a message quotes it (escapedText: a move may be megabytes)
  Refusal why;
  std::vector<std::string> legal;  // legal actions at that point
  std::string describe() const;    // "action 3 'pick 1 coin': why (legal: draw, bank)"
};

class GameRecord {
 public:
  // Validates the scenario and builds the initial state (without applying its actions). Draws a
  // seed when the scenario has none. Throws InputError.
  static GameRecord fromScenario(Scenario scenario);

  // Applies actions in order; stops at the first one that is malformed or illegal and reports it,
  // leaving the record after the actions that did apply.
  std::optional<ReplayError> replay(const std::vector<std::string>& actions);

  // Applies one action (legal ones only) and records it; clears the redo list.
  std::optional<Refusal> play(Action action, Events* events = nullptr);
  std::optional<Refusal> playText(const std::string& text, Events* events = nullptr);

  bool canUndo() const { return !actions_.empty(); }
  bool canRedo() const { return !redo_.empty(); }
  void undo();  // takes back the last action
  void redo();  // re-applies the last undone action

  const State& state() const { return *state_; }
  // The position before the first action (the log and replays walk forward from it).
  const State& initialState() const { return *initial_; }
  const Game& game() const { return *game_; }
  const GameConfig& config() const { return config_; }
  const Scenario& scenario() const { return scenario_; }
  const std::vector<std::string>& actions() const { return actions_; }
  std::vector<PlayerSpec> players() const;
  // Walks the record again from its start: for each action played, `step` sees the position
  // before it, its text, what it caused and the position after (the log and the end screen's
  // running totals are told from this walk).
  using Step = std::function<void(const State& before, const std::string& text,
                                  const Events& events, const State& after)>;
  void walk(const Step& step) const;
  // The scenario with the seed and the actions so far: what a save file holds.
  Scenario toScenario() const;

  GameRecord(const GameRecord& other);
  GameRecord& operator=(const GameRecord& other);
  GameRecord(GameRecord&&) = default;
  GameRecord& operator=(GameRecord&&) = default;

 private:
  GameRecord() = default;
  void rebuild();

  const Game* game_ = nullptr;
  Scenario scenario_;
  GameConfig config_;
  std::unique_ptr<State> initial_;
  std::unique_ptr<State> state_;
  std::vector<std::string> actions_;
  std::vector<std::string> redo_;  // last undone action at the back
};

}  // namespace mizbazi
