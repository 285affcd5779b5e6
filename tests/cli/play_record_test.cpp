// `mizbazi-cli play --record FILE`: a stopped tournament resumes from its record and prints the
// table an unbroken run prints; a record of another tournament, or a damaged one, is refused.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_cli.h"
#include "core/registry.h"

namespace mizbazi::cli {
namespace {

std::string freshPath(const std::string& name) {
  auto path = std::filesystem::temp_directory_path() / ("mizbazi-record-test-" + name);
  std::filesystem::remove(path);
  return path.string();
}

std::string readAll(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::vector<std::string> play(int games, const std::string& bots, const std::string& record = "") {
  std::vector<std::string> args = {"play",   "--game", "zirkhaki", "--players",           "2",
                                   "--seed", "40",     "--games",  std::to_string(games), "--bots",
                                   bots};
  if (!record.empty()) args.insert(args.end(), {"--record", record});
  return args;
}

int countLines(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

TEST(PlayRecord, AResumedTournamentPrintsWhatAnUnbrokenOnePrints) {
  const Result whole = run(play(20, "easy,random"));
  ASSERT_EQ(whole.code, kExitOk) << whole.err;

  const std::string path = freshPath("resume.txt");
  ASSERT_EQ(run(play(8, "easy,random", path)).code, kExitOk);
  EXPECT_EQ(countLines(readAll(path)), 1 + 8);  // the header and one line per game

  // A stop while the ninth game was being written leaves half a line.
  { std::ofstream(path, std::ios::app) << "48 7"; }
  const Result resumed = run(play(20, "easy,random", path));
  ASSERT_EQ(resumed.code, kExitOk) << resumed.err;
  EXPECT_EQ(resumed.out, whole.out);
  EXPECT_EQ(countLines(readAll(path)), 1 + 20);
}

TEST(PlayRecord, RecordedGamesAreNotPlayedAgain) {
  const std::string path = freshPath("trusted.txt");
  ASSERT_EQ(run(play(3, "easy,random", path)).code, kExitOk);
  // Turn the first recorded game (seed 40) into a win of seat 1 with made-up scores: a resumed
  // run must read it back instead of playing it.
  std::string text = readAll(path);
  const std::size_t line = text.find("\n40 ") + 1;
  const long long playedActions = std::stoll(text.substr(line + 3));
  text.replace(line, text.find('\n', line) - line, "40 99 1 1 2 0 77");
  { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
  const Result r = run(play(3, "easy,random", path));
  ASSERT_EQ(r.code, kExitOk) << r.err;
  EXPECT_EQ(countLines(readAll(path)), 1 + 3);
  // The made-up game's 99 actions replace the real one's in the total.
  const Result fresh = run(play(3, "easy,random"));
  auto actionsIn = [](const std::string& out) {
    const std::size_t comma = out.find(", ", out.find("seeds"));
    return std::stoll(out.substr(comma + 2));
  };
  EXPECT_EQ(actionsIn(r.out), actionsIn(fresh.out) - playedActions + 99) << r.out << fresh.out;
}

TEST(PlayRecord, ARecordOfAnotherTournamentIsRefusedAndKept) {
  const std::string path = freshPath("other.txt");
  ASSERT_EQ(run(play(2, "easy,random", path)).code, kExitOk);
  const std::string before = readAll(path);
  const Result r = run(play(2, "random,easy", path));
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find("records another tournament"), std::string::npos) << r.err;
  EXPECT_EQ(countLines(r.err), 1);
  EXPECT_EQ(readAll(path), before);
}

TEST(PlayRecord, ADamagedLineIsNamedAndNothingIsPlayed) {
  const std::string path = freshPath("damaged.txt");
  ASSERT_EQ(run(play(2, "easy,random", path)).code, kExitOk);
  std::string text = readAll(path);
  text.insert(text.find('\n') + 1, "forty games\n");
  { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
  const Result r = run(play(4, "easy,random", path));
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find(":2: not a recorded game"), std::string::npos) << r.err;
  EXPECT_EQ(readAll(path), text);
}

// Lines that parse as numbers but do not fit the tournament used to be trusted: a winner that is
// not a seat wrote out of bounds, and an empty score list divided by zero.
TEST(PlayRecord, LinesThatDoNotFitTheTournamentAreRefused) {
  const std::string path = freshPath("unfit.txt");
  ASSERT_EQ(run(play(2, "easy,random", path)).code, kExitOk);
  const std::string good = readAll(path);
  for (const char* line : {
           "40 10 1 2 2 0 77",           // winner 2 of a two-seat game
           "40 10 1 -1 2 0 77",          // a negative seat
           "40 10 1 1000000 2 0 77",     // far out of bounds
           "40 10 1 0 0",                // no scores
           "40 10 1 0 3 1 2 3",          // three scores for two seats
           "40 10 2 1 1 2 5 5",          // the same winner twice
           "40 10 3 0 1 1 2 5 5",        // more winners than seats
           "40 -5 1 0 2 5 5",            // negative actions
           "-40 10 1 0 2 5 5",           // a negative seed
           "40 10 1 0 2 5 99999999999",  // a score beyond int
       }) {
    std::string text = good;
    text.insert(text.find('\n') + 1, std::string(line) + "\n");
    { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
    const Result r = run(play(3, "easy,random", path));
    EXPECT_EQ(r.code, kExitMalformed) << line;
    EXPECT_NE(r.err.find(":2: not a recorded game"), std::string::npos) << line << ": " << r.err;
    EXPECT_EQ(countLines(r.err), 1) << r.err;
    EXPECT_EQ(readAll(path), text) << "a refused record is left as it was";
  }
  // A line that fits, a shared win, is still read.
  std::string text = good;
  text.insert(text.find('\n') + 1, "42 10 2 0 1 2 5 5\n");
  { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
  EXPECT_EQ(run(play(3, "easy,random", path)).code, kExitOk);
}

// Issue 32, finding 5: lines that parse, and even fit the table, but no game can have written.
// 2^63 - 1 moves overflowed the total (UBSan) and printed "1460 actions"; INT_MAX scores, a game
// nobody won and one seed twice were taken in.
TEST(PlayRecord, LinesNoGameCanHaveWrittenAreRefused) {
  const std::string path = freshPath("impossible.txt");
  ASSERT_EQ(run(play(2, "easy,random", path)).code, kExitOk);
  const std::string good = readAll(path);
  for (const char* line : {
           "42 9223372036854775807 1 0 2 5 5",  // moves that overflow the total
           "42 100001 1 0 2 5 5",               // more moves than a game file may hold
           "42 10 1 0 2 2147483647 5",          // INT_MAX points
           "42 10 1 0 2 5 -2147483648",         // INT_MIN points
           "42 10 1 0 2 1000001 5",             // just beyond the largest score
           "42 10 0 2 5 5",                     // no winner
       }) {
    std::string text = good;
    text.insert(text.find('\n') + 1, std::string(line) + "\n");
    { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
    const Result r = run(play(3, "easy,random", path));
    EXPECT_EQ(r.code, kExitMalformed) << line << ": " << r.out;
    EXPECT_NE(r.err.find(path + ":2: "), std::string::npos) << line << ": " << r.err;
    EXPECT_EQ(countLines(r.err), 1) << r.err;
    EXPECT_EQ(readAll(path), text) << "a refused record is left as it was";
  }
  // Seed 40 a second time: which line is the game's cannot be known.
  std::string text = good;
  text.insert(text.find('\n') + 1, "40 10 1 0 2 5 5\n");
  { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
  const Result twice = run(play(3, "easy,random", path));
  EXPECT_EQ(twice.code, kExitMalformed);
  EXPECT_NE(twice.err.find(path + ":3: seed 40 is recorded twice"), std::string::npos) << twice.err;
  // The largest scores and moves a record keeps are still read.
  text = good;
  text.insert(text.find('\n') + 1, "42 100000 1 0 2 1000000 -1000000\n");
  { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
  EXPECT_EQ(run(play(3, "easy,random", path)).code, kExitOk);
}

// A folder given as the record aborted the program (an uncaught std::ios_base::failure).
TEST(PlayRecord, ARecordThatIsAFolderIsRefused) {
  const std::string path = freshPath("folder.txt");
  std::filesystem::create_directories(path);
  const Result r = run(play(2, "easy,random", path));
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find(path + ": is a folder, not a file"), std::string::npos) << r.err;
  std::filesystem::remove(path);
}

// A full disk stopped the recording silently and the run ended with exit 0 (166 of 3,000 games
// written). A write that fails stops the tournament with exit 2 and says how far the record got;
// what it holds is whole lines, and a run with room again resumes from them.
TEST(PlayRecord, AFullDiskStopsTheTournamentAndSaysSo) {
  const std::string path = freshPath("full.txt");
  ASSERT_EQ(run(play(2, "easy,random", path)).code, kExitOk);
  const std::size_t header = readAll(path).find('\n') + 1;
  // The file may grow by about three more games: a write beyond that fails with EFBIG, as one
  // on a full disk fails with ENOSPC (the signal that would kill the process is ignored here).
  struct rlimit before {};
  ASSERT_EQ(::getrlimit(RLIMIT_FSIZE, &before), 0);
  const auto previous = std::signal(SIGXFSZ, SIG_IGN);
  struct rlimit small = before;
  small.rlim_cur = readAll(path).size() + 3 * (readAll(path).size() - header) / 2 + 5;
  ASSERT_EQ(::setrlimit(RLIMIT_FSIZE, &small), 0);
  const Result r = run(play(50, "easy,random", path));
  ::setrlimit(RLIMIT_FSIZE, &before);
  std::signal(SIGXFSZ, previous);
  EXPECT_EQ(r.code, kExitMalformed) << r.out;
  EXPECT_EQ(r.out, "") << "no table of an unfinished tournament";
  EXPECT_NE(r.err.find(path + ": cannot write: File too large ("), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("games were recorded before it; run again to resume"), std::string::npos)
      << r.err;
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  // Whole lines, or one cut short that the next run drops: it resumes and finishes.
  const Result again = run(play(50, "easy,random", path));
  EXPECT_EQ(again.code, kExitOk) << again.err;
  EXPECT_EQ(again.out, run(play(50, "easy,random")).out);
  EXPECT_EQ(countLines(readAll(path)), 1 + 50);
}

TEST(PlayRecord, ATeamGameKeepsOneScorePerTeam) {
  // Sabokbaz is the team game; a build may leave it out (MIZBAZI_GAMES).
  if (!findGame("sabokbaz")) GTEST_SKIP() << "built without Sabokbaz";
  const std::string path = freshPath("teams.txt");
  const std::vector<std::string> args = {"play",
                                         "--game",
                                         "sabokbaz",
                                         "--players",
                                         "4",
                                         "--seed",
                                         "1",
                                         "--games",
                                         "1",
                                         "--bots",
                                         "random,random,random,random",
                                         "--record",
                                         path};
  ASSERT_EQ(run(args).code, kExitOk);
  EXPECT_EQ(run(args).code, kExitOk) << "its own record is read back";
}

}  // namespace
}  // namespace mizbazi::cli
