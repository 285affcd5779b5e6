// Redealing what one seat cannot see (State::determinize), consistently with what it knows.
#pragma once

#include "core/rng.h"
#include "sabokbaz/sabokbaz_rules.h"

namespace mizbazi::sabokbaz {

// Redeals the cards in the hands of every seat but `seat`, from `rng`: each keeps its number of
// cards and receives no card of a family it has shown it lacks (`voids`, bit f = family f).
// Depends only on the union of those hands, their sizes and the voids (never on who holds what).
// Always succeeds: every card is placed only where a complete deal remains possible (Hall's
// condition over the four categories: koozeh, sabzeh, badeh-zamaneh, specials), and the real deal
// proves one exists.
void redealHidden(std::array<CardMask, kMaxSeats>& hands,
                  const std::array<std::uint8_t, kMaxSeats>& voids, int players, int seat,
                  Rng& rng);

}  // namespace mizbazi::sabokbaz
