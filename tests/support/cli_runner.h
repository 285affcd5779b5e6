// Runs the real mizbazi-cli binary (MIZBAZI_CLI_PATH) the way a user would, capturing its output
// and exit code, for tests of the command-line contract.
#pragma once

#include <string>

namespace mizbazi::testing {

struct CliResult {
  int exitCode = -1;  // -1 when the process did not exit normally (a crash)
  std::string out, err;
};

// `args` is appended to the binary's path as written (quote paths with shellQuoted()).
CliResult runCliBinary(const std::string& args);
// The same, killed after `seconds` (exit code 137): for inputs that once hung the program, so that
// a hang fails its test instead of stopping the suite.
CliResult runCliBinaryWithin(int seconds, const std::string& args);

// Writes `text` to a fresh file in this process's temporary folder and returns its path.
std::string writeTempFile(const std::string& name, const std::string& text);

// Single-quoted for the shell.
std::string shellQuoted(const std::string& s);

int countLines(const std::string& s);

}  // namespace mizbazi::testing
