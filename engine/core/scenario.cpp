#include "core/scenario.h"

#include <algorithm>
#include <random>

#include "core/errors.h"
#include "core/file_io.h"
#include "core/json_reader.h"
#include "core/quoting.h"
#include "core/registry.h"

namespace mizbazi {

namespace {

const char* kindName(const Json& j) {
  if (j.is_null()) return "null";
  if (j.is_boolean()) return "a boolean";
  if (j.is_number()) return "a number";
  if (j.is_string()) return "a string";
  if (j.is_array()) return "a list";
  return "an object";
}

[[noreturn]] void wrongKind(const std::string& path, const char* expected, const Json& got) {
  // A number is quoted: "expected an integer, found the number 2.5" says what is wrong with it.
  const std::string found = got.is_number() ? "the number " + jsonPreview(got) : kindName(got);
  throw InputError(path, std::string("expected ") + expected + ", found " + found);
}

std::string readString(const Json& j, const std::string& path) {
  if (!j.is_string()) wrongKind(path, "a string", j);
  return j.get<std::string>();
}

// One count per seat; a list longer than any game's table is a damaged file, not a game.
std::vector<int> readHints(const Json& list) {
  constexpr std::size_t kMaxSeats = 16;
  if (!list.is_array()) wrongKind("hints", "a list", list);
  if (list.size() > kMaxSeats) {
    throw InputError("hints", "more than " + std::to_string(kMaxSeats) + " seats");
  }
  std::vector<int> hints;
  for (std::size_t i = 0; i < list.size(); ++i) {
    auto n = integerIn(list[i], 0, 1'000'000);
    if (!n)
      wrongKind("hints[" + std::to_string(i) + "]", "a whole number from 0 to 1000000", list[i]);
    hints.push_back(static_cast<int>(*n));
  }
  return hints;
}

// One entry of "players": its name, whether a person or the computer plays it, and how well.
PlayerSpec readPlayer(const Json& p, const std::string& path) {
  PlayerSpec spec;
  for (auto& [key, value] : p.items()) {
    if (key == "name") {
      spec.name = readString(value, path + ".name");
    } else if (key == "kind") {
      spec.kind = readString(value, path + ".kind");
      if (spec.kind != "human" && spec.kind != "bot") {
        throw InputError(path + ".kind",
                         "must be \"human\" or \"bot\", not " + quotedText(spec.kind));
      }
    } else if (key == "level") {
      spec.level = readString(value, path + ".level");
      if (spec.level != "random" && spec.level != "easy" && spec.level != "normal" &&
          spec.level != "hard") {
        throw InputError(path + ".level",
                         "must be random, easy, normal or hard, not " + quotedText(spec.level));
      }
    } else {
      throw InputError(keyPath(path, key), "unknown key " + quotedText(key));
    }
  }
  return spec;
}

}  // namespace

Scenario parseScenario(std::string_view text) {
  Json root = parseJsonText(text);
  if (!root.is_object()) wrongKind("(top level)", "an object", root);

  static const char* const kKeys[] = {"format", "game",    "options", "players", "seed",
                                      "setup",  "actions", "notes",   "hints"};
  for (auto& [key, value] : root.items()) {
    bool known = false;
    for (const char* k : kKeys) known = known || key == k;
    if (!known) throw InputError(keyPath("", key), "unknown key " + quotedText(key));
  }

  Scenario s;
  if (root.contains("format")) {
    std::string format = readString(root["format"], "format");
    if (format != kScenarioFormat) {
      throw InputError("format", "unsupported format " + quotedText(format) + " (expected '" +
                                     kScenarioFormat + "')");
    }
  }
  if (!root.contains("game")) throw InputError("game", "missing: which game is this?");
  s.game = readString(root["game"], "game");

  if (root.contains("options")) {
    if (!root["options"].is_object()) wrongKind("options", "an object", root["options"]);
    s.options = root["options"];
  }
  if (root.contains("players")) {
    const Json& list = root["players"];
    if (!list.is_array()) wrongKind("players", "a list", list);
    for (std::size_t i = 0; i < list.size(); ++i) {
      std::string path = "players[" + std::to_string(i) + "]";
      const Json& p = list[i];
      if (!p.is_object()) wrongKind(path, "an object", p);
      s.players.push_back(readPlayer(p, path));
    }
  }
  if (root.contains("seed")) {
    const Json& seed = root["seed"];
    if (!seed.is_number_unsigned() &&
        !(seed.is_number_integer() && seed.get<std::int64_t>() >= 0)) {
      wrongKind("seed", "a non-negative integer", seed);
    }
    s.seed = seed.get<std::uint64_t>();
  }
  if (root.contains("setup")) {
    if (!root["setup"].is_object()) wrongKind("setup", "an object", root["setup"]);
    s.setup = root["setup"];
  }
  if (root.contains("actions")) {
    const Json& list = root["actions"];
    if (!list.is_array()) wrongKind("actions", "a list", list);
    if (list.size() > kMaxActions) {
      throw InputError("actions",
                       "more than " + std::to_string(kMaxActions) + " moves (" +
                           std::to_string(list.size()) + ")",
                       InputError::Kind::kTooLarge);
    }
    s.actions.reserve(list.size());
    for (std::size_t i = 0; i < list.size(); ++i) {
      s.actions.push_back(readString(list[i], "actions[" + std::to_string(i) + "]"));
    }
  }
  if (root.contains("notes")) s.notes = readString(root["notes"], "notes");
  if (root.contains("hints")) s.hints = readHints(root["hints"]);
  return s;
}

Scenario loadScenarioFile(const std::string& path) {
  return parseScenario(readUserFile(path, kMaxFileBytes));
}

Json scenarioToJson(const Scenario& s) {
  Json j = Json::object();
  j["format"] = kScenarioFormat;
  j["game"] = s.game;
  j["options"] = s.options;
  if (!s.players.empty()) {
    Json players = Json::array();
    for (const PlayerSpec& p : s.players) {
      Json pj = {{"name", p.name}, {"kind", p.kind}};
      if (!p.level.empty()) pj["level"] = p.level;
      players.push_back(pj);
    }
    j["players"] = players;
  }
  if (s.seed) j["seed"] = *s.seed;
  if (!s.setup.empty()) j["setup"] = s.setup;
  j["actions"] = s.actions;
  if (!s.notes.empty()) j["notes"] = s.notes;
  // Written only when a hint was used: a file without hints stays as older versions wrote it.
  if (std::any_of(s.hints.begin(), s.hints.end(), [](int n) { return n > 0; }))
    j["hints"] = s.hints;
  return j;
}

std::string scenarioToText(const Scenario& s) {
  return scenarioToJson(s).dump(2) + "\n";
}

GameConfig resolveConfig(const Scenario& s, const Game& game) {
  const GameInfo& info = game.info();
  GameConfig config;
  Json options = Json::object();
  for (auto& [key, value] : s.options.items()) {
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& o : info.options) {
      if (o.key == key) spec = &o;
    }
    std::string path = keyPath("options", key);
    if (spec == nullptr) {
      std::string known;
      for (const OptionSpec& o : info.options) known += (known.empty() ? "" : ", ") + o.key;
      throw InputError(path, "unknown option " + quotedText(key) + " for " + info.id +
                                 " (known: " + known + ")");
    }
    switch (spec->type) {
      case OptionSpec::Type::kBool:
        if (!value.is_boolean()) wrongKind(path, "true or false", value);
        break;
      case OptionSpec::Type::kInt: {
        if (!value.is_number_integer()) wrongKind(path, "an integer", value);
        if (!integerIn(value, spec->min, spec->max)) {
          throw InputError(path, "must be between " + std::to_string(spec->min) + " and " +
                                     std::to_string(spec->max) + ", not " + jsonPreview(value));
        }
        break;
      }
      case OptionSpec::Type::kString: {
        std::string v = readString(value, path);
        bool ok = false;
        for (const std::string& c : spec->choices) ok = ok || c == v;
        if (!ok) throw InputError(path, quotedText(v) + " is not one of its choices");
        break;
      }
    }
    options[key] = value;
  }
  if (!s.players.empty()) {
    int count = static_cast<int>(s.players.size());
    if (options.contains("players") && options["players"].get<int>() != count) {
      throw InputError("players", "lists " + std::to_string(count) +
                                      " players but options.players is " +
                                      std::to_string(options["players"].get<int>()));
    }
    if (count < info.minPlayers || count > info.maxPlayers) {
      throw InputError("players", info.id + " is for " + std::to_string(info.minPlayers) + " to " +
                                      std::to_string(info.maxPlayers) + " players, not " +
                                      std::to_string(count));
    }
    options["players"] = count;
  }
  for (const OptionSpec& o : info.options) {
    if (!options.contains(o.key) && !o.defaultValue.is_null()) options[o.key] = o.defaultValue;
  }
  config.players = options["players"].get<int>();
  game.finishOptions(config.players, options);
  // Keep the game's option order, so saved files look the same whatever order the user wrote.
  Json ordered = Json::object();
  for (const OptionSpec& o : info.options) {
    if (options.contains(o.key)) ordered[o.key] = options[o.key];
  }
  config.options = ordered;
  config.seed = s.seed.value_or(0);
  config.setup = s.setup;
  return config;
}

void ensureSeed(Scenario& s) {
  if (s.seed) return;
  std::random_device device;
  // Keep seeds within 2^53 so that any JSON reader (JavaScript included) reads them back exactly.
  std::uint64_t seed = (static_cast<std::uint64_t>(device()) << 32 | device()) & ((1ULL << 53) - 1);
  s.seed = seed;
}

std::vector<PlayerSpec> effectivePlayers(const Scenario& s, int players) {
  std::vector<PlayerSpec> out = s.players;
  for (int i = static_cast<int>(out.size()); i < players; ++i) {
    out.push_back(PlayerSpec{"Player " + std::to_string(i + 1), "human", ""});
  }
  out.resize(players);
  return out;
}

}  // namespace mizbazi
