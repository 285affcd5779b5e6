// The rules of Sabokbaz as pure functions (docs/rules-sabokbaz.md): the two table sizes and the
// cards in play, which cards may be played, who takes a trick, and what a hand scores. The State
// only keeps the position and calls these; tests call them directly too.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "sabokbaz/sabokbaz_cards.h"

namespace mizbazi::sabokbaz {

inline constexpr int kMaxSeats = 6;
inline constexpr int kMaxTeams = 3;

// What changes between the 4-player game and the 6-player one.
struct Variant {
  int players = 4;
  int teams = 2;  // partners sit opposite: team of seat s is s % teams
  int handSize = 13;
  CardMask inPlay = kAllCards;  // with 6 players the four 12s are out
  int fateTotal = -24;          // every zamaneh in play together: the "all fate" penalty
  int wineTotal = 36;           // every badeh in play together: the "four cards" bonus
  int handTotal = 7;            // every card in play together
  int defaultTarget = 70;       // and targets are multiples of this / 10
};

constexpr Variant variantFor(int players) {
  if (players == 6) return Variant{6, 3, 8, kAllCards & ~kTwelvesMask, -22, 33, 6, 60};
  return Variant{};
}

// The cards in play in ascending order: the pack before its shuffle, so that a deal depends on the
// Rng alone.
inline int orderedPack(const Variant& v, std::array<std::uint8_t, kCardCount>& pack) {
  int count = 0;
  for (int c = 0; c < kCardCount; ++c) {
    if (v.inPlay & bitOf(c)) pack[count++] = static_cast<std::uint8_t>(c);
  }
  return count;
}

// Spelled out for the two team counts (two or three): the search's rollouts ask for teams in their
// inner loops, where a division by a variable is a visible cost.
constexpr int teamOf(int seat, int teams) {
  return teams == 2 ? seat % 2 : seat % 3;
}

// The cards the player to act may play from `hand`. `leading`: the trick is empty. `family`: the
// trick's family (set by its first numbered card), kNoFamily while it has none.
constexpr CardMask playableCards(CardMask hand, bool leading, int family) {
  if (leading) {
    // Specials never lead, unless nothing else is left.
    CardMask numbered = hand & kNumberedMask;
    return numbered ? numbered : hand;
  }
  if (family == kNoFamily) return hand;  // led by a special: nothing to follow yet
  CardMask follow = hand & kFamilyMask[family];
  // Specials may be played at any time, even by a player who could follow.
  return follow ? follow | (hand & kSpecialMask) : hand;
}

// Position in the trick (0 = the led card) of the card that takes it.
//  - a trick of special cards only goes to its leader (otherwise rule 1 would make this case
//    unreachable: the spec states it as its own rule, so it overrides rule 1);
//  - else the last special card played takes it;
//  - else the highest number of the led family (badeh and zamaneh compare by number; on equal
//    numbers the earlier card stays ahead); cards outside the family never take it.
constexpr int takingIndex(const std::uint8_t* cards, int count, int family) {
  int lastSpecial = -1;
  bool onlySpecials = true;
  for (int i = 0; i < count; ++i) {
    if (isSpecial(cards[i])) {
      lastSpecial = i;
    } else {
      onlySpecials = false;
    }
  }
  if (onlySpecials) return 0;
  if (lastSpecial >= 0) return lastSpecial;
  int best = -1;
  for (int i = 0; i < count; ++i) {
    if (familyOf(cards[i]) != family) continue;
    if (best < 0 || numberOf(cards[i]) > numberOf(cards[best])) best = i;
  }
  return best;
}

enum Bonus : std::uint8_t { kNoBonus, kAllFate, kFourCards };
inline constexpr std::array<const char*, 3> kBonusIds = {"none", "all-fate", "four-cards"};

struct HandOutcome {
  std::array<int, kMaxTeams> scores{};
  Bonus bonus = kNoBonus;
  int bonusTeam = -1;
  friend bool operator==(const HandOutcome&, const HandOutcome&) = default;
};

// The team that has taken all four specials, or -1.
constexpr int fourCardsTeam(const CardMask* taken, int teams) {
  for (int t = 0; t < teams; ++t) {
    if ((taken[t] & kSpecialMask) == kSpecialMask) return t;
  }
  return -1;
}

// A hand's score per team from the cards each team took (`taken[team]`). Four cards overrides
// everything else; all fate is judged on a complete hand (zamaneh still in hands cannot have been
// taken, so an interrupted hand never gives it).
constexpr HandOutcome scoreHand(const Variant& v, const CardMask* taken) {
  HandOutcome out;
  if (int t = fourCardsTeam(taken, v.teams); t >= 0) {
    for (int u = 0; u < v.teams; ++u) out.scores[u] = u == t ? v.wineTotal : v.fateTotal;
    out.bonus = kFourCards;
    out.bonusTeam = t;
    return out;
  }
  const CardMask fate = suitMask(kZamaneh) & v.inPlay;
  for (int u = 0; u < v.teams; ++u) out.scores[u] = valueOfMask(taken[u]);
  for (int t = 0; t < v.teams; ++t) {
    if ((taken[t] & fate) != fate) continue;
    // The team's zamaneh count nothing; every other team pays their total instead.
    for (int u = 0; u < v.teams; ++u) out.scores[u] += u == t ? -v.fateTotal : v.fateTotal;
    out.bonus = kAllFate;
    out.bonusTeam = t;
  }
  return out;
}

}  // namespace mizbazi::sabokbaz
