// The table's own refusals, listed like the engine's (core/refusal.h): the framework's codes below,
// and each game table's codes for a drop that is no action (ui/<folder>/<folder>_drop_refusals.h).
// A table code starts with "ui-", so it never meets an engine code; it is made with
// refuse(TableRefusalCode::kNotYourTurn, ...), read back with refusalOf<TableRefusalCode>, and
// spelled only in its enum's name list. RefusalText words the framework's codes in a switch, each
// game's texts its own; the registry (TableEntry::refusalCodes) lists a table's codes, and one test
// over the registry proves each has words in Persian and in English.
//
// A game table declares, in its own namespace (found by argument lookup):
//   enum class DropRefusalCode : std::uint8_t { kWrongColumn, ... };  // 0..n-1, no gaps
//   std::span<const char* const> refusalNames(DropRefusalCode);       // ui-wrong-column, ...
#pragma once

#include <cstdint>
#include <iterator>
#include <span>

#include "core/refusal.h"

namespace mizbazi::ui {

// Refusals of the framework's table, worded by RefusalText.
enum class TableRefusalCode : std::uint8_t {
  kNotAMove,         // a drop or click that corresponds to no action at all
  kNotYourTurn,      // the viewer (or a device's seat) is not the one to act
  kNotYourSeat,      // a device acts for a seat that is not played remotely
  kNotStarted,       // a device acts while the game is held or replayed
  kLessonOtherMove,  // a legal move, but the lesson's step waits for another
  kLessonPressNext,  // the lesson's step is to be read first (argument: the button's label)
};

inline std::span<const char* const> refusalNames(TableRefusalCode) {
  static constexpr const char* kNames[] = {
      "ui-not-a-move",  "ui-not-your-turn",     "ui-not-your-seat",
      "ui-not-started", "ui-lesson-other-move", "ui-lesson-press-next",
  };
  static_assert(std::size(kNames) == std::size_t(TableRefusalCode::kLessonPressNext) + 1);
  return kNames;
}

}  // namespace mizbazi::ui
