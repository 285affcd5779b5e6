// The Saboteur table's picture: the maze on the framework's growing board, and around it the
// seats' hands, tools, dwarfs, gold and markers, the draw and discard piles, the key supply, the
// two pictures of a goal whose way up is to be chosen, and (solo) the cards set aside. Every
// position goes through the direction-aware layout, so the table mirrors in Persian; the maze does
// not (board_item.h): a map's tunnels must not flip. No rules live here: everything is drawn from
// the picture (the observation of the seat on screen), and events say what moved.
//
//   ┌ opponent: dwarf · hand (backs) · pickaxe lamp cart · gold · markers ──────────────────────┐
//   │                                                             │ deck  discard  keys         │
//   │                   the maze (board: pan, zoom, fit, follow)  │ goal previews (as drawn,    │
//   │                                                             │   turned) · set aside       │
//   └ you: hand · pickaxe lamp cart · dwarf · gold · markers ─────────────────────────────────────┘
#pragma once

#include <QHash>
#include <QPoint>
#include <QStringList>
#include <functional>

class QGraphicsRectItem;

#include "core/event.h"
#include "saboteur/saboteur_picture.h"
#include "table/table_layout.h"
#include "table/table_scene.h"

namespace mizbazi::ui {
class BoardItem;
class LabelItem;
}  // namespace mizbazi::ui

namespace mizbazi::ui::saboteur {

class SaboteurScene : public TableScene {
  Q_OBJECT

 public:
  explicit SaboteurScene(QObject* parent = nullptr);

  // Lays the table out for `players` seats (1 solo, 2 duel) seen from `viewer` (bottom).
  void configure(int players, int viewer, bool animate);
  int viewer() const { return viewer_; }

  // Redraws everything from the picture. `glow`: each seat's reach shown in its colour.
  void show(const SaboteurPicture& picture, const QStringList& names, bool animate);
  void setReachGlow(bool on) { glow_ = on; }
  bool reachGlow() const { return glow_; }

  // Queues the animation of one action's events. `cardId(card)` names a physical card.
  void animateEvents(const Events& events, const std::function<QString(int)>& cardId);

  BoardItem* board() const { return board_; }
  Pile* cell(int x, int y) const;
  Pile* markerSpotPile(int x, int y) const;
  Pile* hand(int seat) const;
  Pile* tool(int seat, int tool) const;
  Pile* deck() const;
  Pile* discard() const;
  Pile* orientPreview(int turned) const;
  LabelItem* header(int seat) const { return headers_.value(seat); }

 private:
  Pile* ensureCell(int x, int y);
  Pile* ensureMarkerSpot(int x, int y);
  void placeLabel(LabelItem* l, QRectF logical, const QString& text, int px,
                  Qt::Alignment align = Qt::AlignCenter);
  LabelItem* label(int index);

  int players_ = 0;
  int viewer_ = 0;
  bool glow_ = true;
  BoardItem* board_ = nullptr;
  bool fitted_ = false;
  int shownRound_ = 0;
  TableLayout spotLayout_;  // the marker spots live in the board's camera, never mirrored
  QHash<int, LabelItem*> headers_;
  QVector<LabelItem*> labels_;
  LabelItem* orientLabels_[2] = {nullptr, nullptr};
  QVector<QGraphicsRectItem*> glowItems_;  // the reach glow, inside the board's camera
};

}  // namespace mizbazi::ui::saboteur
