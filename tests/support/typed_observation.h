// The check every game's typed observation passes: random games of `game`, and at every position
// each seat's observation, the onlookers' (-1) and the all-seeing state read back into
// `Observation` (the game's own keys, core/json_fields.h) and write out byte for byte the same: a
// value the struct cannot hold or reads back otherwise fails here. Since the engine writes through
// the same description, a key left out of it vanishes from both sides: each game's test also pins
// the keys its files carry by name (keysOf).
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "core/game.h"
#include "core/json_fields.h"
#include "core/registry.h"
#include "core/rng.h"

namespace mizbazi::testing {

// The keys of a JSON object, in order.
inline std::vector<std::string> keysOf(const Json& object) {
  std::vector<std::string> keys;
  for (auto it = object.begin(); it != object.end(); ++it) keys.push_back(it.key());
  return keys;
}

// A fresh game of `game` with `players` seats and `options`, dealt from `seed`.
inline std::unique_ptr<State> freshGame(const std::string& game, int players, std::uint64_t seed,
                                        Json options = Json::object()) {
  registerAllGames();
  const Game* g = Registry::instance().find(game);
  GameConfig config;
  config.players = players;
  config.seed = seed;
  config.options = std::move(options);
  g->finishOptions(config.players, config.options);
  return g->newGame(config);
}

// Where reading `observation` into `Observation` is refused, or "read" when it is not.
template <class Observation>
std::string refusedAt(const Json& observation) {
  try {
    readFields<Observation>(observation, "observation");
  } catch (const InputError& e) {
    return e.where();
  }
  return "read";
}

// Returns the positions checked.
template <class Observation>
long expectTypedObservations(const std::string& game, const Json& options, int games,
                             std::uint64_t firstSeed = 1) {
  registerAllGames();
  const Game* g = Registry::instance().find(game);
  if (!g) {
    ADD_FAILURE() << "no game " << game;
    return 0;
  }
  long positions = 0;
  for (int i = 0; i < games; ++i) {
    GameConfig config;
    config.players = options.value("players", g->info().minPlayers);
    config.options = options;
    config.seed = firstSeed + static_cast<std::uint64_t>(i);
    g->finishOptions(config.players, config.options);
    std::unique_ptr<State> state = g->newGame(config);
    Rng rng(config.seed * 31 + 7);
    std::vector<Action> legal;
    for (int step = 0; step < 3000; ++step) {
      const int seats = state->numPlayers();
      for (int seat = -1; seat <= seats; ++seat) {
        const Json written = seat < seats ? state->observation(seat) : state->gameJson();
        const std::string where = game + " seed " + std::to_string(config.seed) + " step " +
                                  std::to_string(step) + " viewer " + std::to_string(seat);
        try {
          const Json again = writeFields(readFields<Observation>(written, "observation"));
          if (again.dump() != written.dump()) {
            ADD_FAILURE() << where << "\nwritten: " << written.dump()
                          << "\nread back: " << again.dump();
            return positions;
          }
        } catch (const InputError& e) {
          ADD_FAILURE() << where << ": " << e.where() << ": " << e.what();
          return positions;
        }
      }
      ++positions;
      if (state->isTerminal()) break;
      legal.clear();
      state->legalActions(legal);
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
    }
  }
  return positions;
}

}  // namespace mizbazi::testing
