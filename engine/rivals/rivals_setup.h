// A new Rivals position: the seeded deal (docs/rules-rivals.md, "Setting up"), then the scenario's setup
// overrides, each checked and refused with its JSON path.
//
// Setup keys (all optional):
//   first            seat to begin.
//   starting_wagers  per seat, two different color ids ("red"); at most two seats per color.
//   stacks           four lists of card ids, top first, holding all 80 stack cards between them
//                    (each copy once). Sizes are free (each at least one card) so that a teacher
//                    can shorten the game's last stack, for instance.
//   deck_top         card ids moved, in order, to the top of the first stack (applied after
//                    `stacks`; the stacks keep their sizes, so a long list runs into the next one).
//   coins            per seat, whole numbers of at least 0 adding up to at most 36 (coins left
//                    over are simply not in play; the reserve starts empty).
#pragma once

#include "core/game.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

// Throws InputError with a path inside setup ("setup.stacks[1][3]") on a bad setup.
RivalsData newRivalsData(const GameConfig& config);

}  // namespace mizbazi::rivals
