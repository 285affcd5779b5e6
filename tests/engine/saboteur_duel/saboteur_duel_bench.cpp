// Speed figures for Saboteur (a benchmark, never a test): random full games in both modes, and the
// legal path placements of a six-card hand on a board of 40 cards (the 50 µs target).
//   build-saboteur/tests/engine/saboteur_duel/saboteur_duel_bench
#include <benchmark/benchmark.h>

#include <algorithm>
#include <stdexcept>

#include "core/registry.h"
#include "saboteur_duel/saboteur_duel_setup.h"
#include "saboteur_duel/saboteur_duel_state.h"
#include "support/saboteur_duel_new_game.h"

namespace mizbazi::saboteur_duel {
namespace {

void randomGames(benchmark::State& bench, int players) {
  const Game* game = findGame("saboteur-duel");
  Rng rng(1);
  std::vector<Action> legal;
  long actions = 0;
  for (auto _ : bench) {
    auto state = game->newGame(saboteurDuelConfig(players, rng.next64()));
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

// A board of `cards` cards (2 starts, 6 goals, the rest path cards laid where they fit and join a
// tunnel of either player), green to act with six path cards in hand. A 40-card board holds 32 of
// the 34 path cards, so the hand repeats kinds that lie on the board: only the timing matters here.
// With `withLadder` the hand holds a ladder, which makes every cell next to the maze a candidate.
SaboteurDuelData boardWith(int cards, bool withLadder) {
  SaboteurDuelData d = newGameData(saboteurDuelConfig(2, 7));
  std::vector<int> pending;
  for (int card = 0; card < kFirstActionCard; ++card) {
    if (kindInfo(kindOf(card)).feature != Feature::kStart) pending.push_back(card);
  }
  bool progress = true;
  while (d.board.count() < cards && progress) {
    progress = false;
    for (std::size_t i = 0; i < pending.size() && d.board.count() < cards; ++i) {
      const int kind = kindOf(pending[i]);
      std::array<FrontierCell, kMaxFrontier> frontier;
      const int n = d.board.frontier(frontier);
      bool placed = false;
      for (int c = 0; c < n && !placed; ++c) {
        const FrontierCell& f = frontier[c];
        for (int turned = 0; turned < 2 && !placed; ++turned) {
          const EdgeShape& s = shapeOf(kind, turned == 1);
          if (!f.nextToFaceUp || (s.open & f.mustClose) || (s.open & f.mustOpen) != f.mustOpen)
            continue;
          bool joins = false;
          for (int dir = 0; dir < kDirCount; ++dir) {
            joins |= (s.open >> dir & 1) && f.node[dir] >= 0 &&
                     (d.reach[0].has(f.node[dir]) || d.reach[1].has(f.node[dir]));
          }
          if (!joins) continue;
          d.board.place(f.x, f.y, pending[i], turned == 1, true, d.nextOrder++);
          refreshReach(d);
          placed = true;
        }
      }
      if (placed) {
        pending.erase(pending.begin() + static_cast<long>(i--));
        progress = true;
      }
    }
  }
  if (d.board.count() < cards) throw std::runtime_error("could not lay out the board");
  d.current = 0;
  d.sabotages[0].fill(kNoCard);
  d.hands[0].clear();
  for (const char* id : {"cross-1", "tee-s-1", "tee-e-1", "straight-1", "curve-ne", "bridge-1"}) {
    d.hands[0].push(firstCardOf(*parseKind(withLadder && id[0] == 'b' ? "ladder-green" : id)));
  }
  std::sort(d.hands[0].begin(), d.hands[0].end());
  return d;
}

void placements(benchmark::State& bench, bool withLadder) {
  const SaboteurDuelState state(boardWith(40, withLadder));
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
}  // namespace mizbazi::saboteur_duel

int main(int argc, char** argv) {
  mizbazi::registerAllGames();
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
