#include "support/cli_runner.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace mizbazi::testing {

namespace fs = std::filesystem;

namespace {
// This process's folder, removed with everything in it when the process ends.
fs::path tempDir() {
  struct Folder {
    fs::path path = fs::temp_directory_path() / ("mizbazi-test-" + std::to_string(::getpid()));
    ~Folder() {
      std::error_code ignored;
      fs::remove_all(path, ignored);
    }
  };
  static Folder folder;
  fs::create_directories(folder.path);
  return folder.path;
}

std::string readText(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return buffer.str();
}
}  // namespace

std::string shellQuoted(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

namespace {
CliResult runCommand(const std::string& prefix, const std::string& args) {
  static int calls = 0;
  fs::path dir = tempDir();
  std::string tag = std::to_string(++calls);
  fs::path out = dir / (tag + ".out"), err = dir / (tag + ".err");
  std::string command = prefix + shellQuoted(MIZBAZI_CLI_PATH) + " " + args + " </dev/null >" +
                        shellQuoted(out.string()) + " 2>" + shellQuoted(err.string());
  int status = std::system(command.c_str());
  CliResult r;
  r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = readText(out);
  r.err = readText(err);
  fs::remove(out);
  fs::remove(err);
  return r;
}
}  // namespace

CliResult runCliBinary(const std::string& args) {
  return runCommand("", args);
}

CliResult runCliBinaryWithin(int seconds, const std::string& args) {
  return runCommand("timeout -s KILL " + std::to_string(seconds) + " ", args);
}

std::string writeTempFile(const std::string& name, const std::string& text) {
  fs::path path = tempDir() / name;
  std::ofstream(path) << text;
  return path.string();
}

int countLines(const std::string& s) {
  return static_cast<int>(std::count(s.begin(), s.end(), '\n'));
}

}  // namespace mizbazi::testing
