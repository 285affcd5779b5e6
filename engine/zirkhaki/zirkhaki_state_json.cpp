// A Zirkhaki position read from outside: scores, winners, the all-seeing and per-seat JSON, card
// locations.
#include <algorithm>

#include "zirkhaki/zirkhaki_observation.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

int ZirkhakiState::score(int seat) const {
  int total = 0;
  for (const auto& pile : d_.fields[seat]) {
    if (!pile.empty()) total += cardValue(pile.top());
  }
  if (ringOf(seat) == kGoldsmith && !d_.fields[seat][kCoin].empty()) total += 5;
  return total;
}

int ZirkhakiState::fieldCardCount(int seat) const {
  int count = 0;
  for (const auto& pile : d_.fields[seat]) count += pile.size;
  return count;
}

std::vector<int> ZirkhakiState::scores() const {
  std::vector<int> out(d_.players);
  for (int s = 0; s < d_.players; ++s) out[s] = score(s);
  return out;
}

std::vector<int> ZirkhakiState::winners() const {
  if (d_.phase != Phase::kOver) return {};
  // Highest score; then more cards in the field; still tied: all of them win.
  int bestScore = -1, bestCards = -1;
  for (int s = 0; s < d_.players; ++s) {
    int sc = score(s), cards = fieldCardCount(s);
    if (sc > bestScore || (sc == bestScore && cards > bestCards)) {
      bestScore = sc;
      bestCards = cards;
    }
  }
  std::vector<int> out;
  for (int s = 0; s < d_.players; ++s) {
    if (score(s) == bestScore && fieldCardCount(s) == bestCards) out.push_back(s);
  }
  return out;
}

Json ZirkhakiState::toJson(int viewer) const {
  const bool all = viewer == kAllSeeing;
  auto ids = [](auto begin, auto end) {
    std::vector<std::string> list;
    for (auto it = begin; it != end; ++it) list.push_back(cardId(*it));
    return list;
  };
  ZirkhakiObservation o;
  o.phase = d_.phase;
  o.first = d_.first;
  o.deckCount = d_.deck.size;
  if (all) {
    o.deck = ids(d_.deck.cards.rbegin() + (kMaxCards - d_.deck.size), d_.deck.cards.rend());
  } else {
    int known = viewer >= 0 ? std::min<int>(d_.knownTop[viewer], d_.deck.size) : 0;
    o.knownDeckTop.emplace();
    for (int i = 0; i < known; ++i)
      o.knownDeckTop->push_back(cardId(d_.deck[d_.deck.size - 1 - i]));
  }
  for (int s = 0; s < d_.players; ++s)
    o.peeks.push_back(std::min<int>(d_.knownTop[s], d_.deck.size));
  if (all) {
    // Top first, as the setup key "discard" is written.
    o.discard =
        ids(d_.discard.cards.rbegin() + (kMaxCards - d_.discard.size), d_.discard.cards.rend());
  } else {
    // The discard pile's contents are public, its order is not (only shuffles ever read it).
    std::vector<int> sorted(d_.discard.begin(), d_.discard.end());
    std::sort(sorted.begin(), sorted.end(), [](int a, int b) { return nameOf(a) < nameOf(b); });
    o.discard = ids(sorted.begin(), sorted.end());
  }
  o.playArea = ids(d_.play.begin(), d_.play.end());
  for (int s = 0; s < d_.players; ++s) {
    std::vector<std::string>& field = o.fields.emplace_back();
    for (const auto& pile : d_.fields[s]) {
      for (int card : pile) field.push_back(cardId(card));
    }
    o.cardCounts.push_back(fieldCardCount(s));
    o.rings.push_back(d_.rings[s] == kNoRing ? std::nullopt
                                             : std::optional(std::string(kRingIds[d_.rings[s]])));
    std::vector<std::string>& offer = o.ringOffers.emplace_back();
    for (auto r : d_.offers[s]) {
      if (r != kNoRing) offer.push_back(std::string(kRingIds[r]));
    }
  }
  if (d_.pendingDepth > 0 && d_.phase == Phase::kPlay) {
    const PendingChoice& p = d_.pending[d_.pendingDepth - 1];
    o.pending = PendingView{p.kind, d_.current, p.remaining};
  }
  o.mapRevealed = ids(d_.revealed.begin(), d_.revealed.end());
  o.forcedDraws = d_.forcedDraws;
  return writeFields(o);
}

void ZirkhakiState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  for (int i = 0; i < d_.deck.size; ++i) out.push_back({d_.deck[i], {kZoneDeck, -1, i}});
  for (int i = 0; i < d_.discard.size; ++i) out.push_back({d_.discard[i], {kZoneDiscard, -1, i}});
  for (int i = 0; i < d_.play.size; ++i) out.push_back({d_.play[i], {kZonePlay, -1, i}});
  for (int i = 0; i < d_.revealed.size; ++i)
    out.push_back({d_.revealed[i], {kZoneRevealed, -1, i}});
  for (int s = 0; s < d_.players; ++s) {
    for (int suit = 0; suit < kSuitCount; ++suit) {
      for (int card : d_.fields[s][suit]) {
        out.push_back({card, {kZoneField, static_cast<std::int8_t>(s), suit}});
      }
    }
  }
}

std::string ZirkhakiState::zoneName(int zone) const {
  switch (zone) {
    case kZoneDeck:
      return "deck";
    case kZoneDiscard:
      return "discard";
    case kZonePlay:
      return "play";
    case kZoneField:
      return "field";
    case kZoneRevealed:
      return "revealed";
  }
  return "?";
}

}  // namespace mizbazi::zirkhaki
