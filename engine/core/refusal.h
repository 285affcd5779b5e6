// Why an action is refused, as a listed contract. Every refusal code is a value of an enum: the
// framework's CoreRefusalCode below, or a game's own RefusalCode (engine/<game>/<game>_refusals.h).
// The enum's names are the stable codes the command line prints, the scenario files expect and
// the tables word in the players' languages; each Game lists its codes (Game::refusalCodes) and one
// test over the registry proves every one of them has words in Persian and in English. A table
// turns a refusal back into the enum (refusalOf) and words it in a switch, so that a new code
// without words is a compiler warning before it is a failing test.
//
// A game declares, in its own namespace (found by argument lookup):
//   enum class RefusalCode : std::uint8_t { kDeckEmpty, ... };  // 0..n-1, no gaps
//   std::span<const char* const> refusalNames(RefusalCode);     // "deck-empty", ...
// and refuses with refuse(RefusalCode::kDeckEmpty, "the deck is empty").
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/enum_names.h"
#include "core/game.h"

namespace mizbazi {

// Refusals every game may give, worded by the framework's table.
enum class CoreRefusalCode : std::uint8_t {
  kGameOver,     // "game-over"
  kNotLegalNow,  // "not-legal-now": no specific reason known
  kMalformed,    // "malformed": the text is no action of this game
};

inline std::span<const char* const> refusalNames(CoreRefusalCode) {
  static constexpr const char* kNames[] = {"game-over", "not-legal-now", "malformed"};
  return kNames;
}

// The refusal `code` with the command line's English sentence and the arguments the table's words
// fill in.
template <class Code>
Refusal refuse(Code code, std::string message, std::vector<std::string> args = {}) {
  return Refusal{nameIn(refusalNames(code), code), std::move(message), std::move(args)};
}

// The value of `Code` that `why` names, or nullopt when it is another enum's code.
template <class Code>
std::optional<Code> refusalOf(const Refusal& why) {
  return valueNamed<Code>(refusalNames(Code{}), why.code);
}

// Every code of `Code`, in the enum's order (what a Game's refusalCodes returns).
template <class Code>
std::vector<std::string> refusalCodesOf() {
  const std::span<const char* const> names = refusalNames(Code{});
  return std::vector<std::string>(names.begin(), names.end());
}

}  // namespace mizbazi
