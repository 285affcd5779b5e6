// Hostile files and arguments through the real mizbazi-cli binary: each is refused with exit 2 (or
// 3 for an action) and one short line, and nothing crashes (issue 19, defects 2-4, 6 and 7).
#include <gtest/gtest.h>

#include <filesystem>

#include "core/registry.h"
#include "support/cli_runner.h"

namespace mizbazi::testing {
namespace {

struct Refusal {
  int exitCode;
  std::string err;
};

Refusal runFile(const std::string& name, const std::string& text,
                const std::string& command = "run") {
  CliResult r = runCliBinary(command + " " + shellQuoted(writeTempFile(name, text)));
  return {r.exitCode, r.err};
}

void expectOneShortLine(const std::string& err) {
  EXPECT_EQ(countLines(err), 1) << err.substr(0, 500);
  EXPECT_LT(err.size(), 400u) << err.substr(0, 500);
}

std::string nested(int depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

TEST(HostileInput, SevenBytesDoNotAbort) {
  Refusal r = runFile("overflow.json", "[1e400]");
  EXPECT_EQ(r.exitCode, 2) << r.err;
  EXPECT_NE(r.err.find("overflow.json:1:2: number out of range"), std::string::npos) << r.err;
  expectOneShortLine(r.err);
  r = runFile("seed.json", R"({"game": "zirkhaki", "seed": 1e400})", "legal");
  EXPECT_EQ(r.exitCode, 2) << r.err;
  expectOneShortLine(r.err);
}

TEST(HostileInput, DeepNestingIsRefusedInEveryGamesSetup) {
  for (const char* game : {"zirkhaki", "rivals", "sabokbaz", "saboteur-duel"}) {
    // 100,000 levels in a 200 KB file used to overflow the stack (recursive copies and dumps).
    const std::string text =
        std::string(R"({"game": ")") + game + R"(", "setup": {"first": )" + nested(100000) + "}}";
    Refusal r = runFile(std::string(game) + "-deep.json", text);
    EXPECT_EQ(r.exitCode, 2) << game << ": " << r.err.substr(0, 300);
    EXPECT_NE(r.err.find("nested more than 64 levels deep"), std::string::npos) << r.err;
    expectOneShortLine(r.err);
    r = runFile(
        std::string(game) + "-deep-options.json",
        std::string(R"({"game": ")") + game + R"(", "options": {"x": )" + nested(10000) + "}}");
    EXPECT_EQ(r.exitCode, 2) << game;
    expectOneShortLine(r.err);
  }
  // Nesting within the limit reaches the setup readers, whose messages quote a short preview.
  Refusal r = runFile("rivals-nested.json",
                      R"({"game": "rivals", "setup": {"first": )" + nested(60) + "}}");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("setup.first: expected a whole number, got [[[[["), std::string::npos)
      << r.err;
  expectOneShortLine(r.err);
}

TEST(HostileInput, SeatNumbersAreNotTruncated) {
  // 4294967297 = 2^32 + 1 was taken for seat 1.
  for (const char* game : {"zirkhaki", "saboteur-duel", "rivals"}) {
    Refusal r = runFile(std::string(game) + "-first.json",
                        std::string(R"({"game": ")") + game +
                            R"(", "options": {"players": 2}, "setup": {"first": 4294967297}})");
    EXPECT_EQ(r.exitCode, 2) << game << ": " << r.err;
    EXPECT_NE(r.err.find("setup.first"), std::string::npos) << r.err;
  }
  if (findGame("sabokbaz")) {  // a build may leave Sabokbaz out (MIZBAZI_GAMES)
    Refusal r = runFile(
        "sabokbaz-dealer.json",
        R"({"game": "sabokbaz", "options": {"players": 4}, "setup": {"dealer": 4294967297}})");
    EXPECT_EQ(r.exitCode, 2) << r.err;
    // 2^64 - 1 was read as -1, a valid score.
    r = runFile("sabokbaz-scores.json",
                R"({"game": "sabokbaz", "options": {"players": 4},
                    "setup": {"match_scores": [18446744073709551615, 0]}})");
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_NE(r.err.find("setup.match_scores[0]"), std::string::npos) << r.err;
  }
  Refusal r = runFile("option.json",
                      R"({"game": "zirkhaki", "options": {"players": 18446744073709551615}})");
  EXPECT_EQ(r.exitCode, 2) << r.err;
  EXPECT_NE(r.err.find("options.players: must be between 2 and 8"), std::string::npos) << r.err;
}

TEST(HostileInput, DuplicateKeysAreRefused) {
  Refusal r = runFile("twice.json", R"({"game":"zirkhaki","game":"rivals"})");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("twice.json:1:20: the key 'game' appears twice"), std::string::npos)
      << r.err;
}

TEST(HostileInput, MessagesQuoteAtMostSixtyCharactersOnOneLine) {
  const std::string huge(1000000, 'g');
  for (const std::string& text : {
           R"({"game": ")" + huge + R"("})",
           R"({"game": "zirkhaki", "format": ")" + huge + R"("})",
           R"({"game": "zirkhaki", ")" + huge + R"(": 1})",
           R"({"game": "zirkhaki", "options": {")" + huge + R"(": 1}})",
           R"({"game": "zirkhaki", "options": {"players": 2}, "setup": {"deck_top": [")" + huge +
               R"("]}})",
           R"({"game": "rivals", "setup": {"coins": [")" + huge + R"("]}})",
           R"({"game": "sabokbaz", "setup": {")" + huge + R"(": 1}})",
           R"({"game": "saboteur-duel", "setup": {"hands": [[")" + huge + R"("], null]}})",
           std::string(R"({"game": "zirkhaki", "notes": "x\nline two)") + "\n\"}",
       }) {
    Refusal r = runFile("long.json", text);
    EXPECT_EQ(r.exitCode, 2) << r.err.substr(0, 300);
    expectOneShortLine(r.err);
  }
  // An action with a newline (exit 3) and a long unknown action.
  for (const std::string& action :
       {std::string("dr\\naw"), std::string(5000, 'a'), "pick 1 " + std::string(3000, 's')}) {
    Refusal r = runFile("action.json", R"({"game": "zirkhaki", "options": {"players": 2},
        "seed": 1, "actions": [")" + action +
                                           R"("]})");
    EXPECT_EQ(r.exitCode, 3) << r.err.substr(0, 300);
    expectOneShortLine(r.err);
  }
}

TEST(HostileInput, CommandLineArgumentsAreQuotedShort) {
  const std::string huge(100000, 'q');
  for (const std::string& args :
       {"play --game " + huge, "play --game zirkhaki --seed " + huge, huge,
        "play --game zirkhaki --bots " + huge + ",x", "play --" + huge + " 1",
        "play --game zirkhaki --option " + huge,
        std::string("play --game zirkhaki --option players=1e400 --games 1"),
        "play --game zirkhaki --option players=" + nested(50000)}) {
    CliResult r = runCliBinary(args);
    EXPECT_EQ(r.exitCode, 2) << r.err.substr(0, 300);
    expectOneShortLine(r.err);
  }
  CliResult r = runCliBinary(shellQuoted("line\none"));
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("unknown command 'line\\none'"), std::string::npos) << r.err;
}

TEST(HostileFiles, EveryOneIsRefusedOnOneLine) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(MIZBAZI_HOSTILE_DIR)) {
    if (entry.path().extension() != ".json") continue;
    ++files;
    CliResult r = runCliBinary("run " + shellQuoted(entry.path().string()));
    EXPECT_TRUE(r.exitCode == 2 || r.exitCode == 3)
        << entry.path().filename() << ": exit " << r.exitCode << ": " << r.err.substr(0, 300);
    expectOneShortLine(r.err);
  }
  EXPECT_GE(files, 9);
}

TEST(CommandLine, PrintsItsVersion) {
  CliResult r = runCliBinary("--version");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, std::string("mizbazi-cli ") + MIZBAZI_VERSION + "\n");
  EXPECT_NE(runCliBinary("--help").out.find("--version"), std::string::npos);
}

}  // namespace
}  // namespace mizbazi::testing
