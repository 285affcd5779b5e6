// Lost Cities: Rivals (شهرهای گم‌شده: رقبا), game id "rivals". Rules:
// rivals_state.h.
#pragma once

#include <memory>

#include "core/game.h"

namespace mizbazi::rivals {

std::unique_ptr<Game> makeGame();

}  // namespace mizbazi::rivals
