// A Rivals position read from outside: scores, winners, the all-seeing and per-seat JSON, card
// locations.
#include <algorithm>

#include "rivals/rivals_observation.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

int RivalsState::score(int seat) const {
  int total = d_.coins[seat];  // coins in the reserve score nothing
  for (const Expedition& e : d_.expeditions[seat]) total += e.score();
  return total;
}

std::vector<int> RivalsState::scores() const {
  std::vector<int> out(d_.players);
  for (int p = 0; p < d_.players; ++p) out[p] = score(p);
  return out;
}

// Most points; a tie goes to more coins; a tie in both is shared.
std::vector<int> RivalsState::winners() const {
  if (!isTerminal()) return {};
  std::vector<int> best;
  int bestScore = -1, bestCoins = -1;
  for (int p = 0; p < d_.players; ++p) {
    int s = score(p), c = d_.coins[p];
    if (s > bestScore || (s == bestScore && c > bestCoins)) {
      best.clear();
      bestScore = s;
      bestCoins = c;
    }
    if (s == bestScore && c == bestCoins) best.push_back(p);
  }
  return best;
}

namespace {

template <typename Cards>
std::vector<std::string> idList(const Cards& cards) {
  std::vector<std::string> list;
  for (int card : cards) list.push_back(cardId(card));
  return list;
}

}  // namespace

Json RivalsState::toJson(bool allSeeing) const {
  RivalsObservation o;
  o.phase = d_.phase;
  o.display = idList(d_.display);
  for (int p = 0; p < d_.players; ++p) o.coins.push_back(d_.coins[p]);
  o.reserve = d_.reserve;
  int start = 0;
  for (int s = 0; s < kStacks; ++s) {
    o.stacks.push_back(std::max(0, d_.stackEnd[s] - std::max<int>(start, d_.next)));
    start = d_.stackEnd[s];
  }
  if (int stack = currentStack(); stack < kStacks) o.currentStack = stack;
  for (int p = 0; p < d_.players; ++p) {
    ExpeditionsView& columns = o.expeditions.emplace_back();
    for (int c = 0; c < kColorCount; ++c) {
      const Expedition& e = d_.expeditions[p][c];
      columns.columns[c] = idList(std::vector<int>(e.cards.begin(), e.cards.begin() + e.count));
    }
  }
  if (d_.phase == Phase::kAuction) {
    AuctionView& auction = o.auction.emplace();
    auction.bid = d_.bid;
    auction.leader = d_.leader;
    auction.opener = d_.opener;
    for (int p = 0; p < d_.players; ++p) {
      if ((d_.bidders >> p) & 1) auction.active.push_back(p);
    }
  }
  if (d_.phase == Phase::kClaim) o.claim = ClaimView{d_.leader, d_.bid, d_.discarded};
  o.out = idList(d_.out);
  o.box = idList(d_.box);
  if (allSeeing) {
    o.stackCards.emplace();
    int from = 0;
    for (int s = 0; s < kStacks; ++s) {
      std::vector<std::string>& list = o.stackCards->emplace_back();
      for (int i = std::max<int>(from, d_.next); i < d_.stackEnd[s]; ++i)
        list.push_back(cardId(d_.deck[i]));
      from = d_.stackEnd[s];
    }
  }
  return writeFields(o);
}

void RivalsState::locateCards(std::vector<std::pair<int, Place>>& out) const {
  int stack = 0;
  for (int i = d_.next; i < kDeckSize; ++i) {
    while (i >= d_.stackEnd[stack]) ++stack;
    out.push_back({d_.deck[i], Place{kZoneStack, -1, stack}});
  }
  for (int card : d_.display) out.push_back({card, Place{kZoneDisplay, -1, -1}});
  for (int p = 0; p < d_.players; ++p) {
    for (int c = 0; c < kColorCount; ++c) {
      const Expedition& e = d_.expeditions[p][c];
      for (int i = 0; i < e.count; ++i) {
        out.push_back({e.cards[i], Place{kZoneExpedition, static_cast<std::int8_t>(p), c}});
      }
    }
  }
  for (int card : d_.out) out.push_back({card, Place{kZoneOut, -1, -1}});
  for (int card : d_.box) out.push_back({card, Place{kZoneBox, -1, -1}});
}

std::string RivalsState::zoneName(int zone) const {
  switch (zone) {
    case kZoneStack:
      return "stack";
    case kZoneDisplay:
      return "display";
    case kZoneExpedition:
      return "expedition";
    case kZoneOut:
      return "out";
    case kZoneBox:
      return "box";
  }
  return "?";
}

}  // namespace mizbazi::rivals
