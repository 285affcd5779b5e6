// `mizbazi-cli bench`: throughput of random full games, or a bot's decision time.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "cli/args.h"
#include "core/scenario.h"

namespace mizbazi::cli {

int cmdBench(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err);

// --game, --players, --option KEY=VALUE and --seed as a scenario (shared with `play`).
Scenario scenarioFromFlags(const Args& args);

}  // namespace mizbazi::cli
