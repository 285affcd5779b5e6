// What a Rivals observation holds beyond the keys every game shares (core/observation_header.h),
// described once: RivalsState writes its observation and its all-seeing state from this struct,
// and the table reads them back into it, so a key renamed or retyped here is a compile error in
// the table. Its JSON form is the one of the save and scenario files (docs/file-format.md).
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/json_fields.h"
#include "rivals/rivals_cards.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

std::span<const char* const> jsonNames(Phase);  // turn, auction, claim, over

// One seat's expeditions: an object keyed by the colours' ids, in the engine's colour order.
struct ExpeditionsView {
  std::array<std::vector<std::string>, kColorCount> columns;  // per colour, card ids in play order

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    for (int c = 0; c < kColorCount; ++c) {
      const std::string key(kColorIds[c]);
      f(key.c_str(), self.columns[c]);
    }
  }
};

// The auction being bid (phase auction).
struct AuctionView {
  int bid = 0;
  int leader = -1;  // the highest bidder
  int opener = -1;
  std::vector<int> active;  // the seats that have not passed

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("bid", self.bid);
    f("leader", self.leader);
    f("opener", self.opener);
    f("active", self.active);
  }
};

// The auction just won, while its winner takes cards (phase claim).
struct ClaimView {
  int winner = -1;
  int paid = 0;  // the price, paid into the reserve
  bool discarded = false;

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("winner", self.winner);
    f("paid", self.paid);
    f("discarded", self.discarded);
  }
};

struct RivalsObservation {
  Phase phase = Phase::kTurn;
  std::vector<std::string> display;  // in the order the cards came out
  std::vector<int> coins;            // per seat
  int reserve = 0;
  std::vector<int> stacks;                   // cards left in each stack
  std::optional<int> currentStack;           // the stack the next card comes from; none at the end
  std::vector<ExpeditionsView> expeditions;  // per seat
  std::optional<AuctionView> auction;
  std::optional<ClaimView> claim;
  std::vector<std::string> out;  // removed face down (discards and dead cards), in order
  std::vector<std::string> box;  // starting wagers nobody was dealt
  // Each stack's ids, top first: the all-seeing state only.
  std::optional<std::vector<std::vector<std::string>>> stackCards;

  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("phase", self.phase);
    f("display", self.display);
    f("coins", self.coins);
    f("reserve", self.reserve);
    f("stacks", self.stacks);
    f("current_stack", self.currentStack);
    f("expeditions", self.expeditions);
    f("auction", self.auction);
    f("claim", self.claim);
    f("out", self.out);
    f("box", self.box);
    f.omittable("stack_cards", self.stackCards);
  }
};

}  // namespace mizbazi::rivals
