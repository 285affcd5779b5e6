// The State interface around the rules: scores, winners, card locations, determinization.
#include "saboteur_duel/saboteur_duel_state.h"

#include <algorithm>

namespace mizbazi::saboteur_duel {

int SaboteurDuelState::goldOf(int seat) const {
  int sum = 0;
  for (int card : d_.gold[seat]) sum += kindInfo(kindOf(card)).nuggets;
  return sum;
}

int SaboteurDuelState::soloRating(int gold) {
  if (gold < 15) return 0;
  if (gold < 20) return 1;
  if (gold < 25) return 2;
  return 3;
}

std::vector<int> SaboteurDuelState::scores() const {
  std::vector<int> out;
  for (int s = 0; s < d_.players; ++s) out.push_back(goldOf(s));
  return out;
}

std::vector<int> SaboteurDuelState::winners() const {
  if (!isTerminal()) return {};
  if (d_.solo) return {0};  // the verdict of a solo game is its rating
  int best = std::max(goldOf(0), goldOf(1));
  std::vector<int> out;
  for (int s = 0; s < 2; ++s) {
    if (goldOf(s) == best) out.push_back(s);  // a tie is shared
  }
  return out;
}

void SaboteurDuelState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  for (int i = 0; i < d_.deck.size; ++i) out.push_back({d_.deck[i], {kZoneDeck, -1, i}});
  for (int i = 0; i < d_.discard.size; ++i) out.push_back({d_.discard[i], {kZoneDiscard, -1, i}});
  for (int i = 0; i < d_.goalPool.size; ++i)
    out.push_back({d_.goalPool[i], {kZoneGoalPool, -1, i}});
  for (int i = 0; i < d_.box.size; ++i) out.push_back({d_.box[i], {kZoneBox, -1, i}});
  for (int i = 0; i < d_.setAside.size; ++i)
    out.push_back({d_.setAside[i], {kZoneSetAside, -1, i}});
  for (int i = 0; i < d_.board.count(); ++i) {
    const Cell& c = d_.board.cell(d_.board.slotAt(i));
    out.push_back({c.card, {kZoneBoard, -1, c.pos}});
  }
  for (int s = 0; s < d_.players; ++s) {
    const auto seat = static_cast<std::int8_t>(s);
    for (int i = 0; i < d_.hands[s].size; ++i)
      out.push_back({d_.hands[s][i], {kZoneHand, seat, i}});
    for (int i = 0; i < d_.gold[s].size; ++i) out.push_back({d_.gold[s][i], {kZoneGold, seat, i}});
    for (int t = 0; t < kToolCount; ++t) {
      if (d_.sabotages[s][t] != kNoCard)
        out.push_back({d_.sabotages[s][t], {kZoneSabotage, seat, t}});
    }
  }
}

std::string SaboteurDuelState::cardName(int card) const {
  if (card < 0 || card >= kCardCount) return "?";
  return std::string(kindInfo(kindOf(card)).id);
}

std::string SaboteurDuelState::zoneName(int zone) const {
  static const char* const kNames[] = {"deck", "hand",      "board", "discard",  "sabotage",
                                       "gold", "goal-pool", "box",   "set-aside"};
  if (zone < 0 || zone > kZoneSetAside) return "?";
  return kNames[zone];
}

std::unique_ptr<State> SaboteurDuelState::determinize(int seat, Rng& rng) const {
  SaboteurDuelData d = d_;
  // Cards the seat cannot see: other hands, the deck, the solo set-aside. Only their kinds are
  // known, so gather them sorted by kind, shuffle, and deal them back into the same places.
  std::array<std::uint8_t, kCardCount> pool;
  int n = 0;
  for (int s = 0; s < d.players; ++s) {
    if (s != seat) {
      for (int card : d.hands[s]) pool[n++] = static_cast<std::uint8_t>(card);
    }
  }
  for (int card : d.deck) pool[n++] = static_cast<std::uint8_t>(card);
  for (int card : d.setAside) pool[n++] = static_cast<std::uint8_t>(card);
  std::sort(pool.begin(), pool.begin() + n, [](int a, int b) { return kindOf(a) < kindOf(b); });
  rng.shuffle(pool.data(), static_cast<std::size_t>(n));
  int next = 0;
  for (int s = 0; s < d.players; ++s) {
    if (s == seat) continue;
    for (auto& card : d.hands[s]) card = pool[next++];
    std::sort(d.hands[s].begin(), d.hands[s].end());
  }
  for (auto& card : d.deck) card = pool[next++];
  for (auto& card : d.setAside) card = pool[next++];

  // Goals the seat has not seen: face-down goals it did not map, and the goal pool.
  std::array<std::uint8_t, kGoalCards> goals;
  std::array<std::uint8_t, kGoalSlots> hiddenSlots;
  int g = 0, h = 0;
  for (int i = 0; i < d.board.count(); ++i) {
    const int slot = d.board.slotAt(i);
    const Cell& c = d.board.cell(slot);
    if (c.faceUp || (c.looked >> seat & 1)) continue;
    goals[g++] = c.card;
    hiddenSlots[h++] = static_cast<std::uint8_t>(slot);
  }
  for (int card : d.goalPool) goals[g++] = static_cast<std::uint8_t>(card);
  std::sort(goals.begin(), goals.begin() + g);
  rng.shuffle(goals.data(), static_cast<std::size_t>(g));
  next = 0;
  for (int i = 0; i < h; ++i) {
    Cell& c = d.board.cell(hiddenSlots[i]);
    c.card = goals[next++];
    c.kind = static_cast<std::uint8_t>(kindOf(c.card));
  }
  for (auto& card : d.goalPool) card = goals[next++];

  // Which copy of an action card lies where is invisible: number the copies in a fixed walk.
  std::array<std::uint8_t, kKindCount> copiesUsed{};
  auto relabel = [&](std::uint8_t& card) {
    const int kind = kindOf(card);
    card = static_cast<std::uint8_t>(firstCardOf(kind) + copiesUsed[kind]++);
  };
  for (int s = 0; s < d.players; ++s) {
    for (auto& card : d.hands[s]) relabel(card);
  }
  for (int s = 0; s < d.players; ++s) {
    for (auto& card : d.sabotages[s]) {
      if (card != kNoCard) relabel(card);
    }
  }
  for (auto& card : d.discard) relabel(card);
  for (auto& card : d.deck) relabel(card);
  for (auto& card : d.setAside) relabel(card);

  d.rng.reseed(rng.next64());
  return std::make_unique<SaboteurDuelState>(d);
}

std::vector<Action> SaboteurDuelState::sampleIllegalActions(Rng& rng) const {
  auto anyHandKind = [&] { return rng.uniform(0, kHandKinds - 1); };
  auto coord = [&] { return rng.uniform(-3, 13); };
  const int sabotage = kKindSabotagePickaxe + rng.uniform(0, kToolCount - 1);
  const int repair = kKindSabotagePickaxe + kToolCount + rng.uniform(0, 4);
  int a = anyHandKind(), b = anyHandKind();
  if (a > b) std::swap(a, b);
  return {
      encodeAt(Move::kPath, rng.uniform(0, kPathKinds - 1), rng.uniform(0, 1), coord(), coord()),
      encodeAt(Move::kPath, rng.uniform(2, kPathKinds - 1), 0, 0, 1),  // on a start
      encodeRaw(Move::kSabotage, sabotage, 0, 0, 0),
      encodeRaw(Move::kRepair, repair, rng.uniform(0, kToolCount - 1), 0, 0),
      encodeAt(Move::kKeyDoor, 0, 0, coord(), coord()),
      encodeAt(Move::kKeyGold, 0, 0, coord(), coord()),
      encodeAt(Move::kRockfall, 0, 0, 0, d_.solo ? 2 : 3),  // a start
      encodeAt(Move::kMap, 0, 0, coord(), coord()),
      encodeRaw(Move::kFix, a, b, rng.uniform(0, kToolCount - 1), 0),
      encodeRaw(Move::kPass, a, b, 0, 0),
      encodeRaw(Move::kPass, anyHandKind(), kNoSecondCard, 0, 0),
      encodeAt(Move::kBribe, 0, 0, coord(), coord()),
      encodeRaw(Move::kOrient, 0, 0, rng.uniform(0, 1), 0),
  };
}

}  // namespace mizbazi::saboteur_duel
