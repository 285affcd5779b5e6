// The Saboteur table's scene: the maze on the framework's growing board, and around it the
// seats' hands, tools, dwarfs, gold and markers, the draw and discard piles, the key supply, the
// goal drawn both ways up when its way up is to be chosen, and (solo) the cards set aside. Every
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
#include "ui/saboteur_duel/saboteur_duel_picture.h"
#include "ui/table/pile_declaration.h"
#include "ui/table/seat_declaration.h"
#include "ui/table/table_layout.h"
#include "ui/table/table_scene.h"

namespace mizbazi::ui {
class BoardItem;
class LabelItem;
}  // namespace mizbazi::ui

namespace mizbazi::ui::saboteur_duel {

class SaboteurDuelScene : public TableScene {
  Q_OBJECT

 public:
  explicit SaboteurDuelScene(QObject* parent = nullptr);

  // Lays the table out for `players` seats (1 solo, 2 duel) seen from `viewer` (bottom).
  void configure(int players, int viewer, bool animate);
  int viewer() const { return viewer_; }

  // Redraws everything from the picture. `endedRound` > 0: the picture's maze is the one that
  // round ended with (saboteur_duel_last_maze.h), held on screen with a word saying so.
  void show(const SaboteurDuelPicture& picture, const QStringList& names, bool animate,
            int endedRound = 0);
  void setReachGlow(bool on) { glow_ = on; }
  bool reachGlow() const { return glow_; }

  // Queues the animation of one action's events. `cardId(card)` names a physical card. After a
  // round's end the maze's cards stay where they lie (the ended maze is held: show()).
  void animateEvents(const Events& events, const std::function<QString(int)>& cardId,
                     const QStringList& names);
  // Every banner queued so far, in order (what the players were told; animations may be off).
  const QStringList& bannerLog() const { return bannerLog_; }
  // The word over a held maze ("Round 2 is over…"), empty while the maze is the live one.
  LabelItem* heldMazeLabel() const { return heldLabel_; }
  // The "seen" mark on the goal at (x, y), or nullptr (saboteur_duel_seen_mark.h).
  QGraphicsItem* seenMark(int x, int y) const { return seenMarks_.value(QPoint(x, y)); }

  BoardItem* board() const { return board_; }
  Pile* cell(int x, int y) const;
  Pile* markerSpotPile(int x, int y) const;
  Pile* hand(int seat) const;
  Pile* tool(int seat, int tool) const;
  Pile* deck() const;
  Pile* discard() const;
  Pile* orientPreview(int turned) const;

 private:
  void configureSharedColumn();
  static SeatSpec ownSeat(int seat);
  static SeatSpec opponentSeat(int seat);

  void showMaze(const SaboteurDuelPicture& v);
  void showMarkerSpot(const SaboteurDuelPicture& v, QPoint at, const BoardCell* c);
  void showSharedPiles(const SaboteurDuelPicture& v);
  void showOrientChoice(const SaboteurDuelPicture& v);
  void showSeats(const SaboteurDuelPicture& v);
  void fitMaze(const SaboteurDuelPicture& v, bool animate, int endedRound);
  void showReachGlow(const SaboteurDuelPicture& v);
  void showHeaders(const SaboteurDuelPicture& v, const QStringList& names);
  void showTooltips(const SaboteurDuelPicture& v);
  void showSeenMarks(const SaboteurDuelPicture& v);
  void queueCardMove(const Event& e, const std::function<QString(int)>& cardId);
  void queueGoalFlip(const Event& e, const std::function<QString(int)>& cardId);

  static QString seenTip(const QString& goal);
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
  int shownMaze_ = 0;       // the round whose maze is shown, negative when held after its end
  TableLayout spotLayout_;  // the marker spots live in the board's camera, never mirrored
  QVector<LabelItem*> labels_;
  LabelItem* orientLabels_[2] = {nullptr, nullptr};
  QVector<QGraphicsRectItem*> glowItems_;    // the reach glow, inside the board's camera
  QHash<QPoint, QGraphicsItem*> seenMarks_;  // inside the board's camera
  LabelItem* heldLabel_ = nullptr;
  QStringList bannerLog_;
};

}  // namespace mizbazi::ui::saboteur_duel
