// The Rivals table's scene: where every pile lies (through the one direction-aware layout, so
// Persian mirrors it), the labels, and how an action's events animate. No rules live here: the
// picture is drawn from the observation of the seat on screen, and the events say what moved.
//
//                ┌──── a player: name · coins · score; five expedition columns ────┐
//   ┌─ player ─┐   display (the cards up for auction) · auction line              ┌─ player ─┐
//   │ columns  │   four stacks (the current one marked) · out · reserve (coins)   │ columns  │
//   └──────────┘ └──── the viewer at the bottom, the same five columns ─────────────┘
//
// Seats sit where ui/table/seat_layout.h puts them (viewer at the bottom, play order clockwise).
// Each column overlaps its numbered cards so that every card's number stays readable, its wagers
// stacked at its foot, and under them the column's live score (the engine's figure, read by
// RivalsPicture); each seat's header carries the player's score, coins and purse.
#pragma once

#include <QHash>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "ui/rivals/rivals_picture.h"
#include "ui/table/pile.h"
#include "ui/table/pile_declaration.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/table_scene.h"

class QGraphicsRectItem;

namespace mizbazi::ui {
class LabelItem;
}

namespace mizbazi::ui::rivals {

class RivalsScene : public TableScene {
  Q_OBJECT

 public:
  explicit RivalsScene(QObject* parent = nullptr);

  // Lays the table out for `players` seats seen from `viewer` (bottom); animated when it changes.
  void configure(int players, int viewer, bool animate);
  int viewer() const { return viewer_; }

  // Redraws everything from the picture (the observation of the seat on screen).
  void show(const RivalsPicture& picture, const QStringList& names, bool animate);

  // Queues the animation of one action's events. `cardId(card)` names a physical card.
  void animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                     const QStringList& names);

  Pile* stack(int index) const;
  Pile* display() const;
  Pile* out() const;
  Pile* reserve() const;
  Pile* purse(int seat) const;
  Pile* expedition(int seat, int color) const;

  LabelItem* columnScore(int seat, int color) const;
  LabelItem* stackLabel() const { return stackLabel_; }
  LabelItem* auctionLabel() const { return auctionLabel_; }
  LabelItem* reserveLabel() const { return reserveLabel_; }
  // The frame around a seat's area: lit while its owner takes the cards it won.
  QGraphicsRectItem* area(int seat) const { return seatFrame(seat); }

  // Where a column of `cards` cards lies, from its place for five (`base`): five or fewer at full
  // spread; more close up to the band that still shows each number whole, and a run too long
  // even then shrinks so that it ends where the column ends, inside the seat's area.
  // A column's cards as they lie: its numbered run from the top, then its wagers stacked at its
  // foot (the engine lists them first, as they were played), just above the column's score.
  static QStringList wagersAtTheFoot(const QStringList& cards);
  static PileGeometry fittedColumn(const PileGeometry& base, int cards);

 private:
  QVector<PileSpec> middlePiles(QRectF middle, double displayScale);
  // One seat's header, purse, five columns and their scores, from its logical top-left; then its
  // piles' tooltips and its columns fitted to their cards.
  SeatSpec seatArea(int seat, QPointF origin) const;
  void fitSeatArea(int seat);
  // show()'s parts.
  void showCards(const RivalsPicture& v);
  void showSeat(const RivalsPicture& v, const QStringList& names, int seat);
  void showMiddle(const RivalsPicture& v, const QStringList& names);
  void showCardInfo(const RivalsPicture& v);

  int players_ = 0;
  int viewer_ = 0;
  double scale_ = 1;                         // the columns' card scale
  QHash<int, PileGeometry> columnGeometry_;  // seat * 8 + colour: the place for five cards
  LabelItem* stackLabel_ = nullptr;
  LabelItem* auctionLabel_ = nullptr;
  LabelItem* reserveLabel_ = nullptr;
  LabelItem* outLabel_ = nullptr;
};

}  // namespace mizbazi::ui::rivals
