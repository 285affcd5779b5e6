// What Saboteur's engine tests share: a state's table as Saboteur's.
#pragma once

#include "saboteur/saboteur_state.h"

namespace mizbazi::saboteur {

inline const SaboteurData& dataOf(const State& s) {
  return static_cast<const SaboteurState&>(s).data();
}

}  // namespace mizbazi::saboteur
