#include "sabokbaz/sabokbaz_observation.h"

namespace mizbazi::sabokbaz {

std::span<const char* const> jsonNames(Family) {
  // The family ids are literals, so their views' data() end where the ids do.
  static constexpr std::array<const char*, kFamilyCount> kNames = {
      kFamilyIds[0].data(), kFamilyIds[1].data(), kFamilyIds[2].data()};
  return kNames;
}

std::span<const char* const> jsonNames(Bonus) {
  return kBonusIds;
}

}  // namespace mizbazi::sabokbaz
