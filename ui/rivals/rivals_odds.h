// The odds a teacher points at in Rivals (F6): how many cards of each colour are still unseen in
// the stacks, so a class can weigh what the next reveal may bring. Counting only, from the picture
// of the seat on screen: every card out of the stacks is public (the display, every expedition,
// the cards out of the game), so each colour's sixteen stack cards less those are still to come.
// The starting wagers never lie in the stacks and are not counted.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <array>

#include "ui/rivals/rivals_picture.h"

namespace mizbazi::ui::rivals {

struct RivalsOdds {
  Q_DECLARE_TR_FUNCTIONS(RivalsOdds)

 public:
  std::array<int, kColors> unseen{};  // per colour (the engine's order)
  int total = 0;

  static RivalsOdds of(const RivalsPicture& picture);
  // "Still in the stacks: yellow 10, blue 12, white 9, green 11 and red 8 (50 cards)." Empty
  // once every stack is revealed.
  QString text() const;
};

}  // namespace mizbazi::ui::rivals
