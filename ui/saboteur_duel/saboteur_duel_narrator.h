// The game log's sentences for one Saboteur action (table/narration.h), told from its events as
// the audience may see them: «سارا کلید را روی درِ آبی گذاشت…».
//
// The shared telling (audience -1) says what everyone saw: the move, goals turning up, gold
// claimed, trolls bribed and paid, round ends and who begins the next round, the end of the game.
// A private telling (audience = a seat) holds only what that seat alone learnt, marked kPrivate:
// what its map showed, the cards it drew. So a map peek reads «سارا به یک هدف نگاه کرد» in the
// shared log and, for Sara only, what the goal holds.
#pragma once

#include <QCoreApplication>

#include "ui/table/narration.h"

namespace mizbazi::ui::saboteur_duel {

class SaboteurDuelNarrator {
  Q_DECLARE_TR_FUNCTIONS(SaboteurDuelNarrator)

 public:
  static QVector<LogLine> narrate(const Narration& n);
};

}  // namespace mizbazi::ui::saboteur_duel
