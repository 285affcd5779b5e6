// The JSON views of a position: all-seeing (kAllSeeing) for `mizbazi-cli run`, a spectator's
// (kSpectator: what every player sees) or one seat's, written through SaboteurDuelObservation
// (saboteur_duel_observation.h), which the table reads them back into.
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
#include "saboteur_duel/saboteur_duel_observation.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

namespace {

std::string idOf(int card) {
  return std::string(kindInfo(kindOf(card)).id);
}

template <typename Stack>
std::vector<std::string> ids(const Stack& pile) {
  std::vector<std::string> out;
  for (int card : pile) out.push_back(idOf(card));
  return out;
}

std::optional<int> seatOrNone(int seat) {
  return seat >= 0 ? std::optional(seat) : std::nullopt;
}

// One entry per seat, in seat order.
template <typename F>
auto perSeat(const SaboteurDuelData& d, F&& entry) {
  std::vector<decltype(entry(0))> out;
  for (int s = 0; s < d.players; ++s) out.push_back(entry(s));
  return out;
}

// The board's cells in position order, a face-down goal's card shown only to who may know it.
std::vector<CellView> boardView(const SaboteurDuelData& d, int viewer, bool all) {
  std::vector<CellView> board;
  for (int i = 0; i < d.board.count(); ++i) {
    const Cell& c = d.board.cell(d.board.slotAt(i));
    const bool known = c.faceUp || all || (viewer >= 0 && (c.looked >> viewer & 1));
    CellView& v = board.emplace_back();
    v.x = c.x;
    v.y = c.y;
    if (known) v.card = std::string(kindInfo(c.kind).id);
    v.rotated = c.turned;
    v.faceUp = c.faceUp;
    v.marker = seatOrNone(c.marker);
    v.key = seatOrNone(c.keyOwner);
    for (int s = 0; s < d.players; ++s) {
      if (c.looked >> s & 1) v.looked.push_back(s);
    }
  }
  return board;
}

// Each seat's reach as [x, y, tunnel].
std::vector<std::vector<std::vector<int>>> reachView(const SaboteurDuelData& d) {
  return perSeat(d, [&](int s) {
    std::vector<std::vector<int>> nodes;
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

Json SaboteurDuelState::toJson(int viewer) const {
  const bool all = viewer == kAllSeeing;
  SaboteurDuelObservation o;
  o.mode = d_.solo ? Mode::kSolo : Mode::kDuel;
  o.colors = perSeat(d_, [&](int s) { return d_.colors[s]; });
  o.round = d_.round;
  o.phase = d_.phase;
  o.first = d_.first;
  o.board = boardView(d_, viewer, all);
  o.reach = reachView(d_);
  if (d_.orientSlot != kNoSlot) {
    const Cell& c = d_.board.cell(d_.orientSlot);
    o.pendingGoal = CellPlace{c.x, c.y};
  }
  o.hands = perSeat(d_, [&](int s) {
    return all || s == viewer ? std::optional(ids(d_.hands[s])) : std::nullopt;
  });
  o.handCounts = perSeat(d_, [&](int s) { return int(d_.hands[s].size); });
  o.deckCount = d_.deck.size;
  if (all) {
    o.deck.emplace();
    for (int i = d_.deck.size - 1; i >= 0; --i) o.deck->push_back(idOf(d_.deck[i]));
  }
  o.discard = ids(d_.discard);
  o.sabotages = perSeat(d_, [&](int s) {
    std::vector<std::string> broken;
    for (std::uint8_t card : d_.sabotages[s]) {
      if (card != kNoCard) broken.push_back(idOf(card));
    }
    return broken;
  });
  o.markersLeft = perSeat(d_, [&](int s) { return int(d_.markersLeft[s]); });
  o.keysLeft = d_.keysLeft;
  o.bribes = perSeat(d_, [&](int s) { return int(d_.bribes[s]); });
  o.gold = perSeat(d_, [&](int s) { return goldOf(s); });
  o.goldCards = perSeat(d_, [&](int s) { return ids(d_.gold[s]); });
  o.goalPoolCount = d_.goalPool.size;
  if (all) o.goalPool = ids(d_.goalPool);
  o.box = ids(d_.box);
  if (d_.solo) {
    o.setAsideCount = d_.setAside.size;
    if (all) o.setAside = ids(d_.setAside);
    o.soloRating = soloRating(goldOf(0));
  }
  return writeFields(o);
}

}  // namespace mizbazi::saboteur_duel
