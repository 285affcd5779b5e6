// Internal agreements that random games must keep: the reach kept up to date step by step equals
// the reach computed from scratch; the fast frontier equals the sorting one; and for every action
// aimed at any cell near the maze, legalActions and the specific refusal reasons agree.
#include <gtest/gtest.h>

#include <algorithm>

#include "core/registry.h"
#include "saboteur_duel/saboteur_duel_state.h"
#include "saboteur_duel_test_support.h"
#include "support/saboteur_duel_new_game.h"

namespace mizbazi::saboteur_duel {
namespace {

// Plays random games, calling `check` before every action.
template <typename Check>
void forRandomPositions(int players, int games, Check check) {
  for (int g = 0; g < games; ++g) {
    auto state =
        newSaboteurDuelGame(players, 900 + static_cast<std::uint64_t>(g), g % 2 ? "blue" : "green");
    Rng rng(77 + static_cast<std::uint64_t>(g));
    std::vector<Action> legal;
    int step = 0;
    while (!state->isTerminal()) {
      check(*state, g, step);
      if (::testing::Test::HasFatalFailure()) return;
      legal.clear();
      state->legalActions(legal);
      // Prefer path cards half of the time, so that mazes grow large.
      std::vector<Action> paths;
      for (Action a : legal) {
        if (decodeAction(a)->type == Move::kPath) paths.push_back(a);
      }
      const auto& pool = !paths.empty() && rng.uniform(0, 1) == 0 ? paths : legal;
      state->applyLegal(pool[rng.uniform(0, static_cast<int>(pool.size()) - 1)], nullptr);
      ++step;
    }
  }
}

TEST(SaboteurDuelConsistency, KeptReachEqualsReachFromScratch) {
  for (int players : {2, 1}) {
    forRandomPositions(players, 60, [&](const State& s, int g, int step) {
      const SaboteurDuelData& d = dataOf(s);
      if (d.phase == Phase::kOrient) return;  // recomputed when the way up is chosen
      for (int seat = 0; seat < d.players; ++seat) {
        Reach fresh = d.board.reachOf(seat, d.colors[seat]);
        ASSERT_TRUE(fresh == d.reach[seat])
            << "players " << players << " game " << g << " step " << step << " seat " << seat;
      }
    });
  }
}

TEST(SaboteurDuelConsistency, FastFrontierEqualsSortedFrontier) {
  forRandomPositions(2, 40, [&](const State& s, int g, int step) {
    const Board& b = dataOf(s).board;
    std::array<FrontierCell, kMaxFrontier> fast, sorted;
    int n = b.frontier(fast), m = b.frontierBySorting(sorted);
    ASSERT_EQ(n, m) << "game " << g << " step " << step;
    for (int i = 0; i < n; ++i) {
      ASSERT_EQ(fast[i].x, sorted[i].x);
      ASSERT_EQ(fast[i].y, sorted[i].y);
      ASSERT_EQ(fast[i].mustOpen, sorted[i].mustOpen);
      ASSERT_EQ(fast[i].mustClose, sorted[i].mustClose);
      ASSERT_EQ(fast[i].nextToFaceUp, sorted[i].nextToFaceUp);
      ASSERT_EQ(fast[i].nextToGoalOrGold, sorted[i].nextToGoalOrGold);
      ASSERT_EQ(fast[i].node, sorted[i].node);
      // Kept with the cell: the shapes that fit, and the neighbours a card placed there links to.
      ASSERT_EQ(fast[i].fits, sorted[i].fits);
      ASSERT_EQ(fast[i].nb, sorted[i].nb);
    }
  });
}

// Every action aimed at a cell of the maze's surroundings: legal exactly when no reason refuses
// it, and a refusal always has a specific reason (never the generic "not-legal-now").
TEST(SaboteurDuelConsistency, RefusalReasonsAgreeWithLegalActions) {
  for (int players : {2, 1}) {
    forRandomPositions(players, 12, [&](const State& s, int g, int step) {
      if (step % 3 != 0) return;
      const SaboteurDuelData& d = dataOf(s);
      std::vector<Action> legal = s.legalActions();
      int minX = 0, maxX = 0, minY = 0, maxY = 0;
      for (int i = 0; i < d.board.count(); ++i) {
        const Cell& c = d.board.cell(d.board.slotAt(i));
        minX = std::min<int>(minX, c.x), maxX = std::max<int>(maxX, c.x);
        minY = std::min<int>(minY, c.y), maxY = std::max<int>(maxY, c.y);
      }
      std::vector<Action> tries;
      for (int x = minX - 1; x <= maxX + 1; ++x) {
        for (int y = minY - 1; y <= maxY + 1; ++y) {
          for (int kind = 0; kind < kPathKinds; ++kind) {
            if (step % 2 == 0 && kind % 3 != 0 && kind > 3) continue;  // a sample keeps it quick
            tries.push_back(encodeAt(Move::kPath, kind, 0, x, y));
            tries.push_back(encodeAt(Move::kPath, kind, 1, x, y));
          }
          for (Move m :
               {Move::kKeyDoor, Move::kKeyGold, Move::kRockfall, Move::kMap, Move::kBribe}) {
            tries.push_back(encodeAt(m, 0, 0, x, y));
          }
        }
      }
      for (int a = 0; a < kHandKinds; ++a) {
        tries.push_back(encodeRaw(Move::kPass, a, kNoSecondCard, 0, 0));
        for (int b = a; b < kHandKinds; b += 5) {
          tries.push_back(encodeRaw(Move::kPass, a, b, 0, 0));
          tries.push_back(encodeRaw(Move::kFix, a, b, (a + b) % kToolCount, 0));
        }
      }
      for (int k = kFirstActionKind; k < kFirstActionKind + 8; ++k) {
        for (int t = 0; t < kToolCount; ++t) {
          if (decodeAction(encodeRaw(Move::kRepair, k, t, 0, 0))) {
            tries.push_back(encodeRaw(Move::kRepair, k, t, 0, 0));
          }
        }
        if (decodeAction(encodeRaw(Move::kSabotage, k, 0, 0, 0))) {
          tries.push_back(encodeRaw(Move::kSabotage, k, 0, 0, 0));
        }
      }
      tries.push_back(encodeRaw(Move::kOrient, 0, 0, 0, 0));
      for (Action a : tries) {
        const bool isLegal = std::binary_search(legal.begin(), legal.end(), a);
        auto copy = s.clone();
        auto why = copy->apply(a);
        ASSERT_EQ(isLegal, !why.has_value())
            << "players " << players << " game " << g << " step " << step << ": '"
            << s.actionText(a) << "' " << (why ? why->code : "accepted");
        if (why) {
          ASSERT_NE(why->code, "not-legal-now") << s.actionText(a) << " has no specific reason";
        }
      }
    });
  }
}

}  // namespace
}  // namespace mizbazi::saboteur_duel
