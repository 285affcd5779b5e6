// Saboteur's moves as paths of choices (table/move_path.h), so that every move is made by drag,
// click or keyboard alike and the table lights only what the engine allows next:
//
//   path cross-1 3 2 r    [card cross-1, detail "r", place maze (3,2)]   ("n": as dealt)
//                          the way up is held before the place, so turning the card while
//                          dragging it switches the places that light up
//   sabotage sabotage-lamp [card sabotage-lamp, place the opponent's lamp]
//   repair repair-lamp-cart cart   [card repair-lamp-cart, place one's own cart]
//   key door 4 1          [card key, place maze (4,1)]       (the door's card)
//   key gold 3 0          [card key, place marker spot (3,0)] (where a marker would lie)
//   rockfall 2 1 / map 5 0   [card, place maze (x,y)]
//   fix lamp map rockfall [card map, card rockfall, place one's own lamp]
//   pass key / pass key map   [card key, (card map,) place discard pile]
//   bribe 3 1             [place marker spot (3,1)]          (click the troll)
//   orient 0 | orient 1   [place goal picture 0 | 1]          (click one of the two previews)
// Two cards may be chosen in either order (aliasesOf gives the other order), and a key for a gold
// card or a bribe may also be dropped on / clicked on the card itself in the maze.
// Pile keys: saboteur_duel_places.h.
#pragma once

#include <QCoreApplication>

#include "ui/table/move_path.h"

namespace mizbazi::ui::saboteur_duel {

class SaboteurDuelMoves : public MoveMapping {
  Q_DECLARE_TR_FUNCTIONS(SaboteurDuelMoves)

 public:
  // A sabotage goes in front of the other seat and a repair or fix in front of one's own: a drop
  // on a tool is read against the seat to act. Call before mapping (each turn).
  void setActor(int seat, int players) {
    actor_ = seat;
    players_ = players;
  }

  MovePath pathOf(const QString& actionText) const override;
  QVector<MovePath> aliasesOf(const QString& actionText) const override;
  std::optional<QString> actionFor(const MovePath& path) const override;
  QString label(const MoveStep& step) const override;

  // The words under a goal's two pictures when its way up is to be chosen.
  static QString orientLabel(int turned);
  // Why a drop that stands for no action at all is wrong (a sabotage on one's own tools, a repair
  // on the opponent's, a path card on a tool...): a code of
  // saboteur_duel_drop_refusals.h, which SaboteurDuelTexts::refusal words.
  std::optional<Refusal> refusalFor(const MovePath& tried) const override;

 private:
  int opponent() const { return players_ == 2 ? 1 - actor_ : -1; }

  int actor_ = 0;
  int players_ = 2;
};

}  // namespace mizbazi::ui::saboteur_duel
