// A new Zirkhaki game: the seeded deal, then the scenario's setup overrides
// (docs/rules-zirkhaki.md, "Options and scenario set-up").
#pragma once

#include "core/game.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

// Throws InputError with a path inside "setup" for a bad override.
ZirkhakiData dealNewGame(const GameConfig& config);

}  // namespace mizbazi::zirkhaki
