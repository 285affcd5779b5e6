// The device host's questions answered by the table on the shared screen (seat_presenter.h): the
// table's own move mapping, card names, card art and log, so that a device shows the same words
// and faces as the screen, and no game is named here.
#pragma once

#include <QPointer>

#include "ui/net/seat_presenter.h"

namespace mizbazi::ui {
class GameTable;
}

namespace mizbazi::net {

class PlaceNumbers;

class TablePresenter : public SeatPresenter {
 public:
  explicit TablePresenter(ui::GameTable* table);
  ~TablePresenter() override;

  MoveShape shape(const State& state, Action action) const override;
  QString artOf(const QString& cardId) const override;
  QString cardName(const QString& cardId) const override;
  QStringList lastLines(int seat, int count) const override;
  QImage cardImage(const QString& artId, QSize pixels) const override;
  int numberPlaces(const QVector<QPair<Place, int>>& places) override;

 private:
  QPointer<ui::GameTable> table_;
  QString artPrefix_;  // "sabokbaz/": the game's art folder, from its registration
  PlaceNumbers* numbers_ = nullptr;
};

}  // namespace mizbazi::net
