// mizbazi-cli on Zirkhaki files, through the real binary: output, exit codes, one-line errors.
#include <gtest/gtest.h>

#include "core/json.h"
#include "support/cli_runner.h"

namespace mizbazi {
namespace {

using testing::countLines;
using testing::runCliBinary;
using testing::shellQuoted;
using testing::writeTempFile;

TEST(ZirkhakiCli, RunPrintsTheStateWithTheSpecKeys) {
  std::string f = writeTempFile("run.mizbazi", R"({"format": "mizbazi/1", "game": "zirkhaki",
      "options": {"players": 3}, "seed": 12345, "setup": {"first": 0, "deck_top": ["dagger-5", "coin-9"]},
      "actions": ["draw"]})");
  auto r = runCliBinary("run " + f);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  Json j = Json::parse(r.out);
  for (const char* key : {"game", "finished", "current", "scores", "winners", "legal", "deck_count",
                          "discard", "play_area", "fields", "rings"}) {
    EXPECT_TRUE(j.contains(key)) << key;
  }
  EXPECT_EQ(j["play_area"], Json::parse(R"(["dagger-5"])"));
  EXPECT_EQ(j["current"], 0);
}

TEST(ZirkhakiCli, LegalPrintsOneActionPerLine) {
  std::string f = writeTempFile("legal.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"first": 0, "deck_top": ["coin-7"]}, "actions": ["draw"]})");
  auto r = runCliBinary("legal " + f);
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_EQ(r.out, "draw\nbank\n");
}

TEST(ZirkhakiCli, IllegalActionExitsThreeWithOneLine) {
  std::string f = writeTempFile("illegal.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"first": 0, "deck_top": ["snake-4", "coin-7", "key-3"]}, "actions": ["draw", "bank"]})");
  auto r = runCliBinary("run " + f);
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_TRUE(r.out.empty()) << "no partial output";
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("action 1 'bank'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("snake"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("legal: draw"), std::string::npos) << r.err;
}

TEST(ZirkhakiCli, MalformedSetupExitsTwoNamingThePlace) {
  std::string f = writeTempFile("badcard.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"fields": [["coin-9"], ["coin-3"]]}})");
  auto r = runCliBinary("legal " + f);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find(f + ": setup.fields[1][0]: unknown card 'coin-3'"), std::string::npos)
      << r.err;
  std::string dup = writeTempFile("dup.mizbazi", R"({"game": "zirkhaki", "seed": 1,
      "setup": {"fields": [["coin-9"]], "deck_top": ["coin-9"]}})");
  r = runCliBinary("run " + dup);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("setup.deck_top[0]"), std::string::npos) << r.err;
  std::string option =
      writeTempFile("option.mizbazi", R"({"game": "zirkhaki", "options": {"ringz": true}})");
  r = runCliBinary("run " + option);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("options.ringz"), std::string::npos) << r.err;
  std::string ring =
      writeTempFile("ring.mizbazi", R"({"game": "zirkhaki", "options": {"rings": true},
      "setup": {"rings": ["blade", "the-one-ring"]}})");
  r = runCliBinary("run " + ring);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_NE(r.err.find("setup.rings[1]"), std::string::npos) << r.err;
}

TEST(ZirkhakiCli, PlaySavesAGameThatReplaysToTheSameEnd) {
  std::string save = writeTempFile("last.mizbazi", "");
  auto r =
      runCliBinary("play --game zirkhaki --players 3 --games 5 --seed 10 --save " + shellQuoted(save));
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("5 games"), std::string::npos) << r.out;
  auto replay = runCliBinary("run " + shellQuoted(save));
  ASSERT_EQ(replay.exitCode, 0) << replay.err;
  Json j = Json::parse(replay.out);
  EXPECT_EQ(j["finished"], true);
  EXPECT_FALSE(j["winners"].empty());
}

TEST(ZirkhakiCli, BenchPrintsGamesAndActionsPerSecond) {
  auto r = runCliBinary("bench --game zirkhaki --players 4 --seconds 0.2");
  ASSERT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("games per second: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("actions per second: "), std::string::npos) << r.out;
}

TEST(ZirkhakiCli, BenchLegalAndBotModesPrintTheirFigures) {
  auto legal = runCliBinary("bench --game zirkhaki --legal --seconds 0.1");
  ASSERT_EQ(legal.exitCode, 0) << legal.err;
  EXPECT_NE(legal.out.find("median µs per legalActions: "), std::string::npos) << legal.out;
  auto bot = runCliBinary("bench --game zirkhaki --bot normal --seconds 0.3");
  ASSERT_EQ(bot.exitCode, 0) << bot.err;
  EXPECT_NE(bot.out.find("median ms per decision: "), std::string::npos) << bot.out;
  EXPECT_NE(bot.out.find("search iterations per second: "), std::string::npos) << bot.out;
}

TEST(ZirkhakiCli, GarbageNeverCrashes) {
  for (const std::string& text :
       {std::string("{"), std::string("null"),
        std::string("{\"game\": \"zirkhaki\", \"actions\": \"draw\"}"),
        std::string("{\"game\": \"zirkhaki\", \"options\": {\"players\": 99}}"),
        std::string("{\"game\": \"zirkhaki\", \"seed\": 1.5}"), std::string("\xff\xfe")}) {
    auto r = runCliBinary("run " + shellQuoted(writeTempFile("garbage.mizbazi", text)));
    EXPECT_EQ(r.exitCode, 2) << text << " -> " << r.err;
    EXPECT_EQ(countLines(r.err), 1) << text << " -> " << r.err;
    EXPECT_TRUE(r.out.empty());
  }
}

}  // namespace
}  // namespace mizbazi
