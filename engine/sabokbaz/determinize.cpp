#include "sabokbaz/determinize.h"

#include "sabokbaz/state.h"

namespace mizbazi::sabokbaz {

namespace {

constexpr int kCategories = kFamilyCount + 1;  // the three families, then the specials
constexpr int kSpecialCategory = kFamilyCount;

int categoryOf(int card) {
  return isSpecial(card) ? kSpecialCategory : familyOf(card);
}

struct Deal {
  int players = 0;
  int seat = 0;                               // the seat whose hand stays
  std::array<int, kMaxSeats> room{};          // cards each seat still has to receive
  std::array<unsigned, kMaxSeats> accepts{};  // bit k: the seat may receive category k
  std::array<int, kCategories> left{};        // cards of each category still to place

  // Hall's condition: every set of categories fits into the room of the seats accepting any of
  // them. Sixteen subsets, at most five seats: cheap enough to test for every tentative card.
  bool completable() const {
    for (unsigned subset = 1; subset < (1u << kCategories); ++subset) {
      int need = 0, space = 0;
      for (int k = 0; k < kCategories; ++k) {
        if (subset >> k & 1) need += left[k];
      }
      for (int s = 0; s < players; ++s) {
        if (s != seat && (accepts[s] & subset)) space += room[s];
      }
      if (need > space) return false;
    }
    return true;
  }
};

}  // namespace

void redealHidden(std::array<CardMask, kMaxSeats>& hands,
                  const std::array<std::uint8_t, kMaxSeats>& voids, int players, int seat,
                  Rng& rng) {
  Deal deal;
  deal.players = players;
  deal.seat = seat;
  CardMask unseen = 0;
  for (int s = 0; s < players; ++s) {
    if (s == seat) continue;
    unseen |= hands[s];
    deal.room[s] = std::popcount(hands[s]);
    deal.accepts[s] = (~voids[s] & 0b111u) | (1u << kSpecialCategory);
    hands[s] = 0;
  }
  std::array<std::uint8_t, kCardCount> cards{};
  int count = 0;
  for (CardMask m = unseen; m; m &= m - 1) {
    int card = std::countr_zero(m);
    cards[count++] = static_cast<std::uint8_t>(card);
    ++deal.left[categoryOf(card)];
  }
  // Cards in random order, each to a seat chosen in proportion to the room it has left among the
  // seats that can take it without making the rest impossible. Without voids this is exactly a
  // uniform deal; with them it is close to uniform.
  rng.shuffle(cards.data(), static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    const int card = cards[i], category = categoryOf(card);
    --deal.left[category];
    std::array<int, kMaxSeats> weight{};
    int total = 0;
    for (int s = 0; s < players; ++s) {
      if (s == seat || deal.room[s] == 0 || !(deal.accepts[s] >> category & 1)) continue;
      --deal.room[s];
      if (deal.completable()) weight[s] = deal.room[s] + 1;
      ++deal.room[s];
      total += weight[s];
    }
    if (total == 0) {
      // Unreachable from real play (the real deal respects every void, so the position before
      // this card was completable and some seat keeps it so); a defensive fallback that ignores
      // the voids rather than fail.
      for (int s = 0; s < players; ++s) {
        if (s != seat) weight[s] = deal.room[s];
        total += weight[s];
      }
    }
    int r = rng.uniform(0, total - 1), chosen = 0;
    while (r >= weight[chosen]) r -= weight[chosen++];
    hands[chosen] |= bitOf(card);
    --deal.room[chosen];
  }
}

std::unique_ptr<State> SabokbazState::determinize(int seat, Rng& rng) const {
  auto out = std::make_unique<SabokbazState>(*this);
  // A seat outside the table (a spectator) knows no hand: everything is redealt.
  const int keeper = seat >= 0 && seat < v_.players ? seat : -1;
  redealHidden(out->p_.hands, p_.voids, v_.players, keeper, rng);
  // Future deals come from the state's generator: they must not be known either.
  out->p_.rng.reseed(rng.next64());
  return out;
}

}  // namespace mizbazi::sabokbaz
