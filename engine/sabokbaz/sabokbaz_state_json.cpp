// The JSON views of a match: the all-seeing one (`mizbazi-cli run`) and each seat's observation.
// Keys (docs/file-format.md, plus the extras documented here):
//   players, target, teams (per team its seats), dealer, hand_number (1-based), leader (of the
//   trick being played), hands (per seat: ids in card order; in an observation other seats' hands
//   are their card counts), hand_counts (per seat), trick ([seat, id] in order of play),
//   led_family (null, "koozeh", "sabzeh" or "badeh-zamaneh"), taken (per team, ids in card order),
//   hand_scores (per team: the values of the cards taken this hand, before any bonus),
//   match_scores (per team), voids (per seat: families it has shown it lacks this hand),
//   last_trick (null or {cards: [[seat, id]...], taker, points}: the last completed trick of this
//   hand), last_hand (null or {number, scores, bonus: "none" | "all-fate" | "four-cards",
//   bonus_team}), out (the cards out of the game: the 12s with 6 players).
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

namespace {

Json ids(CardMask cards) {
  Json list = Json::array();
  for (CardMask m = cards; m; m &= m - 1) list.push_back(cardId(std::countr_zero(m)));
  return list;
}

Json trickJson(const std::array<std::uint8_t, kMaxSeats>& cards, int size, int leader,
               int players) {
  Json list = Json::array();
  for (int i = 0; i < size; ++i) {
    list.push_back(Json::array({(leader + i) % players, cardId(cards[i])}));
  }
  return list;
}

}  // namespace

Json SabokbazState::json(int viewer) const {
  const Position& p = p_;
  const int players = v_.players, teams = v_.teams;
  Json j = Json::object();
  j["players"] = players;
  j["target"] = target_;
  Json teamSeats = Json::array();
  for (int t = 0; t < teams; ++t) teamSeats.push_back(Json::array({t, t + teams}));
  j["teams"] = teamSeats;
  j["dealer"] = p.dealer;
  j["hand_number"] = p.handNumber;
  j["leader"] = p.leader;
  Json hands = Json::array(), counts = Json::array(), voids = Json::array();
  for (int seat = 0; seat < players; ++seat) {
    int count = std::popcount(p.hands[seat]);
    if (viewer < 0 || viewer == seat) {
      hands.push_back(ids(p.hands[seat]));
    } else {
      hands.push_back(count);
    }
    counts.push_back(count);
    Json families = Json::array();
    for (int f = 0; f < kFamilyCount; ++f) {
      if (p.voids[seat] >> f & 1) families.push_back(kFamilyIds[f]);
    }
    voids.push_back(families);
  }
  j["hands"] = hands;
  j["hand_counts"] = counts;
  j["trick"] = trickJson(p.trick, p.trickSize, p.leader, players);
  j["led_family"] = p.family == kNoFamily ? Json(nullptr) : Json(kFamilyIds[p.family]);
  Json taken = Json::array();
  for (int t = 0; t < teams; ++t) taken.push_back(ids(p.taken[t]));
  j["taken"] = taken;
  j["hand_scores"] = std::vector<int>(p.handPoints.begin(), p.handPoints.begin() + teams);
  j["match_scores"] = std::vector<int>(p.matchScores.begin(), p.matchScores.begin() + teams);
  j["voids"] = voids;
  if (p.lastTrickSize == 0) {
    j["last_trick"] = nullptr;
  } else {
    j["last_trick"] = {
        {"cards", trickJson(p.lastTrick, p.lastTrickSize, p.lastTrickLeader, players)},
        {"taker", p.lastTrickTaker},
        {"points", p.lastTrickPoints}};
  }
  if (p.lastHandNumber == 0) {
    j["last_hand"] = nullptr;
  } else {
    const HandOutcome& h = p.lastHand;
    j["last_hand"] = {{"number", p.lastHandNumber},
                      {"scores", std::vector<int>(h.scores.begin(), h.scores.begin() + teams)},
                      {"bonus", kBonusIds[h.bonus]},
                      {"bonus_team", h.bonusTeam >= 0 ? Json(h.bonusTeam) : Json(nullptr)}};
  }
  j["out"] = ids(kAllCards & ~v_.inPlay);
  return j;
}

Json SabokbazState::gameJson() const {
  return json(-1);
}

Json SabokbazState::observation(int seat) const {
  // A seat number outside the table (a spectator) sees no hand at all.
  constexpr int kNobody = kMaxSeats;
  return json(seat >= 0 && seat < v_.players ? seat : kNobody);
}

}  // namespace mizbazi::sabokbaz
