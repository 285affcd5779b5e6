// The position value: a new match's set-up before its deal.
#include "sabokbaz/sabokbaz_state.h"

namespace mizbazi::sabokbaz {

SabokbazState::SabokbazState(int players, int target, std::uint64_t seed)
    : StateOf(Position{}), v_(variantFor(players)) {
  d_.players = static_cast<std::int8_t>(players);
  d_.target = target;
  d_.rng.reseed(seed);
}

}  // namespace mizbazi::sabokbaz
