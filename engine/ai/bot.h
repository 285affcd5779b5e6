// Computer players. A bot decides for one seat from that seat's point of view only: it must reach
// the position through State::determinize(seat, ...) and never read hidden cards directly.
// Bots may run in a worker thread; stop() may be called from another thread and makes choose()
// return promptly with the best action found so far.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>

#include "core/game.h"
#include "core/rng.h"

namespace mizbazi::ai {

class Bot {
 public:
  virtual ~Bot() = default;
  // Precondition: !state.isTerminal() and state.currentPlayer() == seat.
  virtual Action choose(const State& state, int seat, Rng& rng) = 0;
  void stop() { stopRequested_.store(true, std::memory_order_relaxed); }
  void resetStop() { stopRequested_.store(false, std::memory_order_relaxed); }

 protected:
  bool stopRequested() const { return stopRequested_.load(std::memory_order_relaxed); }

 private:
  std::atomic<bool> stopRequested_{false};
};

// Picks uniformly among the legal actions.
class RandomBot : public Bot {
 public:
  Action choose(const State& state, int seat, Rng& rng) override;
};

// The bot for a game at a level: "random" (uniform legal moves), "easy" (the game's rule-based
// policy), "normal" and "hard" (ISMCTS with that policy for rollouts; see budgetFor). Returns
// nullptr for an unknown level.
std::unique_ptr<Bot> makeBot(std::string_view gameId, std::string_view level);

struct SearchBudget;
SearchBudget budgetFor(std::string_view level);

}  // namespace mizbazi::ai
