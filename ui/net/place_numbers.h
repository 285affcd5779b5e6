// Numbers on the shared screen over the places a device may put its chosen card (a Saboteur
// path card's cells): the phone lists "1", "2", … and the people at the table see which is which.
// Each number is a child of its pile, so it moves with a board that pans; they are replaced as a
// whole and gone after the next move.
#pragma once

#include <QPair>
#include <QPointer>
#include <QVector>

#include "core/event.h"

class QGraphicsObject;

namespace mizbazi::ui {
class TableScene;
}

namespace mizbazi::net {

class PlaceNumbers {
 public:
  explicit PlaceNumbers(ui::TableScene* scene) : scene_(scene) {}
  ~PlaceNumbers() { clear(); }
  void show(const QVector<QPair<Place, int>>& places);
  void clear();
  // For tests: how many numbers are on the table now.
  int shown() const;

 private:
  QPointer<ui::TableScene> scene_;
  QVector<QPointer<QGraphicsObject>> markers_;
};

}  // namespace mizbazi::net
