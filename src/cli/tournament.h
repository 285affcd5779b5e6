// Computer players playing many seeded games against each other (`mizbazi-cli play`).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/tournament_record.h"
#include "core/game_record.h"
#include "core/scenario.h"

namespace mizbazi::cli {

struct TournamentResult {
  std::vector<double> wins;      // per seat; a shared win counts as a fraction
  std::vector<double> scoreSum;  // per seat (a team game's seat scores its team's points)
  std::vector<std::vector<double>> perGameWins;  // [game][seat] win share
  long long actions = 0;
  std::optional<GameRecord> lastGame;
  std::string error;  // non-empty when a bot chose an illegal action
  // The record could not be written: the tournament stopped and its figures are incomplete
  // (TournamentRecord::finish says why).
  bool recordFailed = false;
};

struct TournamentPlan {
  std::vector<std::string> levels;  // seat s is played by a bot of levels[s]
  long long games = 1;              // with seeds seed, seed + 1, ...
  std::uint64_t seed = 1;
  int threads = 1;                     // the result does not depend on the thread count
  bool keepLastGame = false;           // fill TournamentResult::lastGame (played again if recorded)
  TournamentRecord* record = nullptr;  // games found here are not played again; new ones are added
};

TournamentResult runTournament(const Scenario& base, const TournamentPlan& plan);

}  // namespace mizbazi::cli
