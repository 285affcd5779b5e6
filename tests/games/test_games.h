// The games kept for the tests alone (README.md), registered in every test executable before main
// and in nothing else: the app and the command line started as a process do not know them.
#pragma once

#include <string>
#include <vector>

namespace mizbazi::testing {

// Their ids (generated: test_games.cpp.in).
const std::vector<std::string>& testGameIds();

}  // namespace mizbazi::testing
