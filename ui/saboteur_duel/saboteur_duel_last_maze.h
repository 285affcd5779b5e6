// The maze as a round left it. The engine clears the maze the moment a round ends (only the starts
// stay, to be laid out again), so the observation after the last move of a round, or of the game,
// shows an empty maze; yet that maze is what the players want to look at then, and what the
// screenshot of a finished game must show. It is rebuilt here from the picture before the move and
// the move's events up to the round's end, both as the seat on screen may see them.
#pragma once

#include <QString>
#include <QVector>
#include <functional>
#include <optional>

#include "core/event.h"
#include "ui/saboteur_duel/saboteur_duel_picture.h"

namespace mizbazi {
class GameRecord;
}

namespace mizbazi::ui::saboteur_duel {

// The table as a round left it: its maze, and its deck and discard pile (the engine gathers every
// card back into the deck as a round ends, so the last picture of a game showed a full deck).
struct RoundEndTable {
  QVector<BoardCell> maze;
  int deckCount = 0;
  QStringList discard;  // bottom first
};

// `before`'s table changed by `events` up to the first round end; nullopt when no round ended.
std::optional<RoundEndTable> tableAtRoundEnd(const SaboteurDuelPicture& before,
                                             const QString& action, const Events& events,
                                             const std::function<QString(int)>& cardId);

// `before`'s maze changed by `events` up to the first round end; nullopt when no round ended.
// `action` is the move's text (a path card's way up is in it, not in its event); `cardId` names a
// physical card (-1, a card hidden from this seat, gives an empty id).
std::optional<QVector<BoardCell>> mazeAtRoundEnd(const SaboteurDuelPicture& before,
                                                 const QString& action, const Events& events,
                                                 const std::function<QString(int)>& cardId);

// The table the record's last move ended its round with, seen by `seat` (-1: what everyone sees);
// nullopt when the last move ended no round.
std::optional<RoundEndTable> lastRoundTable(const GameRecord& record, int seat);

}  // namespace mizbazi::ui::saboteur_duel
