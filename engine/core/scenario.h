// Scenario and save files (docs/file-format.md): one JSON format for a teacher's prepared
// position, a player's saved game and a test's exact situation. A save is a scenario whose action
// list is the game so far.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/json.h"

namespace mizbazi {

inline constexpr const char* kScenarioFormat = "mizbazi/1";

// The limits of a game or lesson file (docs/file-format.md), far beyond any real one: a whole
// Sabokbaz match is a few hundred moves and its save a few kilobytes. They keep a hostile file's
// cost in time and memory small (without them a 200 MB file of moves takes 4 GB and a minute and
// a half).
inline constexpr std::size_t kMaxFileBytes = 4 * 1024 * 1024;
inline constexpr std::size_t kMaxActions = 100000;

struct PlayerSpec {
  std::string name;
  std::string kind = "human";  // "human" or "bot"
  std::string level;           // bots only: "random", "easy", "normal", "hard"
  friend bool operator==(const PlayerSpec&, const PlayerSpec&) = default;
};

struct Scenario {
  std::string game;
  Json options = Json::object();    // as written (defaults are not filled in)
  std::vector<PlayerSpec> players;  // empty when the file has none
  std::optional<std::uint64_t> seed;
  Json setup = Json::object();
  std::vector<std::string> actions;
  std::string notes;
  // Hints each seat has used so far (the app's statistics count them when the game ends); kept in
  // the file so that a resumed game still counts them. Empty: none (and in files of older
  // versions).
  std::vector<int> hints;
};

// Parses a scenario. Throws InputError whose where() is "line:column" for JSON syntax or a JSON
// path ("setup.first", "actions[2]") for a value of the wrong kind. Game-specific checks happen
// in resolveConfig and Game::newGame.
Scenario parseScenario(std::string_view text);
// Reads (readUserFile, at most kMaxFileBytes) and parses a file; a file that cannot be read, or is
// no ordinary file, is an InputError at "file".
Scenario loadScenarioFile(const std::string& path);

Json scenarioToJson(const Scenario& scenario);
std::string scenarioToText(const Scenario& scenario);  // pretty, two-space indent, final newline

// Validates the options against the game (unknown keys, types, ranges, the players list) and fills
// defaults. A missing seed must have been drawn before (see ensureSeed). Throws InputError.
GameConfig resolveConfig(const Scenario& scenario, const Game& game);

// Draws a seed from the operating system when the scenario has none.
void ensureSeed(Scenario& scenario);

// Default player names and kinds for `players` seats where the scenario lists none.
std::vector<PlayerSpec> effectivePlayers(const Scenario& scenario, int players);

}  // namespace mizbazi
