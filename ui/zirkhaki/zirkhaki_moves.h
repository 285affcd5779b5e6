// Zirkhaki's moves as paths of choices (ui/table/move_path.h), read off the engine's action texts:
//   draw           → the Draw button; also a click on the deck, or its top card dragged to the
//                    treasure zone
//   bank           → the Bank button; also a click on one's own field, or a treasure card dragged
//                    onto it
//   pick <s> <suit>→ the field column (seat s, suit) — click it, or drag its top card to where the
//                    pending card sends it (the treasure zone; the discard pile for the pistol)
//   choose <card>  → the map's revealed card; also dragged to the treasure zone
//   ring <ring>    → the offered ring; also dragged onto one's own ring place or field
// The gestures that depend on the table (which field is one's own, where a picked card goes) read
// the current picture, which the table updates before every redraw.
#pragma once

#include "ui/table/move_path.h"
#include "ui/zirkhaki/zirkhaki_picture.h"

namespace mizbazi::ui::zirkhaki {

class ZirkhakiMoves : public MoveMapping {
 public:
  void setPicture(const ZirkhakiPicture& picture) { picture_ = picture; }

  MovePath pathOf(const QString& actionText) const override;
  QVector<MovePath> aliasesOf(const QString& actionText) const override;
  std::optional<QString> actionFor(const MovePath& path) const override;
  std::optional<Refusal> refusalFor(const MovePath& tried) const override;
  QString label(const MoveStep& step) const override;

 private:
  ZirkhakiPicture picture_;
};

}  // namespace mizbazi::ui::zirkhaki
