#include "cli/tournament_record.h"

#include <filesystem>
#include <sstream>

#include "cli/args.h"
#include "core/file_io.h"
#include "core/quoting.h"

namespace mizbazi::cli {

namespace {

constexpr const char* kMagic = "# mizbazi-cli play record: ";

// "<seed> <actions> <n> <winner>... <m> <score>...". Every field is checked against the
// tournament, since the numbers index its tables: a winner must be a seat (in increasing order,
// as the games list them) and the scores as many as the game keeps.
bool parseLine(const std::string& line, int seats, std::size_t scoreCount, std::uint64_t& seed,
               RecordedGame& game) {
  std::istringstream in(line);
  if (!line.empty() && line[0] == '-') return false;  // istream would wrap a negative seed
  long long count = 0;
  if (!(in >> seed >> game.actions >> count) || game.actions < 0 || count < 0 || count > seats) {
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
    if (!(in >> s)) return false;
  }
  std::string rest;
  return !(in >> rest);
}

}  // namespace

TournamentRecord::TournamentRecord(const std::string& path, const std::string& header, int seats,
                                   std::size_t scoreCount)
    : path_(path) {
  const std::string wantedHeader = kMagic + header;
  std::error_code ec;
  std::string text;
  if (std::filesystem::exists(path, ec)) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw UsageError(path + ": cannot be read");
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
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
        throw UsageError(path + ": records another tournament (" + escapedText(line, 120) +
                         "); give a new file, or the same game, players, bots and options");
      }
      continue;
    }
    std::uint64_t seed = 0;
    RecordedGame game;
    if (!parseLine(line, seats, scoreCount, seed, game)) {
      throw UsageError(path + ":" + std::to_string(number) +
                       ": not a recorded game of this tournament: " + quotedText(line));
    }
    games_[seed] = std::move(game);
  }
  if (text.empty()) text = wantedHeader + '\n';
  if (cutShort || number == 0) {
    std::string error = writeFileAtomically(path, text);
    if (!error.empty()) throw UsageError(path + ": " + error);
  }
  out_.open(path, std::ios::app | std::ios::binary);
  if (!out_) throw UsageError(path + ": cannot be written");
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
  std::lock_guard lock(mutex_);
  out_ << line.str();
  out_.flush();
}

}  // namespace mizbazi::cli
