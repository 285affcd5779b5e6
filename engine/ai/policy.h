// A game's fast rule-based player. It serves twice: as the "easy" computer player (on a
// determinization of its seat's view) and as the rollout policy inside ISMCTS, so it must be cheap.
// A policy may read the whole state it is given: bots only ever give it determinizations.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/rng.h"

namespace mizbazi::ai {

class GamePolicy {
 public:
  virtual ~GamePolicy() = default;

  // A good legal action for the player to act. Precondition: !state.isTerminal().
  virtual Action choose(const State& state, Rng& rng) const;

  // Where a simulation of a search from `start` (the position searched) stops and is evaluated:
  // the tree walk and the rollout both end there (default: the game's end). Long games (Sabokbaz
  // matches, Saboteur's three rounds) stop at the end of the hand or round being played.
  virtual bool rolloutDone(const State& start, const State& now) const { return now.isTerminal(); }

  // Called on each determinization a search simulates, before its first move. A simulation never
  // goes past rolloutDone, so a game may let that state skip work which only lies beyond it
  // (Sabokbaz: the deal of the next hand). Default: nothing.
  virtual void prepareSimulation(State& state) const {}

  // Whether the search plays the other seats' moves with this policy instead of searching them
  // (an opponent model). Worth it where the policy predicts other players well and their choices
  // are many, as Rivals' bids are: searched, each rival node tries every bid once and the
  // rivals' poor bids flatter the moves that allow them, more so the deeper the tree grows.
  virtual bool predictsOpponents() const { return false; }

  // Rewards in [0, 1] per seat at the end of a rollout (default: a win is 1, a shared win
  // 1 / number of winners, a loss 0; zero everywhere before the end).
  virtual void evaluate(const State& state, std::vector<double>& rewards) const;
};

// The game's policy (a uniform random one for games without their own). Never nullptr.
const GamePolicy& policyFor(std::string_view gameId);

// Each game with a policy registers it here; generated from the enabled games (see CMakeLists).
void registerAllPolicies();
void registerPolicy(std::string_view gameId, std::unique_ptr<GamePolicy> policy);

}  // namespace mizbazi::ai
