// What the Rivals table shows, read from observationJson(state, seat) and from nothing else, for
// whichever seat's view is on screen (Rivals has no secret but the stacks' order, which the
// observation never holds). The engine's RivalsObservation reads it; this keeps it in the
// table's Qt types. The live scores under each column come from the engine's own
// Expedition::score (engine/rivals/rivals_expedition.h) applied to the observed cards: the UI
// counts nothing itself.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>
#include <array>

#include "core/json.h"
#include "rivals/rivals_cards.h"
#include "rivals/rivals_state.h"

namespace mizbazi::ui::rivals {

using mizbazi::rivals::Phase;

// The colours in the engine's order (a column's index is its colour's, kColorIds).
inline constexpr int kColors = mizbazi::rivals::kColorCount;

struct RivalsColumn {
  QStringList cards;  // in play order (wagers first)
  int wagers = 0;     // starting wagers included
  int numbered = 0;
  int footprints = 0;
  int last = 0;   // the last number, 0 while there is none
  int score = 0;  // footprints × (1 + wagers), + the bonus
  int bonus = 0;  // the long-expedition bonus when it applies, else 0
  int multiplier() const { return 1 + wagers; }
  bool empty() const { return cards.isEmpty(); }
};

struct RivalsPicture {
  int seat = -1;  // whose observation this is (-1: the public one)
  int players = 0;
  Phase phase = Phase::kTurn;
  int current = -1;
  bool finished = false;

  QStringList display;    // in the order the cards came out
  QVector<int> stacks;    // cards left in each of the four stacks
  int currentStack = -1;  // -1 once every stack is revealed
  int reserve = 0;
  QVector<int> coins;                                      // per seat
  QVector<std::array<RivalsColumn, kColors>> expeditions;  // per seat, per colour
  QStringList out;  // removed face down (discards and dead cards), in order
  QStringList box;  // starting wagers nobody was dealt

  // The auction being bid (Phase::kAuction).
  bool auction = false;
  int bid = 0;
  int leader = -1;
  int opener = -1;
  QVector<int> active;  // seats that have not passed
  // The auction just won (Phase::kClaim).
  bool claim = false;
  int winner = -1;
  int paid = 0;
  bool discarded = false;

  QVector<int> scores;  // the engine's, per seat (running, final at the end)
  QVector<int> winners;
  QStringList legal;  // the seat's legal actions when it is to act
  // False when the observation was not one this engine writes: a key missing or of another type
  // (the picture then holds only the shared keys), or values no position has: an unknown card
  // id, a column too long, a coin per seat or a count per stack missing (it holds the rest).
  bool complete = true;

  static RivalsPicture fromObservation(const Json& observation);

  const RivalsColumn& column(int seat, int color) const;
  // The columns' scores added up (no coins): the score the seat's expeditions show.
  int expeditionScore(int seat) const;
  int cardsInStacks() const;
  // Every card the observation places: display, stacks, expeditions, out and box.
  int cardsOnTable() const;
  // During an auction: the seat has passed and may not bid again in it.
  bool hasPassed(int seat) const;
  bool canAct(const QString& action) const { return legal.contains(action); }
  // The lowest and highest bid the seat may make now (0, 0 when it may not bid).
  int lowestBid() const;
  int highestBid() const;
};

}  // namespace mizbazi::ui::rivals
