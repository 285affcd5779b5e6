// Replay of a saved game, for any game: a bar in the table's side panel with "to the start",
// "back", "forward", "to the end", a timeline slider and "Play on from here". The keys follow the
// reading direction: in right-to-left, "forward" is the left arrow (the story reads leftwards);
// Home and End go to the start and the end. The table shows each step exactly as a table opened
// at that point would (the controller steps its record and the table redraws from the
// observation), and the log follows, because it is rebuilt from the record.
//
// In a game of several people the table shows what everyone may see, every hand face down: the bar
// says so and offers the teacher's view of every hand (the window turns it on, as its menu does).
//
// "Play on from here" hands the game up to the shown step to whoever opened the replay (a new game:
// the file the replay came from is never written).
#pragma once

#include <QWidget>

#include "core/scenario.h"
#include "ui/table/game_table.h"

class QLabel;
class QSlider;
class QToolButton;
class QPushButton;

namespace mizbazi::ui {

class GameTable;

class ReplayBar : public QWidget {
  Q_OBJECT

 public:
  // Puts the table in replay (its record loaded whole), places itself in the table's side panel
  // and goes to the start of the game.
  explicit ReplayBar(GameTable* table);

  void toStart();
  void back();
  void forward();
  void toEnd();
  void seek(int ply);
  // The game up to the step on screen, as a scenario to play on from.
  Scenario scenarioHere() const;
  // The replay's keys for the Help, forward and back in the reading direction. `here`: a replay is
  // on screen, so each line carries the key to press; otherwise the lines say "in a replay" and
  // carry none (nothing to press at a game's table).
  static QVector<KeyHelp> keyHelp(bool rightToLeft, bool here);

 Q_SIGNALS:
  void playOnRequested(const mizbazi::Scenario& scenario);
  // "Show every hand", pressed while the hands lie face down.
  void everyHandRequested();

 private:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void refresh();  // the buttons, the move count and the note on hidden hands

  GameTable* table_;
  int target_ = 0;  // the step asked for (the table may still be drawing the last one)
  QToolButton* start_;
  QToolButton* back_;
  QToolButton* forward_;
  QToolButton* end_;
  QSlider* timeline_;
  QLabel* where_;
  QLabel* hidden_;
  QPushButton* everyHand_;
  QPushButton* playOn_;
};

}  // namespace mizbazi::ui
