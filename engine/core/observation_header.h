// What every game's observation (and full state) begins with, described once: written by
// observationJson and stateJson (core/game.h) and read by every table, so that no table parses
// these keys itself. Its JSON form is the one the save files, the command line and the devices'
// pages already carry:
//   {"game": id, "finished": bool, "current": seat or null, "scores": [...], "winners": [...],
//    "legal": [move text...], "seat": seat (an observation only)}
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/json.h"

namespace mizbazi {

struct ObservationHeader {
  std::string game;
  bool finished = false;
  int current = -1;                // the seat to act; -1 when nobody is
  std::vector<int> scores;         // by seat
  std::vector<int> winners;        // seats; empty until the game is over
  std::vector<std::string> legal;  // the moves of the seat observing, when it is its turn
  // Whose observation (-1: nobody's hand, what every onlooker sees); none in a full state.
  std::optional<int> seat;

  // The shared keys of `o`. A key missing or of another type is left at its default and named in
  // `missing` (the first such key): an observation of this engine never has one.
  static ObservationHeader read(const Json& o);
  std::string missing;

  // Writes the keys in the order above; "seat" only in an observation.
  void writeTo(Json& o) const;
};

}  // namespace mizbazi
