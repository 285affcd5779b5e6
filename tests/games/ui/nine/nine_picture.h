// What the Nine table shows, read from the observation of the seat on screen and from nothing
// else; the engine's NineObservation reads it, this keeps it in the table's Qt types.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include "core/json.h"

namespace mizbazi::ui::nine {

struct NinePicture {
  int seat = -1;  // whose observation this is (-1: what everyone may see)
  int current = -1;
  bool finished = false;
  int leader = 0;
  QVector<QStringList> hands;  // per seat, the cards the viewer may see there (else empty)
  QVector<bool> handShown;     // per seat, whether `hands` is that hand itself
  QVector<int> handCounts;
  int stockCount = 0;
  QStringList trick;  // per seat, the card it played to this trick (empty: none yet)
  QVector<QStringList> won;
  QVector<int> scores;
  QVector<int> winners;
  QStringList legal;
  // False when the observation was not one this engine writes: only the shared keys are read.
  bool complete = true;

  static NinePicture fromObservation(const Json& observation);
  int players() const { return static_cast<int>(handCounts.size()); }
};

}  // namespace mizbazi::ui::nine
