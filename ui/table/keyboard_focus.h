// The keyboard's way around the table, the same for every game: a ring (focus_ring.h) marks one of
// the things that may be chosen now — the cards and places the move chooser lit. The arrows move it
// in reading order; Tab and Shift+Tab jump to the next or previous area (a hand, a board, a pile),
// so that the board is one key away however long the hand is; Enter chooses what it marks
// (TableScene::activateFocused). The marked card is raised above the cards it overlaps.
//
// It knows items, not games: an area is the board a target lies on, else its pile. What a target
// is and says (for a screen reader) is left to whoever listens to moved().
#pragma once

#include <QGraphicsObject>
#include <QObject>
#include <QPointer>
#include <QVector>

namespace mizbazi::ui {

class CardItem;
class FocusRing;
class TableScene;

class KeyboardFocus : public QObject {
  Q_OBJECT

 public:
  explicit KeyboardFocus(TableScene* scene);

  // What may be marked now, in reading order: rows from the top, then along the reading direction;
  // a board's cells and cards as one block, at the board's place.
  QVector<QGraphicsObject*> targets() const;
  QGraphicsObject* current() const { return current_; }
  // The area of a target: the board it lies on, else its pile (a card's) or itself (a pile).
  static QGraphicsObject* areaOf(QGraphicsObject* target);

  // The arrows: `step` targets along targets(), round at the ends. With nothing marked, the mark
  // starts in the area it was last in (the hand, after a move), else at the table's first target.
  void next(int step);
  // Tab (+1) and Shift+Tab (-1): the first target of the next or previous area, round at the ends.
  void nextArea(int step);
  // After the choices changed: a mark on something no longer choosable is dropped — or goes back
  // to the card the keyboard picked up, when that is choosable again (Escape put it back).
  void refresh();
  // Enter on `target`, before it acts: a card's area is where the next move starts from.
  void activating(QGraphicsObject* target);
  // The keyboard picked `card` up (a card that may go to several places): the mark moves on to the
  // next area, where its places are lit.
  void pickedUp(CardItem* card);

  // The pointer moved over the table: the mark goes (a raised card would hide its neighbours from
  // the mouse), and the next key starts again in the area it was in.
  void yieldToPointer();

  FocusRing* ring() const;

 Q_SIGNALS:
  void moved(QGraphicsObject* target);

 private:
  void mark(QGraphicsObject* target);  // nullptr: no mark
  void ensureRing();

  TableScene* scene_;
  QPointer<QGraphicsObject> current_;
  QPointer<QGraphicsObject> lastArea_;   // where the mark was before it was dropped
  QPointer<QGraphicsObject> startArea_;  // the area of the card Enter last acted on
  QPointer<CardItem> picked_;            // the card the keyboard picked up
  QPointer<FocusRing> ring_;  // owned by the scene (or a board's content, while it marks a cell)
};

}  // namespace mizbazi::ui
