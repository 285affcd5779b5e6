// For the device tests (tests/web/): what each seat may know at every point of a saved game, as
// the engine says it. Reads a scenario file and prints one JSON line per position and seat
// (seat -1: a spectator): {"ply": K, "seat": S, "observation": observationJson(state, S)}.
#include <cstdio>
#include <iostream>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/scenario.h"

int main(int argc, char** argv) {
  using namespace mizbazi;
  if (argc != 2) {
    std::cerr << "usage: device_observations FILE\n";
    return 2;
  }
  try {
    Scenario s = loadScenarioFile(argv[1]);
    const std::vector<std::string> actions = s.actions;
    s.actions.clear();
    GameRecord record = GameRecord::fromScenario(s);
    for (std::size_t ply = 0;; ++ply) {
      for (int seat = -1; seat < record.state().numPlayers(); ++seat) {
        const Json line = {
            {"ply", ply}, {"seat", seat}, {"observation", observationJson(record.state(), seat)}};
        std::cout << line.dump() << '\n';
      }
      if (ply == actions.size()) break;
      if (auto why = record.playText(actions[ply])) {
        std::cerr << "action " << ply << " refused: " << why->message << '\n';
        return 3;
      }
    }
  } catch (const InputError& e) {
    std::cerr << e.where() << ": " << e.what() << '\n';
    return 2;
  }
  return 0;
}
