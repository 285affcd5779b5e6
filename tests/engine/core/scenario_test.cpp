// Reading scenario files: every kind of malformed input is named by place, never crashes.
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/scenario.h"

namespace mizbazi {
namespace {

std::string whereOf(const std::string& text) {
  try {
    parseScenario(text);
  } catch (const InputError& e) {
    return e.where();
  }
  return "(accepted)";
}

TEST(Scenario, ReadsEveryKey) {
  Scenario s = parseScenario(R"({
    "format": "mizbazi/1", "game": "zirkhaki", "options": {"players": 3},
    "players": [{"name": "Sara", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "normal"},
                {"name": "Ali"}],
    "seed": 12345, "setup": {"first": 0}, "actions": ["draw", "bank"], "notes": "hello"})");
  EXPECT_EQ(s.game, "zirkhaki");
  EXPECT_EQ(s.options["players"], 3);
  ASSERT_EQ(s.players.size(), 3u);
  EXPECT_EQ(s.players[1].level, "normal");
  EXPECT_EQ(s.players[2].kind, "human");
  EXPECT_EQ(*s.seed, 12345u);
  EXPECT_EQ(s.actions, (std::vector<std::string>{"draw", "bank"}));
  EXPECT_EQ(s.notes, "hello");
}

TEST(Scenario, SyntaxErrorsGiveLineAndColumn) {
  EXPECT_EQ(whereOf("{\n  \"game\": \"zirkhaki\",\n  \"seed\": 1,,\n}"), "3:13");
}

TEST(Scenario, WrongKindsGiveTheirPath) {
  EXPECT_EQ(whereOf(R"({"game": 5})"), "game");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "actions": ["draw", 3]})"), "actions[1]");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "seed": -4})"), "seed");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "players": [{"kind": "robot"}]})"), "players[0].kind");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "setpu": {}})"), "setpu");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "format": "mizbazi/9"})"), "format");
  EXPECT_EQ(whereOf(R"([1, 2])"), "(top level)");
  EXPECT_EQ(whereOf(R"({"seed": 1})"), "game");
  EXPECT_EQ(whereOf(""), "1:1");
}

TEST(Scenario, RoundTripsThroughText) {
  Scenario s;
  s.game = "zirkhaki";
  s.options = Json::parse(R"({"players": 4, "rings": true})");
  s.players = {{"سارا", "human", ""}, {"Bot", "bot", "hard"}};
  s.seed = 99;
  s.setup = Json::parse(R"({"deck_top": ["coin-9"]})");
  s.actions = {"draw", "bank"};
  s.notes = "یادداشت";
  Scenario back = parseScenario(scenarioToText(s));
  EXPECT_EQ(scenarioToText(back), scenarioToText(s));
  EXPECT_EQ(back.players, s.players);
}

// The hints each seat used (the app's statistics): kept through a save, absent from a file without
// any (as older versions wrote them), and a wrong value named by its place.
TEST(Scenario, KeepsTheHintsUsedAndOlderFilesHaveNone) {
  Scenario s;
  s.game = "zirkhaki";
  s.actions = {"draw"};
  EXPECT_EQ(scenarioToText(s).find("hints"), std::string::npos);
  s.hints = {0, 0};
  EXPECT_EQ(scenarioToText(s).find("hints"), std::string::npos);
  s.hints = {1, 0, 2};
  Scenario back = parseScenario(scenarioToText(s));
  EXPECT_EQ(back.hints, (std::vector<int>{1, 0, 2}));
  EXPECT_TRUE(parseScenario(R"({"game": "zirkhaki"})").hints.empty());
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "hints": 3})"), "hints");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "hints": [1, -1]})"), "hints[1]");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "hints": [1.5]})"), "hints[0]");
  EXPECT_EQ(whereOf(R"({"game": "zirkhaki", "hints": [0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]})"),
            "hints");
}

TEST(Scenario, EnsureSeedDrawsOnlyWhenMissing) {
  Scenario s;
  s.seed = 7;
  ensureSeed(s);
  EXPECT_EQ(*s.seed, 7u);
  Scenario t;
  ensureSeed(t);
  EXPECT_TRUE(t.seed.has_value());
  EXPECT_LT(*t.seed, 1ULL << 53);
}

}  // namespace
}  // namespace mizbazi
