// Nine's entry in the game registry (a test game: tests/games/README.md).
#pragma once

#include <memory>

#include "core/game.h"

namespace mizbazi::nine {

std::unique_ptr<Game> makeGame();

}  // namespace mizbazi::nine
