#include "core/game.h"

#include <algorithm>
#include <utility>

#include "core/observation_header.h"
#include "core/refusal.h"

namespace mizbazi {

bool State::isLegal(Action a) const {
  std::vector<Action> legal;
  legalActions(legal);
  return std::binary_search(legal.begin(), legal.end(), a);
}

std::optional<Refusal> State::whyIllegal(Action a) const {
  if (isTerminal()) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  if (isLegal(a)) return std::nullopt;
  return refuse(CoreRefusalCode::kNotLegalNow, "'" + actionText(a) + "' is not legal now",
                {actionText(a)});
}

std::optional<Refusal> State::apply(Action a, Events* events) {
  if (auto why = whyIllegal(a)) return why;
  // Every game's whyIllegal must agree with legalActions; this guard keeps a specific reason from
  // ever letting an illegal action through.
  if (!isLegal(a)) return State::whyIllegal(a);
  applyLegal(a, events);
  return std::nullopt;
}

std::optional<Refusal> State::applyText(std::string_view text, Events* events) {
  std::string error;
  auto action = parseAction(text, &error);
  if (!action) return refuse(CoreRefusalCode::kMalformed, error, {std::string(text)});
  return apply(*action, events);
}

bool OptionRange::accepts(const Json& v) const {
  if (!applies) return false;
  if (fixed) return v == value;
  switch (type) {
    case OptionSpec::Type::kBool:
      return v.is_boolean();
    case OptionSpec::Type::kString:
      return v.is_string() &&
             std::find(choices.begin(), choices.end(), v.get<std::string>()) != choices.end();
    case OptionSpec::Type::kInt:
      break;
  }
  if (!v.is_number_integer()) return false;
  if (v.is_number_unsigned() && v.get<std::uint64_t>() > static_cast<std::uint64_t>(max))
    return false;
  const std::int64_t n = v.get<std::int64_t>();
  return n >= min && n <= max && (n - min) % step == 0;
}

std::vector<int> Game::playerCounts() const {
  std::vector<int> counts;
  for (int n = info().minPlayers; n <= info().maxPlayers; ++n) counts.push_back(n);
  return counts;
}

OptionRange Game::optionRange(const OptionSpec& option, int players) const {
  OptionRange r;
  r.type = option.type;
  r.value = option.key == "players" ? Json(players) : option.defaultValue;
  r.min = option.min;
  r.max = option.max;
  r.choices = option.choices;
  if (option.key == "players") r.fixed = true;
  return r;
}

namespace {
ObservationHeader headerOf(const State& state, bool withLegal) {
  ObservationHeader h;
  h.game = state.gameId();
  h.finished = state.isTerminal();
  h.current = state.currentPlayer();
  h.scores = state.scores();
  h.winners = state.winners();
  if (withLegal) {
    for (Action a : state.legalActions()) h.legal.push_back(state.actionText(a));
  }
  return h;
}

// The game's own keys are moved, not copied: a whole maze or deck is no small tree.
Json withOwnKeys(const ObservationHeader& header, Json own) {
  Json j = Json::object();
  header.writeTo(j);
  auto& keys = j.get_ref<Json::object_t&>();
  keys.reserve(keys.size() + own.size());
  for (auto& [key, value] : own.get_ref<Json::object_t&>()) j[key] = std::move(value);
  return j;
}
}  // namespace

Json stateJson(const State& state) {
  return withOwnKeys(headerOf(state, true), state.gameJson());
}

Json observationJson(const State& state, int seat) {
  ObservationHeader h = headerOf(state, state.currentPlayer() == seat);
  h.seat = seat;
  return withOwnKeys(h, state.observation(seat));
}

}  // namespace mizbazi
