// Bad input through the real command-line binary (docs/file-format.md): an illegal action
// exits 3 with one stderr line (index, text, reason, legal actions); a malformed setup exits 2 with
// one line naming the place. The illegal cases are the "rejected" scenario files of this game.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "core/game_record.h"
#include "core/scenario.h"
#include "support/cli_runner.h"
#include "support/scenario_check.h"

namespace mizbazi::rivals {
namespace {

namespace fs = std::filesystem;

using testing::CliResult;
using testing::countLines;
using testing::runCliBinary;
using testing::shellQuoted;
using testing::writeTempFile;

// Runs `mizbazi-cli COMMAND FILE` on the scenario text, written to a temporary file named by `tag`.
CliResult runCli(const std::string& command, const std::string& scenarioText,
                 const std::string& tag) {
  return runCliBinary(command + " " + shellQuoted(writeTempFile(tag + ".mizbazi", scenarioText)));
}

Json readJson(const std::string& path) {
  std::ifstream in(path);
  return Json::parse(in);
}

TEST(RivalsCli, IllegalActionsExitThreeWithTheReasonOnOneLine) {
  int checked = 0;
  for (const std::string& path :
       mizbazi::testing::listScenarioFiles(std::string(MIZBAZI_SCENARIO_DIR) + "/rivals")) {
    Json test = readJson(path);
    if (!test.contains("rejected")) continue;
    SCOPED_TRACE(path);
    int index = test["rejected"]["index"].get<int>();
    std::string text = test["scenario"]["actions"][index].get<std::string>();

    // What the engine says, to compare with what the binary prints.
    GameRecord record = GameRecord::fromScenario(parseScenario(test["scenario"].dump()));
    auto error = record.replay(record.scenario().actions);
    ASSERT_TRUE(error.has_value());
    ASSERT_EQ(error->index, index);

    CliResult r = runCli("legal", test["scenario"].dump(2), fs::path(path).stem().string());
    EXPECT_EQ(r.exitCode, 3) << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(countLines(r.err), 1) << r.err;
    EXPECT_NE(r.err.find("action " + std::to_string(index) + " '" + text + "'"), std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find(error->why.message), std::string::npos) << r.err;
    std::string legal;
    for (const std::string& l : error->legal) legal += (legal.empty() ? "" : ", ") + l;
    EXPECT_NE(r.err.find("(legal: " + legal + ")"), std::string::npos) << r.err;
    ++checked;
  }
  // Among them: a bid above one's coins, a bid not higher, a card one cannot add, a second discard.
  EXPECT_GE(checked, 10);
}

TEST(RivalsCli, TheIssuesBadInputsHaveTheirReasons) {
  struct Case {
    const char* file;
    const char* reason;
  };
  for (const Case& c :
       {Case{"bid-more-than-coins-refused", "you have only 18 coins"},
        Case{"auction-bid-not-higher-refused", "higher than the current bid of 3"},
        Case{"number-too-low-refused", "already at 5"},
        Case{"wager-after-number-refused", "wagers go only before the first numbered card"},
        Case{"second-discard-refused", "only one card may be discarded"}}) {
    Json test = readJson(std::string(MIZBAZI_SCENARIO_DIR) + "/rivals/" + c.file + ".json");
    CliResult r = runCli("legal", test["scenario"].dump(), c.file);
    EXPECT_EQ(r.exitCode, 3) << c.file;
    EXPECT_NE(r.err.find(c.reason), std::string::npos) << c.file << ": " << r.err;
  }
}

TEST(RivalsCli, AMalformedSetupExitsTwoNamingThePlace) {
  CliResult r = runCli(
      "legal", R"({"game": "rivals", "seed": 1, "setup": {"deck_top": ["red-3", "red-11"]}})",
      "malformed");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("setup.deck_top[1]: unknown card 'red-11'"), std::string::npos) << r.err;

  r = runCli("run", R"({"game": "rivals", "seed": 1, "options": {"players": 3},
                        "setup": {"starting_wagers": [["red", "blue"], ["red", "green"], ["red", "white"]]}})",
             "third-red");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("setup.starting_wagers[2][0]"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace mizbazi::rivals
