#include "core/game_record.h"

#include <algorithm>

#include "core/errors.h"
#include "core/quoting.h"
#include "core/refusal.h"
#include "core/registry.h"

namespace mizbazi {

std::string ReplayError::describe() const {
  std::string legalText;
  for (const std::string& l : legal) legalText += (legalText.empty() ? "" : ", ") + l;
  if (legalText.empty()) legalText = "none, the game is over";
  return "action " + std::to_string(index) + " '" + action + "': " + why.message +
         " (legal: " + legalText + ")";
}

GameRecord GameRecord::fromScenario(Scenario scenario) {
  const Game* game = findGame(scenario.game);
  if (game == nullptr) {
    std::string known;
    for (const Game* g : Registry::instance().all())
      known += (known.empty() ? "" : ", ") + g->info().id;
    throw InputError("game",
                     "unknown game " + quotedText(scenario.game) + " (known: " + known + ")");
  }
  ensureSeed(scenario);
  GameRecord record;
  record.game_ = game;
  record.config_ = resolveConfig(scenario, *game);
  record.scenario_ = std::move(scenario);
  record.initial_ = game->newGame(record.config_);
  record.state_ = record.initial_->clone();
  return record;
}

GameRecord::GameRecord(const GameRecord& o)
    : game_(o.game_),
      scenario_(o.scenario_),
      config_(o.config_),
      initial_(o.initial_->clone()),
      state_(o.state_->clone()),
      actions_(o.actions_),
      redo_(o.redo_) {}

GameRecord& GameRecord::operator=(const GameRecord& o) {
  if (this != &o) *this = GameRecord(o);
  return *this;
}

std::optional<ReplayError> GameRecord::replay(const std::vector<std::string>& actions) {
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (auto why = playText(actions[i])) {
      ReplayError error;
      error.index = static_cast<int>(i);
      error.action = escapedText(actions[i]);
      error.why = *why;
      for (Action a : state_->legalActions()) error.legal.push_back(state_->actionText(a));
      return error;
    }
  }
  return std::nullopt;
}

void GameRecord::walk(const Step& step) const {
  std::unique_ptr<State> state = initial_->clone();
  for (const std::string& text : actions_) {
    auto action = state->parseAction(text, nullptr);
    if (!action) return;  // cannot happen: the record applied these very texts
    std::unique_ptr<State> before = state->clone();
    Events events;
    if (state->apply(*action, &events)) return;
    step(*before, text, events, *state);
  }
}

std::optional<Refusal> GameRecord::play(Action action, Events* events) {
  std::string text = state_->actionText(action);
  if (auto why = state_->apply(action, events)) return why;
  actions_.push_back(text);
  redo_.clear();
  return std::nullopt;
}

bool mayBeActionText(std::string_view text) {
  return text.size() <= kMaxActionText && std::all_of(text.begin(), text.end(), [](char c) {
           return c >= 0x20 && c < 0x7F;  // char may be signed: bytes from 0x80 are negative
         });
}

std::optional<Action> parseMoveText(const State& state, const std::string& text, Refusal* why) {
  if (!mayBeActionText(text)) {
    *why = refuse(CoreRefusalCode::kMalformed,
                  "no action of " + state.gameId() +
                      " is that long or holds a character other than printable ASCII",
                  {escapedText(text)});
    return std::nullopt;
  }
  std::string error;
  auto action = state.parseAction(text, &error);
  if (!action) *why = refuse(CoreRefusalCode::kMalformed, error, {text});
  return action;
}

std::optional<Refusal> GameRecord::playText(const std::string& text, Events* events) {
  Refusal why;
  auto action = parseMoveText(*state_, text, &why);
  if (!action) return why;
  // Record the canonical spelling, so saves are normalised whatever the user typed.
  std::string canonical = state_->actionText(*action);
  if (auto why = state_->apply(*action, events)) return why;
  actions_.push_back(canonical);
  redo_.clear();
  return std::nullopt;
}

void GameRecord::rebuild() {
  state_ = initial_->clone();
  for (const std::string& text : actions_) state_->applyText(text);
}

void GameRecord::undo() {
  if (actions_.empty()) return;
  redo_.push_back(actions_.back());
  actions_.pop_back();
  rebuild();
}

void GameRecord::redo() {
  if (redo_.empty()) return;
  std::string text = redo_.back();
  redo_.pop_back();
  state_->applyText(text);
  actions_.push_back(text);
}

std::vector<PlayerSpec> GameRecord::players() const {
  return effectivePlayers(scenario_, config_.players);
}

Scenario GameRecord::toScenario() const {
  Scenario s = scenario_;
  s.actions = actions_;
  return s;
}

}  // namespace mizbazi
