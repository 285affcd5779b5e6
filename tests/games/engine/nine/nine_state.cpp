// Nine's state plumbing: the deal, action text, JSON views, determinization, card locations.
#include <algorithm>
#include <charconv>

#include "nine/nine_observation.h"
#include "nine/nine_state.h"

namespace mizbazi::nine {

std::string cardId(int card) {
  return "card-" + std::to_string(card + 1);
}

NineData deal(std::uint64_t seed) {
  NineData d;
  d.rng.reseed(seed);
  std::array<int, kCards> cards{};
  for (int c = 0; c < kCards; ++c) cards[c] = c;
  d.rng.shuffle(cards.data(), cards.size());
  for (int i = 0; i < kCards; ++i) {
    if (i < kSeats * kHandSize)
      d.hands[i / kHandSize].push(cards[i]);
    else
      d.stock.push(cards[i]);
  }
  for (auto& hand : d.hands) std::sort(hand.begin(), hand.end());
  return d;
}

std::string NineState::zoneName(int zone) const {
  switch (zone) {
    case kZoneHand:
      return "hand";
    case kZoneStock:
      return "stock";
    case kZoneTrick:
      return "trick";
    case kZoneWon:
      return "won";
  }
  return "?";
}

std::string NineState::actionText(Action a) const {
  if (a < kCards) return "play " + cardId(static_cast<int>(a));
  return "(no such action: " + std::to_string(a) + ")";
}

std::optional<Action> NineState::parseAction(std::string_view text, std::string* error) const {
  auto fail = [&](const std::string& why) -> std::optional<Action> {
    if (error != nullptr) *error = why;
    return std::nullopt;
  };
  constexpr std::string_view kVerb = "play card-";
  if (text.substr(0, kVerb.size()) != kVerb)
    return fail("unknown action '" + std::string(text) + "' (nine's action: play card-<1-9>)");
  const std::string_view number = text.substr(kVerb.size());
  int value = 0;
  auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), value);
  if (ec != std::errc() || end != number.data() + number.size() || value < 1 || value > kCards)
    return fail("'card-" + std::string(number) + "' is not a card of nine (card-1 to card-9)");
  return static_cast<Action>(value - 1);
}

Json NineState::toJson(int viewer) const {
  const bool all = viewer == kAllSeeing;
  auto ids = [](auto begin, auto end) {
    std::vector<std::string> list;
    for (auto it = begin; it != end; ++it) list.push_back(cardId(*it));
    return list;
  };
  NineObservation o;
  o.leader = d_.leader;
  for (int s = 0; s < kSeats; ++s) {
    const auto& hand = d_.hands[s];
    o.hands.push_back(all || viewer == s ? std::optional(ids(hand.begin(), hand.end()))
                                         : std::nullopt);
    o.handCounts.push_back(hand.size);
    o.trick.push_back(d_.trick[s] < 0 ? std::nullopt : std::optional(cardId(d_.trick[s])));
    o.won.push_back(ids(d_.won[s].begin(), d_.won[s].end()));
  }
  o.stockCount = d_.stock.size;
  if (all) o.stock = ids(d_.stock.begin(), d_.stock.end());
  return writeFields(o);
}

std::unique_ptr<State> NineState::determinize(int seat, Rng& rng) const {
  NineData d = d_;
  // What `seat` cannot see: the other hand and the stock. Pool them in a fixed order, shuffle the
  // pool and deal it back in the same counts.
  const int other = 1 - seat;
  std::vector<std::uint8_t> pool(d.hands[other].begin(), d.hands[other].end());
  pool.insert(pool.end(), d.stock.begin(), d.stock.end());
  std::sort(pool.begin(), pool.end());
  rng.shuffle(pool.data(), pool.size());
  std::size_t next = 0;
  for (auto& card : d.hands[other]) card = pool[next++];
  for (auto& card : d.stock) card = pool[next++];
  std::sort(d.hands[other].begin(), d.hands[other].end());
  d.rng.reseed(rng.next64());
  return std::make_unique<NineState>(d);
}

void NineState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  for (int s = 0; s < kSeats; ++s) {
    const auto seat = static_cast<std::int8_t>(s);
    for (int i = 0; i < d_.hands[s].size; ++i)
      out.push_back({d_.hands[s][i], {kZoneHand, seat, i}});
    if (d_.trick[s] >= 0) out.push_back({d_.trick[s], {kZoneTrick, seat, -1}});
    for (int i = 0; i < d_.won[s].size; ++i) out.push_back({d_.won[s][i], {kZoneWon, seat, i}});
  }
  for (int i = 0; i < d_.stock.size; ++i) out.push_back({d_.stock[i], {kZoneStock, -1, i}});
}

std::vector<Action> NineState::sampleIllegalActions(Rng& rng) const {
  return {static_cast<Action>(rng.uniform(0, kCards - 1)), static_cast<Action>(kCards),
          static_cast<Action>(rng.uniform(kCards, 1000))};
}

}  // namespace mizbazi::nine
