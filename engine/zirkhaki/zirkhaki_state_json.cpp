// Zirkhaki state plumbing: action text, JSON views, determinization, card locations.
#include "zirkhaki/zirkhaki_state.h"
#include "zirkhaki/zirkhaki_observation.h"

#include <algorithm>
#include <charconv>

namespace mizbazi::zirkhaki {

bool operator==(const ZirkhakiData& a, const ZirkhakiData& b) {
  if (a.pendingDepth != b.pendingDepth) return false;
  for (int i = 0; i < a.pendingDepth; ++i) {
    if (!(a.pending[i] == b.pending[i])) return false;
  }
  return a.players == b.players && a.sets == b.sets && a.ringsOption == b.ringsOption &&
         a.phase == b.phase && a.first == b.first && a.current == b.current &&
         a.forcedDraws == b.forcedDraws && a.deck == b.deck && a.discard == b.discard &&
         a.revealed == b.revealed && a.play == b.play && a.fields == b.fields &&
         a.rings == b.rings && a.offers == b.offers && a.knownTop == b.knownTop && a.rng == b.rng;
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

std::string ZirkhakiState::actionText(Action a) const {
  if (a == kActionDraw) return "draw";
  if (a == kActionBank) return "bank";
  if (a >= kActionRingBase && a < kActionRingBase + kRingCount) {
    return "ring " + std::string(kRingIds[a - kActionRingBase]);
  }
  if (a >= kActionChooseBase && a < kActionChooseBase + kCardsPerSet) {
    return "choose " + cardId(static_cast<int>(a - kActionChooseBase));
  }
  if (a >= kActionPickBase && a < kActionPickBase + kMaxSeats * 16 &&
      (a - kActionPickBase) % 16 < kSuitCount) {
    int code = static_cast<int>(a - kActionPickBase);
    return "pick " + std::to_string(code / 16) + " " + std::string(kSuitIds[code % 16]);
  }
  return "(no such action: " + std::to_string(a) + ")";
}

namespace {
std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}
}  // namespace

std::optional<Action> ZirkhakiState::parseAction(std::string_view text, std::string* error) const {
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error != nullptr) *error = why;
    return std::nullopt;
  };
  auto w = words(text);
  if (w.empty()) return fail("empty action");
  if (w[0] == "draw" && w.size() == 1) return kActionDraw;
  if (w[0] == "bank" && w.size() == 1) return kActionBank;
  if (w[0] == "pick") {
    if (w.size() != 3) return fail("'pick' needs a seat and a suit: pick <seat> <suit>");
    int seat = -1;
    auto [end, ec] = std::from_chars(w[1].data(), w[1].data() + w[1].size(), seat);
    if (ec != std::errc() || end != w[1].data() + w[1].size() || seat < 0 || seat >= kMaxSeats) {
      return fail("'" + std::string(w[1]) + "' is not a seat (0–7)");
    }
    auto suit = parseSuit(w[2]);
    if (!suit) return fail("unknown suit '" + std::string(w[2]) + "'");
    return pickAction(seat, *suit);
  }
  if (w[0] == "choose") {
    if (w.size() != 2) return fail("'choose' needs a card: choose <card-id>");
    auto card = parseCardName(w[1]);
    if (!card) return fail("unknown card '" + std::string(w[1]) + "'");
    return chooseAction(*card);
  }
  if (w[0] == "ring") {
    if (w.size() != 2) return fail("'ring' needs a ring: ring <ring-id>");
    auto ring = parseRing(w[1]);
    if (!ring) return fail("unknown ring '" + std::string(w[1]) + "'");
    return ringAction(*ring);
  }
  return fail(
      "unknown action '" + std::string(text) +
      "' (zirkhaki actions: draw, bank, pick <seat> <suit>, choose <card-id>, ring <ring-id>)");
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

std::unique_ptr<State> ZirkhakiState::determinize(int seat, Rng& rng) const {
  ZirkhakiData d = d_;
  // What the seat cannot see: the order of the deck below the cards it has seen, the order of the
  // discard pile, and which of two identical copies lies where. Rebuild all three from names alone.
  const int known = std::min<int>(d.knownTop[seat], d.deck.size);
  const int unknown = d.deck.size - known;
  auto byName = [](std::uint8_t a, std::uint8_t b) { return nameOf(a) < nameOf(b); };
  std::sort(d.deck.begin(), d.deck.begin() + unknown, byName);
  rng.shuffle(d.deck.begin(), static_cast<std::size_t>(unknown));
  std::sort(d.discard.begin(), d.discard.end(), byName);
  // Canonical copies: walk every pile in a fixed order and hand out copy 0, then copy 1, per name.
  std::array<std::uint8_t, kCardsPerSet> copiesUsed{};
  auto relabel = [&](auto& stack) {
    for (auto& card : stack) {
      int name = nameOf(card);
      card = static_cast<std::uint8_t>(name + kCardsPerSet * copiesUsed[name]++);
    }
  };
  for (int s = 0; s < d.players; ++s) {
    for (auto& pile : d.fields[s]) relabel(pile);
  }
  relabel(d.play);
  relabel(d.revealed);
  relabel(d.discard);
  relabel(d.deck);
  // Future shuffles (map, chest and key) must not be foreseeable either.
  d.rng.reseed(rng.next64());
  return std::make_unique<ZirkhakiState>(d);
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

std::vector<Action> ZirkhakiState::sampleIllegalActions(Rng& rng) const {
  return {kActionDraw,
          kActionBank,
          pickAction(rng.uniform(0, kMaxSeats - 1), rng.uniform(0, kSuitCount - 1)),
          pickAction(d_.current, rng.uniform(0, kSuitCount - 1)),
          chooseAction(rng.uniform(0, kCardsPerSet - 1)),
          ringAction(rng.uniform(0, kRingCount - 1))};
}

}  // namespace mizbazi::zirkhaki
