// A pile (KDE libkcardgame's KCardPile): a place on the table that holds cards and lays them out
// in card units through the table's one direction-aware layout helper. Its key is the engine's
// Place (zone, seat, slot), so engine events name piles directly.
#pragma once

#include <QGraphicsObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "ui/table/item_types.h"

namespace mizbazi::ui {

class Animator;
class CardItem;
class CardArt;
class LabelItem;
class TableLayout;

struct PileGeometry {
  QPointF origin;        // logical top-left of the bottom card, in card units
  QPointF spread;        // step from one card to the next (x along the reading direction)
  double scale = 1.0;    // card size relative to a full-size card
  double maxLength = 0;  // the spread is squeezed so that the cards fit in this length (0: free)
  int visibleTop = 0;    // > 0: only this many top cards are drawn (decks, discard piles)
  // A hand's fan: the cards at both ends sit this much lower than the middle one (card units).
  double arc = 0;
  // Cards that may be chosen now rise by this much (card units), the chosen one twice as much.
  double raise = 0;
};

class Pile : public QGraphicsObject {
  Q_OBJECT

 public:
  enum { Type = kPileItemType };
  int type() const override { return Type; }

  Pile(Place key, const TableLayout* layout, CardArt* art);
  ~Pile() override;

  const Place& key() const { return key_; }
  const PileGeometry& geometry() const { return geometry_; }
  void setGeometry(const PileGeometry& g);

  // A faint image (art id) or text shown where the pile is, so empty places stay readable.
  void setPlaceholder(const QString& artId, const QString& text);
  const QString& placeholderText() const { return placeholderText_; }
  // Shows the number of cards in a badge (decks and discard piles, whose cards overlap exactly).
  void setShowCount(bool on);
  // Whether an empty pile still shows its outline (a ring slot in a game without rings does not).
  void setOutlineWhenEmpty(bool on);
  void setDropHighlight(bool on);
  bool dropHighlight() const { return highlighted_; }
  void setActivatable(bool on);
  bool activatable() const { return activatable_; }
  // A pile the player picks cards from (a hand, the display): while a card is to be chosen, its
  // face-up cards that cannot be are dimmed, with the reason as their tooltip.
  void setChoiceArea(bool on) { choiceArea_ = on; }
  bool choiceArea() const { return choiceArea_; }
  // Marked by the keyboard (keyboard_focus.h; its ring is drawn by focus_ring.h).
  void setKeyboardFocus(bool on);
  bool keyboardFocus() const { return focused_; }
  // The height a card at rest takes: `index` in its pile, or above every card when marked.
  static double restingZ(int index, bool marked);

  // Ordered piles (a Zirkhaki suit column): new cards go where this key says (ascending); unordered
  // piles put a new card on top.
  void setOrderKey(std::function<int(const QString& face)> key) { orderKey_ = std::move(key); }
  // On a full resynchronisation keep the cards' current order (piles whose order is hidden).
  void setKeepOrderOnSync(bool on) { keepOrder_ = on; }
  bool keepOrderOnSync() const { return keepOrder_; }

  const QVector<CardItem*>& cards() const { return cards_; }
  CardItem* top() const { return cards_.isEmpty() ? nullptr : cards_.back(); }
  int insertIndexFor(const QString& face) const;
  void insert(CardItem* card, int index);
  void append(CardItem* card) { insert(card, static_cast<int>(cards_.size())); }
  bool remove(CardItem* card);
  void setCards(QVector<CardItem*> cards);

  // Where card `index` of `count` lies: the top-left in the pile's parent's coordinates (the
  // scene for a pile on the table, the camera's for a board's cell).
  QPointF cardPosition(int index, int count) const;
  QRectF slotRect() const;  // scene rectangle of the bottom card's place
  // Slot, every card and, for a spread pile with a maxLength, its whole stretch: what a dragged
  // card must overlap.
  QRectF dropArea() const;
  // The same in scene coordinates, for a pile whose parent moves (a board's cell under its
  // camera); the drop area is cut to what the board shows (empty when scrolled out of view).
  // For a pile on the table itself these equal slotRect() and dropArea().
  QRectF sceneSlotRect() const;
  QRectF sceneDropArea() const;
  // Moves every card to its place (animated when `animator` is given), from `delayMs` on.
  void layoutCards(Animator* animator, int delayMs = 0);

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 protected:
  QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

 private:
  void updateBadge();

  QPointer<LabelItem> badge_;  // a separate item, so it can stand above the cards
  Place key_;
  const TableLayout* layout_;
  CardArt* art_;
  PileGeometry geometry_;
  QString placeholderArt_, placeholderText_;
  bool showCount_ = false, highlighted_ = false, activatable_ = false, focused_ = false;
  bool keepOrder_ = false;
  bool choiceArea_ = false;
  bool outlineWhenEmpty_ = true;
  std::function<int(const QString&)> orderKey_;
  QVector<CardItem*> cards_;
};

}  // namespace mizbazi::ui
