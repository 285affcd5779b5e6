// Why Rivals refuses an action (core/refusal.h). Every code but kUnknownAction carries the
// action's text first; the further arguments are in the comments, in order.
#pragma once

#include <cstdint>
#include <span>

#include "core/refusal.h"

namespace mizbazi::rivals {

enum class RefusalCode : std::uint8_t {
  kUnknownAction,     // an action number of no Rivals action (the number)
  kAuctionRunning,    // reveal during an auction
  kClaimRunning,      // the auction's winner is taking cards
  kNoAuction,         // a pass with no auction
  kNotAuctionWinner,  // take, discard or done outside a claim
  kDisplayEmpty,      // an auction opened on an empty display
  kBidBelowOne,
  kBidNotHigher,      // (the current bid)
  kNotEnoughCoins,    // (the coins the bidder has)
  kAlreadyDiscarded,  // a second discard after one auction
  kCardNotInDisplay,  // (card id)
  kWagerAfterNumber,  // (card id)
  kNumberTooLow,      // (card id, the expedition's last number)
};

inline std::span<const char* const> refusalNames(RefusalCode) {
  static constexpr const char* kNames[] = {
      "unknown-action",     "auction-running",   "claim-running",       "no-auction",
      "not-auction-winner", "display-empty",     "bid-below-one",       "bid-not-higher",
      "not-enough-coins",   "already-discarded", "card-not-in-display", "wager-after-number",
      "number-too-low"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(RefusalCode::kNumberTooLow) + 1);
  return kNames;
}

}  // namespace mizbazi::rivals
