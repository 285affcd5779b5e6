// A match read from outside: scores, winners, the JSON views (the all-seeing one for `mizbazi-cli
// run` and each seat's observation, both written from SabokbazObservation, sabokbaz_observation.h,
// which lists the keys), card locations.
#include <algorithm>

#include "sabokbaz/sabokbaz_observation.h"
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

namespace {

std::vector<std::string> ids(CardMask cards) {
  std::vector<std::string> list;
  for (CardMask m = cards; m; m &= m - 1) list.push_back(cardId(std::countr_zero(m)));
  return list;
}

std::vector<PlayedCardView> trickView(const std::array<std::uint8_t, kMaxSeats>& cards, int size,
                                      int leader, int players) {
  std::vector<PlayedCardView> list;
  for (int i = 0; i < size; ++i) list.emplace_back((leader + i) % players, cardId(cards[i]));
  return list;
}

}  // namespace

Json SabokbazState::json(int viewer) const {
  const Position& p = d_;
  const int players = v_.players, teams = v_.teams;
  SabokbazObservation o;
  o.players = players;
  o.target = d_.target;
  for (int t = 0; t < teams; ++t) o.teams.push_back({t, t + teams});
  o.dealer = p.dealer;
  o.handNumber = p.handNumber;
  o.leader = p.leader;
  for (int seat = 0; seat < players; ++seat) {
    const int count = std::popcount(p.hands[seat]);
    if (viewer < 0 || viewer == seat) {
      o.hands.emplace_back(ids(p.hands[seat]));
    } else {
      o.hands.emplace_back(count);
    }
    o.handCounts.push_back(count);
    std::vector<Family>& families = o.voids.emplace_back();
    for (int f = 0; f < kFamilyCount; ++f) {
      if (p.voids[seat] >> f & 1) families.push_back(static_cast<Family>(f));
    }
  }
  o.trick = trickView(p.trick, p.trickSize, p.leader, players);
  if (p.family != kNoFamily) o.ledFamily = static_cast<Family>(p.family);
  for (int t = 0; t < teams; ++t) o.taken.push_back(ids(p.taken[t]));
  o.handScores.assign(p.handPoints.begin(), p.handPoints.begin() + teams);
  o.matchScores.assign(p.matchScores.begin(), p.matchScores.begin() + teams);
  if (p.lastTrickSize != 0) {
    o.lastTrick = LastTrickView{trickView(p.lastTrick, p.lastTrickSize, p.lastTrickLeader, players),
                                p.lastTrickTaker, p.lastTrickPoints};
  }
  if (p.lastHandNumber != 0) {
    const HandOutcome& h = p.lastHand;
    LastHandView& last = o.lastHand.emplace();
    last.number = p.lastHandNumber;
    last.scores.assign(h.scores.begin(), h.scores.begin() + teams);
    last.bonus = h.bonus;
    if (h.bonusTeam >= 0) last.bonusTeam = h.bonusTeam;
  }
  o.out = ids(kAllCards & ~v_.inPlay);
  return writeFields(o);
}

Json SabokbazState::gameJson() const {
  return json(-1);
}

Json SabokbazState::observation(int seat) const {
  // A seat number outside the table (a spectator) sees no hand at all.
  constexpr int kNobody = kMaxSeats;
  return json(seat >= 0 && seat < v_.players ? seat : kNobody);
}

std::vector<int> SabokbazState::scores() const {
  return std::vector<int>(d_.matchScores.begin(), d_.matchScores.begin() + v_.teams);
}

std::vector<int> SabokbazState::winners() const {
  std::vector<int> seats;
  if (!d_.over) return seats;
  int best = *std::max_element(d_.matchScores.begin(), d_.matchScores.begin() + v_.teams);
  for (int seat = 0; seat < v_.players; ++seat) {
    if (d_.matchScores[teamOf(seat, v_.teams)] == best) seats.push_back(seat);
  }
  return seats;
}

void SabokbazState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  for (int c = 0; c < kCardCount; ++c) {
    const CardMask bit = bitOf(c);
    Place where = place(kZoneOut);
    if (v_.inPlay & bit) {
      for (int seat = 0; seat < v_.players; ++seat) {
        if (d_.hands[seat] & bit) where = place(kZoneHand, seat);
      }
      for (int t = 0; t < v_.teams; ++t) {
        if (d_.taken[t] & bit) where = place(kZoneTaken, t);
      }
      for (int i = 0; i < d_.trickSize; ++i) {
        if (d_.trick[i] == c) where = place(kZoneTrick, -1, i);
      }
    }
    out.emplace_back(c, where);
  }
}

std::string SabokbazState::zoneName(int zone) const {
  if (zone < 0 || zone >= static_cast<int>(kZoneIds.size())) return "?";
  return kZoneIds[zone];
}

}  // namespace mizbazi::sabokbaz
