// Zirkhaki's actions: the compact encoding. The canonical text (docs/rules-zirkhaki.md, "Action
// texts") and its parser are ZirkhakiState::actionText and parseAction, in zirkhaki_actions.cpp.
#pragma once

#include "core/game.h"

namespace mizbazi::zirkhaki {

// Action encoding: draw 0, bank 1, pick 0x100 + seat*16 + suit, choose 0x1000 + card name index,
// ring 0x2000 + ring. Ascending order is the order legalActions lists them in.
inline constexpr Action kActionDraw = 0;
inline constexpr Action kActionBank = 1;
inline constexpr Action kActionPickBase = 0x100;
inline constexpr Action kActionChooseBase = 0x1000;
inline constexpr Action kActionRingBase = 0x2000;

constexpr Action pickAction(int seat, int suit) {
  return kActionPickBase + static_cast<Action>(seat * 16 + suit);
}
constexpr Action chooseAction(int cardName) {
  return kActionChooseBase + static_cast<Action>(cardName);
}
constexpr Action ringAction(int ring) {
  return kActionRingBase + static_cast<Action>(ring);
}

}  // namespace mizbazi::zirkhaki
