// Why Saboteur refuses an action (core/refusal.h); the arguments each code carries are in the
// comments, in order (a cell is written "x y").
#pragma once

#include <cstdint>
#include <span>

#include "core/refusal.h"

namespace mizbazi::saboteur_duel {

enum class RefusalCode : std::uint8_t {
  kBadAction,          // not an action of this game (the action number)
  kChooseOrientation,  // a goal turned up waits for `orient`
  kNothingToOrient,    // `orient` with no goal waiting
  kNotInHand,          // a card not held, or not two of it (card id)
  kSabotaged,          // a sabotage in front of the player forbids path cards
  kCellTaken,          // (cell)
  kNoNeighbour,        // not next to a face-up card (cell)
  kSidesMismatch,      // an edge meets a wall or the other way round (cell)
  kNotConnected,       // no tunnel joins the player's reach (cell)
  kLadderNearGoal,     // a ladder may not touch a goal (cell)
  kLadderNearGold,     // nor a gold card (cell)
  kNoOpponent,         // solo: nobody to sabotage
  kAlreadySabotaged,   // the opponent has that tool broken (tool id)
  kWrongRepair,        // the card does not repair that tool (tool id)
  kNothingToRepair,    // that tool is not broken in front of the player (tool id)
  kNoCard,             // nothing there (cell)
  kNoDoor,             // no face-up door there (cell)
  kOwnDoor,            // a door of the player's colour is open for them (cell)
  kDoorHasKey,         // (cell)
  kNoKeysLeft,         // both keys are in use
  kNoGold,             // no face-up gold there (cell)
  kGoldClaimed,        // (cell)
  kNoMarkersLeft,
  kCannotRemoveStart,  // (cell)
  kCannotRemoveGoal,   // (cell)
  kCannotRemoveGold,   // (cell)
  kCannotRemoveTroll,  // (cell)
  kNotAGoal,           // the map looks at goals only (cell)
  kGoalFaceUp,         // (cell)
  kNoTroll,            // (cell)
  kTrollBribed,        // (cell)
  kTrollOutOfReach,    // the troll touches none of the player's tunnels (cell)
};

inline std::span<const char* const> refusalNames(RefusalCode) {
  static constexpr const char* kNames[] = {"bad-action",
                                           "choose-orientation",
                                           "nothing-to-orient",
                                           "not-in-hand",
                                           "sabotaged",
                                           "cell-taken",
                                           "no-neighbour",
                                           "sides-mismatch",
                                           "not-connected",
                                           "ladder-near-goal",
                                           "ladder-near-gold",
                                           "no-opponent",
                                           "already-sabotaged",
                                           "wrong-repair",
                                           "nothing-to-repair",
                                           "no-card",
                                           "no-door",
                                           "own-door",
                                           "door-has-key",
                                           "no-keys-left",
                                           "no-gold",
                                           "gold-claimed",
                                           "no-markers-left",
                                           "cannot-remove-start",
                                           "cannot-remove-goal",
                                           "cannot-remove-gold",
                                           "cannot-remove-troll",
                                           "not-a-goal",
                                           "goal-face-up",
                                           "no-troll",
                                           "troll-bribed",
                                           "troll-out-of-reach"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(RefusalCode::kTrollOutOfReach) + 1);
  return kNames;
}

}  // namespace mizbazi::saboteur_duel
