// What the Zirkhaki table shows, read from observationJson(state, seat on screen) and from nothing
// else: hidden information reaches the UI only through that observation (seat -1: everyone's).
// The engine's ZirkhakiObservation reads it; this keeps it in the table's Qt types.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

#include "core/json.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::ui::zirkhaki {

using mizbazi::zirkhaki::ChoiceKind;
using mizbazi::zirkhaki::Phase;

// The suits' ids in the engine's order (a field's slot is its suit's index).
const QStringList& suitIds();

struct ZirkhakiPicture {
  int seat = -1;  // whose observation this is (-1: what everyone may see)
  int players = 0;
  Phase phase = Phase::kPlay;
  int current = -1;
  bool finished = false;
  int deckCount = 0;
  QStringList knownDeckTop;  // the viewer's peek, top first
  QVector<int> peeks;
  QStringList discard;
  QStringList playArea;
  QVector<QStringList> fields;  // per seat, sorted by suit then value
  QVector<int> cardCounts;
  QStringList rings;  // per seat, empty when none
  QVector<QStringList> ringOffers;
  std::optional<ChoiceKind> pendingKind;  // the choice owed, when one is
  int pendingRemaining = 0;
  QStringList mapRevealed;
  int forcedDraws = 0;
  QVector<int> scores;
  QVector<int> winners;
  QStringList legal;  // the viewer's legal actions (canonical text)
  // False when the observation was not one this engine writes (a key missing or of another
  // type): the picture then holds only the shared keys.
  bool complete = true;

  static ZirkhakiPicture fromObservation(const Json& observation);
  // The cards of one suit in a seat's field, lowest first (the last is the top card).
  QStringList fieldSuit(int seat, const QString& suit) const;
  bool canAct(const QString& action) const { return legal.contains(action); }
};

}  // namespace mizbazi::ui::zirkhaki
