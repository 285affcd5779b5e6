// Why a card dropped on the Zirkhaki table is no action: the table's own refusals (ZirkhakiMoves).
// Listed like every refusal (ui/table/table_refusals.h): made with refuse(DropRefusalCode::...),
// worded by ZirkhakiTexts::refusal in a switch, listed in the registry (zirkhaki_registration.cpp).
#pragma once

#include <cstdint>
#include <iterator>
#include <span>

#include "core/refusal.h"

namespace mizbazi::ui::zirkhaki {

enum class DropRefusalCode : std::uint8_t {
  kWrongTargetPistol,  // a field's card the pistol takes goes to the discard pile
  kWrongTargetPlay,    // a field's card the pending choice takes goes to the treasure
  kWrongTargetBank,    // the treasure is banked on the player's own field
};

inline std::span<const char* const> refusalNames(DropRefusalCode) {
  static constexpr const char* kNames[] = {
      "ui-wrong-target-pistol",
      "ui-wrong-target-play",
      "ui-wrong-target-bank",
  };
  static_assert(std::size(kNames) == std::size_t(DropRefusalCode::kWrongTargetBank) + 1);
  return kNames;
}

}  // namespace mizbazi::ui::zirkhaki
