// The game log: every action narrated in a whole sentence, newest at the bottom, in the UI's
// language. Lines are coloured whole, never part of a word.
#pragma once

#include <QListWidget>

namespace mizbazi::ui {

class GameLog : public QListWidget {
  Q_OBJECT

 public:
  enum class Kind { kAction, kTurn, kAnnouncement, kPrivate };

  explicit GameLog(QWidget* parent = nullptr);
  void addLine(const QString& text, Kind kind = Kind::kAction);
  QStringList lines() const;
};

}  // namespace mizbazi::ui
