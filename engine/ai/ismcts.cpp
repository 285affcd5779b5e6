#include "ai/ismcts.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace mizbazi::ai {

namespace {
using Clock = std::chrono::steady_clock;

// log(n) of UCB1's availability counts, from a table made once: the logarithm at every node is a
// visible share of a search's time. std::log fills the table, so every value is std::log's own
// and no decision changes.
double logOf(int n) {
  static const auto table = [] {
    std::array<double, 4096> logs{};
    for (std::size_t i = 1; i < logs.size(); ++i) logs[i] = std::log(static_cast<double>(i));
    return logs;
  }();
  return n >= 0 && static_cast<std::size_t>(n) < table.size() ? table[n]
                                                              : std::log(static_cast<double>(n));
}
}  // namespace

std::uint32_t IsmctsBot::childFor(std::uint32_t node, Action action) const {
  for (std::uint32_t c = decisions_[node].firstChild; c != kNoNode; c = actions_[c].nextSibling) {
    if (actions_[c].action >= action) return actions_[c].action == action ? c : kNoNode;
  }
  return kNoNode;
}

void IsmctsBot::matchChildren(std::uint32_t node) {
  // Both lists are sorted by action: one merge walk instead of a search per action.
  match_.assign(legal_.size(), kNoNode);
  std::uint32_t c = decisions_[node].firstChild;
  for (std::size_t i = 0; i < legal_.size() && c != kNoNode; ++i) {
    while (c != kNoNode && actions_[c].action < legal_[i]) c = actions_[c].nextSibling;
    if (c != kNoNode && actions_[c].action == legal_[i]) match_[i] = c;
  }
}

std::uint32_t IsmctsBot::applyAndFollow(State& state, std::uint32_t actionNode, int seat,
                                        bool& created) {
  events_.clear();
  state.applyLegal(actions_[actionNode].action, &events_);
  maskEventsFor(events_, seat);
  std::uint64_t signature = 1469598103934665603ull;  // FNV-1a over what the seat observes
  auto mix = [&](std::uint64_t v) { signature = (signature ^ v) * 1099511628211ull; };
  for (const Event& e : events_) {
    mix(static_cast<std::uint64_t>(e.kind));
    mix(static_cast<std::uint64_t>(e.card + 1));
    mix(static_cast<std::uint64_t>(e.from.zone + 1) << 8 |
        static_cast<std::uint64_t>(e.to.zone + 1));
    mix(static_cast<std::uint64_t>(e.seat + 1) << 32 | static_cast<std::uint32_t>(e.value));
  }
  for (std::uint32_t d = actions_[actionNode].firstOutcome; d != kNoNode;
       d = decisions_[d].nextOutcome) {
    if (decisions_[d].signature == signature) {
      created = false;
      return d;
    }
  }
  created = true;
  const auto index = static_cast<std::uint32_t>(decisions_.size());
  DecisionNode outcome;
  outcome.signature = signature;
  outcome.nextOutcome = actions_[actionNode].firstOutcome;
  decisions_.push_back(outcome);
  actions_[actionNode].firstOutcome = index;
  return index;
}

void IsmctsBot::iterate(const State& root, int seat, Rng& rng) {
  auto state = root.determinize(seat, rng);
  policy_.prepareSimulation(*state);
  path_.clear();
  std::uint32_t node = 0;  // a decision node
  const bool predictOpponents = policy_.predictsOpponents();
  // Selection and expansion, up to the policy's horizon from the root (the end of the round or
  // hand being played): every iteration is judged at the same point, and none plays a whole
  // further round because its walk happened to cross the horizon.
  while (!state->isTerminal() && (path_.empty() || !policy_.rolloutDone(root, *state))) {
    if (predictOpponents && state->currentPlayer() != seat) {
      // Another seat moves as the policy predicts: one child, no choice to search.
      path_.push_back(predictedChild(node, *state, rng));
      bool created = false;
      node = applyAndFollow(*state, path_.back(), seat, created);
      if (created) break;
      continue;
    }
    legal_.clear();
    state->legalActions(legal_);
    matchChildren(node);
    // Every action legal in this determinization was available to be chosen.
    int untried = 0;
    for (std::uint32_t c : match_) {
      if (c == kNoNode)
        ++untried;
      else
        ++actions_[c].availability;
    }
    std::uint32_t chosenNode = kNoNode;
    if (untried > 0) {
      // Expand one untried action, chosen at random so that no encoding is favoured.
      int pick = rng.uniform(0, untried - 1);
      Action chosen = 0;
      for (std::size_t i = 0; i < legal_.size(); ++i) {
        if (match_[i] == kNoNode && pick-- == 0) {
          chosen = legal_[i];
          break;
        }
      }
      chosenNode = addChild(node, chosen, state->currentPlayer());
    } else {
      // Every legal action has been tried: UCB1 over those available in this determinization.
      double bestScore = -1;
      for (std::uint32_t c : match_) {
        const ActionNode& n = actions_[c];
        double score =
            n.reward / n.visits + budget_.exploration * std::sqrt(logOf(n.availability) / n.visits);
        if (score > bestScore) {
          bestScore = score;
          chosenNode = c;
        }
      }
    }
    path_.push_back(chosenNode);
    bool created = false;
    node = applyAndFollow(*state, chosenNode, seat, created);
    if (created) break;  // a new position: evaluate it by a rollout
  }
  // Rollout with the game's own policy, to the same horizon.
  while (!state->isTerminal() && !policy_.rolloutDone(root, *state)) {
    state->applyLegal(policy_.choose(*state, rng), nullptr);
  }
  policy_.evaluate(*state, rewards_);
  for (std::uint32_t index : path_) {
    ActionNode& n = actions_[index];
    ++n.visits;
    double r = rewards_[n.chooser];
    n.reward += r;
    n.rewardSq += r * r;
  }
}

std::uint32_t IsmctsBot::predictedChild(std::uint32_t node, const State& state, Rng& rng) {
  const Action action = policy_.choose(state, rng);
  const std::uint32_t child = childFor(node, action);
  return child != kNoNode ? child : addChild(node, action, state.currentPlayer());
}

std::uint32_t IsmctsBot::addChild(std::uint32_t node, Action action, int chooser) {
  ActionNode child;
  child.action = action;
  child.chooser = static_cast<std::int8_t>(chooser);
  child.availability = 1;
  const auto index = static_cast<std::uint32_t>(actions_.size());
  // Into the sorted list: after the last child with a smaller action.
  std::uint32_t* link = &decisions_[node].firstChild;
  while (*link != kNoNode && actions_[*link].action < action) link = &actions_[*link].nextSibling;
  child.nextSibling = *link;
  *link = index;  // before the push: `link` may point into actions_, which may move
  actions_.push_back(child);
  return index;
}

bool IsmctsBot::decided(Action preferred, double iterationsLeft) const {
  // Root children are the root's legal actions (the same in every determinization).
  int best = -1, second = 0;
  Action bestAction = 0;
  for (std::uint32_t c = decisions_[0].firstChild; c != kNoNode; c = actions_[c].nextSibling) {
    const int visits = actions_[c].visits;
    if (visits > best) {
      second = std::max(second, best);
      best = visits;
      bestAction = actions_[c].action;
    } else {
      second = std::max(second, visits);
    }
  }
  // Untried root actions have no child and no visits: they cannot overtake either.
  return bestAction == preferred && best - second > iterationsLeft;
}

Action IsmctsBot::choose(const State& state, int seat, Rng& rng) {
  resetStop();
  auto started = Clock::now();
  actions_.clear();
  decisions_.clear();
  decisions_.push_back(DecisionNode{});
  std::vector<Action> rootLegal;
  state.legalActions(rootLegal);
  stats_ = {};
  if (rootLegal.size() == 1) return rootLegal[0];  // nothing to think about
  // An iteration adds at most one action node and one decision node: room for the whole budget
  // at once (up to a million nodes), so that the tree never moves while it grows.
  const auto room = static_cast<std::size_t>(std::clamp(budget_.maxIterations, 1, 1 << 20)) + 1;
  actions_.reserve(room);
  decisions_.reserve(room + 1);
  // The policy's own choice, from a view of the position; the search must beat it clearly.
  auto view = state.determinize(seat, rng);
  const Action preferred = policy_.choose(*view, rng);
  while (stats_.iterations < budget_.maxIterations && !stopRequested()) {
    iterate(state, seat, rng);
    ++stats_.iterations;
    if ((stats_.iterations & 15) != 0) continue;
    const double elapsed = std::chrono::duration<double>(Clock::now() - started).count();
    const double cap = std::chrono::duration<double>(budget_.maxTime).count();
    if (elapsed >= cap) break;
    // Stop as soon as the rest of the budget could not change the answer: the policy's move is
    // the most visited by more visits than the iterations left (at most the budget's rest, and at
    // most what the time left allows at the speed so far, with a margin for a faster machine).
    const double byTime = 1.5 * stats_.iterations * (cap - elapsed) / std::max(elapsed, 1e-9);
    const double left = std::min<double>(budget_.maxIterations - stats_.iterations, byTime);
    if (budget_.settleEarly && left >= 1 && decided(preferred, left)) {
      stats_.stoppedEarly = true;
      break;
    }
  }
  stats_.seconds = std::chrono::duration<double>(Clock::now() - started).count();
  for (std::uint32_t c = decisions_[0].firstChild; c != kNoNode; c = actions_[c].nextSibling)
    stats_.rootVisits += actions_[c].visits;
  // The most visited root action that is legal here (the seat's own legal actions are part of its
  // view, so every determinization agrees with them).
  Action best = rootLegal[0];
  int bestVisits = -1;
  for (Action a : rootLegal) {
    std::uint32_t c = childFor(0, a);
    int visits = c == kNoNode ? 0 : actions_[c].visits;
    if (visits > bestVisits) {
      bestVisits = visits;
      best = a;
    }
  }
  std::uint32_t b = childFor(0, best), p = childFor(0, preferred);
  if (best != preferred && b != kNoNode && p != kNoNode && actions_[p].visits > 1 &&
      actions_[b].visits > 1) {
    auto meanAndError = [&](const ActionNode& n) {
      double mean = n.reward / n.visits;
      double variance = std::max(0.0, n.rewardSq / n.visits - mean * mean);
      return std::make_pair(mean, variance / n.visits);
    };
    auto [bestMean, bestErr2] = meanAndError(actions_[b]);
    auto [prefMean, prefErr2] = meanAndError(actions_[p]);
    if (bestMean - prefMean < budget_.confidence * std::sqrt(bestErr2 + prefErr2)) best = preferred;
  }
  return best;
}

std::vector<RootEstimate> IsmctsBot::rootEstimates() const {
  std::vector<RootEstimate> out;
  if (decisions_.empty()) return out;
  for (std::uint32_t c = decisions_[0].firstChild; c != kNoNode; c = actions_[c].nextSibling) {
    const ActionNode& n = actions_[c];
    if (n.visits > 0) out.push_back({n.action, n.visits, n.reward / n.visits});
  }
  return out;
}

}  // namespace mizbazi::ai
