#include "ai/sabokbaz/sabokbaz_policy.h"

#include <algorithm>
#include <bit>
#include <memory>

#include "ai/policy.h"
#include "ai/sabokbaz/sabokbaz_card_choice.h"
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::ai::sabokbaz {

using namespace mizbazi::sabokbaz;

namespace {

// True at the very start of a hand: nothing taken yet, no card on the table. The engine deals the
// next hand as soon as one ends, so this is how a finished hand shows.
bool freshDeal(const Position& p) {
  if (p.trickSize != 0) return false;
  for (CardMask taken : p.taken) {
    if (taken != 0) return false;
  }
  return true;
}

class Policy final : public GamePolicy {
 public:
  Action choose(const State& state, Rng& rng) const override {
    const auto& s = static_cast<const SabokbazState&>(state);
    // A forced card (the last of a hand, or the only one of the family led) needs no knowledge:
    // chooseCard would play it too, and rollouts meet many.
    const CardMask playable = s.playableMask();
    if (isOneCard(playable)) return static_cast<Action>(std::countr_zero(playable));
    return static_cast<Action>(chooseCard(knowledgeOfSeatToAct(s)));
  }

  // A match is many hands; one hand is the horizon. Judged on the state alone (not on a hand
  // number compared with `start`), so that a search whose tree already crossed into the next hand
  // stops its rollout at once, while the finished hand is still the one on record.
  bool rolloutDone(const State& start, const State& now) const override {
    if (now.isTerminal()) return true;
    // The hand being played at `start` is over (a search may start at a fresh deal itself).
    return static_cast<const SabokbazState&>(now).position().lastHandNumber !=
           static_cast<const SabokbazState&>(start).position().lastHandNumber;
  }

  // The horizon is the hand's end: what is dealt after it is never played.
  void prepareSimulation(State& state) const override {
    static_cast<SabokbazState&>(state).stopDealing();
  }

  void evaluate(const State& state, std::vector<double>& rewards) const override {
    handRewards(static_cast<const SabokbazState&>(state), rewards);
  }
};

}  // namespace

void handRewards(const SabokbazState& state, std::vector<double>& rewards) {
  const Position& p = state.position();
  const Variant& v = state.variant();
  std::array<double, kMaxTeams> points{};
  const bool handOver = state.isTerminal() || (freshDeal(p) && p.lastHandNumber > 0);
  for (int t = 0; t < v.teams; ++t) {
    points[t] = handOver ? p.lastHand.scores[t] : p.handPoints[t];
  }
  int bestCount = 0;
  const int best = *std::max_element(p.matchScores.begin(), p.matchScores.begin() + v.teams);
  for (int t = 0; t < v.teams; ++t) bestCount += p.matchScores[t] == best;
  std::array<double, kMaxTeams> reward{};
  for (int t = 0; t < v.teams; ++t) {
    double others = 0;
    for (int u = 0; u < v.teams; ++u) others += u == t ? 0 : points[u];
    const double margin = points[t] - others / (v.teams - 1);
    reward[t] = 0.5 + std::clamp(margin / (2 * kMarginSpan), -0.5, 0.5);
    if (state.isTerminal()) {
      // The match is what counts; the margin only separates wins from wins.
      const double win = p.matchScores[t] == best ? 1.0 / bestCount : 0.0;
      reward[t] = 0.75 * win + 0.25 * reward[t];
    }
  }
  rewards.resize(v.players);
  for (int s = 0; s < v.players; ++s) rewards[s] = reward[teamOf(s, v.teams)];
}

void registerPolicy() {
  ai::registerPolicy("sabokbaz", std::make_unique<Policy>());
}

}  // namespace mizbazi::ai::sabokbaz
