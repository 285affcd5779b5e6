// The odds a teacher points at in Zirkhaki: the exact chance that the next card drawn busts, from
// the cards the seat on screen has not seen. Counting only: every card outside the deck is public
// (discard pile, treasure zone, fields, the map's cards), so the unseen cards are the game's full
// sets less those; a card busts when its suit already lies in the treasure zone (the engine's
// rule, ZirkhakiState::enterPlayArea). An astrolabe's peek makes it a certainty.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "ui/zirkhaki/zirkhaki_picture.h"

namespace mizbazi::ui::zirkhaki {

struct ZirkhakiOdds {
  Q_DECLARE_TR_FUNCTIONS(ZirkhakiOdds)

 public:
  int deckCount = 0;   // cards the next draw may be
  int bustCards = 0;   // of those, how many would bust
  bool known = false;  // the seat has seen the top card (the astrolabe)
  bool knownBusts = false;

  // Nothing when no draw can come (rings being chosen, the game over, an empty deck).
  static std::optional<ZirkhakiOdds> of(const ZirkhakiPicture& picture);
  // "The next draw busts with 12 of the 35 unseen cards (34%)." in the UI's language.
  QString text() const;
};

}  // namespace mizbazi::ui::zirkhaki
