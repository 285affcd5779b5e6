// The Zirkhaki table's scene: where every pile lies (through the one layout helper, so Persian
// mirrors it), the labels, and how an action's events animate. No rules live here: the scene is
// drawn from the viewer's observation, and the events say what moved.
//
//   ┌───────── other players' fields: name · ring · score, ten suit columns each ─────────┐
//   │ deck  discard   treasure zone (play area) ……………………   map / rings   peek          │
//   └── the viewer's field: ring, ten suit columns (top card readable), score ────────────┘
#pragma once

#include <QHash>
#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "ui/table/pile_declaration.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_zones.h"
#include "ui/zirkhaki/zirkhaki_picture.h"

namespace mizbazi::ui {
class LabelItem;
}

namespace mizbazi::ui::zirkhaki {

// The engine's zones name the piles its events move cards between.
using mizbazi::zirkhaki::kZoneDeck;
using mizbazi::zirkhaki::kZoneDiscard;
using mizbazi::zirkhaki::kZoneField;
using mizbazi::zirkhaki::kZonePlay;
using mizbazi::zirkhaki::kZoneRevealed;
// The table's own piles (the engine has no zone for a ring, the rings offered or a peek).
inline constexpr int kZoneRing = kFirstTableZone, kZoneOffers = kFirstTableZone + 1,
                     kZonePeek = kFirstTableZone + 2;

class ZirkhakiScene : public TableScene {
  Q_OBJECT

 public:
  explicit ZirkhakiScene(QObject* parent = nullptr);

  // Lays the table out for `players` seats seen from `viewer` (bottom); animated when it changes.
  void configure(int players, int viewer, bool animate);
  int viewer() const { return viewer_; }

  // Redraws everything from the picture (the observation of the seat on screen).
  void show(const ZirkhakiPicture& picture, const QStringList& names, bool animate);

  // Queues the animation of one action's events. `cardId(card)` names a physical card.
  void animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                     const QStringList& names);

  Pile* deck() const { return pile({kZoneDeck, -1, -1}); }
  Pile* discard() const { return pile({kZoneDiscard, -1, -1}); }
  Pile* play() const { return pile({kZonePlay, -1, -1}); }
  Pile* revealed() const { return pile({kZoneRevealed, -1, -1}); }
  Pile* offers() const { return pile({kZoneOffers, -1, -1}); }
  Pile* peek() const { return pile({kZonePeek, -1, -1}); }
  Pile* field(int seat, int suit) const;
  Pile* ring(int seat) const;
  // For a field pile: its seat and suit index; -1 otherwise.
  static int seatOf(const Pile* p);
  static int suitOf(const Pile* p);

  LabelItem* scoreLabel() const { return score_; }

 private:
  // configure's parts: the middle band's piles (deck, discard, treasure zone, map, peek) at `y`
  // and their names; one seat's header, ring and fields, the viewer's along the bottom at `ownY`,
  // another's in a panel at `panel` drawn at `panelScale`; the viewer's score beside their
  // fields.
  QVector<PileSpec> middlePiles(double y);
  void configureMiddleNames(double y);
  static SeatSpec ownSeat(int seat, double ownY);
  static SeatSpec otherSeat(int seat, QPointF panel, double panelScale);
  void configureScore(double ownY);
  // show()'s parts.
  void showCards(const ZirkhakiPicture& v);
  void showLabels(const ZirkhakiPicture& v, const QStringList& names);
  void showPlaces(const ZirkhakiPicture& v);
  void showCardInfo();

  int players_ = 0;
  int viewer_ = 0;
  LabelItem* score_ = nullptr;
  LabelItem* hint_ = nullptr;
  QVector<LabelItem*> zoneLabels_;
};

}  // namespace mizbazi::ui::zirkhaki
