#include "ai/sabokbaz/sabokbaz_seat_knowledge.h"

#include <bit>

#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::ai::sabokbaz {

using namespace mizbazi::sabokbaz;

SeatKnowledge knowledgeOfSeatToAct(const SabokbazState& state) {
  const Position& p = state.position();
  const Variant& variant = state.variant();
  SeatKnowledge v;
  v.players = variant.players;
  v.teams = variant.teams;
  v.me = p.current;
  v.myTeam = teamOf(v.me, v.teams);
  v.inPlay = variant.inPlay;
  v.hand = p.hands[v.me];
  v.playable = state.playableMask();
  v.trickSize = p.trickSize;
  v.leader = p.leader;
  v.family = p.family;
  v.trick = p.trick;
  for (int i = 0; i < p.trickSize; ++i) v.trickCards |= bitOf(p.trick[i]);
  CardMask gone = v.trickCards | v.hand;
  for (int t = 0; t < v.teams; ++t) {
    v.taken[t] = p.taken[t];
    gone |= p.taken[t];
  }
  v.unseen = variant.inPlay & ~gone;
  for (int s = 0; s < v.players; ++s) v.count[s] = cardCount(p.hands[s]);
  v.voids = p.voids;
  v.fourCardsBonus = variant.wineTotal - variant.fateTotal;
  return v;
}

}  // namespace mizbazi::ai::sabokbaz
