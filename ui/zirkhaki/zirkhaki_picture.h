// What the Zirkhaki table shows, read from observationJson(state, seat on screen) and from nothing
// else: hidden information reaches the UI only through that observation (seat -1: everyone's).
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include "core/json.h"

namespace mizbazi::ui::zirkhaki {

inline const QStringList kSuits = {"astrolabe", "pistol", "dagger", "carpet", "snake",
                                   "horseshoe", "coin",   "chest",  "key",    "map"};

struct ZirkhakiPicture {
  int seat = -1;  // whose observation this is (-1: what everyone may see)
  int players = 0;
  QString phase;  // rings, play, over
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
  QString pendingKind;  // empty when none
  int pendingRemaining = 0;
  QStringList mapRevealed;
  int forcedDraws = 0;
  QVector<int> scores;
  QVector<int> winners;
  QStringList legal;  // the viewer's legal actions (canonical text)

  static ZirkhakiPicture fromObservation(const Json& observation);
  // The cards of one suit in a seat's field, lowest first (the last is the top card).
  QStringList fieldSuit(int seat, const QString& suit) const;
  bool canAct(const QString& action) const { return legal.contains(action); }
};

}  // namespace mizbazi::ui::zirkhaki
