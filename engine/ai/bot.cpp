#include "ai/bot.h"

#include <vector>

namespace mizbazi::ai {

Action RandomBot::choose(const State& state, int seat, Rng& rng) {
  // The legal actions are part of the seat's observation when the seat is to act, so reading
  // them from the real state leaks nothing.
  std::vector<Action> legal;
  state.legalActions(legal);
  return legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
}

std::unique_ptr<Bot> makeBot(std::string_view gameId, std::string_view level) {
  (void)gameId;
  if (level == "random" || level == "easy" || level == "normal" || level == "hard") {
    return std::make_unique<RandomBot>();
  }
  return nullptr;
}

}  // namespace mizbazi::ai
