// What the Saboteur table shows, read from observationJson(state, seat) and from nothing else:
// hidden information reaches the table only through the observation of the seat being drawn
// (shownSeat, or -1 for the public picture). The engine's SaboteurDuelObservation reads it; this
// keeps all of it in the table's Qt types, so the scene never needs to look anywhere else.
#pragma once

#include <QPoint>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

#include "core/json.h"
#include "saboteur_duel/saboteur_duel_observation.h"

namespace mizbazi {
class State;
}

namespace mizbazi::ui::saboteur_duel {

using ::mizbazi::saboteur_duel::Color;
using ::mizbazi::saboteur_duel::Mode;
using ::mizbazi::saboteur_duel::Phase;

// One card of the maze.
struct BoardCell {
  int x = 0, y = 0;
  QString card;  // the card id; empty for a face-down goal this seat has not looked at
  bool rotated = false;
  bool faceUp = true;
  int marker = -1;      // the seat whose marker lies on it (claimed gold, bribed troll)
  int key = -1;         // the seat whose key lies on its door
  QVector<int> looked;  // seats that looked at this face-down goal with a map

  bool known() const { return !card.isEmpty(); }
  // A face-down card is always a goal; a face-up one by its id.
  bool isGoal() const { return !faceUp || card.startsWith(QLatin1String("goal-")); }
  bool lookedBy(int seat) const { return looked.contains(seat); }
};

// A tunnel in a seat's reach: tunnel 0 or 1 of the card at (x, y).
struct ReachNode {
  int x = 0, y = 0, tunnel = 0;
  friend bool operator==(const ReachNode&, const ReachNode&) = default;
};

struct SaboteurDuelPicture {
  // Common keys (observationJson).
  QString game;
  bool finished = false;
  int current = -1;  // the seat to act, -1 when the game is over
  QVector<int> scores, winners;
  QStringList legal;  // the seat's legal actions when it is to act
  int seat = -1;      // whose observation this is (-1: what everyone sees)

  // Saboteur's keys.
  Mode mode = Mode::kDuel;
  QVector<Color> colors;                      // per seat
  int round = 1;                              // 1..3
  Phase phase = Phase::kTurn;                 // kOrient: a goal waits for its way up
  int first = 0;                              // who began this round
  QVector<BoardCell> board;                   // in position order (x, then y)
  QVector<QVector<ReachNode>> reach;          // per seat
  std::optional<QPoint> pendingGoal;          // the goal whose way up is to be chosen
  QVector<std::optional<QStringList>> hands;  // per seat: the cards, or nullopt when hidden
  QVector<int> handCounts;
  int deckCount = 0;
  QStringList discard;             // bottom first
  QVector<QStringList> sabotages;  // per seat: the sabotage cards lying in front of it
  QVector<int> markersLeft;
  int keysLeft = 0;
  QVector<int> bribes;             // trolls bribed this round, per seat (paid at its end)
  QVector<int> gold;               // nuggets collected so far, per seat
  QVector<QStringList> goldCards;  // the gold cards collected, per seat
  int goalPoolCount = 0;
  QStringList box;                   // out of the game
  std::optional<int> setAsideCount;  // solo: cards set aside this round
  std::optional<int> soloRating;     // solo: 0..3 by the gold so far
  // False when the observation was not one this engine writes (a key missing or of another
  // type): the picture then holds only the shared keys.
  bool complete = true;

  // Reads an observation (never throws).
  static SaboteurDuelPicture fromObservation(const Json& observation);
  // The picture of `state` as `seat` sees it (-1: what everyone sees).
  static SaboteurDuelPicture of(const State& state, int seat);

  int players() const { return static_cast<int>(colors.size()); }
  bool solo() const { return mode == Mode::kSolo; }
  Color colorOf(int seat) const { return colors.value(seat, Color::kNone); }
  int seatOfColor(Color color) const { return static_cast<int>(colors.indexOf(color)); }
  const BoardCell* cellAt(int x, int y) const;
  // The smallest rectangle holding every card of the maze (x, y in cells).
  QRect bounds() const;
  // The seat's hand when this picture may show it (empty otherwise).
  QStringList hand(int seat) const;
  bool handKnown(int seat) const { return seat >= 0 && seat < hands.size() && hands[seat]; }
  // The sabotage card lying on a seat's tool ("lamp"), or empty.
  QString brokenBy(int seat, const QString& tool) const;
  bool isSabotaged(int seat) const { return !sabotages.value(seat).isEmpty(); }
  // Face-down goals whose card this picture knows (looked at with a map by the seat drawn).
  QVector<const BoardCell*> goalsSeen() const;
  bool reaches(int seat, int x, int y) const;
  bool canAct(const QString& action) const { return legal.contains(action); }
};

}  // namespace mizbazi::ui::saboteur_duel
