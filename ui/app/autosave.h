// The game in progress, written after every action so that a crash, a power cut or a killed
// process loses nothing. Writes go through the program's one atomic writer (core/file_io.h): a
// reader sees the old file or the new one, never half of one, and a full disk keeps the old one.
// One file per game (autosave-<game id>.mizbazi): an unfinished game of one kind is kept while
// games of other kinds are played, and the chooser offers each back.
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
  // Into the file of scenario.game. Empty on success, else a one-line reason in the UI's language.
  QString write(const Scenario& scenario) const;
  // The interrupted game of `gameId`, if a readable one is there. A damaged file is reported in
  // `error` and left in place (never deleted silently: the user may want it); see setAside.
  std::optional<Scenario> read(const QString& gameId, QString* error = nullptr) const;
  // Moves a file that cannot be resumed out of the way, kept under a dated name beside it
  // ("unreadable-autosave-zirkhaki-2026-05-01-173000.mizbazi"), so that the next start does not
  // meet it again. Returns the new path, or an empty string when it could not be moved.
  QString setAside(const QString& gameId) const;
  void clear(const QString& gameId) const;
  // The games with a kept file, the most recently played first. (A single autosave.mizbazi of
  // an older version is first moved to its game's file.)
  QStringList games() const;

 private:
  QString directory_;
};

// Writes any scenario atomically (File → Save uses this too). Empty on success, else the reason
// in the UI's language ("the disk is full").
QString writeScenarioFile(const QString& path, const Scenario& scenario);

}  // namespace mizbazi::app
