// What the device host asks of the table on the shared screen, in the host's language: the words
// of a seat's legal moves (its card, its details, its place's number), card names and faces, the
// log's last lines for a seat, and the numbers on the shared screen for the places of a card a
// device is choosing. table_presenter.h answers from a GameTable; a headless host (the load
// benchmark, the hostile-client test) uses the plain answers of this base class.
#pragma once

#include <QImage>
#include <QPair>
#include <QString>
#include <QStringList>
#include <QVector>
#include <optional>

#include "core/event.h"
#include "core/game.h"

namespace mizbazi::net {

class SeatPresenter {
 public:
  // A legal move as a device shows it: the card it plays (an art id; empty: no card), its words
  // besides the card ("Turned", "Bid 5", "Pass") and the place it goes to, if it names one.
  struct MoveShape {
    QString card;
    QString words;
    std::optional<Place> place;
    QString placeName;  // the place's own words where the table writes some ("Red")
  };

  virtual ~SeatPresenter() = default;
  virtual MoveShape shape(const State& state, Action action) const {
    (void)action;
    return {QString(), QString::fromStdString(state.actionText(action)), std::nullopt, QString()};
  }
  // The art id of an engine card id ("koozeh-4" → "sabokbaz/koozeh-4"); empty when unknown.
  virtual QString artOf(const QString& cardId) const {
    (void)cardId;
    return QString();
  }
  virtual QString cardName(const QString& cardId) const { return cardId; }
  // The log's lines that `seat` may read (-1: everyone's), the last `count` of them.
  virtual QStringList lastLines(int seat, int count) const {
    (void)seat, (void)count;
    return {};
  }
  // A card's face as the table paints it (words and numbers included); null when unknown.
  virtual QImage cardImage(const QString& artId, QSize pixels) const {
    (void)artId, (void)pixels;
    return QImage();
  }
  // Numbers shown on the shared screen over these places (empty: none); how many are shown.
  virtual int numberPlaces(const QVector<QPair<Place, int>>& places) {
    (void)places;
    return 0;
  }
};

}  // namespace mizbazi::net
