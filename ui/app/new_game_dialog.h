// A new game: player count, each seat's name and whether a person or the computer plays it, the
// game's options (rings for Zirkhaki...) and an optional seed to replay a deal.
#pragma once

#include <QDialog>
#include <QVector>

#include "core/game.h"
#include "core/scenario.h"

class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;
class QGridLayout;
class QLabel;

namespace mizbazi::app {

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  NewGameDialog(const Game& game, const QStringList& lastNames, QWidget* parent = nullptr);

  // The scenario to start (no actions). Valid after the dialog was accepted.
  Scenario scenario() const;
  QStringList names() const;
  // For tests: set a seat's kind ("human"/"bot") and the count.
  void setPlayers(int count);
  void setComputer(int seat, bool computer);

 private:
  void updateSeats();
  void accept() override;

  const Game& game_;
  QSpinBox* count_;
  QGridLayout* seats_;
  QVector<QLineEdit*> names_;
  QVector<QComboBox*> kinds_;
  QVector<QLabel*> seatLabels_;
  QVector<QWidget*> optionEditors_;
  QLineEdit* seed_;
  QLabel* error_;
};

}  // namespace mizbazi::app
