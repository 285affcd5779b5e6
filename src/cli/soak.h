// `mizbazi-cli soak`: many seeded games (random or bot players) with the engine's invariants
// checked after every action, for long unattended runs (docs/reliability.md).
#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace mizbazi::cli {

int cmdSoak(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);

}  // namespace mizbazi::cli
