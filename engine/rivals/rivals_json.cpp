// A Rivals position read from outside: scores, winners, the all-seeing and per-seat JSON, card
// locations, equality.
#include <algorithm>

#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

const std::string& RivalsState::gameId() const {
  static const std::string id = "rivals";
  return id;
}

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

const char* phaseText(Phase phase) {
  switch (phase) {
    case Phase::kTurn:
      return "turn";
    case Phase::kAuction:
      return "auction";
    case Phase::kClaim:
      return "claim";
    case Phase::kOver:
      return "over";
  }
  return "?";
}

template <typename Cards>
Json idList(const Cards& cards) {
  Json list = Json::array();
  for (int card : cards) list.push_back(cardId(card));
  return list;
}

}  // namespace

Json RivalsState::toJson(bool allSeeing) const {
  Json j = Json::object();
  j["phase"] = phaseText(d_.phase);
  j["display"] = idList(d_.display);
  Json coins = Json::array();
  for (int p = 0; p < d_.players; ++p) coins.push_back(d_.coins[p]);
  j["coins"] = coins;
  j["reserve"] = d_.reserve;
  Json stacks = Json::array();
  int start = 0;
  for (int s = 0; s < kStacks; ++s) {
    stacks.push_back(std::max(0, d_.stackEnd[s] - std::max<int>(start, d_.next)));
    start = d_.stackEnd[s];
  }
  j["stacks"] = stacks;
  int stack = currentStack();
  j["current_stack"] = stack < kStacks ? Json(stack) : Json(nullptr);
  Json expeditions = Json::array();
  for (int p = 0; p < d_.players; ++p) {
    Json columns = Json::object();
    for (int c = 0; c < kColorCount; ++c) {
      const Expedition& e = d_.expeditions[p][c];
      columns[std::string(kColorIds[c])] =
          idList(std::vector<int>(e.cards.begin(), e.cards.begin() + e.count));
    }
    expeditions.push_back(columns);
  }
  j["expeditions"] = expeditions;
  if (d_.phase == Phase::kAuction) {
    Json active = Json::array();
    for (int p = 0; p < d_.players; ++p) {
      if ((d_.bidders >> p) & 1) active.push_back(p);
    }
    j["auction"] = {
        {"bid", d_.bid}, {"leader", d_.leader}, {"opener", d_.opener}, {"active", active}};
  } else {
    j["auction"] = nullptr;
  }
  if (d_.phase == Phase::kClaim) {
    j["claim"] = {{"winner", d_.leader}, {"paid", d_.bid}, {"discarded", d_.discarded}};
  } else {
    j["claim"] = nullptr;
  }
  j["out"] = idList(d_.out);
  j["box"] = idList(d_.box);
  if (allSeeing) {
    Json cards = Json::array();
    int from = 0;
    for (int s = 0; s < kStacks; ++s) {
      Json list = Json::array();
      for (int i = std::max<int>(from, d_.next); i < d_.stackEnd[s]; ++i)
        list.push_back(cardId(d_.deck[i]));
      cards.push_back(list);
      from = d_.stackEnd[s];
    }
    j["stack_cards"] = cards;
  }
  return j;
}

bool RivalsState::equals(const State& other) const {
  const auto* o = dynamic_cast<const RivalsState*>(&other);
  return o != nullptr && o->d_ == d_;
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
