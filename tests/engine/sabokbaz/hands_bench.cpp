// Random full hands per second, on one thread: the figure the issue asks for. `mizbazi-cli bench`
// counts whole matches; a match is several hands, so this program plays random matches the same way
// (fast path, uniformly random legal card) and also counts the hands.
// Usage: sabokbaz_hands_bench [players=4] [seconds=5]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "core/registry.h"
#include "core/scenario.h"
#include "sabokbaz/state.h"

using namespace mizbazi;

int main(int argc, char** argv) {
  const int players = argc > 1 ? std::atoi(argv[1]) : 4;
  const double seconds = argc > 2 ? std::atof(argv[2]) : 5.0;
  if (players != 4 && players != 6) {
    std::fprintf(stderr, "players must be 4 or 6\n");
    return 2;
  }
  Scenario s;
  s.game = "sabokbaz";
  s.options = {{"players", players}};
  s.seed = 1;
  const Game* game = findGame("sabokbaz");
  GameConfig config = resolveConfig(s, *game);
  Rng rng(config.seed);
  std::vector<Action> legal;
  long long matches = 0, hands = 0, actions = 0;
  using Clock = std::chrono::steady_clock;
  auto start = Clock::now();
  double elapsed = 0;
  do {
    for (int i = 0; i < 64; ++i) {
      config.seed = rng.next64();
      auto state = game->newGame(config);
      while (!state->isTerminal()) {
        legal.clear();
        state->legalActions(legal);
        state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
        ++actions;
      }
      ++matches;
      hands += static_cast<const sabokbaz::SabokbazState&>(*state).handNumber();
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  } while (elapsed < seconds);
  std::printf(
      "sabokbaz (%d players, random legal play, one thread): %lld matches, %lld hands in %.2f s\n",
      players, matches, hands, elapsed);
  std::printf("matches per second: %.0f\n", matches / elapsed);
  std::printf("hands per second: %.0f\n", hands / elapsed);
  std::printf("hands per match: %.2f\n", static_cast<double>(hands) / matches);
  std::printf("actions per second: %.0f\n", actions / elapsed);
  return 0;
}
