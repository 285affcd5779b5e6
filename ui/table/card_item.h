// One card on the table. It knows how to draw itself (face or back, highlighted or not) and where
// it lies; it knows no rules: whether it may be dragged or clicked is set from outside by the
// game's controller.
#pragma once

#include <QGraphicsObject>
#include <QPixmap>
#include <QString>

#include "ui/table/item_types.h"

namespace mizbazi::ui {

class CardArt;
class Pile;

class CardItem : public QGraphicsObject {
  Q_OBJECT
  Q_PROPERTY(qreal flip READ flip WRITE setFlip)
  Q_PROPERTY(qreal turn READ turn WRITE setTurn)

 public:
  enum { Type = kCardItemType };
  int type() const override { return Type; }

  CardItem(CardArt* art, QString backArt, QGraphicsItem* parent = nullptr);

  // `face` is the art id of the card's face ("zirkhaki/coin-9"), empty when the viewer does not
  // know which card it is (then it can only lie face down).
  const QString& face() const { return face_; }
  bool faceUp() const { return faceUp_ && !face_.isEmpty(); }
  void setFace(const QString& face, bool faceUp);
  // Turns over with an animation later (Animator): the side shown switches at mid-turn.
  void setPendingFace(const QString& face, bool faceUp);
  bool hasPendingFace() const { return pending_; }

  Pile* pile() const { return pile_; }
  void setPile(Pile* pile) { pile_ = pile; }

  // Interaction flags, set by the controller from the legal actions.
  bool draggable() const { return draggable_; }
  void setDraggable(bool on) { draggable_ = on; }
  bool activatable() const { return activatable_; }
  void setActivatable(bool on);
  void setDropTarget(bool on);
  // Marked by the keyboard (keyboard_focus.h): raised above the cards it overlaps.
  void setKeyboardFocus(bool on);
  bool keyboardFocus() const { return focused_; }
  void setDimmed(bool on);
  bool dimmed() const { return dimmed_; }
  // The card chosen as the first step of a move being made (raised and outlined).
  void setChosen(bool on);
  bool chosen() const { return chosen_; }
  // Tooltip parts: what the card does (set by the game) and why it cannot be chosen now (set by
  // the move chooser). A card lying face down has no tooltip at all: it would name the card.
  void setInfo(const QString& text);
  void setRefusal(const QString& text);
  QString refusal() const { return refusal_; }

  // Projector mode: outlines drawn this many times thicker, dimmed cards darker (1: normal).
  static void setEmphasis(double factor);
  static double emphasis();

  qreal flip() const { return flip_; }
  void setFlip(qreal t);  // 0..1: a full turn, sides switch at 0.5

  // A card lying turned on the table (a board's path card turned 180°), in degrees around its
  // centre. `restingTurn` is how it should lie, set from the picture; the pile's layout brings
  // `turn`, what is drawn now, to it (animated, like the card's place and size).
  qreal restingTurn() const { return restingTurn_; }
  void setRestingTurn(qreal degrees) { restingTurn_ = degrees; }
  qreal turn() const { return turn_; }
  void setTurn(qreal degrees);

  // Moves the card under another parent item (a board's camera, or back to the table) without
  // any visible jump: same place and size on screen, in the new parent's coordinates.
  void setParentKeepingPlace(QGraphicsItem* parent);

  // While a board zooms, the card draws its last sharp image scaled instead of rendering its
  // art again at every intermediate size; switched off, the next paint is sharp again.
  void setQuickScaling(bool on);

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 protected:
  void hoverEnterEvent(QGraphicsSceneHoverEvent* event) override;
  void hoverLeaveEvent(QGraphicsSceneHoverEvent* event) override;

 private:
  QString shownArt() const;
  void applyTransform();  // the turning-over squeeze and the resting turn, around the centre
  void updateToolTip();

  CardArt* art_;
  QString backArt_;
  QString face_;
  bool faceUp_ = false;
  QString pendingFace_;
  bool pendingFaceUp_ = false;
  bool pending_ = false;
  Pile* pile_ = nullptr;
  bool draggable_ = false, activatable_ = false, target_ = false, focused_ = false;
  bool dimmed_ = false, hovered_ = false, chosen_ = false;
  QString info_, refusal_;
  qreal flip_ = 0;
  qreal turn_ = 0, restingTurn_ = 0;
  bool quickScaling_ = false;
  QPixmap quickPixmap_;  // the image drawn scaled while quick scaling, and its art
  QString quickArt_;
  QSize lastPixelSize_;  // the last sharp image's size, reused when quick scaling starts
  qreal lastDpr_ = 1.0;
  QPixmap halfTurned_;  // the image turned 180°, for a card lying turned
  qint64 halfTurnedFrom_ = 0;
};

}  // namespace mizbazi::ui
