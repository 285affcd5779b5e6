#include "ai/saboteur_duel/saboteur_duel_rule_player.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace mizbazi::ai::saboteur_duel {

namespace {

// Path kinds whose tunnels and stubs a 180° turn maps onto themselves.
bool turnsOntoItself(int kind) {
  static const std::array<bool, kPathKinds> symmetric = [] {
    std::array<bool, kPathKinds> t{};
    for (int k = 0; k < kPathKinds; ++k) {
      const CardKind& c = kindInfo(k);
      t[k] = turnEdges(c.tunnels[0]) == c.tunnels[0] && turnEdges(c.tunnels[1]) == c.tunnels[1] &&
             turnEdges(c.stubs) == c.stubs;
    }
    return t;
  }();
  return symmetric[kind];
}

}  // namespace

Action chooseAction(const SaboteurDuelState& state, const PlayParams& params, Rng& rng) {
  thread_local std::vector<Action> legal;
  legal.clear();
  state.legalActions(legal);
  const SaboteurDuelData& d = state.data();
  // Every goal of the manifest looks the same either way up.
  if (legal.size() == 1 || d.phase == Phase::kOrient) return legal[0];

  thread_local ReachMap map;
  useStep(params.step);
  map.build(d);
  MoveScorer scorer(map, params);
  // Ties are broken by a small random nudge, so that rollouts do not all dig the same way.
  std::uint32_t noise = static_cast<std::uint32_t>(rng.next64()) | 1u;
  Action best = legal[0], bestBribe = 0;
  double bestScore = -1e9, bribeScore = -1e9;
  // A card that a 180° turn maps onto itself (a cross, a straight...) fits the same cells both
  // ways up and scores the same on each: the legal list names its cells as drawn, then the same
  // cells in the same order turned, so the turned ones take the scores already made.
  std::array<double, kMaxFrontier> asDrawn;
  int asDrawnKind = -1, asDrawnCount = 0, reused = 0;
  enum class PassHope { kUnknown, kNone, kSome } passes = PassHope::kUnknown;
  for (Action a : legal) {
    noise ^= noise << 13;
    noise ^= noise >> 17;
    noise ^= noise << 5;
    double score;
    const auto move = static_cast<Move>(a >> 28);
    if (move == Move::kPass) {
      // Passes come by the dozen and seldom win: when even the best a pass could score, nudged
      // as much as any, does not beat the best so far, none is scored (the best only grows).
      if (passes == PassHope::kUnknown) {
        constexpr double kMostNudge = 1023 * 1e-6;
        passes = scorer.passCeiling() + kMostNudge <= bestScore ? PassHope::kNone : PassHope::kSome;
      }
      if (passes == PassHope::kNone) continue;
      score = scorer.passScore(a);
    } else if (move != Move::kPath) {
      score = scorer.score(a);
    } else if ((a >> 16 & 63) == 0) {
      const int kind = static_cast<int>(a >> 22 & 63);
      if (kind != asDrawnKind) asDrawnKind = kind, asDrawnCount = 0, reused = 0;
      score = asDrawn[asDrawnCount++] = scorer.placementScore(a);
    } else if (turnsOntoItself(static_cast<int>(a >> 22 & 63))) {
      score = asDrawn[reused++];
    } else {
      score = scorer.placementScore(a);
    }
    const double s = score + (noise & 1023) * 1e-6;
    if (move == Move::kBribe) {
      if (s > bribeScore) bribeScore = s, bestBribe = a;
    } else if (s > bestScore) {
      bestScore = s;
      best = a;
    }
  }
  return bribeScore > params.bribeThreshold ? bestBribe : best;
}

void rewardsOf(const SaboteurDuelState& state, std::vector<double>& rewards) {
  const SaboteurDuelData& d = state.data();
  rewards.assign(d.players, 0.0);
  if (d.players == 1) {
    // Solo has no loser: the haul is the result (25 nuggets is the top band).
    rewards[0] = std::clamp(state.goldOf(0) / 30.0, 0.0, 1.0);
    return;
  }
  const int margin = state.goldOf(0) - state.goldOf(1);
  double win0;
  if (state.isTerminal()) {
    win0 = margin > 0 ? 1.0 : margin < 0 ? 0.0 : 0.5;
  } else {
    // Rounds still to play after this position (a rollout stops when a round is over).
    const int left = kRounds - d.round + 1;
    win0 = 0.5 + 0.5 * std::tanh(margin / (2.0 + 3.0 * left));
  }
  // The margin itself keeps separating good from lucky play when the result is settled.
  const double share0 = 0.5 + std::clamp(margin / 20.0, -0.5, 0.5);
  rewards[0] = 0.8 * win0 + 0.2 * share0;
  rewards[1] = 1.0 - rewards[0];
}

}  // namespace mizbazi::ai::saboteur_duel
