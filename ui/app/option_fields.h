// A game's options in the new-game dialog, built from what the engine says each may be with the
// chosen player count (Game::optionRange): an option that means nothing with that count is
// hidden, one the count decides is not offered, a number steps and snaps to the values the game
// takes, a choice lists the game's choices in the UI's words. An option the player never touched
// follows the count's default (Sabokbaz's target: 70 with four players, 60 with six), so the
// fields can only hold values the game accepts.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include "core/game.h"

class QFormLayout;
class QLabel;
class QWidget;

namespace mizbazi::app {

class OptionFields {
  Q_DECLARE_TR_FUNCTIONS(OptionFields)

 public:
  // Adds a row to `form` for every option but the player count.
  OptionFields(const Game& game, QFormLayout* form, QWidget* parent);

  // Shows, hides and ranges every field for `players` seats.
  void setPlayers(int players);
  // Remembered values (a previous game's options): each taken where the count accepts it.
  void apply(const Json& options);
  // The chosen values of the options that apply and are chosen (not decided by the count).
  Json values() const;
  // A refusal next to the option's field (`key`), or false when there is no such field shown.
  bool showRefusal(const QString& key, const QString& text);
  void clearRefusals();
  // What the option may be with the current count, in the UI's words ("From 70 to 994, in steps
  // of 7."): the field's tip, and the refusal a value from elsewhere gets.
  QString allowedText(const QString& key) const;

  // The fields in the order of the form (for the keyboard's Tab order).
  QList<QWidget*> editors() const;
  // The fixed true booleans at `players` seats, by name ("Solo game"): what a count means.
  QStringList meaningOf(int players) const;

 private:
  struct Field {
    OptionSpec spec;
    QWidget* editor = nullptr;
    QLabel* label = nullptr;    // the row's name (none for a check box)
    QLabel* refusal = nullptr;  // red, under the field, empty unless refused
    bool touched = false;       // changed by the player: kept across counts where accepted
  };
  void setValue(Field& f, const Json& value);
  Json valueOf(const Field& f) const;
  QString nameOf(const OptionSpec& spec) const;

  const Game& game_;
  QString gameId_;
  int players_ = 0;
  QVector<Field> fields_;
};

}  // namespace mizbazi::app
