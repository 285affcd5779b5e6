// Data-driven scenario tests: each file under tests/scenarios/<game>/ is a scenario plus what must
// come of it. Format (all keys but "scenario" optional):
//   {
//     "title": "what rule this shows",
//     "scenario": { ... a scenario file ... },
//     "expect":  { ... },            // subset of `mizbazi-cli run`'s JSON after all actions
//     "legal":   ["draw", "bank"],   // exact legal actions (any order) after all actions
//     "checks":  [ {"after": 3, "expect": {...}, "legal": [...]} ],  // after the first 3 actions
//     "observation": {"seat": 1, "expect": {...}},  // subset of that seat's observation at the end
//     "events": {"after": 2, "contains": [{"kind": "note", "value": 7}]},  // events of action #2
//     "rejected": {"index": 4, "code": "not-your-suit"},  // action 4 must be refused
//     "error": {"where": "setup.fields[0][1]", "contains": "unknown card"}  // loading must fail
//   }
// "expect" matching: objects match key by key (extra keys in the actual value are fine), lists
// match element by element and must have the same length, anything else must be equal.
#pragma once

#include <string>
#include <vector>

#include "core/json.h"

namespace mizbazi::testing {

// Every *.json under `dir`, recursively, sorted.
std::vector<std::string> listScenarioFiles(const std::string& dir);

// Runs one file's checks through GoogleTest assertions.
void runScenarioFile(const std::string& path);

// Empty when `actual` matches `expected`; otherwise the JSON path of the first difference and why.
std::string jsonSubsetMismatch(const Json& expected, const Json& actual,
                               const std::string& path = "");

}  // namespace mizbazi::testing
