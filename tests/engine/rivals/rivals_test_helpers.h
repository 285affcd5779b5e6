// Small helpers shared by the Rivals tests: a match from scenario JSON, the state behind it.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/match.h"
#include "core/scenario.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals::testing {

// A match of `json` (a scenario's text) with all its actions applied; fails the test otherwise.
inline Match playScenario(const std::string& json) {
  Match match = Match::fromScenario(parseScenario(json));
  auto error = match.replay(match.scenario().actions);
  EXPECT_FALSE(error.has_value()) << error->describe();
  return match;
}

inline const RivalsState& rivalsState(const Match& match) {
  return dynamic_cast<const RivalsState&>(match.state());
}

// All 80 stack card ids, in the order of the card table (cards.h).
inline std::vector<std::string> allStackCardIds() {
  std::vector<std::string> ids;
  for (int card = 0; card < kDeckSize; ++card) ids.push_back(cardId(card));
  return ids;
}

}  // namespace mizbazi::rivals::testing
