// A tournament's finished games, one line each, appended as they finish (`play --record FILE`).
// A game depends only on its seed, so a long tournament stopped half-way (a closed laptop, a
// session's end) resumes from its record and ends with the very table an unbroken run prints.
#pragma once

#include <cstdint>
#include <fstream>
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
  // `header` names the tournament (game, players, bots, options); a file with another header, or a
  // line that cannot be read other than a last line cut short, is an error (UsageError) and the
  // file is left as it was. A line must fit the tournament's game: winners are distinct seats
  // below `seats` and there are `scoreCount` scores (a team game scores per team).
  TournamentRecord(const std::string& path, const std::string& header, int seats,
                   std::size_t scoreCount);

  // The recorded game with this seed, or nullptr.
  const RecordedGame* find(std::uint64_t seed) const;
  std::size_t size() const { return games_.size(); }

  // Appends one finished game and flushes it; safe to call from several threads.
  void append(std::uint64_t seed, const RecordedGame& game);

 private:
  std::string path_;
  std::map<std::uint64_t, RecordedGame> games_;
  std::ofstream out_;
  std::mutex mutex_;
};

}  // namespace mizbazi::cli
