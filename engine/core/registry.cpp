#include "core/registry.h"

#include <algorithm>

namespace mizbazi {

Registry& Registry::instance() {
  static Registry registry;
  return registry;
}

void Registry::add(std::unique_ptr<Game> game) {
  if (find(game->info().id) != nullptr) return;
  // Kept in list order; games of one position in the order they came.
  auto after = std::find_if(games_.begin(), games_.end(), [&](const auto& g) {
    return g->info().listPosition > game->info().listPosition;
  });
  games_.insert(after, std::move(game));
}

const Game* Registry::find(std::string_view id) const {
  for (const auto& game : games_) {
    if (game->info().id == id) return game.get();
  }
  return nullptr;
}

std::vector<const Game*> Registry::all() const {
  std::vector<const Game*> out;
  for (const auto& game : games_) out.push_back(game.get());
  return out;
}

const Game* findGame(std::string_view id) {
  registerAllGames();
  return Registry::instance().find(id);
}

}  // namespace mizbazi
