// Redealing what nobody can see, and wrong actions for the conformance suite.
#include <algorithm>

#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

// Only the order of the unrevealed cards is hidden, from every seat alike: their multiset is known
// (all 80 minus what has been revealed), and so is each stack's size. So the redeal shuffles the
// unrevealed cards across the stacks, keeping the sizes. Copies of a card are interchangeable, so
// every physical copy is then renumbered in a fixed order of zones: the result depends only on the
// public position and `rng`, not on which copy happened to be where.
std::unique_ptr<State> RivalsState::determinize(int seat, Rng& rng) const {
  (void)seat;
  RivalsData d = d_;
  std::array<std::uint8_t, kDeckSize> names{};
  const int hidden = kDeckSize - d.next;
  for (int i = 0; i < hidden; ++i)
    names[i] = static_cast<std::uint8_t>(nameOfCard(d.deck[d.next + i]));
  std::sort(names.begin(), names.begin() + hidden);
  rng.shuffle(names.data(), static_cast<std::size_t>(hidden));

  std::array<std::uint8_t, kNameCount> used{};
  auto copyOf = [&](int name) {
    return static_cast<std::uint8_t>(firstCopyOfName(name) + used[name]++);
  };
  auto renumber = [&](std::uint8_t& card) { card = copyOf(nameOfCard(card)); };
  for (auto& seatColumns : d.expeditions) {
    for (Expedition& e : seatColumns) {
      for (int i = 0; i < e.count; ++i) renumber(e.cards[i]);
    }
  }
  for (auto& card : d.display) renumber(card);
  for (auto& card : d.out) renumber(card);
  for (auto& card : d.box) renumber(card);
  for (int i = 0; i < hidden; ++i) d.deck[d.next + i] = copyOf(names[i]);
  d.rng.reseed(rng.next64());
  return std::make_unique<RivalsState>(d);
}

std::vector<Action> RivalsState::sampleIllegalActions(Rng& rng) const {
  std::vector<Action> out;
  if (d_.phase == Phase::kOver) return {kActionReveal, kActionDone, bidAction(1)};
  const int me = d_.current;
  const int coins = d_.coins[me];
  const int randomName = rng.uniform(0, kNameCount - 1);
  out.push_back(takeAction(nameIndex(rng.uniform(0, kColorCount - 1), kKindStartingWager)));
  out.push_back(bidAction(0));
  if (coins < kMaxBid) out.push_back(bidAction(coins + 1));
  switch (d_.phase) {
    case Phase::kTurn:
      out.insert(out.end(),
                 {kActionPass, kActionDone, takeAction(randomName), discardAction(randomName)});
      if (d_.display.empty()) out.push_back(bidAction(1));
      break;
    case Phase::kAuction:
      out.insert(out.end(),
                 {kActionReveal, kActionDone, bidAction(d_.bid), discardAction(randomName)});
      break;
    case Phase::kClaim:
      out.insert(out.end(), {kActionReveal, kActionPass, bidAction(1), takeAction(randomName)});
      for (int card : d_.display) {
        int name = nameOfCard(card);
        if (!d_.expeditions[me][colorOfName(name)].accepts(name)) out.push_back(takeAction(name));
        if (d_.discarded) out.push_back(discardAction(name));
      }
      break;
    case Phase::kOver:
      break;
  }
  return out;
}

}  // namespace mizbazi::rivals
