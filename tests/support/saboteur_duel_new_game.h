// A fresh Saboteur Duel game, or its configuration, for the tests, tuning tools and benchmarks
// that play games from the start.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "core/registry.h"

namespace mizbazi::saboteur_duel {

// players is 2 for a duel or 1 for solo; soloColour (green or blue) matters only for solo.
inline GameConfig saboteurDuelConfig(int players, std::uint64_t seed,
                                     const std::string& soloColour = "green") {
  GameConfig config;
  config.players = players;
  config.seed = seed;
  config.options = {{"players", players}, {"solo", players == 1}};
  if (players == 1) config.options["solo_color"] = soloColour;
  return config;
}

inline std::unique_ptr<State> newSaboteurDuelGame(int players, std::uint64_t seed,
                                                  const std::string& soloColour = "green") {
  return findGame("saboteur-duel")->newGame(saboteurDuelConfig(players, seed, soloColour));
}

}  // namespace mizbazi::saboteur_duel
