// A new game: player count, each seat's name, whether a person or the computer plays it and at
// which level (easy, normal, hard; random for testing), the game's options (rings for
// Zirkhaki...), and behind an "Advanced" fold the deal number (seed) to replay a deal. The dialog
// starts as the last game of this kind was set up (NewGameMemory); the very first time, one
// person and the rest computers at normal level. It offers only what the game accepts: the
// player counts it takes, and its options as the engine ranges them for that count
// (option_fields.h); Start asks the game once more, and a refusal is told beside its field.
#pragma once

#include <QCoreApplication>
#include <QDialog>
#include <QVector>
#include <memory>
#include <optional>

#include "core/game.h"
#include "core/scenario.h"
#include "ui/app/option_fields.h"

class QComboBox;
class QFormLayout;
class QLineEdit;
class QGridLayout;
class QLabel;
class QToolButton;

namespace mizbazi::app {

// "Player 3" in the UI's language (Persian digits in Persian).
QString defaultPlayerName(int seat);
// A default name in any language ("Player 3", "بازیکن ۳"): such names follow the UI's language.
bool isDefaultPlayerName(const QString& name);

// The set-up of the last new game of each kind (players, kinds, levels, names, options; not the
// seed), kept with the settings.
class NewGameMemory {
 public:
  static std::optional<Scenario> load(const QString& gameId);
  static void save(const Scenario& scenario);
  // The seats last played from devices (0-based): a scenario's kinds are only "human" and "bot".
  static QVector<int> loadDevices(const QString& gameId);
  static void saveDevices(const QString& gameId, const QVector<int>& seats);
};

class NewGameDialog : public QDialog {
  Q_OBJECT

 public:
  // `remembered`: the last set-up of this game; `lastNames`: names from any game, for seats the
  // remembered set-up does not name.
  NewGameDialog(const Game& game, const std::optional<Scenario>& remembered,
                const QStringList& lastNames = {}, QWidget* parent = nullptr);

  // The scenario to start (no actions). Valid after the dialog was accepted.
  Scenario scenario() const;
  QStringList names() const;
  // For tests: the count (one the game accepts), a seat's kind and a computer seat's level.
  void setPlayers(int count);
  int players() const;
  void setComputer(int seat, bool computer);
  // A person's seat played from their own device (docs/network.md), or on this screen.
  void setOnDevice(int seat, bool device);
  // The seats chosen to be played from devices (0-based); their scenario kind is "human".
  QVector<int> deviceSeats() const;
  void setLevel(int seat, const QString& level);

 private:
  void buildSeats(const std::optional<Scenario>& remembered, const QStringList& lastNames);
  void buildCount(QFormLayout* form, const std::optional<Scenario>& remembered);
  void buildAdvanced(QLayout* box);
  void updateSeats();
  // Asks the game whether it starts as set up; a refusal is shown next to its field, in the UI's
  // words. True when it starts.
  bool gameAccepts();
  void accept() override;

  const Game& game_;
  QComboBox* count_;
  QLabel* countRefusal_;
  std::unique_ptr<OptionFields> options_;
  QGridLayout* seats_;
  QVector<QLineEdit*> names_;
  QVector<QComboBox*> kinds_;
  QVector<QComboBox*> levels_;
  QVector<QLabel*> seatLabels_;
  QToolButton* advancedToggle_;
  QWidget* advanced_;
  QLineEdit* seed_;
  QLabel* error_;
};

}  // namespace mizbazi::app
