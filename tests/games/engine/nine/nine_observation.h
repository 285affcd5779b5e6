// What a Nine observation holds beyond the keys every game shares (core/observation_header.h),
// described once: NineState writes its observations and its all-seeing state from this struct and
// the table reads them back into it.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json_fields.h"

namespace mizbazi::nine {

struct NineObservation {
  int leader = 0;  // the seat that leads the trick being played
  // Per seat, the cards in hand, lowest first: only where the viewer may see them (its own hand;
  // every hand in the all-seeing state), null elsewhere.
  std::vector<std::optional<std::vector<std::string>>> hands;
  std::vector<int> handCounts;  // per seat
  int stockCount = 0;
  std::optional<std::vector<std::string>> stock;  // the all-seeing state only
  std::vector<std::optional<std::string>> trick;  // per seat, the card it played to this trick
  std::vector<std::vector<std::string>> won;      // per seat, the cards of the tricks it took

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("leader", self.leader);
    f("hands", self.hands);
    f("hand_counts", self.handCounts);
    f("stock_count", self.stockCount);
    f.omittable("stock", self.stock);
    f("trick", self.trick);
    f("won", self.won);
  }
};

}  // namespace mizbazi::nine
