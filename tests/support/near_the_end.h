// A game a move before its end, for the tests of what a table shows when a game ends: random moves
// played by the engine alone bring it there in milliseconds, where a table played to its end is a
// whole match of animations and redraws (a Sabokbaz match is hundreds of cards).
#pragma once

#include <memory>
#include <vector>

#include "core/game.h"
#include "core/game_record.h"
#include "core/rng.h"
#include "core/scenario.h"

namespace mizbazi::testing {

// True when some legal move of `state` ends the game.
inline bool aMoveEndsTheGame(const State& state) {
  for (Action a : state.legalActions()) {
    const std::unique_ptr<State> next = state.clone();
    next->applyLegal(a, nullptr);
    if (next->isTerminal()) return true;
  }
  return false;
}

// Appends to `s` random moves (drawn from its seed) up to a position from which one move ends the
// game: a table opened there comes to its end in a move or two. A scenario without a seed gets
// one, so that the table deals what these moves were played on.
inline void playToNearTheEnd(Scenario& s) {
  if (!s.seed) s.seed = 1;
  GameRecord record = GameRecord::fromScenario(s);
  for (const std::string& done : s.actions) record.playText(done);
  Rng rng(*s.seed);
  while (!aMoveEndsTheGame(record.state())) {
    const std::vector<Action> legal = record.state().legalActions();
    const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
    s.actions.push_back(record.state().actionText(a));
    record.play(a);
  }
}

}  // namespace mizbazi::testing
