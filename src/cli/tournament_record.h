// A tournament's finished games, one line each, appended as they finish (`play --record FILE`).
// A game depends only on its seed, so a long tournament stopped half-way (a closed laptop, a
// session's end) resumes from its record and ends with the very table an unbroken run prints.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace mizbazi::cli {

struct RecordedGame {
  long long actions = 0;
  std::vector<int> winners;
  std::vector<int> scores;
};

class TournamentRecord {
 public:
  // Reads the record at `path` (a missing file is an empty record) and opens it for appending.
  // `header` names the tournament (game, players, bots, options); a file with another header, a
  // folder or anything but an ordinary file, or a line that cannot be read other than a last line
  // cut short, is an error (UsageError) and the file is left as it was. A line must fit the
  // tournament's game: at least one winner, winners distinct seats below `seats`, `scoreCount`
  // scores (a team game scores per team) of at most kMaxScore either way, at most kMaxActions
  // moves, and each seed once.
  TournamentRecord(const std::string& path, const std::string& header, int seats,
                   std::size_t scoreCount);
  ~TournamentRecord();
  TournamentRecord(const TournamentRecord&) = delete;
  TournamentRecord& operator=(const TournamentRecord&) = delete;

  // The recorded game with this seed, or nullptr.
  const RecordedGame* find(std::uint64_t seed) const;
  std::size_t size() const { return games_.size(); }

  // Appends one finished game; safe to call from several threads. Once a write has failed (a full
  // disk) nothing more is written and failed() is true: the tournament stops, since games it
  // cannot keep would have to be played again.
  void append(std::uint64_t seed, const RecordedGame& game);
  bool failed() const { return failed_; }
  // Makes the record durable (fsync) and closes it: the error message of the first failure of
  // any append or of this, empty when every game played is in the file.
  std::string finish();
  // How many games this run added to the file.
  std::size_t added() const { return added_; }

  // Far beyond any game's score (a Sabokbaz match ends near its target of 70).
  static constexpr int kMaxScore = 1000000;

 private:
  std::string path_;
  std::map<std::uint64_t, RecordedGame> games_;
  int fd_ = -1;
  std::mutex mutex_;
  std::atomic<bool> failed_{false};
  std::string error_;
  std::size_t added_ = 0;
};

}  // namespace mizbazi::cli
