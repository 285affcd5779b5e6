// The game in progress, written after every action so that a crash, a power cut or a killed
// process loses nothing. Writes go through the program's one atomic writer (core/file_io.h): a
// reader sees the old file or the new one, never half of one, and a full disk keeps the old one.
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
  // left in place (never deleted silently: the user may want it); see setAside.
  std::optional<Scenario> read(QString* error = nullptr) const;
  // Moves a file that cannot be resumed out of the way, kept under a dated name beside it
  // ("autosave-unreadable-2024-05-01-173000.mizbazi"), so that the next start does not meet it
  // again. Returns the new path, or an empty string when it could not be moved.
  QString setAside() const;
  void clear() const;

 private:
  QString directory_;
};

// Writes any scenario atomically (File → Save uses this too). Empty on success, else why, in the
// user's language ("the disk is full"); the file at `path` is then exactly as it was.
QString writeScenarioFile(const QString& path, const Scenario& scenario);

}  // namespace mizbazi::app
