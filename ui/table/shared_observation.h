// The observation's shared keys (core/observation_header.h) as the tables keep them: Qt lists, and
// one copy into a game's picture, which names those members alike in every game.
#pragma once

#include <QStringList>
#include <QVector>
#include <string>
#include <vector>

#include "core/observation_header.h"

namespace mizbazi::ui {

inline QVector<int> qtList(const std::vector<int>& values) {
  return QVector<int>(values.begin(), values.end());
}

inline QStringList qtList(const std::vector<std::string>& texts) {
  QStringList out;
  out.reserve(static_cast<qsizetype>(texts.size()));
  for (const std::string& t : texts) out << QString::fromStdString(t);
  return out;
}

// Fills a picture's seat (-1 when the header has none), current, finished, scores, winners and
// legal from `shared`.
template <typename Picture>
void takeSharedKeys(const ObservationHeader& shared, Picture& picture) {
  picture.seat = shared.seat.value_or(-1);
  picture.current = shared.current;
  picture.finished = shared.finished;
  picture.scores = qtList(shared.scores);
  picture.winners = qtList(shared.winners);
  picture.legal = qtList(shared.legal);
}

}  // namespace mizbazi::ui
