// Saboteur: the Duel's rule-based player (saboteur_duel_rule_player.h) as the game's policy: the
// "easy" computer player and the rollout policy of the search, whose rollouts stop when the round
// ends.
#include "ai/saboteur_duel/saboteur_duel_policy.h"

#include <memory>

#include "ai/policy.h"
#include "ai/saboteur_duel/saboteur_duel_rule_player.h"

namespace mizbazi::ai::saboteur_duel {

namespace {

class Policy final : public GamePolicy {
 public:
  Action choose(const State& state, Rng& rng) const override {
    return chooseAction(static_cast<const SaboteurDuelState&>(state), params_, rng);
  }
  // A game is three rounds that share nothing but the gold: a round's end is a fair horizon.
  bool rolloutDone(const State& start, const State& now) const override {
    return now.isTerminal() || static_cast<const SaboteurDuelState&>(now).data().round !=
                                   static_cast<const SaboteurDuelState&>(start).data().round;
  }
  void evaluate(const State& state, std::vector<double>& rewards) const override {
    rewardsOf(static_cast<const SaboteurDuelState&>(state), rewards);
  }

 private:
  PlayParams params_;
};

}  // namespace

void registerPolicy() {
  ai::registerPolicy("saboteur-duel", std::make_unique<Policy>());
}

}  // namespace mizbazi::ai::saboteur_duel
