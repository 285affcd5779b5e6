// One animation per card (libkcardgame's way): position, size and turning over, at most 250 ms.
// The scene holds input while any card moves and learns through finished() when all are still.
#pragma once

#include <QHash>
#include <QObject>
#include <QPointF>
#include <QPointer>

class QAbstractAnimation;
class QGraphicsItem;

namespace mizbazi::ui {

class CardItem;

class Animator : public QObject {
  Q_OBJECT

 public:
  static constexpr int kMoveMs = 230;  // the ceiling is 250 ms per move

  explicit Animator(QObject* parent = nullptr);

  // The player's setting: 100 = normal, 50 = twice as fast, 0 = no animation at all (instant).
  void setSpeedPercent(int percent) { speed_ = percent; }
  int speedPercent() const { return speed_; }
  // A scene's own pace for a passage of play, on top of the player's setting (a deal of 52 cards
  // runs at 40): kept apart so that a setting changed meanwhile is not lost when the passage ends.
  void setTempoPercent(int percent) { tempo_ = percent; }
  int tempoPercent() const { return tempo_; }
  int scaled(int ms) const { return ms * speed_ / 100 * tempo_ / 100; }

  // Moves `card` to `pos`/`scale`, turning it over on the way if it has a pending face, and to
  // its resting turn. `pos` is in the coordinates of the card's pile's parent item (the table, or
  // a board's camera); a card whose parent differs flies across and is adopted on landing. A
  // card already moving is redirected from where it is.
  void moveCard(CardItem* card, QPointF pos, double scale, double zValue, bool visible,
                int delayMs = 0);
  bool busy() const { return running_ > 0; }
  void finishAll();  // jump every running animation to its end (undo, resync, closing)

 Q_SIGNALS:
  void finished();  // no card is moving any more

 private:
  void done(CardItem* card);
  // The flight of a card into another parent (a board cell), tracking where that parent is now.
  QAbstractAnimation* flightInto(CardItem* card, QGraphicsItem* home, QPointF pos, double scale,
                                 int duration);

  int speed_ = 100;
  int tempo_ = 100;
  int running_ = 0;
  QHash<CardItem*, QPointer<QAbstractAnimation>> active_;
};

}  // namespace mizbazi::ui
