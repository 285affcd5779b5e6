// What went wrong with a file, told to the player in the UI's language: a sentence built from a
// translated template (the engine's position and reason code filled in, numbers in the UI's
// digits), and the engine's raw English text kept apart as details (a fold in the message box,
// never in front).
#pragma once

#include <QCoreApplication>
#include <QString>

#include "core/errors.h"
#include "core/game_record.h"

namespace mizbazi::app {

struct UserError {
  QString text;     // translated, one or two sentences
  QString details;  // the engine's own words, for whoever wants them (may be empty)
  bool empty() const { return text.isEmpty(); }
};

class FileErrors {
  Q_DECLARE_TR_FUNCTIONS(FileErrors)

 public:
  // A file (named `fileName`) that could not be read, parsed or set up.
  static UserError input(const QString& fileName, const InputError& e);
  // A file whose moves stop being legal. Moves are numbered from 1 in every language.
  static UserError replay(const QString& fileName, const QString& gameId, const ReplayError& e);
  // "line ۳، column ۵۷" for a JSON "3:57" position; empty when `where` is no such position.
  static QString linePosition(const QString& where);
};

}  // namespace mizbazi::app
