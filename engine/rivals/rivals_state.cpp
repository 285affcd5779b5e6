// The position value: the count of unrevealed names kept beside the stacks.
#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

void RivalsData::countStackNames() {
  stackCopies = {};
  for (int i = next; i < kDeckSize; ++i) ++stackCopies[nameOfCard(deck[i])];
}

}  // namespace mizbazi::rivals
