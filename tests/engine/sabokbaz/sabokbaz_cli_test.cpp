// The real command line on bad Sabokbaz input: an illegal card gives exit 3 and one stderr line
// with the action's index, its text, the reason and the legal actions; a malformed setup gives
// exit 2 and one line naming the place.
#include <gtest/gtest.h>

#include "support/cli_runner.h"

namespace mizbazi::sabokbaz {
namespace {

using testing::CliResult;
using testing::countLines;
using testing::runCliBinary;
using testing::shellQuoted;
using testing::writeTempFile;

// Runs `mizbazi-cli COMMAND FILE` on the scenario, written to the temporary file `name`.json.
CliResult runCli(const std::string& command, const std::string& scenario, const std::string& name) {
  return runCliBinary(command + " " + shellQuoted(writeTempFile(name + ".json", scenario)));
}

// Seat 0 leads koozeh-1; seat 1 holds koozeh-2 but tries sabzeh-5.
const char* kCliHands = R"([
  ["koozeh-1","koozeh-5","koozeh-9","koozeh-12","sabzeh-1","sabzeh-2","sabzeh-3","zamaneh-1","zamaneh-2","zamaneh-3","badeh-1","badeh-2","badeh-3"],
  ["koozeh-2","koozeh-6","koozeh-10","sabzeh-4","sabzeh-5","sabzeh-6","sabzeh-7","zamaneh-4","zamaneh-5","zamaneh-6","badeh-4","badeh-5","dozakh"],
  ["koozeh-3","koozeh-7","koozeh-11","sabzeh-8","sabzeh-9","sabzeh-10","zamaneh-7","zamaneh-8","zamaneh-9","badeh-6","badeh-7","badeh-8","behesht"],
  ["koozeh-4","koozeh-8","sabzeh-11","sabzeh-12","zamaneh-10","zamaneh-11","zamaneh-12","badeh-9","badeh-10","badeh-11","badeh-12","khayyam","ajal"]])";

TEST(SabokbazCli, IllegalCardExitsThreeWithOneLine) {
  std::string scenario =
      std::string(R"({"game": "sabokbaz", "seed": 1, "setup": {"dealer": 3, "hands": )") +
      kCliHands + R"(}, "actions": ["play koozeh-1", "play sabzeh-5"]})";
  CliResult r = runCli("legal", scenario, "illegal");
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_TRUE(r.out.empty()) << r.out;
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("action 1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("'play sabzeh-5'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("does not follow koozeh"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("legal: play koozeh-2, play koozeh-6, play koozeh-10, play dozakh"),
            std::string::npos)
      << r.err;
}

TEST(SabokbazCli, SpecialLeadExitsThree) {
  std::string scenario =
      std::string(R"({"game": "sabokbaz", "seed": 1, "setup": {"dealer": 0, "hands": )") +
      kCliHands + R"(}, "actions": ["play dozakh"]})";
  CliResult r = runCli("legal", scenario, "lead");
  EXPECT_EQ(r.exitCode, 3);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("action 0 'play dozakh'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("cannot lead"), std::string::npos) << r.err;
}

TEST(SabokbazCli, MalformedSetupExitsTwoNamingThePlace) {
  std::string hands = kCliHands;
  hands.replace(hands.find("\"sabzeh-7\""), 10, "\"sabzeh-77\"");
  std::string scenario = std::string(R"({"game": "sabokbaz", "setup": {"hands": )") + hands + "}}";
  CliResult r = runCli("legal", scenario, "setup");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_TRUE(r.out.empty());
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("setup.hands[1][6]: unknown card 'sabzeh-77'"), std::string::npos) << r.err;
}

TEST(SabokbazCli, BadOptionExitsTwo) {
  CliResult r =
      runCli("run", R"({"game": "sabokbaz", "options": {"players": 6, "target": 65}})", "option");
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_EQ(countLines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("options.target"), std::string::npos) << r.err;
}

TEST(SabokbazCli, RunPrintsTheState) {
  CliResult r = runCli("run", R"({"game": "sabokbaz", "seed": 8, "setup": {"dealer": 1}})", "run");
  EXPECT_EQ(r.exitCode, 0) << r.err;
  EXPECT_NE(r.out.find("\"match_scores\""), std::string::npos);
  EXPECT_NE(r.out.find("\"current\": 2"), std::string::npos);
}

}  // namespace
}  // namespace mizbazi::sabokbaz
