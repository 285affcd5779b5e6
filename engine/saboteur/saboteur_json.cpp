// The JSON views of a position: all-seeing (kAllSeeing) for `mizbazi-cli run`, a spectator's
// (kSpectator: what every player sees) or one seat's.
//
// Keys beyond scenario-format.md: mode ("duel"/"solo"), colors, phase ("turn"/"orient"/"over"),
// reach (per seat: the reached tunnels as [x, y, tunnel]),
// first (who began the round), pending_goal ({x, y} of a goal whose way up is to be chosen, or
// null), hand_counts, discard, keys_left, bribes (trolls bribed this round, per seat), gold_cards,
// goal_pool_count, box, set_aside_count (solo), solo_rating (solo: 0..3 by the gold so far).
// All-seeing only: deck (top first), goal_pool, set_aside (solo).
// Board cells: {x, y, card, rotated, face_up, marker, key, looked}: `card` is null for a face-down
// goal the viewer has not seen; `marker`/`key` name the seat whose marker/key is on it, or null;
// `looked` lists the seats that looked at a face-down goal with a map.
#include "saboteur/saboteur_state.h"

namespace mizbazi::saboteur {

namespace {

const char* colorName(Color c) {
  return c == Color::kGreen ? "green" : c == Color::kBlue ? "blue" : "none";
}

template <typename Stack>
Json ids(const Stack& pile) {
  Json out = Json::array();
  for (int card : pile) out.push_back(std::string(kindInfo(kindOf(card)).id));
  return out;
}

Json seatOrNull(int seat) {
  return seat >= 0 ? Json(seat) : Json(nullptr);
}

// One entry per seat, in seat order.
template <typename F>
Json perSeat(const SaboteurData& d, F&& entry) {
  Json out = Json::array();
  for (int s = 0; s < d.players; ++s) out.push_back(entry(s));
  return out;
}

// The board's cells in position order, a face-down goal's card shown only to who may know it.
Json boardJson(const SaboteurData& d, int viewer, bool all) {
  Json board = Json::array();
  for (int i = 0; i < d.board.count(); ++i) {
    const Cell& c = d.board.cell(d.board.slotAt(i));
    const bool known = c.faceUp || all || (viewer >= 0 && (c.looked >> viewer & 1));
    Json looked = Json::array();
    for (int s = 0; s < d.players; ++s) {
      if (c.looked >> s & 1) looked.push_back(s);
    }
    board.push_back({{"x", c.x},
                     {"y", c.y},
                     {"card", known ? Json(std::string(kindInfo(c.kind).id)) : Json(nullptr)},
                     {"rotated", c.turned},
                     {"face_up", c.faceUp},
                     {"marker", seatOrNull(c.marker)},
                     {"key", seatOrNull(c.keyOwner)},
                     {"looked", looked}});
  }
  return board;
}

// Each seat's reach as [x, y, tunnel] (public: it follows from the face-up cards).
Json reachJson(const SaboteurData& d) {
  return perSeat(d, [&](int s) {
    Json nodes = Json::array();
    for (int i = 0; i < d.board.count(); ++i) {
      const int slot = d.board.slotAt(i);
      const Cell& c = d.board.cell(slot);
      for (int t = 0; t < 2; ++t) {
        if (d.reach[s].has(slot * 2 + t)) nodes.push_back({c.x, c.y, t});
      }
    }
    return nodes;
  });
}

}  // namespace

Json SaboteurState::toJson(int viewer) const {
  const bool all = viewer == kAllSeeing;
  Json j = Json::object();
  j["mode"] = d_.solo ? "solo" : "duel";
  j["colors"] = perSeat(d_, [&](int s) { return Json(colorName(d_.colors[s])); });
  j["round"] = d_.round;
  j["phase"] = d_.phase == Phase::kTurn ? "turn" : d_.phase == Phase::kOrient ? "orient" : "over";
  j["first"] = d_.first;
  j["board"] = boardJson(d_, viewer, all);
  j["reach"] = reachJson(d_);
  if (d_.orientSlot != kNoSlot) {
    const Cell& c = d_.board.cell(d_.orientSlot);
    j["pending_goal"] = {{"x", c.x}, {"y", c.y}};
  } else {
    j["pending_goal"] = nullptr;
  }
  j["hands"] =
      perSeat(d_, [&](int s) { return all || s == viewer ? ids(d_.hands[s]) : Json(nullptr); });
  j["hand_counts"] = perSeat(d_, [&](int s) { return Json(d_.hands[s].size); });
  j["deck_count"] = d_.deck.size;
  if (all) {
    Json deck = Json::array();
    for (int i = d_.deck.size - 1; i >= 0; --i) {
      deck.push_back(std::string(kindInfo(kindOf(d_.deck[i])).id));
    }
    j["deck"] = deck;
  }
  j["discard"] = ids(d_.discard);
  j["sabotages"] = perSeat(d_, [&](int s) {
    Json broken = Json::array();
    for (std::uint8_t card : d_.sabotages[s]) {
      if (card != kNoCard) broken.push_back(std::string(kindInfo(kindOf(card)).id));
    }
    return broken;
  });
  j["markers_left"] = perSeat(d_, [&](int s) { return Json(d_.markersLeft[s]); });
  j["keys_left"] = d_.keysLeft;
  j["bribes"] = perSeat(d_, [&](int s) { return Json(d_.bribes[s]); });
  j["gold"] = perSeat(d_, [&](int s) { return Json(goldOf(s)); });
  j["gold_cards"] = perSeat(d_, [&](int s) { return ids(d_.gold[s]); });
  j["goal_pool_count"] = d_.goalPool.size;
  if (all) j["goal_pool"] = ids(d_.goalPool);
  j["box"] = ids(d_.box);
  if (d_.solo) {
    j["set_aside_count"] = d_.setAside.size;
    if (all) j["set_aside"] = ids(d_.setAside);
    j["solo_rating"] = soloRating(goldOf(0));
  }
  return j;
}

}  // namespace mizbazi::saboteur
