#include "zirkhaki/zirkhaki_observation.h"

namespace mizbazi::zirkhaki {

std::span<const char* const> jsonNames(Phase) {
  static constexpr const char* kNames[] = {"rings", "play", "over"};
  return kNames;
}

std::span<const char* const> jsonNames(ChoiceKind) {
  static constexpr const char* kNames[] = {"pistol", "dagger", "horseshoe", "map"};
  return kNames;
}

}  // namespace mizbazi::zirkhaki
