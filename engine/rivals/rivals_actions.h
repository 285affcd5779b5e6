// Rivals' actions: the compact encoding and the canonical text (docs/rules-rivals.md, "Action
// texts"). Encoding, in the ascending order legalActions lists them:
//   reveal 0 · pass 1 · done 2 · bid <n> 16 + n (n 0..36) · take <name> 64 + name ·
//   discard <name> 128 + name (name = card name index, rivals_cards.h).
// "bid 0" and "take red-s" are well formed (so that they can be refused with a reason) but never
// legal.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/game.h"
#include "rivals/rivals_cards.h"

namespace mizbazi::rivals {

inline constexpr Action kActionReveal = 0;
inline constexpr Action kActionPass = 1;
inline constexpr Action kActionDone = 2;
inline constexpr Action kActionBidBase = 16;
inline constexpr Action kActionTakeBase = 64;
inline constexpr Action kActionDiscardBase = 128;
inline constexpr int kMaxBid = kTotalCoins;

enum class ActionKind { kReveal, kPass, kDone, kBid, kTake, kDiscard, kInvalid };

struct DecodedAction {
  ActionKind kind = ActionKind::kInvalid;
  int arg = 0;  // the bid, or the card name index
};

constexpr Action bidAction(int n) {
  return kActionBidBase + static_cast<Action>(n);
}
constexpr Action takeAction(int name) {
  return kActionTakeBase + static_cast<Action>(name);
}
constexpr Action discardAction(int name) {
  return kActionDiscardBase + static_cast<Action>(name);
}

constexpr DecodedAction decodeAction(Action a) {
  if (a == kActionReveal) return {ActionKind::kReveal, 0};
  if (a == kActionPass) return {ActionKind::kPass, 0};
  if (a == kActionDone) return {ActionKind::kDone, 0};
  if (a >= kActionBidBase && a <= kActionBidBase + kMaxBid) {
    return {ActionKind::kBid, static_cast<int>(a - kActionBidBase)};
  }
  if (a >= kActionTakeBase && a < kActionTakeBase + kNameCount) {
    return {ActionKind::kTake, static_cast<int>(a - kActionTakeBase)};
  }
  if (a >= kActionDiscardBase && a < kActionDiscardBase + kNameCount) {
    return {ActionKind::kDiscard, static_cast<int>(a - kActionDiscardBase)};
  }
  return {ActionKind::kInvalid, 0};
}

// "?<number>" for an encoding that is no action at all.
std::string actionToText(Action a);
std::optional<Action> actionFromText(std::string_view text, std::string* error);

}  // namespace mizbazi::rivals
