// The real command line on bad Saboteur input: an illegal action exits 3 with one line (its index,
// text, reason and the legal actions); a malformed setup exits 2 with one line naming the place.
#include <gtest/gtest.h>

#include "support/cli_runner.h"

namespace mizbazi::saboteur_duel {
namespace {

using testing::CliResult;
using testing::countLines;
using testing::runCliBinary;
using testing::shellQuoted;
using testing::writeTempFile;

// Runs `mizbazi-cli COMMAND FILE` on the scenario text, written to a temporary file.
CliResult runCli(const std::string& command, const std::string& scenario) {
  return runCliBinary(command + " " + shellQuoted(writeTempFile("scenario.json", scenario)));
}

TEST(SaboteurDuelCli, IllegalActionExitsThreeWithOneLine) {
  CliResult r = runCli("legal", R"({"game": "saboteur-duel", "seed": 3,
      "setup": {"hands": [["straight-1", "cross-1", "map", "key", "rockfall", "upright"], null]},
      "actions": ["path straight-1 1 3", "path cross-1 1 2"]})");
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("action 1 'path cross-1 1 2'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("you do not hold 'cross-1'"), std::string::npos) << r.err;  // blue plays now
  EXPECT_NE(r.err.find("legal: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("pass "), std::string::npos) << r.err;
}

TEST(SaboteurDuelCli, IllegalPlacementNamesItsReason) {
  CliResult r = runCli("legal", R"({"game": "saboteur-duel", "seed": 3,
      "setup": {"hands": [["straight-1", "cross-1", "map", "key", "rockfall", "curve-ne"], null]},
      "actions": ["path curve-ne 1 3"]})");
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("action 0 'path curve-ne 1 3'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("sides do not match"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("path curve-ne 1 3 r"), std::string::npos) << r.err;  // among the legal
}

TEST(SaboteurDuelCli, MalformedSetupExitsTwoNamingThePlace) {
  CliResult r = runCli("run", R"({"game": "saboteur-duel", "setup": {"hands": [["foo-9"], []]}})");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("setup.hands[0][0]"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("unknown card 'foo-9'"), std::string::npos) << r.err;
}

TEST(SaboteurDuelCli, MalformedActionTextExitsThree) {
  CliResult r =
      runCli("run", R"({"game": "saboteur-duel", "seed": 1, "actions": ["path rockfall 1 3"]})");
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("'rockfall' is not a path card"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace mizbazi::saboteur_duel
