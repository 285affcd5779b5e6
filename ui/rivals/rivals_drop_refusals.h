// Why a card dropped on the Rivals table is no action: the table's own refusals (RivalsMoves).
// Listed like every refusal (ui/table/table_refusals.h): made with refuse(DropRefusalCode::...),
// worded by RivalsTexts::refusal in a switch, listed in the registry (rivals_registration.cpp).
#pragma once

#include <cstdint>
#include <iterator>
#include <span>

#include "core/refusal.h"

namespace mizbazi::ui::rivals {

enum class DropRefusalCode : std::uint8_t {
  kWrongColumn,        // another colour's column (arguments: the card id, the column's colour id)
  kNotYourExpedition,  // another player's expedition (argument: the card id)
};

inline std::span<const char* const> refusalNames(DropRefusalCode) {
  static constexpr const char* kNames[] = {
      "ui-wrong-column",
      "ui-not-your-expedition",
  };
  static_assert(std::size(kNames) == std::size_t(DropRefusalCode::kNotYourExpedition) + 1);
  return kNames;
}

}  // namespace mizbazi::ui::rivals
