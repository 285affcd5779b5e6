// Draws while the expected gain of one more card outweighs the expected loss of a bust, computed
// from the exact suit counts of the unseen deck (every other card is public); takes the most
// damaging or most valuable target for pistol, dagger, horseshoe and map; prefers rings that pay
// reliably.
#include "ai/zirkhaki/zirkhaki_policy.h"

#include <algorithm>
#include <array>
#include <bit>

#include "ai/policy.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::ai::zirkhaki {

using namespace mizbazi::zirkhaki;

namespace {

class Policy final : public GamePolicy {
 public:
  Action choose(const State& state, Rng& rng) const override;
  void evaluate(const State& state, std::vector<double>& rewards) const override;
};

int topValue(const ZirkhakiData& d, int seat, int suit) {
  const auto& pile = d.fields[seat][suit];
  return pile.empty() ? 0 : cardValue(pile.top());
}

// What losing the top card of a field pile costs its owner.
int topLoss(const ZirkhakiData& d, int seat, int suit) {
  const auto& pile = d.fields[seat][suit];
  if (pile.empty()) return 0;
  int below = pile.size > 1 ? cardValue(pile[pile.size - 2]) : 0;
  return cardValue(pile.top()) - below;
}

// Points a card adds to `seat`'s score if it ends in that seat's field.
int gainFor(const ZirkhakiData& d, int seat, int card) {
  return std::max(0, cardValue(card) - topValue(d, seat, cardSuit(card)));
}

// The state keeps a bit per suit in the play area (ZirkhakiData::playSuits).
bool inPlay(const ZirkhakiData& d, int suit) {
  return (d.playSuits >> suit) & 1;
}

// The tops of the seat's field piles (without a goldsmith's bonus).
int scoreOf(const ZirkhakiData& d, int seat) {
  int total = 0;
  for (std::uint32_t suits = d.fieldSuits[seat]; suits != 0; suits &= suits - 1)
    total += cardValue(d.fields[seat][std::countr_zero(suits)].top());
  return total;
}

bool drawBeatsBank(const ZirkhakiData& d) {
  const int me = d.current;
  // At stake: what banking now would add, less what a carpet would save on a bust.
  int stake = 0, protectedGain = 0;
  int carpetAt = -1;
  for (int i = 0; i < d.play.size; ++i) {
    if (cardSuit(d.play[i]) == kCarpet && carpetAt < 0) carpetAt = i;
  }
  for (int i = 0; i < d.play.size; ++i) {
    int g = gainFor(d, me, d.play[i]);
    stake += g;
    if (carpetAt >= 0 && i < carpetAt) protectedGain += g;
  }
  bool chestKey = inPlay(d, kChest) && inPlay(d, kKey);
  if (chestKey) stake += std::min<int>(d.play.size, d.discard.size) * 2;  // rough bonus value
  const int atRisk = stake - protectedGain;

  if (d.knownTop[me] > 0) {  // the astrolabe showed the top card: no odds, a certainty
    int top = d.deck.top();
    return !inPlay(d, cardSuit(top));
  }
  // The deck is read card by card in every rollout decision (up to 120 cards with two sets): each
  // card costs two table look-ups against the suits in play and the own field's tops.
  std::array<int, kSuitCount> top{};
  for (int suit = 0; suit < kSuitCount; ++suit) top[suit] = topValue(d, me, suit);
  int bustCards = 0, safeGain = 0, safeCards = 0;
  for (int card : d.deck) {
    const int suit = cardSuit(card);
    if (inPlay(d, suit)) {
      ++bustCards;
    } else {
      ++safeCards;
      // +1: abilities and future options are worth a little
      safeGain += std::max(0, cardValue(card) - top[suit]) + 1;
    }
  }
  if (safeCards == 0) return false;
  double pBust = static_cast<double>(bustCards) / d.deck.size;
  double expectedGain = (1 - pBust) * static_cast<double>(safeGain) / safeCards;
  return expectedGain > pBust * atRisk;
}

int ringPreference(int ring) {
  // Reliable, frequent payoffs first.
  static constexpr std::array<int, kRingCount> kOrder = {
      /*snake-charmer*/ 5, /*strongman*/ 6,  /*blade*/ 4, /*treasure-lover*/ 2,
      /*goldsmith*/ 7,     /*map-reader*/ 3, /*rogue*/ 1, /*fortune-teller*/ 4};
  return kOrder[ring];
}

// Higher is better for the player to act. `leads`: each seat's scoreOf, for the picks.
int scoreAction(const ZirkhakiData& d, Action a, const std::array<int, kMaxSeats>& leads) {
  const int me = d.current;
  if (a >= kActionRingBase) return ringPreference(static_cast<int>(a - kActionRingBase));
  if (a >= kActionChooseBase) {
    int name = static_cast<int>(a - kActionChooseBase);
    if (inPlay(d, cardSuit(name))) return -100;  // it would bust
    return gainFor(d, me, name) * 10 + cardValue(name);
  }
  int code = static_cast<int>(a - kActionPickBase), seat = code / 16, suit = code % 16;
  const ChoiceKind kind = d.pending[d.pendingDepth - 1].kind;
  const int lead = leads[seat];
  switch (kind) {
    case ChoiceKind::kPistol:
      return topLoss(d, seat, suit) * 100 + lead;  // hurt the most, prefer the leader
    case ChoiceKind::kDagger: {
      int card = d.fields[seat][suit].top();
      if (inPlay(d, suit)) return -10000 + topLoss(d, seat, suit);
      return (gainFor(d, me, card) + topLoss(d, seat, suit)) * 100 + lead;
    }
    case ChoiceKind::kHorseshoe:
      if (inPlay(d, suit)) return -10000;
      return -topLoss(d, me, suit);  // risk the least
    case ChoiceKind::kMap:
      break;
  }
  return 0;
}

Action Policy::choose(const State& state, Rng& rng) const {
  const auto& d = static_cast<const ZirkhakiState&>(state).data();
  thread_local std::vector<Action> legal;
  legal.clear();
  state.legalActions(legal);
  if (legal.size() == 1) return legal[0];
  if (legal[0] == kActionDraw && legal.size() == 2 && legal[1] == kActionBank) {
    return drawBeatsBank(d) ? kActionDraw : kActionBank;
  }
  // Each pick prefers the leader: every seat's lead, once for the whole list.
  std::array<int, kMaxSeats> leads{};
  for (Action a : legal) {
    if (a >= kActionPickBase && a < kActionChooseBase) {
      for (int seat = 0; seat < d.players; ++seat) leads[seat] = scoreOf(d, seat);
      break;
    }
  }
  Action best = legal[0];
  int bestScore = 0;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    int s = scoreAction(d, legal[i], leads) * 4 + rng.uniform(0, 3);  // break ties at random
    if (i == 0 || s > bestScore) {
      bestScore = s;
      best = legal[i];
    }
  }
  return best;
}

void Policy::evaluate(const State& state, std::vector<double>& rewards) const {
  GamePolicy::evaluate(state, rewards);
  // Blend in the score margin: it separates good from lucky play far sooner than wins alone.
  const auto& z = static_cast<const ZirkhakiState&>(state);
  int n = z.numPlayers();
  std::array<int, kMaxSeats> score{};
  for (int s = 0; s < n; ++s) score[s] = z.score(s);
  for (int s = 0; s < n; ++s) {
    int bestOther = 0;
    for (int o = 0; o < n; ++o) {
      if (o != s) bestOther = std::max(bestOther, score[o]);
    }
    double margin = std::clamp((score[s] - bestOther) / 40.0, -0.5, 0.5);
    rewards[s] = 0.75 * rewards[s] + 0.25 * (0.5 + margin);
  }
}

}  // namespace

void registerPolicy() {
  ai::registerPolicy("zirkhaki", std::make_unique<Policy>());
}

}  // namespace mizbazi::ai::zirkhaki
