// mizbazi-cli on Zirkhaki files, through the real binary: output, exit codes, one-line errors.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/json.h"

namespace mizbazi {
namespace {

namespace fs = std::filesystem;

struct CliRun {
  int code;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path tempDir() {
  fs::path dir = fs::temp_directory_path() / ("mizbazi-zcli-" + std::to_string(::getpid()));
  fs::create_directories(dir);
  return dir;
}

CliRun cli(const std::string& args) {
  fs::path dir = tempDir();
  std::string command = std::string(MIZBAZI_CLI_PATH) + " " + args + " >" + (dir / "out").string() +
                        " 2>" + (dir / "err").string();
  int status = std::system(command.c_str());
  return {WEXITSTATUS(status), slurp(dir / "out"), slurp(dir / "err")};
}

std::string file(const std::string& name, const std::string& text) {
  fs::path p = tempDir() / name;
  std::ofstream(p) << text;
  return p.string();
}

int lines(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

TEST(ZirkhakiCli, RunPrintsTheStateWithTheSpecKeys) {
  std::string f = file("run.mizbazi", R"({"format": "mizbazi/1", "game": "zirkhaki",
      "options": {"players": 3}, "seed": 12345, "setup": {"first": 0, "deck_top": ["dagger-5", "coin-9"]},
      "actions": ["draw"]})");
  CliRun r = cli("run " + f);
  ASSERT_EQ(r.code, 0) << r.err;
  Json j = Json::parse(r.out);
  for (const char* key : {"game", "finished", "current", "scores", "winners", "legal", "deck_count",
                          "discard", "play_area", "fields", "rings"}) {
    EXPECT_TRUE(j.contains(key)) << key;
  }
  EXPECT_EQ(j["play_area"], Json::parse(R"(["dagger-5"])"));
  EXPECT_EQ(j["current"], 0);
}

TEST(ZirkhakiCli, LegalPrintsOneActionPerLine) {
  std::string f = file("legal.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"first": 0, "deck_top": ["coin-7"]}, "actions": ["draw"]})");
  CliRun r = cli("legal " + f);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "draw\nbank\n");
}

TEST(ZirkhakiCli, IllegalActionExitsThreeWithOneLine) {
  std::string f = file("illegal.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"first": 0, "deck_top": ["snake-4", "coin-7", "key-3"]}, "actions": ["draw", "bank"]})");
  CliRun r = cli("run " + f);
  EXPECT_EQ(r.code, 3);
  EXPECT_TRUE(r.out.empty()) << "no partial output";
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("action 1 'bank'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("snake"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("legal: draw"), std::string::npos) << r.err;
}

TEST(ZirkhakiCli, MalformedSetupExitsTwoNamingThePlace) {
  std::string f = file("badcard.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"fields": [["coin-9"], ["coin-3"]]}})");
  CliRun r = cli("legal " + f);
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find(f + ": setup.fields[1][0]: unknown card 'coin-3'"), std::string::npos)
      << r.err;
  std::string dup = file("dup.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"fields": [["coin-9"]], "deck_top": ["coin-9"]}})");
  r = cli("run " + dup);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("setup.deck_top[0]"), std::string::npos) << r.err;
  std::string option =
      file("option.mizbazi", R"({"game": "zirkhaki", "options": {"ringz": true}})");
  r = cli("run " + option);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("options.ringz"), std::string::npos) << r.err;
  std::string ring = file("ring.mizbazi", R"({"game": "zirkhaki", "options": {"rings": true},
      "setup": {"rings": ["blade", "the-one-ring"]}})");
  r = cli("run " + ring);
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("setup.rings[1]"), std::string::npos) << r.err;
}

TEST(ZirkhakiCli, PlaySavesAGameThatReplaysToTheSameEnd) {
  fs::path save = tempDir() / "last.mizbazi";
  CliRun r = cli("play --game zirkhaki --players 3 --games 5 --seed 10 --save " + save.string());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("5 games"), std::string::npos) << r.out;
  CliRun replay = cli("run " + save.string());
  ASSERT_EQ(replay.code, 0) << replay.err;
  Json j = Json::parse(replay.out);
  EXPECT_EQ(j["finished"], true);
  EXPECT_FALSE(j["winners"].empty());
}

TEST(ZirkhakiCli, BenchPrintsGamesAndActionsPerSecond) {
  CliRun r = cli("bench --game zirkhaki --players 4 --seconds 0.2");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("games per second: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("actions per second: "), std::string::npos) << r.out;
}

TEST(ZirkhakiCli, GarbageNeverCrashes) {
  for (const std::string& text :
       {std::string("{"), std::string("null"),
        std::string("{\"game\": \"zirkhaki\", \"actions\": \"draw\"}"),
        std::string("{\"game\": \"zirkhaki\", \"options\": {\"players\": 99}}"),
        std::string("{\"game\": \"zirkhaki\", \"seed\": 1.5}"), std::string("\xff\xfe")}) {
    CliRun r = cli("run " + file("garbage.mizbazi", text));
    EXPECT_EQ(r.code, 2) << text << " -> " << r.err;
    EXPECT_EQ(lines(r.err), 1) << text << " -> " << r.err;
    EXPECT_TRUE(r.out.empty());
  }
}

}  // namespace
}  // namespace mizbazi
