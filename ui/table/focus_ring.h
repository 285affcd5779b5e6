// The keyboard's ring: a thick frame, bright blue between two dark edges, around the card or place
// the keyboard marks (keyboard_focus.h). It lies above every card at rest, so that no neighbour in
// a fan hides it, and it is thick enough to be found from the back of a classroom: 6% of what it
// marks, never less than 1/120 of the table's height, and CardItem::emphasis() times that in
// projector mode. It follows what it marks (a move, a lift, a board's camera) and takes no
// clicks: a press goes to what lies under it.
#pragma once

#include <QGraphicsObject>
#include <QPointer>

#include "ui/table/item_types.h"

namespace mizbazi::ui {

class FocusRing : public QGraphicsObject {
  Q_OBJECT

 public:
  enum { Type = kFocusRingType };
  int type() const override { return Type; }

  FocusRing();

  // What the ring goes around (a card or a pile); nullptr hides it.
  void setTarget(QGraphicsObject* target);
  QGraphicsObject* target() const { return target_; }
  // Takes the target's place and size again (it moved, or a pile grew).
  void follow();
  // The blue band's width as painted now, in scene units (tests measure it against the view).
  double bandWidth() const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QPointer<QGraphicsObject> target_;
  QRectF around_;      // the target's rectangle, in the ring's parent's coordinates
  double width_ = 0;   // the blue band at emphasis 1, in the same coordinates
  double radius_ = 0;  // the target's corner radius
  QList<QMetaObject::Connection> watches_;
};

}  // namespace mizbazi::ui
