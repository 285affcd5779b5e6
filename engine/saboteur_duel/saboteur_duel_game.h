// Saboteur: the Duel's entry in the game registry.
#pragma once

#include <memory>

#include "core/game.h"

namespace mizbazi::saboteur_duel {

std::unique_ptr<Game> makeGame();

}  // namespace mizbazi::saboteur_duel
