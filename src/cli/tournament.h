// Computer players playing many seeded games against each other (`mizbazi-cli play`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/match.h"
#include "core/scenario.h"

namespace mizbazi::cli {

struct TournamentResult {
  std::vector<double> wins;      // per seat; a shared win counts as a fraction
  std::vector<double> scoreSum;  // per seat (a team game's seat scores its team's points)
  std::vector<std::vector<double>> perGameWins;  // [game][seat] win share
  long long actions = 0;
  std::optional<Match> lastGame;
  std::string error;  // non-empty when a bot chose an illegal action
};

// Plays `games` games with seeds seed, seed+1, ...; seat s is played by a bot of levels[s]. Games
// are spread over `threads` threads; the result does not depend on the thread count.
TournamentResult runTournament(const Scenario& base, const std::vector<std::string>& levels,
                               long long games, std::uint64_t seed, int threads);

}  // namespace mizbazi::cli
