// Speed figures for Saboteur (a benchmark, never a test): random full games in both modes, and the
// legal path placements of a six-card hand on a board of 40 cards (the 50 µs target).
//   build-saboteur/tests/engine/saboteur/saboteur_bench
#include <benchmark/benchmark.h>

#include <stdexcept>

#include "core/registry.h"
#include "saboteur/saboteur_state.h"

namespace mizbazi::saboteur {
namespace {

GameConfig configFor(int players, std::uint64_t seed) {
  GameConfig config;
  config.players = players;
  config.seed = seed;
  config.options = {{"players", players}, {"solo", players == 1}};
  if (players == 1) config.options["solo_color"] = "green";
  return config;
}

void randomGames(benchmark::State& bench, int players) {
  const Game* game = findGame("saboteur-duel");
  Rng rng(1);
  std::vector<Action> legal;
  long actions = 0;
  for (auto _ : bench) {
    auto state = game->newGame(configFor(players, rng.next64()));
    while (!state->isTerminal()) {
      legal.clear();
      state->legalActions(legal);
      state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], nullptr);
      ++actions;
    }
  }
  bench.counters["games/s"] =
      benchmark::Counter(static_cast<double>(bench.iterations()), benchmark::Counter::kIsRate);
  bench.counters["actions/game"] =
      static_cast<double>(actions) / static_cast<double>(bench.iterations());
}

void BM_RandomGamesTwoPlayers(benchmark::State& bench) {
  randomGames(bench, 2);
}
void BM_RandomGamesSolo(benchmark::State& bench) {
  randomGames(bench, 1);
}
BENCHMARK(BM_RandomGamesTwoPlayers);
BENCHMARK(BM_RandomGamesSolo);

// A position with `cards` cards on the board, found by games that place path cards whenever they
// can; then the player to act is handed six path cards from the deck (with a ladder if asked,
// which makes every cell next to the maze a candidate).
SaboteurData boardWith(int cards, bool withLadder) {
  const Game* game = findGame("saboteur-duel");
  for (std::uint64_t seed = 1; seed < 5000; ++seed) {
    auto state = game->newGame(configFor(2, seed));
    Rng rng(seed);
    std::vector<Action> legal;
    while (!state->isTerminal()) {
      const auto& d = static_cast<const SaboteurState&>(*state).data();
      if (d.round > 1) break;
      if (d.board.count() >= cards && d.phase == Phase::kTurn) {
        SaboteurData out = d;
        const int me = out.current;
        out.sabotages[me].fill(kNoCard);
        // Swap the hand for path cards still in the deck.
        int given = 0;
        for (int i = 0; i < out.deck.size && given < out.hands[me].size; ++i) {
          const int kind = kindOf(out.deck[i]);
          const bool ladder = kindInfo(kind).feature == Feature::kLadder;
          if (kind >= kPathKinds || (ladder && !withLadder) ||
              (withLadder && given == 0 && !ladder)) {
            continue;
          }
          std::swap(out.deck.cards[i], out.hands[me].cards[given++]);
        }
        if (given == out.hands[me].size) {
          std::sort(out.hands[me].begin(), out.hands[me].end());
          return out;
        }
      }
      legal.clear();
      state->legalActions(legal);
      std::vector<Action> paths;
      for (Action a : legal) {
        auto dec = decodeAction(a);
        if (dec->type == Move::kPath || dec->type == Move::kOrient || dec->type == Move::kRepair ||
            dec->type == Move::kFix) {
          paths.push_back(a);
        }
      }
      const auto& pool = paths.empty() ? legal : paths;
      state->applyLegal(pool[rng.uniform(0, static_cast<int>(pool.size()) - 1)], nullptr);
    }
  }
  throw std::runtime_error("no position with that many cards found");
}

void placements(benchmark::State& bench, bool withLadder) {
  const SaboteurState state(boardWith(40, withLadder));
  std::vector<Action> out;
  for (auto _ : bench) {
    out.clear();
    state.legalPlacements(out);
    benchmark::DoNotOptimize(out.data());
  }
  bench.counters["board cards"] = state.data().board.count();
  bench.counters["placements"] = static_cast<double>(out.size());
}

void BM_LegalPlacements40Cards(benchmark::State& bench) {
  placements(bench, false);
}
void BM_LegalPlacements40CardsWithLadder(benchmark::State& bench) {
  placements(bench, true);
}
BENCHMARK(BM_LegalPlacements40Cards)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_LegalPlacements40CardsWithLadder)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace mizbazi::saboteur

int main(int argc, char** argv) {
  mizbazi::registerAllGames();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
