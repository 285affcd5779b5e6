// Statistics, like KPat's and Aisleriot's: per game and per player, games played and won, best and
// average score, and the last 20 results. Kept in one JSON file beside the autosave
// (QStandardPaths::AppDataLocation), written atomically the moment a game ends (core/file_io.h:
// every write, the sync and the rename checked), so a crash or a full disk never leaves half a
// file.
//
// Who is recorded: every seat, so that a table of results is complete. People by name (the same
// name is the same person: spaces, letter case and Arabic/Persian forms of ی and ک do not matter);
// computers under their level ("Computer (normal)"), since a computer's seat name says nothing.
// When several seats of one game fall on one row (three normal computers at one table), the row
// counts the game once, with its best seat: won if any of them won, the highest score.
//
// A game counts once. It is known by its deal (game, seed, options, setup and seats), so finishing
// it again after an undo, reopening its save, or replaying the same fixed-seed deal does not count
// again (and undo cannot polish a result: the first ending stands).
//
// The file is read with suspicion: a damaged, truncated or unknown-format file is set aside
// (renamed, never deleted), reported with qWarning and the statistics start empty; a row with an
// impossible value (wrong type, out-of-range number, absurdly long name) is skipped with a warning
// and is not written back. A file that cannot be opened at all (permissions, I/O) is not judged:
// what was read before is kept. Games that the disk refused stay in memory and are written with
// the next one. A lock file keeps two windows from writing at once.
#pragma once

#include <QLockFile>
#include <QString>
#include <QStringList>
#include <QVector>
#include <memory>

class QJsonObject;

namespace mizbazi {
class GameRecord;
}

namespace mizbazi::app {

// One seat at the end of a game.
struct SeatResult {
  QString name;  // as typed (people); computers are recorded under their level
  bool computer = false;
  QString level;  // computers: "random", "easy", "normal", "hard"
  int score = 0;  // in team games, the seat's team's score
  bool won = false;
  int hints = 0;  // hints the seat asked for in this game (ui/table/hint_panel.h)
};

struct FinishedGame {
  QString gameId;
  QString fingerprint;  // the same deal and seats always give the same one
  QVector<SeatResult> seats;
};

// What the store records of a finished match. In team games (the observation lists "teams" and
// scores() has one score per team) a seat's score is its team's.
FinishedGame finishedGameOf(const GameRecord& record);

struct RecentResult {
  int score = 0;
  bool won = false;
  friend bool operator==(const RecentResult&, const RecentResult&) = default;
};

struct PlayerRecord {
  QString key;   // "person:<name folded>" or "computer:<level>"
  QString name;  // people: the name as last typed
  bool computer = false;
  QString level;
  qint64 played = 0;
  qint64 won = 0;
  int best = 0;
  qint64 total = 0;              // sum of the scores, for the average
  qint64 hints = 0;              // hints used, over every game (absent in older files: 0)
  QVector<RecentResult> recent;  // oldest first, at most StatisticsStore::kRecent

  double average() const { return played > 0 ? double(total) / double(played) : 0.0; }
  double winPercent() const { return played > 0 ? 100.0 * double(won) / double(played) : 0.0; }
};

class StatisticsStore {
 public:
  static constexpr int kRecent = 20;
  // Deals remembered as counted (a very old one replayed would count again: harmless).
  static constexpr int kRemembered = 1000;
  static constexpr int kFormatVersion = 1;

  // Under QStandardPaths::AppDataLocation unless a directory is given (tests). Reads the file.
  explicit StatisticsStore(QString directory = QString());

  QString path() const;
  // Reads the file again (another window may have recorded a game); games not yet written are
  // kept.
  void load();

  // The games that have rows, in the file's order.
  QStringList games() const;
  // One game's rows, the most played first (then by name).
  QVector<PlayerRecord> players(const QString& gameId) const;
  // The row key a seat is recorded under.
  static QString keyOf(const SeatResult& seat);

  enum class Outcome { kRecorded, kAlreadyCounted, kIgnored, kNotWritten };
  // Adds a finished game and writes the file at once (re-reading it first, so that two windows
  // never overwrite each other's games). kNotWritten: the disk refused (`error` says why); the
  // game stays in memory and is written with the next one. kIgnored: nothing to record (no game
  // id, no seat).
  Outcome record(const FinishedGame& game, QString* error = nullptr);
  bool counted(const QString& fingerprint) const { return counted_.contains(fingerprint); }

  // Forget one game's statistics, or all. Empty on success, else why the file was not written.
  QString reset(const QString& gameId);
  QString resetAll();

 private:
  struct GameRows {
    QString gameId;
    QVector<PlayerRecord> rows;
  };
  std::unique_ptr<QLockFile> lockFile() const;  // held while reading, adding and writing
  void readFile();
  void readContent(const QJsonObject& root);  // a file of the right format; bad parts skipped
  bool apply(const FinishedGame& game);       // false: already counted, or nothing to count
  QString save() const;
  void addSeat(GameRows& game, const SeatResult& seat);

  QString directory_;
  QVector<GameRows> games_;
  QStringList counted_;            // fingerprints, the newest last
  QVector<FinishedGame> unsaved_;  // recorded while the disk refused
};

}  // namespace mizbazi::app
