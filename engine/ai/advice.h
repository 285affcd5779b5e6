// Advice for a person at the table (the table's hint): what the "normal" computer player would
// play in their place, with the search's value of each action it weighed. That value is the game
// policy's reward (ai/policy.h evaluate) averaged over the search: a blend of the win share and
// the point margin, in some games taken at the end of the hand or round in play. It is a rating
// in [0, 1], not a chance of winning, and the table words it so. Like every bot it decides from the
// seat's view only (State::determinize): the advice cannot depend on a card the seat may not see.
// Runs in a worker thread; stop() (from any thread) makes advise() return promptly with what it
// has.
#pragma once

#include <string_view>
#include <vector>

#include "ai/ismcts.h"

namespace mizbazi::ai {

struct ActionAdvice {
  Action action = 0;
  double value = 0;  // the search's value in [0, 1]: a rating (see above), not a probability
  int visits = 0;    // how much the search looked at it (the estimate's weight)
};

struct Advice {
  Action choice = 0;
  // The choice first (when the search weighed it), then the other actions, best value first.
  // Empty when there was only one legal action (nothing to weigh).
  std::vector<ActionAdvice> estimates;
};

class Advisor {
 public:
  // The normal level's search (policy and budget), run to its whole budget so that the other
  // actions are weighed too (a normal player stops once its own choice is settled).
  explicit Advisor(std::string_view gameId);
  Advisor(std::string_view gameId, SearchBudget budget);
  // Precondition: !state.isTerminal() and state.currentPlayer() == seat.
  Advice advise(const State& state, int seat, Rng& rng);
  void stop() { bot_.stop(); }

 private:
  IsmctsBot bot_;
};

}  // namespace mizbazi::ai
