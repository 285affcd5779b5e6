// The odds a teacher points at in Saboteur (F6): what a face-down goal the seat on screen has not
// looked at may hold. Counting only, from that seat's observation: of the game's 18 goals, those
// out in the open (turned up in the maze, collected as gold, boxed after an earlier round) and
// those this seat looked at with a map are known; each unseen goal in the maze is any one of the
// rest, as likely as any other.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "ui/saboteur_duel/saboteur_duel_picture.h"

namespace mizbazi::ui::saboteur_duel {

struct SaboteurDuelOdds {
  Q_DECLARE_TR_FUNCTIONS(SaboteurDuelOdds)

 public:
  int unseenInMaze = 0;               // face-down goals in the maze this seat has not looked at
  int unknown = 0;                    // goals each of them may be
  int withGold = 0;                   // of those, how many hold gold
  int nuggets = 0;                    // the nuggets they hold together
  int blueDoors = 0, greenDoors = 0;  // of those, how many lie behind a door of that colour

  // Nothing when no unseen goal lies in the maze (or the game is over).
  static std::optional<SaboteurDuelOdds> of(const SaboteurDuelPicture& picture);
  // "4 goals in the maze you have not seen. Each is one of the 14 goals still unknown to you,
  // with gold in 11 of them (79%) …" in the UI's language.
  QString text() const;
};

}  // namespace mizbazi::ui::saboteur_duel
