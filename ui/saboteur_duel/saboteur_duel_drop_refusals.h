// Why a card dropped on the Saboteur table is no action: the table's own refusals
// (SaboteurDuelMoves). Listed like every refusal (table/table_refusals.h): made with
// refuse(DropRefusalCode::...), worded by SaboteurDuelTexts::refusal in a switch, listed in the
// registry (saboteur_duel_registration.cpp).
#pragma once

#include <cstdint>
#include <iterator>
#include <span>

#include "core/refusal.h"

namespace mizbazi::ui::saboteur_duel {

enum class DropRefusalCode : std::uint8_t {
  kSabotageOwnTools,   // a sabotage dropped on the actor's own tools
  kSabotageOtherTool,  // on the opponent's wrong tool (arguments: card id, its tool)
  kRepairOwnTools,     // a repair dropped on a tool it cannot mend
  kToolCardInMaze,     // a sabotage or repair dropped elsewhere than on a tool
  kPathIntoMaze,       // a path card dropped elsewhere than in the maze
  kFixOwnTool,         // two cards that mend a tool dropped on the opponent's
};

inline std::span<const char* const> refusalNames(DropRefusalCode) {
  static constexpr const char* kNames[] = {
      "ui-sabotage-own-tools", "ui-sabotage-other-tool", "ui-repair-own-tools",
      "ui-tool-card-in-maze",  "ui-path-into-maze",      "ui-fix-own-tool",
  };
  static_assert(std::size(kNames) == std::size_t(DropRefusalCode::kFixOwnTool) + 1);
  return kNames;
}

}  // namespace mizbazi::ui::saboteur_duel
