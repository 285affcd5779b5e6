// The real command line on bad Saboteur input: an illegal action exits 3 with one line (its index,
// text, reason and the legal actions); a malformed setup exits 2 with one line naming the place.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace mizbazi::saboteur {
namespace {

struct CliResult {
  int code = -1;
  std::string out, err;
};

std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

CliResult runCli(const std::string& command, const std::string& scenario) {
  auto dir = std::filesystem::temp_directory_path() / "mizbazi-saboteur-cli-test";
  std::filesystem::create_directories(dir);
  auto file = dir / "scenario.json", out = dir / "out.txt", err = dir / "err.txt";
  std::ofstream(file) << scenario;
  std::string line = std::string(MIZBAZI_CLI_PATH) + " " + command + " " + file.string() + " >" +
                     out.string() + " 2>" + err.string();
  int status = std::system(line.c_str());
  CliResult r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

int lines(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

TEST(SaboteurCli, IllegalActionExitsThreeWithOneLine) {
  CliResult r = runCli("legal", R"({"game": "saboteur-duel", "seed": 3,
      "setup": {"hands": [["straight-1", "cross-1", "map", "key", "rockfall", "upright"], null]},
      "actions": ["path straight-1 1 3", "path cross-1 1 2"]})");
  EXPECT_EQ(r.code, 3);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("action 1 'path cross-1 1 2'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("you do not hold 'cross-1'"), std::string::npos) << r.err;  // blue plays now
  EXPECT_NE(r.err.find("legal: "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("pass "), std::string::npos) << r.err;
}

TEST(SaboteurCli, IllegalPlacementNamesItsReason) {
  CliResult r = runCli("legal", R"({"game": "saboteur-duel", "seed": 3,
      "setup": {"hands": [["straight-1", "cross-1", "map", "key", "rockfall", "curve-ne"], null]},
      "actions": ["path curve-ne 1 3"]})");
  EXPECT_EQ(r.code, 3);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("action 0 'path curve-ne 1 3'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("sides do not match"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("path curve-ne 1 3 r"), std::string::npos) << r.err;  // among the legal
}

TEST(SaboteurCli, MalformedSetupExitsTwoNamingThePlace) {
  CliResult r = runCli("run", R"({"game": "saboteur-duel", "setup": {"hands": [["foo-9"], []]}})");
  EXPECT_EQ(r.code, 2);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_TRUE(r.out.empty());
  EXPECT_NE(r.err.find("setup.hands[0][0]"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("unknown card 'foo-9'"), std::string::npos) << r.err;
}

TEST(SaboteurCli, MalformedActionTextExitsThree) {
  CliResult r =
      runCli("run", R"({"game": "saboteur-duel", "seed": 1, "actions": ["path rockfall 1 3"]})");
  EXPECT_EQ(r.code, 3);
  EXPECT_EQ(lines(r.err), 1) << r.err;
  EXPECT_NE(r.err.find("'rockfall' is not a path card"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace mizbazi::saboteur
