// Zirkhaki's entry in the game registry.
#pragma once

#include <memory>

#include "core/game.h"

namespace mizbazi::zirkhaki {

std::unique_ptr<Game> makeGame();

}  // namespace mizbazi::zirkhaki
