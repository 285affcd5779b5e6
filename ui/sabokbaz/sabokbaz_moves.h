// Sabokbaz's moves as paths of choices (ui/table/move_path.h). The game has one kind of action,
// "play <card>", so every move is the same two steps: the card, then the trick in the middle
//   "play badeh-10"  →  [card "sabokbaz/badeh-10", place trick()]
// (a drag from the hand onto the trick, or a double-click / Enter on a lit card, which the move
// chooser completes because the trick is the only place a card can go).
#pragma once

#include "ui/table/move_path.h"

namespace mizbazi::ui::sabokbaz {

class SabokbazMoves final : public MoveMapping {
 public:
  // An empty path for a text that is not "play <card-id>" (never a legal action).
  MovePath pathOf(const QString& actionText) const override;
  // [any Sabokbaz card, the trick] → "play <card>", whether that card may be played or not (the
  // engine then says why not); nullopt for anything else (a card dropped on a hand or a team's
  // pile, a card of another game, an incomplete or too long path).
  std::optional<QString> actionFor(const MovePath& path) const override;
};

}  // namespace mizbazi::ui::sabokbaz
