// The first page: the four games, big enough to pick on a projector. Games whose table is not in
// this build say so instead of failing later.
#pragma once

#include <QWidget>

namespace mizbazi::app {

class GameChooser : public QWidget {
  Q_OBJECT

 public:
  explicit GameChooser(QWidget* parent = nullptr);

 Q_SIGNALS:
  void gameChosen(const QString& gameId);
  void openRequested();
};

}  // namespace mizbazi::app
