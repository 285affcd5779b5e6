// The small "seen" mark on a face-down goal the seat on screen looked at with a map: an eye on a
// round plate in the card's corner, so that the player remembers which goals they know without
// hovering over each. It is drawn only from that seat's own observation (the goal's card is known
// there and nowhere else), so a shared screen under the cover, or the other person's view, never
// shows it.
#pragma once

#include <QGraphicsItem>

namespace mizbazi::ui::saboteur_duel {

class SeenMark : public QGraphicsItem {
 public:
  // `cell`: the goal card's rectangle in the parent's (the board camera's) coordinates.
  SeenMark(const QRectF& cell, QGraphicsItem* parent);

  QRectF boundingRect() const override { return rect_; }
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  QRectF rect_;
};

}  // namespace mizbazi::ui::saboteur_duel
