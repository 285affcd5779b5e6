#include "rivals/rivals_observation.h"

namespace mizbazi::rivals {

std::span<const char* const> jsonNames(Phase) {
  static constexpr const char* kNames[] = {"turn", "auction", "claim", "over"};
  return kNames;
}

}  // namespace mizbazi::rivals
