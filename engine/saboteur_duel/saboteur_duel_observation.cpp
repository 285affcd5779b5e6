#include "saboteur_duel/saboteur_duel_observation.h"

namespace mizbazi::saboteur_duel {

std::span<const char* const> jsonNames(Mode) {
  static constexpr const char* kNames[] = {"duel", "solo"};
  return kNames;
}

std::span<const char* const> jsonNames(Phase) {
  static constexpr const char* kNames[] = {"turn", "orient", "over"};
  return kNames;
}

std::span<const char* const> jsonNames(Color) {
  static constexpr const char* kNames[] = {"none", "green", "blue"};
  return kNames;
}

}  // namespace mizbazi::saboteur_duel
