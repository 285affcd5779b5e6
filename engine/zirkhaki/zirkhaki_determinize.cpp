// Redealing what one seat cannot see, and wrong actions for the conformance suite.
#include <algorithm>

#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

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

std::vector<Action> ZirkhakiState::sampleIllegalActions(Rng& rng) const {
  return {kActionDraw,
          kActionBank,
          pickAction(rng.uniform(0, kMaxSeats - 1), rng.uniform(0, kSuitCount - 1)),
          pickAction(d_.current, rng.uniform(0, kSuitCount - 1)),
          chooseAction(rng.uniform(0, kCardsPerSet - 1)),
          ringAction(rng.uniform(0, kRingCount - 1))};
}

}  // namespace mizbazi::zirkhaki
