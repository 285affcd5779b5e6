// The generic card table (after KDE's KCardScene): piles laid out in card units, one card item per
// card, drag-and-drop handled here in the scene, one animation per card, and input held while
// cards move. It knows no rules: what may be dragged where, and what a click means, is asked of a
// SceneDelegate (a game's controller), which turns it into an engine action or a refusal.
#pragma once

#include <QGraphicsObject>
#include <QGraphicsRectItem>
#include <QGraphicsScene>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QVector>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <tuple>

#include "core/event.h"
#include "ui/table/card_art.h"
#include "ui/table/pile.h"
#include "ui/table/table_layout.h"

namespace mizbazi::ui {

class Animator;
class CardItem;
class KeyboardFocus;
class LabelItem;
class Pile;
struct PileSpec;
struct SeatSpec;

class SceneDelegate {
 public:
  virtual ~SceneDelegate() = default;
  // Piles where `card` may legally go now; empty when it may not be dragged at all.
  virtual QVector<Pile*> dropTargets(CardItem* card) = 0;
  // A dragged card released over `target` (never its own pile). The delegate either sends the
  // matching legal action or calls TableScene::snapBack and says why.
  virtual void cardDropped(CardItem* card, Pile* target) = 0;
  virtual void cardClicked(CardItem* card) = 0;
  virtual void pileClicked(Pile* pile) = 0;
  // A card that may not be moved was pulled: say why (it stays where it is).
  virtual void dragRefused(CardItem* card) { (void)card; }
  // Escape, or a right-click on the table: take back the last choice of a move.
  virtual void cancel() {}
  // A right-click or the wheel while dragging, or R: the card's other way (an orientation).
  virtual void secondaryClick() {}
  // Enter on a card the keyboard marks: by default a click.
  virtual void cardActivated(CardItem* card) { cardClicked(card); }
};

// How one card should lie after a resynchronisation: `art` empty = a card the viewer cannot know.
struct CardFace {
  QString art;
  bool faceUp = true;
  double turn = 0;  // degrees the card lies turned (a board's path card turned 180°)
};

class TableScene : public QGraphicsScene {
  Q_OBJECT

 public:
  explicit TableScene(QObject* parent = nullptr);
  ~TableScene() override;

  TableLayout& layout() { return layout_; }
  const TableLayout& layout() const { return layout_; }
  CardArt& art() { return art_; }
  Animator& animator() { return *animator_; }
  void setDelegate(SceneDelegate* delegate) { delegate_ = delegate; }
  void setBackArt(const QString& artId) { backArt_ = artId; }
  // Applies the layout's size to the scene rectangle (call after TableLayout::setSize).
  void applyLayoutSize();
  // The seat whose name a game writes "(you)" (TableController::youSeat(), set by the table before
  // every redraw); -1: none.
  void setYouSeat(int seat) { you_ = seat; }
  int youSeat() const { return you_; }

  // --- The table a game declares (pile_declaration.h, pile_declaration.cpp) ---
  // The table's size in card units (TableLayout::setSize), applied to the scene.
  void setTableSize(double widthUnits, double heightUnits);
  // Makes each declared pile the first time, places it and gives it its role's ways.
  void declarePiles(const QVector<PileSpec>& piles);
  // Makes each declared seat's header, piles, words and frame the first time and places them
  // from the seat's anchor (seat_declaration.h, seat_declaration.cpp).
  void declareSeats(const QVector<SeatSpec>& seats);
  // A declared seat's things; nullptr (or an empty place) when it declared none.
  LabelItem* header(int seat) const;
  LabelItem* seatLabel(int seat, int index) const;
  QGraphicsRectItem* seatFrame(int seat) const;
  PileGeometry seatPlace(int seat, int index) const;
  // Every pile's cards on the table (not a board's) to their places: animated when `animate`,
  // except the first time.
  void layOutPiles(bool animate);
  // What a pile shows: these cards face up (`art` names each one's art), or `count` backs.
  static QVector<CardFace> facesUp(const QStringList& ids,
                                   const std::function<QString(const QString&)>& art);
  static QVector<CardFace> backs(int count);

  Pile* addPile(Place key);
  // A pile laid out by another layout inside another item (a board's cell: board_item.h).
  Pile* addPile(Place key, const TableLayout* layout, QGraphicsItem* parent);
  Pile* pile(Place key) const;  // exact key, then (zone, seat), then (zone)
  QVector<Pile*> piles() const;
  void removePile(Pile* pile);
  LabelItem* addLabel();

  // --- Full resynchronisation from what the viewer knows (after every action) ---
  // Cards that keep their pile and face stay; moved cards fly from where they were; unknown cards
  // turn over on the way. Piles not mentioned keep their cards.
  void setPileFaces(Pile* pile, const QVector<CardFace>& faces);
  void commitSync(bool animate);

  // --- Event playback: the steps of one action, in order, each animated ---
  void queueMove(Place from, Place to, const QString& art, bool faceUp);
  void queueBanner(const QString& text, Place at, const QColor& color, int holdMs = 650);
  void queuePause(int ms);
  void queueCall(std::function<void()> call);
  bool busy() const;
  // Jumps to the end of everything queued or moving (undo, load, closing).
  void finishNow();

  void snapBack(CardItem* card);

  // Keyboard path (keyboard_focus.h): the controller marks cards/piles activatable; the arrows
  // move a focus ring among them in reading order, Tab and Shift+Tab from area to area; Enter or
  // Space activates the marked one (SceneDelegate::cardActivated, pileClicked).
  void refreshFocus();
  void focusNext(int step);
  void focusNextArea(int step);
  void activateFocused();
  QGraphicsObject* focusedTarget() const;
  QVector<QGraphicsObject*> activatables() const;
  KeyboardFocus& keyboardFocus() { return *focus_; }

  // For tests and the performance script: the drag machinery without a mouse.
  bool beginDrag(CardItem* card, QPointF scenePos);
  void dragTo(QPointF scenePos);
  void endDrag(QPointF scenePos);
  Pile* pileUnder(CardItem* card) const;  // largest overlap, as a drop would choose
  bool dragging() const { return dragging_; }
  // Asks the delegate again where the dragged card may go (its way up changed mid-drag).
  void refreshDragTargets();

 Q_SIGNALS:
  void idle();  // every queued step done and no card moving
  // The keyboard's focus ring moved (a board brings a cell out of view into view).
  void focusMoved(QGraphicsObject* target);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
  void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;
  // A double-click's second press may come only as a double-click event (QTest, Qt 5 platforms):
  // it is a press like any other, so a double-click on a card is two clicks (choose it, then play
  // it when it can only go one way) rather than one click and a lost press.
  void mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool focusNextPrevChild(bool next) override;  // Tab: the next area of the table
  void wheelEvent(QGraphicsSceneWheelEvent* event) override;

 private:
  using Key = std::tuple<int, int, int>;
  static Key keyOf(Place p) { return {p.zone, p.seat, p.slot}; }
  CardItem* newCard(Pile* at, int index, int count);
  void runSteps();
  void checkIdle();
  void clearDragHighlights();

  TableLayout layout_;
  CardArt art_;
  Animator* animator_;
  SceneDelegate* delegate_ = nullptr;
  QString backArt_;
  int you_ = -1;
  bool laidOut_ = false;  // layOutPiles has run: later layouts may animate
  std::map<Key, Pile*> piles_;
  // What each declared seat has, by seat.
  struct SeatThings {
    LabelItem* header = nullptr;
    QVector<LabelItem*> labels;
    QGraphicsRectItem* frame = nullptr;
    QVector<PileGeometry> places;
  };
  std::map<int, SeatThings> seats_;
  std::vector<std::pair<Pile*, QVector<CardFace>>> pendingSync_;

  std::deque<std::function<int()>> steps_;  // each returns the pause before the next step (ms)
  QTimer stepTimer_;
  bool stepping_ = false;

  // Pointer state.
  QPointer<CardItem> pressCard_;
  QPointer<Pile> pressPile_;
  QPointF pressScenePos_, pressScreenPos_, dragOffset_;
  QPoint pointerScreenPos_;  // where the pointer last moved, to tell a move from a replay
  bool dragging_ = false;
  QVector<QPointer<Pile>> dragTargets_;

  KeyboardFocus* focus_;
};

}  // namespace mizbazi::ui
