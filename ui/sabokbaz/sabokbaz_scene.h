// The Sabokbaz table's scene: the seats around the cloth counter-clockwise (the next player sits
// to the right on screen, partners opposite, the seat on screen at the bottom), the trick in the
// middle with each card in front of the seat that played it and the card taking it marked, each
// team's taken pile, the scores with the match target, and the last trick when asked for. No rules
// live here: everything is drawn from a SabokbazPicture (one seat's observation).
//
//   ┌ scores: target, each team ─────────── top seat ─────────────── last trick (L) ┐
//   │                             (over: the result, large)                         │
//   │ seat                        trick (over: the last)                      seat │
//   │ taken piles                       the hand on screen                    out   │
//   └───────────────────────────────────────────────────────────────────────────────┘
#pragma once

#include <QStringList>
#include <QVector>
#include <functional>

#include "core/event.h"
#include "ui/sabokbaz/sabokbaz_picture.h"
#include "ui/table/pile.h"
#include "ui/table/pile_declaration.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/seat_layout.h"
#include "ui/table/table_scene.h"

namespace mizbazi::ui {
class LabelItem;
}

namespace mizbazi::ui::sabokbaz {

class SabokbazScene : public TableScene {
  Q_OBJECT

 public:
  explicit SabokbazScene(QObject* parent = nullptr);

  // Lays the table out for `players` seats seen from `viewer` (bottom).
  void configure(int players, int viewer, bool animate);
  int viewer() const { return viewer_; }

  // Redraws everything from the picture (the observation of the seat on screen).
  void show(const SabokbazPicture& picture, const QStringList& names, bool animate);
  // Queues the animation of one action's events; `cardId(card)` names a physical card.
  void animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                     const QStringList& names);

  // The last completed trick, shown again in its corner until the next card is played.
  void setLastTrickShown(bool on);
  bool lastTrickShown() const { return lastTrickShown_; }

  Pile* hand(int seat) const;
  Pile* trickArea() const;
  Pile* trickSlot(int index) const;
  Pile* taken(int team) const;
  Pile* lastTrickPile(int index) const;
  // Where the last trick is offered (its first place; a click there shows it).
  Pile* lastTrickCorner() const { return lastTrickPile(0); }

  LabelItem* scoreLabel() const { return score_; }  // the match's target
  LabelItem* teamScoreLabel(int team) const { return teamScores_.value(team); }
  LabelItem* takingMark() const { return taking_; }
  LabelItem* ledLabel() const { return led_; }
  LabelItem* lastTrickLabel() const { return lastLabel_; }
  // Once the match is over: who won and every team's total, large above the last trick, which
  // lies in the middle again (the engine's final picture has an empty trick: bare felt).
  LabelItem* resultLabel() const { return result_; }
  LabelItem* totalsLabel() const { return totals_; }
  // A new hand is being dealt, card by card; a click or any key deals the rest at once.
  bool dealing() const { return dealing_; }
  void skipDeal();
  // The team colour (also on the seats' name pills and the taken piles' labels).
  static QColor teamColor(int team);

 protected:
  void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  // configure's parts, one per region of the table.
  void configureSeats(int players, int viewer);
  static SeatSpec ownSeat(int seat);
  SeatSpec otherSeat(const SeatPlace& place) const;
  static PileSpec handSpec(int seat, const PileGeometry& at, bool counted);
  PileGeometry trickPlace(const SeatPlace& place, QPointF anchor, int players) const;
  PileGeometry trickCardAt(QPointF at, double scale) const;
  void configureMiddle(int players);
  void configureScores(int teams);
  void configureTakenPiles(int teams);
  void configureOut();
  void configureLastTrick(int players);
  void configureResult();
  LabelItem* ensureLabel(LabelItem*& label);  // made on first use, then reused
  void placeTrickSlots(const SabokbazPicture& picture);
  void startDeal();
  void endDeal();
  // show's parts.
  void showCards(const SabokbazPicture& picture);
  void showSeats(const SabokbazPicture& picture, const QStringList& names);
  void showScores(const SabokbazPicture& picture);
  void showMiddle(const SabokbazPicture& picture);
  void showLastTrick();
  void showResult(const SabokbazPicture& picture);

  int players_ = 0;
  int viewer_ = 0;
  double height_ = 9.6;
  QVector<LabelItem*> takenLabels_;
  QVector<LabelItem*> teamScores_;  // one line per team under the target
  LabelItem* score_ = nullptr;
  LabelItem* taking_ = nullptr;
  LabelItem* led_ = nullptr;
  LabelItem* lastLabel_ = nullptr;
  LabelItem* outLabel_ = nullptr;
  LabelItem* result_ = nullptr;
  LabelItem* totals_ = nullptr;
  SabokbazPicture picture_;
  QStringList names_;
  bool lastTrickShown_ = false;
  bool dealing_ = false;
  // A deal is 52 moves: at 40% of each move's time it lasts about two seconds, not six.
  static constexpr int kDealTempoPercent = 40;
};

}  // namespace mizbazi::ui::sabokbaz
