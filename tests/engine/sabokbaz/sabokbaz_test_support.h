// What Sabokbaz's engine tests share: a state as Sabokbaz's, a game record from a scenario's text,
// and a new game of a number of players (a set-up and a match target if the test sets them).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "core/game_record.h"
#include "core/json.h"
#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

inline const SabokbazState& sab(const State& s) {
  return dynamic_cast<const SabokbazState&>(s);
}

inline GameRecord recordFrom(const std::string& text) {
  return GameRecord::fromScenario(parseScenario(text));
}

inline std::unique_ptr<State> newState(int players, std::uint64_t seed, Json setup = Json::object(),
                                       int target = 0) {
  Scenario s;
  s.game = "sabokbaz";
  s.options = {{"players", players}};
  if (target) s.options["target"] = target;
  s.seed = seed;
  s.setup = std::move(setup);
  const Game* game = findGame("sabokbaz");
  return game->newGame(resolveConfig(s, *game));
}

}  // namespace mizbazi::sabokbaz
