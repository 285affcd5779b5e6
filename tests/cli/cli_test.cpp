// The command line's contract (docs/file-format.md): output, one-line errors, exit codes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_cli.h"
#include "core/registry.h"
#include "games/test_games.h"

namespace mizbazi::cli {
namespace {

std::string writeTemp(const std::string& name, const std::string& text) {
  auto path = std::filesystem::temp_directory_path() / ("mizbazi-cli-test-" + name);
  std::ofstream(path) << text;
  return path.string();
}

int lineCount(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

TEST(Cli, HelpSucceeds) {
  Result r = run({"--help"});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_NE(r.out.find("usage"), std::string::npos);
}

// Each game's player counts as it takes them: a run ("2–8") or the counts named ("4 or 6").
TEST(Cli, GamesNamesThePlayerCountsEachGameTakes) {
  Result r = run({"games"});
  EXPECT_EQ(r.code, kExitOk);
  registerAllGames();
  if (findGame("sabokbaz")) {
    EXPECT_NE(r.out.find("\t4 or 6 players\t"), std::string::npos) << r.out;
  }
  if (findGame("zirkhaki")) {
    EXPECT_NE(r.out.find("\t2–8 players\t"), std::string::npos) << r.out;
  }
}

// After the player counts, the kinds of game each declares (GameInfo).
TEST(Cli, GamesNamesTheKindOfEachGame) {
  Result r = run({"games"});
  EXPECT_EQ(r.code, kExitOk);
  registerAllGames();
  if (findGame("sabokbaz")) {
    EXPECT_NE(r.out.find("\t4 or 6 players\tprivate information, chance, teams, several rounds\n"),
              std::string::npos)
        << r.out;
  }
  if (findGame("rivals")) {
    EXPECT_NE(r.out.find("\t2–4 players\tchance\n"), std::string::npos) << r.out;
  }
}

TEST(Cli, UnknownCommandIsMalformedInOneLine) {
  Result r = run({"frobnicate"});
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_TRUE(r.out.empty());
}

TEST(Cli, MissingFileIsMalformedAndNamed) {
  Result r = run({"run", "/nonexistent/x.mizbazi"});
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find("/nonexistent/x.mizbazi"), std::string::npos);
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_TRUE(r.out.empty());
}

TEST(Cli, SyntaxErrorNamesFileLineAndColumn) {
  std::string file = writeTemp("syntax.json", "{\n \"game\": \"zirkhaki\",\n \"seed\": }\n");
  Result r = run({"run", file});
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find(file + ":3:"), std::string::npos) << r.err;
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_TRUE(r.out.empty());
}

TEST(Cli, UnknownGameIsMalformed) {
  std::string file = writeTemp("game.json", R"({"game": "chess"})");
  Result r = run({"legal", file});
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find("unknown game 'chess'"), std::string::npos) << r.err;
}

TEST(Cli, BadFlagsAreMalformed) {
  EXPECT_EQ(run({"play", "--game"}).code, kExitMalformed);
  EXPECT_EQ(run({"play", "--gmae", "zirkhaki"}).code, kExitMalformed);
  EXPECT_EQ(run({"bench", "--game", "zirkhaki", "--seconds", "soon"}).code, kExitMalformed);
  EXPECT_EQ(run({"play", "--game", "nonesuch"}).code, kExitMalformed);
}

// The table's shape, not its figures (those depend on the machine): the header names the
// conditions and every column, and there is one row per game of this build and player count.
TEST(Cli, BenchAllPrintsOneTableWithItsConditions) {
  Result r = run({"bench", "--all", "--seconds", "0.01"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  EXPECT_NE(r.out.find(" cores, load average "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" at the end (1, 5, 15 minutes)."), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ISMCTS, 1,500 iterations or 120 ms"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n| game | players | games/s | rounds/s | actions/s | legal list, median ns"
                       " | normal: iterations/s | normal: decision median / worst ms"
                       " | normal: searches before the time cap"
                       " | normal: peak memory of a decision |\n|---|---|---|---|---|---|---|---|"
                       "---|---|\n"),
            std::string::npos)
      << r.out;
  // Every player count each game accepts (Sabokbaz: 4 or 6), for the games this build has.
  const std::vector<std::pair<std::string, std::vector<int>>> counts = {
      {"zirkhaki", {2, 3, 4, 5, 6, 7, 8}},
      {"rivals", {2, 3, 4}},
      {"sabokbaz", {4, 6}},
      {"saboteur-duel", {1, 2}}};
  std::vector<std::string> expected;
  for (const auto& [id, players] : counts) {
    const Game* game = findGame(id);
    if (game == nullptr) continue;  // left out of this build (MIZBAZI_GAMES)
    for (int p : players) expected.push_back("| " + game->info().name + " | " + std::to_string(p));
  }
  std::vector<std::string> rows;
  std::istringstream lines(r.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| ", 0) != 0 || line.rfind("| game", 0) == 0) continue;
    EXPECT_EQ(std::count(line.begin(), line.end(), '|'), 11) << line;  // ten cells
    EXPECT_TRUE(line.ends_with(" MB |") || line.ends_with(" n/a |")) << line;
    rows.push_back(line.substr(0, line.find(" | ", line.find(" | ") + 3)));
  }
  // The games kept for the tests are in this executable's registry too, after the real ones.
  for (const std::string& id : mizbazi::testing::testGameIds()) {
    const Game* game = findGame(id);
    for (int p = game->info().minPlayers; p <= game->info().maxPlayers; ++p)
      expected.push_back("| " + game->info().name + " | " + std::to_string(p));
  }
  EXPECT_EQ(rows, expected) << r.out;
}

TEST(Cli, BenchAllTakesNoGame) {
  Result r = run({"bench", "--all", "--game", "zirkhaki"});
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_EQ(lineCount(r.err), 1);
}

}  // namespace
}  // namespace mizbazi::cli

namespace mizbazi::cli {
namespace {

// Lessons (docs/lessons-format.md) and the test suite's wrappers are read by run and legal; a
// lesson is checked step by step before anything is printed.
const char* kLesson = R"({"game": "zirkhaki", "seed": 3,
  "setup": {"first": 0, "deck_top": ["coin-5", "key-3"]},
  "lesson": {"title": {"fa": "الف", "en": "A"}, "steps": [
    {"say": {"fa": "ب", "en": "B"}, "expect": "draw", "hint": {"fa": "پ", "en": "C"}},
    {"say": {"fa": "ت", "en": "D"}, "play": "STEP"}]}})";

std::string lessonWith(const std::string& move) {
  std::string s = kLesson;
  s.replace(s.find("STEP"), 4, move);
  return s;
}

TEST(CliLessons, AValidLessonRunsFromItsScenario) {
  Result r = run({"run", writeTemp("lesson.json", lessonWith("bank"))});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  EXPECT_NE(r.out.find("\"deck_count\""), std::string::npos);
}

TEST(CliLessons, AMalformedLessonIsRefusedInOneLineWithItsPlace) {
  const std::string file = writeTemp("bad-lesson.json", lessonWith("pick 1 coin"));
  Result r = run({"legal", file});
  EXPECT_EQ(r.code, kExitMalformed);
  EXPECT_NE(r.err.find(file + ": lesson.steps[1].play: 'pick 1 coin' cannot be made here"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(lineCount(r.err), 1);
  EXPECT_TRUE(r.out.empty());
  Result missing = run({"run", writeTemp("no-steps.json", R"({"game": "zirkhaki",
    "lesson": {"title": {"fa": "x", "en": "y"}}})")});
  EXPECT_EQ(missing.code, kExitMalformed);
  EXPECT_NE(missing.err.find("lesson.steps: missing"), std::string::npos) << missing.err;
}

TEST(CliLessons, ATestWrapperRunsItsScenario) {
  Result r = run({"legal", writeTemp("wrapper.json", R"({"title": "t", "scenario":
    {"game": "zirkhaki", "seed": 1, "actions": ["draw"]}, "checks": {}})")});
  EXPECT_EQ(r.code, kExitOk) << r.err;
  EXPECT_FALSE(r.out.empty());
}

}  // namespace
}  // namespace mizbazi::cli
