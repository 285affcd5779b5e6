// The Nine table's scene: where every pile lies (through the one layout helper, so Persian
// mirrors it) and how an action's events animate. No rules live here.
//
//   ┌─ the other player: name · hand (face down) ·········· tricks taken ─┐
//   │ stock        their card · your card  (the trick in the middle)       │
//   └─ the viewer: name · hand (face up, when on screen) ··· tricks taken ─┘
#pragma once

#include <QStringList>

#include "core/event.h"
#include "nine/nine_state.h"
#include "ui/nine/nine_picture.h"
#include "ui/table/pile_declaration.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/table_scene.h"

namespace mizbazi::ui {
class LabelItem;
}

namespace mizbazi::ui::nine {

// The engine's zones name the piles its events move cards between.
using mizbazi::nine::kZoneHand;
using mizbazi::nine::kZoneStock;
using mizbazi::nine::kZoneTrick;
using mizbazi::nine::kZoneWon;

class NineScene : public TableScene {
  Q_OBJECT

 public:
  explicit NineScene(QObject* parent = nullptr);

  // The art id of a card ("card-7" → "nine/card-7") and of the back.
  static QString cardArt(const QString& cardId) { return QStringLiteral("nine/") + cardId; }
  static QString backArt() { return QStringLiteral("nine/back"); }

  // Lays the table out for two seats seen from `viewer` (bottom).
  void configure(int players, int viewer, bool animate);
  void show(const NinePicture& picture, const QStringList& names, bool animate);
  void animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                     const QStringList& names);

  Pile* hand(int seat) const { return pile(place(kZoneHand, seat)); }
  Pile* trick(int seat) const { return pile(place(kZoneTrick, seat)); }
  Pile* won(int seat) const { return pile(place(kZoneWon, seat)); }
  Pile* stock() const { return pile(place(kZoneStock, -1)); }

 private:
  static Place place(int zone, int seat) {
    return Place{static_cast<std::int16_t>(zone), static_cast<std::int8_t>(seat), -1};
  }
  // A seat's name and piles, the viewer's (`bottom`) along the bottom.
  static SeatSpec seat(int seat, bool bottom);
};

}  // namespace mizbazi::ui::nine
