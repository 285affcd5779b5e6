// What Saboteur's engine tests share: a state's table as Saboteur's.
#pragma once

#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

inline const SaboteurDuelData& dataOf(const State& s) {
  return static_cast<const SaboteurDuelState&>(s).data();
}

}  // namespace mizbazi::saboteur_duel
