// Never lose a game without a yes: the questions asked before an unfinished game leaves the table
// (New game, Leave the table, Open, closing the window) or before a kept game of the same kind is
// replaced by a new one. The buttons carry object names ("save", "discard", "cancel") so tests
// press them as a player would.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace mizbazi::app {

class LeavePrompt {
  Q_DECLARE_TR_FUNCTIONS(LeavePrompt)

 public:
  enum class Answer { kSave, kDiscard, kCancel };
  // The game at the table is not finished. Save: kept for later (the chooser's Continue).
  static Answer askLeaving(QWidget* parent, const QString& gameName, int moves);
  // Starting a game of the same kind replaces the unfinished one (at the table when `atTable`,
  // else kept for later). Save: to a file first.
  static Answer askReplacing(QWidget* parent, const QString& gameName, int moves, bool atTable);
};

}  // namespace mizbazi::app
