// Laying out a round (spec "Set-up of a round") and building a new game from its options and setup.
#pragma once

#include <array>
#include <optional>
#include <vector>

#include "core/game.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

// What a scenario's setup fixes for round 1 (physical cards, already checked).
struct RoundOverrides {
  std::optional<int> first;
  std::vector<int> goals;  // the six goals in layout order, or empty
  std::array<std::optional<std::vector<int>>, 2> hands;
  std::vector<int> deckTop;  // first = the top card
};

// Starts round d.round: starts and goals on the board, shuffled deck, hands, markers, first player.
// Every card of the round must already be in d.deck / d.goalPool.
void startRound(SaboteurDuelData& d, const RoundOverrides* overrides, Events* events);

// A new game (options already validated). Throws InputError for a bad setup.
SaboteurDuelData newGameData(const GameConfig& config);

}  // namespace mizbazi::saboteur_duel
