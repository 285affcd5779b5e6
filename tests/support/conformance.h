// The generic checks every game must pass (after OpenSpiel's RandomSimTest): seeded random games
// that, at every step, check the legal actions, refuse illegal ones without change, conserve every
// card, keep observations free of hidden information, and replay exactly from a save.
#pragma once

#include <cstdint>
#include <string>

#include "core/json.h"

namespace mizbazi::testing {

struct ConformanceOptions {
  std::string game;
  mizbazi::Json options = mizbazi::Json::object();  // must include "players"
  int games = 100;
  std::uint64_t firstSeed = 1;
  int maxActions = 5000;  // a game longer than this is a failure (games must end)
  // Check observations and determinize at every step (else every 7th step, for slow games).
  bool observeEveryStep = true;
};

// Runs the suite, reporting failures through GoogleTest. Returns the number of actions played.
long runConformance(const ConformanceOptions& options);

}  // namespace mizbazi::testing
