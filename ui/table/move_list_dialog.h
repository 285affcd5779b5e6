// The legal moves of the person to act, as a list in plain words (M at the table; table_voice.h):
// every kind of move of every game, each said by the table's own words for it
// (GameTable::moveWords), in the engine's order. Enter, a double-click or «Play» plays the move
// chosen; Escape closes the list and plays nothing. When it is no one's turn at this screen (a
// computer's, the end of the game), the list is empty and its heading says why. It lists only what
// the person on screen may do, so it names only their own cards.
#pragma once

#include <QDialog>
#include <QStringList>

class QLabel;
class QListWidget;

namespace mizbazi::ui {

class GameTable;

class MoveListDialog : public QDialog {
  Q_OBJECT

 public:
  explicit MoveListDialog(GameTable* table);

  QListWidget* list() const { return list_; }
  // The moves listed: their canonical texts, in the list's order.
  const QStringList& actions() const { return actions_; }

 private:
  void play();

  GameTable* table_;
  QLabel* heading_;
  QListWidget* list_;
  QStringList actions_;
  bool played_ = false;
};

}  // namespace mizbazi::ui
