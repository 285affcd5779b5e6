// The rule-based card choice for Sabokbaz: for each playable card, the expected margin (my team's
// points minus the other team's) of the trick it goes into, less what keeping the card for later
// would have been worth. The trick outlook reads only the SeatKnowledge (own hand, public cards,
// hand sizes, shown voids); the seats still to play are modelled by the chance that they hold a
// card that takes the trick and would want to: an opponent steals a trick worth more to them than
// leaving it, a partner takes back a trick the opponents would otherwise bank.
//
// What falls out of it (tests check each): a trick the partner is winning is not overtaken; wine
// is fed to the partner's trick and fate to the opponents'; hell and death are played where the
// trick's wine outweighs them or on an opponent's Khayyam or Heaven; fate is avoided unless the
// team is going for "all fate"; the fourth special is banked at once when it completes "four
// cards".
#pragma once

#include "ai/sabokbaz/sabokbaz_seat_knowledge.h"

namespace mizbazi::ai::sabokbaz {

// Margin points, tuned by coordinate ascent in self-play on duplicate deals
// (tests/engine/ai/sabokbaz/sabokbaz_policy_duel.cpp; docs/bots-sabokbaz.md). A keep value is what
// holding the card for the rest of the hand is worth, compared with playing it into a neutral
// trick.
struct PlayParams {
  double keepDozakh = -5.5, keepBehesht = 7, keepKhayyam = 4.5, keepAjal = -6;
  double keepBadeh = 0.5, keepZamaneh = -0.5;
  // Per number: keep high cards for control, spend low ones when nothing else differs.
  double keepPerNumber = 0.06;
  // Points each seat still to play adds to the trick it leaves where it is: wine from the taker's
  // partners, fate (or worse) from its opponents, when they cannot follow or the trick is
  // badeh-zamaneh. Feeding measured as no gain; dumping as more than one fate card's 2 points.
  double feed = 0, dump = 3;
  // A team that has taken at least this many fate cards, and the others none, plays for all fate.
  int chaseFrom = 6;
};

// The expected margin of playing `card` now, minus its keeping value. Precondition: `card` is in
// known.playable.
double scoreCard(const SeatKnowledge& known, int card, const PlayParams& params = {});

// The playable card with the best score (ties: the lowest card index, so the choice never depends
// on a generator).
int chooseCard(const SeatKnowledge& known, const PlayParams& params = {});

}  // namespace mizbazi::ai::sabokbaz
