// The command line's contract (docs/file-format.md): output, one-line errors, exit codes.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/run_cli.h"

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

}  // namespace
}  // namespace mizbazi::cli
