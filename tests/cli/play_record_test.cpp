// `mizbazi-cli play --record FILE`: a stopped tournament resumes from its record and prints the
// table an unbroken run prints; a record of another tournament, or a damaged one, is refused.
#include <gtest/gtest.h>

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
  text.insert(text.find('\n') + 1, "41 10 2 0 1 2 5 5\n");
  { std::ofstream(path, std::ios::binary | std::ios::trunc) << text; }
  EXPECT_EQ(run(play(3, "easy,random", path)).code, kExitOk);
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
