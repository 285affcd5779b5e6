// The games Mizbazi knows, by stable id. Filled once by registerAllGames() (engine/all_games.cpp):
// explicit registration, because static initialisers in a static library are silently dropped
// by the linker when nothing references their object file.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace mizbazi {

class Registry {
 public:
  static Registry& instance();
  void add(std::unique_ptr<Game> game);  // a second game of one id is ignored
  const Game* find(std::string_view id) const;
  std::vector<const Game*> all() const;  // by GameInfo::listPosition

 private:
  std::vector<std::unique_ptr<Game>> games_;
};

// Registers every game once; safe to call repeatedly. Defined in engine/all_games.cpp.
void registerAllGames();

// Shorthand: registerAllGames() then Registry::instance().find(id).
const Game* findGame(std::string_view id);

}  // namespace mizbazi
