#include "ai/sabokbaz/sabokbaz_card_choice.h"

#include <array>
#include <bit>
#include <cstdint>

namespace mizbazi::ai::sabokbaz {

using namespace mizbazi::sabokbaz;

namespace {

constexpr CardMask kFateCards = suitMask(kZamaneh);

// aboveInFamily[f][n]: the numbered cards of family f with a number above n, i.e. what beats a
// trick topped by n.
constexpr auto kAboveInFamily = [] {
  std::array<std::array<CardMask, kNumbersPerSuit + 1>, kFamilyCount> table{};
  for (int suit = 0; suit < kSuitCount; ++suit) {
    const int family = suit >= kZamaneh ? kFamilyFate : suit;
    for (int n = 0; n <= kNumbersPerSuit; ++n) {
      table[family][n] |= suitMask(suit) & ~((CardMask{1} << (suit * kNumbersPerSuit + n)) - 1);
    }
  }
  return table;
}();

constexpr auto kCardValue = [] {
  std::array<std::int8_t, kCardCount> values{};
  for (int c = 0; c < kCardCount; ++c) values[c] = static_cast<std::int8_t>(valueOf(c));
  return values;
}();

// Shared by every candidate card of one decision: the seats still to play, the trick so far (who
// takes it, what it holds) and the state of the all-fate chase.
struct Context {
  const SeatKnowledge& v;
  const PlayParams& k;
  int later[kMaxSeats] = {};      // the seats still to play in this trick after me, in order
  int laterTeam[kMaxSeats] = {};  // ... and their teams
  int laterCount = 0;
  double othersCards = 0;                   // cards in the other hands
  double othersCardsIn[kFamilyCount] = {};  // ... of the seats not void in each family
  int chaseTeam = -1;                       // the team going for all fate, if any
  int chaseCount = 0;
  // The trick so far.
  int points = 0, fate = 0;
  int lastSpecial = -1;      // index of the last special played, or -1
  bool onlySpecials = true;  // (vacuously true for an empty trick)
  int best = -1;             // index of the highest card of the family, without specials
  double keepSpecial[kSpecialCount] = {};
  double lossShare = 1;  // the share of the other teams' points that is each team's loss
  // The chance that each seat still to play (by position in `later`) holds no card of family f,
  // worked out the first time it is needed (bit f of voidKnown), and only read after that: left
  // unset here, since clearing it cost more than the rest of a small decision's set-up.
  mutable double voidChance[kMaxSeats][kFamilyCount];
  mutable unsigned voidKnown = 0;
  // A card's expected margin up to its last step, the only one that depends on the number of a
  // card taking the trick (the unseen cards above it): the margin itself when that step does not
  // apply, else the sums it adds to. Filled by outlookOf, which sets what each case reads (no
  // initializers: the Context keeps four, cleared for nothing otherwise).
  struct Outlook {
    bool done;
    double margin;  // when done; the rest when not
    double expected, stillOurs, settled;
    int family;
    double miss;         // the chance that no later rival holds a given card of the family
    double stealMargin;  // my margin when a rival's higher card takes the trick
  };
  // What several cards share (see expectedMargin), worked out for the first of them (bit suit of
  // the `known` masks) and likewise unset before: the margin of a numbered card of each suit that
  // does not take the trick, the outlook of one that does.
  mutable double leftMargin[kSuitCount];
  mutable unsigned leftKnown = 0;
  mutable Outlook takingOutlook[kSuitCount];
  mutable unsigned takingKnown = 0;

  Context(const SeatKnowledge& known, const PlayParams& params) : v(known), k(params) {
    laterCount = v.players - v.trickSize - 1;
    for (int i = 0, s = v.me; i < laterCount; ++i) {
      s = s + 1 == v.players ? 0 : s + 1;
      later[i] = s;
      laterTeam[i] = teamOf(s, v.teams);
    }
    // Whole numbers, summed as integers (the same doubles, without a chain of floating additions).
    int others = 0;
    std::array<int, kFamilyCount> othersIn{};
    for (int s = 0; s < v.players; ++s) {
      if (s == v.me) continue;
      others += v.count[s];
      for (int f = 0; f < kFamilyCount; ++f) othersIn[f] += v.voids[s] >> f & 1 ? 0 : v.count[s];
    }
    othersCards = others;
    for (int f = 0; f < kFamilyCount; ++f) othersCardsIn[f] = othersIn[f];
    int teamsWithFate = 0;
    for (int t = 0; t < v.teams; ++t) {
      int n = cardCount(v.taken[t] & kFateCards);
      if (n > 0) {
        ++teamsWithFate;
        chaseTeam = t;
        chaseCount = n;
      }
    }
    if (teamsWithFate != 1 || chaseCount < k.chaseFrom) chaseTeam = -1;
    for (int i = 0; i < v.trickSize; ++i) {
      const int c = v.trick[i];
      points += kCardValue[c];
      fate += suitOf(c) == kZamaneh && !isSpecial(c);
      if (isSpecial(c)) {
        lastSpecial = i;
      } else {
        onlySpecials = false;
        if (familyOf(c) == v.family && (best < 0 || numberOf(c) > numberOf(v.trick[best]))) {
          best = i;
        }
      }
    }
    lossShare = v.teams == 2 ? 1.0 : 0.5;  // 1 / (teams - 1), without a division
    keepSpecial[0] = k.keepDozakh;
    keepSpecial[1] = k.keepBehesht;
    keepSpecial[2] = k.keepKhayyam;
    keepSpecial[3] = k.keepAjal;
  }

  // What taking a trick worth `x` points with `fateCards` fate cards and the specials `specials`
  // is worth to `team`, in points of that team.
  double valueFor(int team, int x, int fateCards, CardMask specials) const {
    if (((v.taken[team] | specials) & kSpecialMask) == kSpecialMask) return v.fourCardsBonus;
    double value = x;
    if (chaseTeam >= 0 && fateCards > 0) {
      // The chasing team turns every fate card into a step towards +24 for itself and -24 for the
      // others; any other team taking one ends the chase, worth about what the chase had reached.
      value += team == chaseTeam ? 4.0 * fateCards : 2.0 * chaseCount;
    }
    return value;
  }

  double voidChanceOf(int laterIndex, int family) const {
    if (!(voidKnown >> family & 1)) {
      voidKnown |= 1u << family;
      const int unseenInFamily = cardCount(v.unseen & kFamilyMask[family]);
      // The seats still to play mostly hold as many cards as one another: one product serves
      // every seat with the count of the last one worked out.
      int lastCount = -1;
      double lastNone = 1;
      for (int i = 0; i < laterCount; ++i) {
        const int s = later[i];
        double none = 1;
        if (v.voids[s] >> family & 1) {
          none = 1;
        } else if (othersCardsIn[family] > 0) {
          if (v.count[s] != lastCount) {
            const double miss = 1 - v.count[s] / othersCardsIn[family];
            lastNone = 1;
            for (int c = 0; c < unseenInFamily; ++c) lastNone *= miss;
            lastCount = v.count[s];
          }
          none = lastNone;
        }
        voidChance[i][family] = none;
      }
    }
    return voidChance[laterIndex][family];
  }

  // My team's margin when `team` banks `x` of its own points (the others share the loss). A
  // product, not a quotient, in this inner loop: with two or three teams the factor is 1 or 1/2,
  // so it is exactly the division.
  double marginFor(int team, double x) const { return team == v.myTeam ? x : -x * lossShare; }

  double keepValue(int card) const {
    if (isSpecial(card)) return keepSpecial[card - kNumberedCards];
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

  // The trick's family once `card` is on it.
  int familyWith(int card) const {
    const int family = v.trickSize == 0 ? kNoFamily : v.family;
    return family == kNoFamily ? familyOf(card) : family;  // the first numbered card sets it
  }

  // Who takes the trick with `card` on it, by position in the trick (sabokbaz_rules.h
  // takingIndex, one card at a time).
  int takingIndexWith(int card) const {
    const int n = v.trickSize;
    if (isSpecial(card)) return onlySpecials ? 0 : n;  // a trick of specials goes to its leader
    if (lastSpecial >= 0) return lastSpecial;
    if (familyOf(card) == familyWith(card) &&
        (best < 0 || numberOf(card) > numberOf(v.trick[best]))) {
      return n;
    }
    return best;
  }

  // The unseen cards that would take the trick from `top` while no special is in it.
  int beatersOf(int top, int family) const {
    return cardCount(v.unseen & kAboveInFamily[family][numberOf(top)]);
  }

  double expectedMargin(int card) const {
    const int index = takingIndexWith(card);
    if (isSpecial(card)) return marginTaking(card, index);
    // Cards of one suit bring the trick the same value and fate. One that leaves the trick to
    // another changes neither its taker, nor its top card, nor its family: its margin depends on
    // its suit alone. One that takes it differs from another only in the last step (finish), by
    // the unseen cards above it. Hands hold many cards of a suit, so most of the work is shared.
    const int suit = suitOf(card);
    if (index != v.trickSize) {
      if (!(leftKnown >> suit & 1)) {
        leftKnown |= 1u << suit;
        leftMargin[suit] = marginTaking(card, index);
      }
      return leftMargin[suit];
    }
    if (!(takingKnown >> suit & 1)) {
      takingKnown |= 1u << suit;
      outlookOf(card, index, takingOutlook[suit]);
    }
    return finish(takingOutlook[suit], card);
  }

  // The expected margin of playing `card` when the card at `index` of the trick takes it.
  double marginTaking(int card, int index) const {
    Outlook outlook;
    outlookOf(card, index, outlook);
    return finish(outlook, index == v.trickSize ? card : v.trick[index]);
  }

  // The last step, with the trick topped by `topCard`: a higher card of the family takes it.
  double finish(const Outlook& o, int topCard) const {
    if (o.done) return o.margin;
    double expected = o.expected, stillOurs = o.stillOurs;
    const int beaters = beatersOf(topCard, o.family);
    if (beaters > 0) {
      double none = 1;
      for (int b = 0; b < beaters; ++b) none *= o.miss;
      const double p = 1 - none;
      expected += stillOurs * p * o.stealMargin;
      stillOurs *= 1 - p;
    }
    return expected + stillOurs * o.settled;
  }

  // The outlook of playing `card` when the card at `index` of the trick takes it, filled into `o`
  // in place (the Context keeps one per suit; returning it by value cost a copy).
  void outlookOf(int card, int index, Outlook& o) const {
    auto done = [&o](double margin) {
      o.done = true;
      o.margin = margin;
    };
    const int n = v.trickSize;
    const bool special = isSpecial(card);
    const int family = familyWith(card);
    const int leader = n == 0 ? v.me : v.leader;
    const int taker = leader + index < v.players ? leader + index : leader + index - v.players;
    const int takerTeam = teamOf(taker, v.teams);
    const int x0 = points + kCardValue[card];
    const int fate0 = fate + (suitOf(card) == kZamaneh && !special);
    const CardMask specials = (v.trickCards | bitOf(card)) & kSpecialMask;
    const double x = valueFor(takerTeam, x0, fate0, specials);
    if (laterCount == 0) return done(marginFor(takerTeam, x));
    // What the seats still to play are likely to add when they leave the trick where it is.
    double added = 0;
    const bool anyoneFree = family == kNoFamily || family == kFamilyFate;
    for (int i = 0; i < laterCount; ++i) {
      const double chance = anyoneFree ? 1 : voidChanceOf(i, family);
      added += laterTeam[i] == takerTeam ? chance * k.feed : -chance * k.dump;
    }
    const double settled = marginFor(takerTeam, x + added);

    // Who could take it from the taker's team, and for which team.
    const bool oursNow = takerTeam == v.myTeam;
    int stealTeam = v.myTeam;
    double capacity = 0, capacityIn = 0;
    for (int i = 0; i < laterCount; ++i) {
      const int s = later[i];
      const int team = laterTeam[i];
      if (oursNow == (team == v.myTeam)) continue;
      if (oursNow && capacity == 0) stealTeam = team;
      capacity += v.count[s];
      if (family != kNoFamily && !(v.voids[s] >> family & 1)) capacityIn += v.count[s];
    }
    if (capacity == 0) return done(settled);

    double stillOurs = 1, expected = 0;
    // A special played after mine takes the trick: the steal is worth it when banking the trick
    // with that special beats leaving the trick to the taker and keeping the special.
    const double share = capacity / othersCards;
    for (CardMask m = v.unseen & kSpecialMask; m; m &= m - 1) {
      const int sp = std::countr_zero(m);
      const double xs = valueFor(stealTeam, x0 + kCardValue[sp], fate0, specials | bitOf(sp));
      if (xs - keepSpecial[sp - kNumberedCards] <= -x) continue;
      expected += stillOurs * share * marginFor(stealTeam, xs);
      stillOurs *= 1 - share;
    }
    // A higher card of the family takes it while no special is in the trick (see finish).
    if (!specials && family != kNoFamily && capacityIn > 0) {
      const double xn = valueFor(stealTeam, x0, fate0, specials);
      if (xn > -x) {
        o.expected = expected;
        o.stillOurs = stillOurs;
        o.settled = settled;
        o.family = family;
        o.miss = 1 - capacityIn / othersCardsIn[family];
        o.done = false;
        o.stealMargin = marginFor(stealTeam, xn);
        return;
      }
    }
    return done(expected + stillOurs * settled);
  }
};

}  // namespace

double scoreCard(const SeatKnowledge& known, int card, const PlayParams& params) {
  Context context(known, params);
  return context.expectedMargin(card) - context.keepValue(card);
}

int chooseCard(const SeatKnowledge& known, const PlayParams& params) {
  if (isOneCard(known.playable)) return std::countr_zero(known.playable);
  Context context(known, params);
  int best = -1;
  double bestScore = 0;
  for (CardMask m = known.playable; m; m &= m - 1) {
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
