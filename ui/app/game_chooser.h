// The first page: one tile per game with a table in this build, big enough to pick on a
// projector, all of one width, as many to a row as the width allows (they scroll on a short
// screen instead of making the window taller). A game with an unfinished game kept for later also
// shows "Continue" under its tile.
#pragma once

#include <QList>
#include <QMap>
#include <QWidget>

class QGridLayout;
class QPushButton;

namespace mizbazi::app {

class GameChooser : public QWidget {
  Q_OBJECT

 public:
  explicit GameChooser(QWidget* parent = nullptr);
  // Game id → moves played, for every kept unfinished game.
  void setKeptGames(const QMap<QString, int>& movesByGame);

 Q_SIGNALS:
  void gameChosen(const QString& gameId);
  void continueChosen(const QString& gameId);
  void openRequested();

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void fitTiles();

  QList<QWidget*> tiles_;
  QGridLayout* grid_ = nullptr;
  int columns_ = 0;
  QMap<QString, QPushButton*> continueButtons_;
};

}  // namespace mizbazi::app
