// Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
// 2012) over the generic engine interface.
//
// Each iteration samples a determinization of the searching seat's view (State::determinize), so
// the search never sees hidden cards; it walks one tree shared by all determinizations, choosing
// among the actions legal in this determinization by UCB1 with availability counts, expands one
// untried action, plays the game's rule-based policy to its rollout horizon, and backs the rewards
// up, each action scored for the seat that chose it.
//
// Chance is part of the tree: below each action, one child per outcome as the searching seat would
// observe it (the action's events, masked for that seat). Without this, "draw" would lead to one
// node whatever card came out, and the decision after it could not depend on the card — fatal in
// a push-your-luck game.
//
// A game's policy may ask for its other seats to be predicted rather than searched
// (GamePolicy::predictsOpponents): their moves in the tree are then the policy's, as in rollouts.
//
// The final choice trusts the game's rule-based policy unless the search is confident it found
// better: the most visited action replaces the policy's choice only when its mean reward is higher
// by more than two standard errors. The search stops early once the policy's choice leads the
// visits by more than the iterations left, since the answer can no longer change. In games where
// single decisions matter little to the final result (much of Zirkhaki) this keeps the search's
// noise from overruling plain good sense.
#pragma once

#include <chrono>
#include <cstdint>
#include <vector>

#include "ai/bot.h"
#include "ai/policy.h"

namespace mizbazi::ai {

struct SearchBudget {
  int maxIterations = 1000;
  std::chrono::milliseconds maxTime{150};
  double exploration = 0.7;  // UCB constant for rewards in [0, 1]
  double confidence = 2.0;   // standard errors by which the search must beat the policy's choice
  bool settleEarly = true;   // stop once the rest of the budget could not change the answer
};

struct SearchStats {
  int iterations = 0;
  double seconds = 0;
  bool stoppedEarly = false;  // the answer was settled before the budget ran out
  int rootVisits = 0;         // iterations that went through a root action: all of them
};

// What the last search learned of one root action: how often it went that way and the mean
// reward it brought the searching seat (rewards are in [0, 1], a win 1: an estimated chance of
// winning, or of the hand or round where the policy's rollouts stop there).
struct RootEstimate {
  Action action = 0;
  int visits = 0;
  double value = 0;
};

class IsmctsBot : public Bot {
 public:
  IsmctsBot(const GamePolicy& policy, SearchBudget budget) : policy_(policy), budget_(budget) {}
  Action choose(const State& state, int seat, Rng& rng) override;
  const SearchStats& lastStats() const { return stats_; }
  // After choose(): every root action the search tried (with at least one visit), in the order
  // of the actions. Empty when there was nothing to think about (one legal action).
  std::vector<RootEstimate> rootEstimates() const;

 private:
  static constexpr std::uint32_t kNoNode = 0xFFFFFFFFu;
  // The tree lives in two flat arrays, so that a search allocates only as they grow (reserved for
  // the budget at the start) and a fresh bot costs no more than a reused one. Decision nodes (a
  // position) list their action children; action nodes carry the statistics and list their
  // outcome children, which are decision nodes again. Lists are linked through indices.
  struct ActionNode {
    Action action = 0;
    std::int8_t chooser = -1;  // the seat that chose `action`
    int visits = 0;
    int availability = 0;
    double reward = 0;
    double rewardSq = 0;                  // for the standard error of the mean reward
    std::uint32_t nextSibling = kNoNode;  // the parent's next child, by ascending action
    std::uint32_t firstOutcome = kNoNode;
  };
  struct DecisionNode {
    std::uint64_t signature = 0;          // what the searching seat observed on the way here
    std::uint32_t firstChild = kNoNode;   // action nodes, by ascending action
    std::uint32_t nextOutcome = kNoNode;  // the parent action's next outcome
  };
  // Applies the action of `actionNode` and returns the index of the decision node for its
  // observed outcome, creating it (and setting `created`) if this outcome is new.
  std::uint32_t applyAndFollow(State& state, std::uint32_t actionNode, int seat, bool& created);

  void iterate(const State& root, int seat, Rng& rng);
  // A new action child of decision node `node`, chosen by seat `chooser`.
  std::uint32_t addChild(std::uint32_t node, Action action, int chooser);
  // The child of `node` for the move the policy predicts for the seat to act in `state`.
  std::uint32_t predictedChild(std::uint32_t node, const State& state, Rng& rng);
  // Whether `preferred` is the most visited root action and no other could catch up with it in
  // `iterationsLeft` more iterations (then more search cannot change the answer).
  bool decided(Action preferred, double iterationsLeft) const;
  // For each action of legal_ (sorted), its child of `node` or kNoNode, into match_.
  void matchChildren(std::uint32_t node);
  std::uint32_t childFor(std::uint32_t node, Action action) const;

  const GamePolicy& policy_;
  SearchBudget budget_;
  SearchStats stats_;
  std::vector<ActionNode> actions_;
  std::vector<DecisionNode> decisions_;  // the root is decision 0
  // Scratch space reused across iterations, so an iteration allocates nothing in steady state.
  std::vector<Action> legal_;
  std::vector<std::uint32_t> match_;
  std::vector<std::uint32_t> path_;
  std::vector<double> rewards_;
  Events events_;
};

}  // namespace mizbazi::ai
