// The game in progress, written after every action so that a crash, a power cut or a killed
// process loses nothing. Writes go through the program's one atomic writer (core/file_io.h): a
// reader sees the old file or the new one, never half of one, and a full disk keeps the old one.
// One file per game (autosave-<game id>.mizbazi): an unfinished game of one kind is kept while
// games of other kinds are played, and the chooser offers each back.
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "core/file_io.h"
#include "core/scenario.h"

namespace mizbazi::app {

class Autosave {
 public:
  // Under QStandardPaths::AppDataLocation unless a directory is given (tests).
  explicit Autosave(QString directory = QString());

  QString directory() const { return directory_; }
  // A game id as the engine writes them ("zirkhaki"): a file name in the folder names its game,
  // and nothing else may become a path.
  static bool validGameId(const QString& gameId);
  QString path(const QString& gameId) const;
  // Into the file of scenario.game. Empty on success, else a one-line reason in the UI's language.
  QString write(const Scenario& scenario) const;
  // The interrupted game of `gameId`, if a readable one of that game is there (nothing, and no
  // error, when no file is kept). A damaged file, or one holding another game, is reported in
  // `error` and left in place (never deleted silently: the user may want it); see setAside.
  std::optional<Scenario> read(const QString& gameId, QString* error = nullptr) const;
  bool has(const QString& gameId) const;
  // Moves a file that cannot be resumed out of the way, kept under a dated name beside it
  // ("unreadable-autosave-zirkhaki-2026-05-01-173000.mizbazi"), so that the next start does not
  // meet it again. Returns the new path, or an empty string when it could not be moved.
  QString setAside(const QString& gameId) const;
  // Forgets the kept game. Empty when it is gone (or was never there), else why not, in the UI's
  // language ("the disk is read-only").
  QString clear(const QString& gameId) const;
  // The games with a kept file, the most recently played first. (A single autosave.mizbazi of
  // an older version is first moved to its game's file.)
  QStringList games() const;

  // A kept game the player discarded but that could not be removed (a read-only folder) is not
  // offered again at start until it changes: the question would come back at every start.
  void rememberDiscardRefused(const QString& gameId) const;
  bool discardRefused(const QString& gameId) const;

  // Temporary files of writes that never finished (the app killed in the middle of one), which
  // nothing else would ever remove: only the writer's own names beside our files, and only when
  // they are old enough that no write of another window can still be using them.
  void removeStaleTemporaries() const;
  static constexpr int kStaleTemporarySeconds = 10 * 60;

 private:
  QString directory_;
};

// Writes any scenario atomically (File → Save uses this too). Empty on success, else the reason
// in the UI's language ("the disk is full").
QString writeScenarioFile(const QString& path, const Scenario& scenario);
// Why a write failed, in the UI's language where a person can act on it (the statistics too).
QString writeFailureText(const WriteFailure& failure);
// Removes `pattern`'s files in `directory` (the writer's temporary files of one target) that are
// older than `seconds`, regular and our own. The number removed.
int removeStaleFiles(const QString& directory, const QString& pattern, int seconds);

}  // namespace mizbazi::app
