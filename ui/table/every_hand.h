// The teacher's "Show every hand": the table drawn with every seat's cards face up, and, while it
// is so, a banner across the top of the table that says so (a class, or a player glancing at the
// screen, must never take it for the normal view). Off by default. With several people at the
// table it would show each of them the others' cards: the caller asks first (askEveryHand), and
// everyone is told, not only whoever clicked: the log says when it was turned on and off, and a
// hand-over cover says it too (the cover hides the banner).
#pragma once

#include <QLabel>

namespace mizbazi::ui {

class GameTable;

class EveryHandMark : public QLabel {
  Q_OBJECT

 public:
  // Turns the view on or off for `table`, shows or hides its mark and tells the log.
  static void set(GameTable* table, bool on);
  // The mark's words ("Teacher's view: every player's cards are shown").
  static QString notice();
  // The mark on `table`, or nullptr when the view was never turned on there.
  static EveryHandMark* of(GameTable* table);
  // With two or more people at `table`, asks whether to show everyone's cards to everyone, naming
  // the consequence; true when it may be turned on (at once with one person or none).
  static bool askEveryHand(GameTable* table, QWidget* parent);
  // Bold, in the side panel's size (projector mode's included); the table calls it on a resize.
  void fitFont();

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;

 private:
  explicit EveryHandMark(GameTable* table);
  void place();

  GameTable* table_;
};

}  // namespace mizbazi::ui
