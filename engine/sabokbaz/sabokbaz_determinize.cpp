#include "sabokbaz/sabokbaz_determinize.h"

#include <array>
#include <bit>

#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

namespace {

constexpr int kCategories = kFamilyCount + 1;  // the three families, then the specials
constexpr int kSpecialCategory = kFamilyCount;
constexpr unsigned kSubsets = 1u << kCategories;

int categoryOf(int card) {
  return isSpecial(card) ? kSpecialCategory : familyOf(card);
}

constexpr unsigned affectedBy(int category, unsigned accepts) {
  unsigned out = 0;
  for (unsigned subset = 1; subset < kSubsets; ++subset) {
    if (!(subset >> category & 1) && (subset & accepts)) out |= 1u << subset;
  }
  return out;
}

constexpr auto kAffected = [] {
  std::array<std::array<unsigned, kSubsets>, kCategories> table{};
  for (int k = 0; k < kCategories; ++k) {
    for (unsigned accepts = 0; accepts < kSubsets; ++accepts) {
      table[k][accepts] = affectedBy(k, accepts);
    }
  }
  return table;
}();

// Hall's condition for the cards still to place: every set S of categories must fit into the room
// of the seats accepting any of them, i.e. slack(S) = space(S) - need(S) >= 0. Placing a card of
// category c with a seat accepting `accepts` lowers the space of every S that seat serves and the
// need of every S holding c, so only the S without c that the seat serves lose one: the placement
// keeps a complete deal possible exactly when none of those is already tight. That makes the test
// for each tentative card one AND of two 16-bit masks.
struct Slack {
  std::array<int, kSubsets> slack{};
  unsigned tight = 0;  // bit S: slack(S) <= 0

  // The subsets whose slack placing a card of `category` with a seat accepting `accepts` lowers,
  // looked up: a determinization asks for each seat's, and working them out would take a tenth of
  // it.
  static unsigned affected(int category, unsigned accepts) { return kAffected[category][accepts]; }

  void init(const std::array<int, kCategories>& left, const std::array<int, kMaxSeats>& room,
            const std::array<unsigned, kMaxSeats>& accepts, int players, int seat) {
    tight = 0;
    for (unsigned subset = 1; subset < kSubsets; ++subset) {
      int need = 0, space = 0;
      for (int k = 0; k < kCategories; ++k) {
        if (subset >> k & 1) need += left[k];
      }
      for (int s = 0; s < players; ++s) {
        if (s != seat && (accepts[s] & subset)) space += room[s];
      }
      slack[subset] = space - need;
      if (slack[subset] <= 0) tight |= 1u << subset;
    }
  }

  void place(unsigned affectedSubsets) {
    for (unsigned m = affectedSubsets; m; m &= m - 1) {
      const int subset = std::countr_zero(m);
      if (--slack[subset] <= 0) tight |= 1u << subset;
    }
  }
};

}  // namespace

void redealHidden(std::array<CardMask, kMaxSeats>& hands,
                  const std::array<std::uint8_t, kMaxSeats>& voids, int players, int seat,
                  Rng& rng) {
  std::array<int, kMaxSeats> room{};
  std::array<unsigned, kMaxSeats> accepts{};
  std::array<int, kCategories> left{};
  CardMask unseen = 0;
  bool anyVoid = false;
  for (int s = 0; s < players; ++s) {
    if (s == seat) continue;
    unseen |= hands[s];
    room[s] = cardCount(hands[s]);
    accepts[s] = (~voids[s] & 0b111u) | (1u << kSpecialCategory);
    anyVoid = anyVoid || (voids[s] & 0b111u) != 0;
    hands[s] = 0;
  }
  std::array<std::uint8_t, kCardCount> cards{};
  int count = 0;
  for (CardMask m = unseen; m; m &= m - 1) {
    int card = std::countr_zero(m);
    cards[count++] = static_cast<std::uint8_t>(card);
    ++left[categoryOf(card)];
  }
  rng.shuffle(cards.data(), static_cast<std::size_t>(count));
  if (!anyVoid) {
    // Every seat may hold anything: the shuffled cards dealt out by hand size are a uniform deal.
    int i = 0;
    for (int s = 0; s < players; ++s) {
      if (s == seat) continue;
      for (int r = 0; r < room[s]; ++r) hands[s] |= bitOf(cards[i++]);
    }
    return;
  }
  // Cards in random order, each to a seat chosen in proportion to the room it has left among the
  // seats that can take it without making the rest impossible; close to uniform.
  std::array<std::array<unsigned, kCategories>, kMaxSeats> affected{};
  for (int s = 0; s < players; ++s) {
    if (s == seat) continue;
    for (int k = 0; k < kCategories; ++k) affected[s][k] = Slack::affected(k, accepts[s]);
  }
  Slack hall;
  hall.init(left, room, accepts, players, seat);
  for (int i = 0; i < count; ++i) {
    const int card = cards[i], category = categoryOf(card);
    std::array<int, kMaxSeats> weight{};
    int total = 0;
    for (int s = 0; s < players; ++s) {
      if (s == seat || room[s] == 0 || !(accepts[s] >> category & 1)) continue;
      if (!(affected[s][category] & hall.tight)) weight[s] = room[s];
      total += weight[s];
    }
    if (total == 0) {
      // Unreachable from real play (the real deal respects every void, so the position before
      // this card was completable and some seat keeps it so); a defensive fallback that ignores
      // the voids rather than fail.
      for (int s = 0; s < players; ++s) {
        if (s != seat) weight[s] = room[s];
        total += weight[s];
      }
    }
    int r = rng.uniform(0, total - 1), chosen = 0;
    while (r >= weight[chosen]) r -= weight[chosen++];
    hands[chosen] |= bitOf(card);
    --room[chosen];
    hall.place(affected[chosen][category]);
  }
}

std::unique_ptr<State> SabokbazState::determinize(int seat, Rng& rng) const {
  auto out = std::make_unique<SabokbazState>(*this);
  // A seat outside the table (a spectator) knows no hand: everything is redealt.
  const int keeper = seat >= 0 && seat < v_.players ? seat : -1;
  redealHidden(out->d_.hands, d_.voids, v_.players, keeper, rng);
  // Future deals come from the state's generator: they must not be known either.
  out->d_.rng.reseed(rng.next64());
  return out;
}

std::vector<Action> SabokbazState::sampleIllegalActions(Rng& rng) const {
  std::vector<Action> out;
  if (d_.over) {
    out.push_back(static_cast<Action>(rng.uniform(0, kCardCount - 1)));
    return out;
  }
  const CardMask hand = d_.hands[d_.current];
  const CardMask legal = playableMask();
  // The interesting refusals first: a held card that breaks a rule (a special leading, a card
  // that does not follow), then cards held elsewhere or already played, then nonsense numbers.
  for (CardMask m = hand & ~legal; m && out.size() < 3; m &= m - 1) {
    out.push_back(static_cast<Action>(std::countr_zero(m)));
  }
  for (int tries = 0; tries < 8 && out.size() < 6; ++tries) {
    int card = rng.uniform(0, kCardCount - 1);
    if (!(legal & bitOf(card))) out.push_back(static_cast<Action>(card));
  }
  out.push_back(static_cast<Action>(kCardCount));
  out.push_back(static_cast<Action>(rng.uniform(kCardCount, 1000)));
  return out;
}

}  // namespace mizbazi::sabokbaz
