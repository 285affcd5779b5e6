// Where a table's own piles are numbered: a Place's zone below kFirstTableZone is the engine's
// (each game's ZoneId, the zones its events name), from it on a pile the engine has no zone for (a
// ring, a purse, a marker spot). Every game's table numbers its own piles from here, so that the
// two ranges never meet whatever zones a game's engine adds.
#pragma once

namespace mizbazi::ui {

inline constexpr int kFirstTableZone = 100;

}  // namespace mizbazi::ui
