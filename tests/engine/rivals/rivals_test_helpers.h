// Small helpers shared by the Rivals tests: a game record from scenario JSON, the state behind it.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/game_record.h"
#include "core/scenario.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals::testing {

// A game record of `json` (a scenario's text) with all its actions applied; fails the test
// otherwise.
inline GameRecord playScenario(const std::string& json) {
  GameRecord record = GameRecord::fromScenario(parseScenario(json));
  auto error = record.replay(record.scenario().actions);
  EXPECT_FALSE(error.has_value()) << error->describe();
  return record;
}

inline const RivalsState& rivalsState(const GameRecord& record) {
  return dynamic_cast<const RivalsState&>(record.state());
}

// All 80 stack card ids, in the order of the card table (rivals_cards.h).
inline std::vector<std::string> allStackCardIds() {
  std::vector<std::string> ids;
  for (int card = 0; card < kDeckSize; ++card) ids.push_back(cardId(card));
  return ids;
}

}  // namespace mizbazi::rivals::testing
