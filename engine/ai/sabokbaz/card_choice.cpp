#include "ai/sabokbaz/card_choice.h"

#include <bit>

namespace mizbazi::ai::sabokbaz {

using namespace mizbazi::sabokbaz;

namespace {

constexpr CardMask kFateCards = suitMask(kZamaneh);

// The numbered cards of `family` with a number above `number`: what beats a trick topped by it.
constexpr CardMask aboveInFamily(int family, int number) {
  CardMask out = 0;
  for (int suit = 0; suit < kSuitCount; ++suit) {
    const int f = suit >= kZamaneh ? kFamilyFate : suit;
    if (f != family) continue;
    out |= suitMask(suit) & ~((CardMask{1} << (suit * kNumbersPerSuit + number)) - 1);
  }
  return out;
}

// Shared by every candidate card of one decision.
struct Context {
  const TableView& v;
  const PlayParams& k;
  int later[kMaxSeats] = {};  // the seats still to play in this trick after me, in order
  int laterCount = 0;
  double othersCards = 0;                   // cards in the other hands
  double othersCardsIn[kFamilyCount] = {};  // ... of the seats not void in each family
  int chaseTeam = -1;                       // the team going for all fate, if any
  int chaseCount = 0;

  Context(const TableView& view, const PlayParams& params) : v(view), k(params) {
    laterCount = v.players - v.trickSize - 1;
    for (int i = 0; i < laterCount; ++i) later[i] = (v.me + 1 + i) % v.players;
    for (int s = 0; s < v.players; ++s) {
      if (s == v.me) continue;
      othersCards += v.count[s];
      for (int f = 0; f < kFamilyCount; ++f) {
        if (!(v.voids[s] >> f & 1)) othersCardsIn[f] += v.count[s];
      }
    }
    int teamsWithFate = 0;
    for (int t = 0; t < v.teams; ++t) {
      int n = std::popcount(v.taken[t] & kFateCards);
      if (n > 0) {
        ++teamsWithFate;
        chaseTeam = t;
        chaseCount = n;
      }
    }
    if (teamsWithFate != 1 || chaseCount < k.chaseFrom) chaseTeam = -1;
  }

  // What taking `cards` is worth to `team`, in points of that team.
  double valueFor(int team, CardMask cards) const {
    if (((v.taken[team] | cards) & kSpecialMask) == kSpecialMask) return v.fourCardsBonus;
    double x = valueOfMask(cards);
    if (chaseTeam >= 0) {
      const int fate = std::popcount(cards & kFateCards);
      // The chasing team turns every fate card into a step towards +24 for itself and -24 for the
      // others; any other team taking one ends the chase, worth about what the chase had reached.
      if (team == chaseTeam) {
        x += 4.0 * fate;
      } else if (fate > 0) {
        x += 2.0 * chaseCount;
      }
    }
    return x;
  }

  // My team's margin when `team` banks `x` of its own points (the others' share the loss).
  double marginFor(int team, double x) const { return team == v.myTeam ? x : -x / (v.teams - 1); }

  double keepValue(int card) const {
    if (isSpecial(card)) {
      switch (card) {
        case kDozakh:
          return k.keepDozakh;
        case kBehesht:
          return k.keepBehesht;
        case kKhayyam:
          return k.keepKhayyam;
        default:
          return k.keepAjal;
      }
    }
    const double byNumber = k.keepPerNumber * numberOf(card);
    switch (suitOf(card)) {
      case kBadeh:
        return k.keepBadeh + byNumber;
      case kZamaneh:
        return (chaseTeam == v.myTeam ? -k.keepZamaneh : k.keepZamaneh) + byNumber;
      default:
        return byNumber;
    }
  }

  double expectedMargin(int card) const {
    std::uint8_t trick[kMaxSeats];
    const int n = v.trickSize;
    for (int i = 0; i < n; ++i) trick[i] = v.trick[i];
    trick[n] = static_cast<std::uint8_t>(card);
    int family = n == 0 ? kNoFamily : v.family;
    if (family == kNoFamily) family = familyOf(card);  // the first numbered card sets it
    const int leader = n == 0 ? v.me : v.leader;
    const int index = takingIndex(trick, n + 1, family);
    const int takerTeam = teamOf((leader + index) % v.players, v.teams);
    const CardMask cards = v.trickCards | bitOf(card);
    const double x = valueFor(takerTeam, cards);
    const double settled = marginFor(takerTeam, x);
    if (laterCount == 0) return settled;

    // Who could take it from the taker's team, and for which team.
    const bool oursNow = takerTeam == v.myTeam;
    int stealTeam = v.myTeam;
    double capacity = 0, capacityIn = 0;
    for (int i = 0; i < laterCount; ++i) {
      const int s = later[i];
      const int team = teamOf(s, v.teams);
      if (oursNow == (team == v.myTeam)) continue;
      if (oursNow && capacity == 0) stealTeam = team;
      capacity += v.count[s];
      if (family != kNoFamily && !(v.voids[s] >> family & 1)) capacityIn += v.count[s];
    }
    if (capacity == 0) return settled;

    double stillOurs = 1, expected = 0;
    // A special played after mine takes the trick: the steal is worth it when banking the trick
    // with that special beats leaving the trick to the taker and keeping the special.
    const double share = capacity / othersCards;
    for (CardMask m = v.unseen & kSpecialMask; m; m &= m - 1) {
      const int special = std::countr_zero(m);
      const double xs = valueFor(stealTeam, cards | bitOf(special));
      if (xs - keepValue(special) <= -x) continue;
      expected += stillOurs * share * marginFor(stealTeam, xs);
      stillOurs *= 1 - share;
    }
    // A higher card of the family takes it while no special is in the trick.
    if (!(cards & kSpecialMask) && family != kNoFamily && capacityIn > 0) {
      const double xn = valueFor(stealTeam, cards);
      if (xn > -x) {
        const int beaters = std::popcount(v.unseen & aboveInFamily(family, numberOf(trick[index])));
        if (beaters > 0) {
          const double miss = 1 - capacityIn / othersCardsIn[family];
          double none = 1;
          for (int b = 0; b < beaters; ++b) none *= miss;
          const double p = 1 - none;
          expected += stillOurs * p * marginFor(stealTeam, xn);
          stillOurs *= 1 - p;
        }
      }
    }
    return expected + stillOurs * settled;
  }
};

}  // namespace

double scoreCard(const TableView& view, int card, const PlayParams& params) {
  Context context(view, params);
  return context.expectedMargin(card) - context.keepValue(card);
}

int chooseCard(const TableView& view, const PlayParams& params) {
  if (std::has_single_bit(view.playable)) return std::countr_zero(view.playable);
  Context context(view, params);
  int best = -1;
  double bestScore = 0;
  for (CardMask m = view.playable; m; m &= m - 1) {
    const int card = std::countr_zero(m);
    const double score = context.expectedMargin(card) - context.keepValue(card);
    if (best < 0 || score > bestScore) {
      best = card;
      bestScore = score;
    }
  }
  return best;
}

}  // namespace mizbazi::ai::sabokbaz
