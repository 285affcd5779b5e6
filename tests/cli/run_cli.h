// Runs the command line in this process (runCli), capturing its output and exit code.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"

namespace mizbazi::cli {

struct Result {
  int code;
  std::string out, err;
};

inline Result run(const std::vector<std::string>& args) {
  std::ostringstream out, err;
  int code = runCli(args, out, err);
  return {code, out.str(), err.str()};
}

}  // namespace mizbazi::cli
