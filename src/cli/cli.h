// `mizbazi-cli`: the command-line contract of docs/file-format.md.
//   run FILE | legal FILE | play --game G ... | bench --game G ...
// Exit codes: 0 success, 2 malformed input (file or command line), 3 illegal action.
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace mizbazi::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitMalformed = 2;
inline constexpr int kExitIllegal = 3;
inline constexpr int kExitSoakFailed = 1;  // `soak` found a broken invariant (a bug, not bad input)

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace mizbazi::cli
