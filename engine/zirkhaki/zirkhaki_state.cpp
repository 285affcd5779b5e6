// The position value: its equality and the derived bits kept in step with the cards.
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

bool operator==(const ZirkhakiData& a, const ZirkhakiData& b) {
  if (a.pendingDepth != b.pendingDepth) return false;
  for (int i = 0; i < a.pendingDepth; ++i) {
    if (!(a.pending[i] == b.pending[i])) return false;
  }
  return a.players == b.players && a.sets == b.sets && a.ringsOption == b.ringsOption &&
         a.phase == b.phase && a.first == b.first && a.current == b.current &&
         a.forcedDraws == b.forcedDraws && a.deck == b.deck && a.discard == b.discard &&
         a.revealed == b.revealed && a.play == b.play && a.fields == b.fields &&
         a.rings == b.rings && a.offers == b.offers && a.knownTop == b.knownTop && a.rng == b.rng;
}

void ZirkhakiData::recount() {
  playSuits = 0;
  for (int card : play) playSuits |= static_cast<std::uint16_t>(1u << cardSuit(card));
  for (int seat = 0; seat < kMaxSeats; ++seat) {
    fieldSuits[seat] = 0;
    for (int suit = 0; suit < kSuitCount; ++suit) {
      if (!fields[seat][suit].empty()) fieldSuits[seat] |= static_cast<std::uint16_t>(1u << suit);
    }
  }
}

}  // namespace mizbazi::zirkhaki
