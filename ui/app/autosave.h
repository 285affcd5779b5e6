// The game in progress, written after every action so that a crash, a power cut or a killed
// process loses nothing. Writes are atomic (QSaveFile): a reader sees the old file or the new one,
// never half of one. One file per game (autosave-<game id>.mizbazi): an unfinished game of one
// kind is kept while games of other kinds are played, and the chooser offers each back.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "core/scenario.h"

namespace mizbazi::app {

class Autosave {
 public:
  // Under QStandardPaths::AppDataLocation unless a directory is given (tests).
  explicit Autosave(QString directory = QString());

  QString path(const QString& gameId) const;
  // Into the file of scenario.game. Empty on success, else a one-line reason.
  QString write(const Scenario& scenario) const;
  // The interrupted game of `gameId`, if a readable one is there. A damaged file is reported in
  // `error` and left in place (never deleted silently: the user may want it).
  std::optional<Scenario> read(const QString& gameId, QString* error = nullptr) const;
  void clear(const QString& gameId) const;
  // The games with a kept file, the most recently played first. (A single autosave.mizbazi of
  // an older version is first moved to its game's file.)
  QStringList games() const;

 private:
  QString directory_;
};

// Writes any scenario atomically (File → Save uses this too). Empty on success.
QString writeScenarioFile(const QString& path, const Scenario& scenario);

}  // namespace mizbazi::app
