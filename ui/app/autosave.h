// The game in progress, written after every action so that a crash, a power cut or a killed
// process loses nothing. Writes are atomic (QSaveFile): a reader sees the old file or the new one,
// never half of one.
#pragma once

#include <QString>
#include <optional>

#include "core/scenario.h"

namespace mizbazi::app {

class Autosave {
 public:
  // Under QStandardPaths::AppDataLocation unless a directory is given (tests).
  explicit Autosave(QString directory = QString());

  QString path() const;
  // Empty on success, else a one-line reason.
  QString write(const Scenario& scenario) const;
  // The interrupted game, if a readable one is there. A damaged file is reported in `error` and
  // left in place (never deleted silently: the user may want it).
  std::optional<Scenario> read(QString* error = nullptr) const;
  void clear() const;

 private:
  QString directory_;
};

// Writes any scenario atomically (File → Save uses this too). Empty on success.
QString writeScenarioFile(const QString& path, const Scenario& scenario);

}  // namespace mizbazi::app
