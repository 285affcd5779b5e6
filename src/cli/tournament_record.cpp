#include "cli/tournament_record.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>

#include "cli/args.h"
#include "core/errors.h"
#include "core/file_io.h"
#include "core/quoting.h"
#include "core/scenario.h"

namespace mizbazi::cli {

namespace {

constexpr const char* kMagic = "# mizbazi-cli play record: ";
// A record of a million games (the most `play` runs) with long score lists stays well below it.
constexpr std::size_t kMaxRecordBytes = std::size_t{256} << 20;

// "<seed> <actions> <n> <winner>... <m> <score>...". Every field is checked against the
// tournament, since the numbers index its tables and add up to its totals: a winner must be a
// seat (in increasing order, as the games list them, and a finished game has at least one), the
// scores as many as the game keeps and no larger than a game gives, the moves no more than a game
// file may hold.
bool parseLine(const std::string& line, int seats, std::size_t scoreCount, std::uint64_t& seed,
               RecordedGame& game) {
  std::istringstream in(line);
  if (!line.empty() && line[0] == '-') return false;  // istream would wrap a negative seed
  long long count = 0;
  if (!(in >> seed >> game.actions >> count) || game.actions < 0 ||
      game.actions > static_cast<long long>(kMaxActions) || count < 1 || count > seats) {
    return false;
  }
  game.winners.resize(static_cast<std::size_t>(count));
  int previous = -1;
  for (int& w : game.winners) {
    if (!(in >> w) || w <= previous || w >= seats) return false;
    previous = w;
  }
  if (!(in >> count) || count != static_cast<long long>(scoreCount)) return false;
  game.scores.resize(scoreCount);
  for (int& s : game.scores) {
    if (!(in >> s) || s > TournamentRecord::kMaxScore || s < -TournamentRecord::kMaxScore)
      return false;
  }
  std::string rest;
  return !(in >> rest);
}

}  // namespace

TournamentRecord::TournamentRecord(const std::string& path, const std::string& header, int seats,
                                   std::size_t scoreCount)
    : path_(path) {
  const std::string shown = escapedText(path, 200);
  const std::string wantedHeader = kMagic + header;
  std::error_code ec;
  std::string text;
  // A missing file is a new record; anything else there must be a record (a folder, a device or
  // a pipe is refused before a byte is read).
  if (std::filesystem::symlink_status(path, ec).type() != std::filesystem::file_type::not_found) {
    try {
      text = readUserFile(path, kMaxRecordBytes);
    } catch (const InputError& e) {
      throw UsageError(shown + ": " + e.what());
    }
  }
  // A last line without its newline was cut short by a stop while it was being written: drop it
  // (its game is played again).
  const bool cutShort = !text.empty() && text.back() != '\n';
  if (cutShort) text.erase(text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1);
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  while (std::getline(lines, line)) {
    ++number;
    if (number == 1) {
      if (line != wantedHeader) {
        throw UsageError(shown + ": records another tournament (" + escapedText(line, 120) +
                         "); give a new file, or the same game, players, bots and options");
      }
      continue;
    }
    std::uint64_t seed = 0;
    RecordedGame game;
    if (!parseLine(line, seats, scoreCount, seed, game)) {
      throw UsageError(shown + ":" + std::to_string(number) +
                       ": not a recorded game of this tournament: " + quotedText(line));
    }
    if (!games_.emplace(seed, std::move(game)).second) {
      // Which of the two is the game's cannot be known.
      throw UsageError(shown + ":" + std::to_string(number) + ": seed " + std::to_string(seed) +
                       " is recorded twice");
    }
  }
  if (text.empty()) text = wantedHeader + '\n';
  if (cutShort || number == 0) {
    std::string error = writeFileAtomically(path, text);
    if (!error.empty()) throw UsageError(shown + ": " + error);
  }
  fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC | O_NOCTTY);
  if (fd_ < 0) throw UsageError(shown + ": cannot be written: " + std::strerror(errno));
}

TournamentRecord::~TournamentRecord() {
  if (fd_ >= 0) ::close(fd_);
}

const RecordedGame* TournamentRecord::find(std::uint64_t seed) const {
  auto it = games_.find(seed);
  return it == games_.end() ? nullptr : &it->second;
}

void TournamentRecord::append(std::uint64_t seed, const RecordedGame& game) {
  std::ostringstream line;
  line << seed << ' ' << game.actions << ' ' << game.winners.size();
  for (int w : game.winners) line << ' ' << w;
  line << ' ' << game.scores.size();
  for (int s : game.scores) line << ' ' << s;
  line << '\n';
  const std::string text = line.str();
  std::lock_guard lock(mutex_);
  if (failed_) return;
  // One write per line: with O_APPEND a line is never interleaved with another. A short write
  // (a disk filling up) leaves a line cut short, which the next run drops.
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd_, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error_ = std::string("cannot write: ") + std::strerror(n < 0 ? errno : ENOSPC);
      failed_ = true;
      return;
    }
    done += static_cast<std::size_t>(n);
  }
  ++added_;
}

std::string TournamentRecord::finish() {
  std::lock_guard lock(mutex_);
  if (fd_ >= 0) {
    // A full disk may only show itself here (delayed allocation, network file systems).
    if (::fsync(fd_) != 0 && !failed_) {
      error_ = std::string("cannot sync: ") + std::strerror(errno);
      failed_ = true;
    }
    if (::close(fd_) != 0 && !failed_) {
      error_ = std::string("cannot close: ") + std::strerror(errno);
      failed_ = true;
    }
    fd_ = -1;
  }
  return error_;
}

}  // namespace mizbazi::cli
