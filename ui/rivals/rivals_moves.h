// Rivals' moves as the player makes them (ui/table/move_path.h), and the keys of the table's piles.
//
//   reveal          → [place stack(current), place display]    drag the current stack's top card
//                     (alias [place stack(current)])           to the display, or click the stack
//   bid 5           → [detail "bid:5"]                          the amount chooser
//   pass, done      → [button "pass"], [button "done"]
//   take red-4      → [card rivals/red-4, place expedition(actor, red)]
//   discard red-4   → [card rivals/red-4, place out]            face down, out of the game
//
// Piles are keyed by the engine's Place wherever the engine has one, so that events name them
// directly: stack (zone 0, slot = stack 0..3), display (1), expedition (2, seat, slot = colour
// index), out (3: discards and dead cards), box (4: starting wagers nobody was dealt), by the
// engine's names (ZoneId). The UI's own piles are numbered from kFirstTableZone
// (ui/table/table_zones.h): a seat's purse (the Place's seat is its owner), then the reserve.
#pragma once

#include <functional>

#include "core/game.h"
#include "ui/table/move_path.h"
#include "ui/table/table_zones.h"

namespace mizbazi::ui::rivals {

inline constexpr std::int16_t kZonePurse = kFirstTableZone;
inline constexpr std::int16_t kZoneReserve = kFirstTableZone + 1;

class RivalsMoves final : public MoveMapping {
 public:
  // `actor` names the seat to act now: its expeditions are where `take` puts cards.
  // `currentStack` names the stack a reveal turns up (the observation's "current_stack"); the
  // stacks are face down, so a reveal is made by grabbing that stack's pile (move_path.h). Both are
  // asked each time, so the mapping always follows the table.
  RivalsMoves(std::function<int()> actor, std::function<int()> currentStack);

  MovePath pathOf(const QString& actionText) const override;
  // A click on the current stack reveals at once (the drag to the display is the longer path).
  QVector<MovePath> aliasesOf(const QString& actionText) const override;
  std::optional<QString> actionFor(const MovePath& path) const override;
  // A display card dropped on another colour's column or on another player's (whyNoMove).
  std::optional<Refusal> refusalFor(const MovePath& tried) const override {
    return whyNoMove(tried);
  }
  QString label(const MoveStep& step) const override;

  // For a complete path that is no action (actionFor gives nullopt) but deserves more than "a
  // card cannot go there": a card dropped on another colour's column or on another player's
  // (rivals_drop_refusals.h).
  std::optional<Refusal> whyNoMove(const MovePath& path) const;

  // The piles' keys.
  static Place stackPlace(int stack);
  static Place displayPlace();
  static Place expeditionPlace(int seat, int color);
  static Place outPlace();
  static Place boxPlace();
  static Place pursePlace(int seat);
  static Place reservePlace();

  // The amount step of a bid: "bid:5" ↔ 5 (nullopt for anything else).
  static QString bidDetail(int amount);
  static std::optional<int> amountOf(const QString& detail);

 private:
  Place revealStack() const;

  std::function<int()> actor_;
  std::function<int()> currentStack_;
};

}  // namespace mizbazi::ui::rivals
