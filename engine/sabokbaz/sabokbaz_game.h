// Sabokbaz (سَبُکباز), a trick-taking card game after Khayyam's quatrains, for 4 or 6 players in
// teams of partners. Rules: docs/rules-sabokbaz.md; the state: sabokbaz/sabokbaz_state.h.
#pragma once

#include <memory>

#include "core/game.h"

namespace mizbazi::sabokbaz {

std::unique_ptr<Game> makeGame();

}  // namespace mizbazi::sabokbaz
