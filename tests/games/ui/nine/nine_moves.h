// Nine's one move as a path of choices (table/move_path.h): "play card-7" is the 7 in one's hand,
// then one's place in the middle: two clicks, a double-click, or a drag.
#pragma once

#include "ui/nine/nine_picture.h"
#include "ui/table/move_path.h"

namespace mizbazi::ui::nine {

class NineMoves : public MoveMapping {
 public:
  void setPicture(const NinePicture& picture) { seat_ = picture.current; }

  MovePath pathOf(const QString& actionText) const override;
  std::optional<QString> actionFor(const MovePath& path) const override;

 private:
  int seat_ = -1;  // the seat to act, whose place in the middle its card goes to
};

}  // namespace mizbazi::ui::nine
