#include "core/lesson.h"

#include <algorithm>

#include "core/errors.h"
#include "core/file_io.h"
#include "core/game_record.h"
#include "core/json_reader.h"
#include "core/quoting.h"

namespace mizbazi {

namespace {

// A lesson is read by people in class: hundreds of steps would be a mistake, not a lesson, and
// checking every alternative of every step must stay quick.
constexpr std::size_t kMaxSteps = 200;
constexpr std::size_t kMaxAlternatives = 8;
// What a step rings on the table: every ring is sought among the table's cards and piles each
// time the table settles. The built-in lessons ring at most four things at once.
constexpr std::size_t kMaxPoints = 16;

[[noreturn]] void wrong(const std::string& path, const std::string& what,
                        InputError::Kind kind = InputError::Kind::kMistake) {
  throw InputError(path, what, kind);
}

void onlyKeys(const Json& j, const std::string& path, std::initializer_list<const char*> keys) {
  for (auto& [key, value] : j.items()) {
    bool known = false;
    for (const char* k : keys) known = known || key == k;
    if (!known) wrong(keyPath(path, key), "unknown key " + quotedText(key));
  }
}

std::string readString(const Json& j, const std::string& path) {
  if (!j.is_string()) wrong(path, "expected a string, found " + jsonPreview(j));
  return j.get<std::string>();
}

// {"fa": "...", "en": "..."}: both languages, neither empty.
LessonText readText(const Json& j, const std::string& path) {
  if (!j.is_object()) wrong(path, "expected an object with \"fa\" and \"en\"");
  onlyKeys(j, path, {"fa", "en"});
  LessonText t;
  for (const char* lang : {"fa", "en"}) {
    const std::string p = path + "." + lang;
    if (!j.contains(lang)) wrong(p, "missing: the text in both Persian (fa) and English (en)");
    std::string s = readString(j[lang], p);
    if (s.find_first_not_of(" \t\r\n") == std::string::npos) wrong(p, "is empty");
    (std::string(lang) == "fa" ? t.fa : t.en) = std::move(s);
  }
  return t;
}

int readIndex(const Json& j, const std::string& path) {
  auto v = integerIn(j, 0, 15);
  if (!v) wrong(path, "expected a whole number from 0 to 15, found " + jsonPreview(j));
  return static_cast<int>(*v);
}

LessonPoint readPoint(const Json& j, const std::string& path) {
  if (!j.is_object()) wrong(path, "expected an object such as {\"card\": ...} or {\"zone\": ...}");
  onlyKeys(j, path, {"card", "zone", "seat", "slot"});
  LessonPoint p;
  if (j.contains("card")) p.card = readString(j["card"], path + ".card");
  if (j.contains("zone")) p.zone = readString(j["zone"], path + ".zone");
  if (p.card.empty() == p.zone.empty()) wrong(path, "names either a card or a zone");
  if (j.contains("seat")) p.seat = readIndex(j["seat"], path + ".seat");
  if (j.contains("slot")) {
    auto v = integerIn(j["slot"], 0, 1000000);
    if (!v) wrong(path + ".slot", "expected a whole number, found " + jsonPreview(j["slot"]));
    p.slot = static_cast<int>(*v);
  }
  if (!p.card.empty() && (j.contains("seat") || j.contains("slot")))
    wrong(path, "a card is named by its id alone");
  return p;
}

LessonStep readStep(const Json& j, const std::string& path) {
  if (!j.is_object()) wrong(path, "expected an object");
  onlyKeys(j, path, {"say", "point", "play", "expect", "hint"});
  LessonStep s;
  if (!j.contains("say")) wrong(path + ".say", "missing: what the step says");
  s.say = readText(j["say"], path + ".say");
  if (j.contains("point")) {
    const Json& list = j["point"];
    if (!list.is_array()) wrong(path + ".point", "expected a list");
    if (list.size() > kMaxPoints)
      wrong(path + ".point", "points at most at " + std::to_string(kMaxPoints) + " things, not " +
                                 std::to_string(list.size()));
    for (std::size_t i = 0; i < list.size(); ++i)
      s.point.push_back(readPoint(list[i], path + ".point[" + std::to_string(i) + "]"));
  }
  if (j.contains("play")) s.play = readString(j["play"], path + ".play");
  if (j.contains("expect")) {
    const Json& e = j["expect"];
    if (e.is_string()) {
      s.expect.push_back(e.get<std::string>());
    } else if (e.is_array()) {
      if (e.empty() || e.size() > kMaxAlternatives)
        wrong(path + ".expect", "lists 1 to " + std::to_string(kMaxAlternatives) + " moves");
      for (std::size_t i = 0; i < e.size(); ++i)
        s.expect.push_back(readString(e[i], path + ".expect[" + std::to_string(i) + "]"));
    } else {
      wrong(path + ".expect", "expected a move or a list of moves, found " + jsonPreview(e));
    }
  }
  if (!s.play.empty() && !s.expect.empty())
    wrong(path, "either plays a move or waits for the learner's, not both");
  if (j.contains("hint")) {
    if (s.expect.empty()) wrong(path + ".hint", "only a step that waits for a move has a hint");
    s.hint = readText(j["hint"], path + ".hint");
  } else if (!s.expect.empty()) {
    wrong(path + ".hint", "missing: what to tell a learner whose move was not the one asked for");
  }
  return s;
}

Lesson readLesson(const Json& j) {
  if (!j.is_object()) wrong("lesson", "expected an object with \"title\" and \"steps\"");
  onlyKeys(j, "lesson", {"title", "steps"});
  Lesson l;
  if (!j.contains("title")) wrong("lesson.title", "missing: the lesson's name");
  l.title = readText(j["title"], "lesson.title");
  if (!j.contains("steps")) wrong("lesson.steps", "missing: the lesson's steps");
  const Json& steps = j["steps"];
  if (!steps.is_array()) wrong("lesson.steps", "expected a list");
  if (steps.empty() || steps.size() > kMaxSteps)
    wrong("lesson.steps",
          "has 1 to " + std::to_string(kMaxSteps) + " steps, not " + std::to_string(steps.size()));
  for (std::size_t i = 0; i < steps.size(); ++i)
    l.steps.push_back(readStep(steps[i], "lesson.steps[" + std::to_string(i) + "]"));
  return l;
}

// Parses a scenario held in a JSON value; errors keep their place under `prefix`.
Scenario scenarioOf(const Json& j, const std::string& prefix) {
  try {
    return parseScenario(j.dump());
  } catch (const InputError& e) {
    if (prefix.empty()) throw;
    throw InputError(prefix + "." + e.where(), e.what(), e.kind());
  }
}

std::string legalList(const State& state) {
  std::string out;
  for (Action a : state.legalActions()) out += (out.empty() ? "" : ", ") + state.actionText(a);
  return out.empty() ? "none: the game is over" : out;
}

// The move `text` names where `state` stands, or an InputError at `path` saying why it cannot
// be made there.
Action moveOrThrow(const State& state, const std::string& text, const std::string& path) {
  Refusal why;
  if (auto action = parseMoveText(state, text, &why)) {
    if (state.isLegal(*action)) return *action;
    std::unique_ptr<State> probe = state.clone();
    if (auto refusal = probe->apply(*action)) why = *refusal;
  }
  wrong(path, quotedText(text) + " cannot be made here: " + why.message +
                  " (legal: " + legalList(state) + ")");
}

// The positions a lesson may be in at one step: one for each different way the learner's
// choices so far can have gone. Different alternatives that lead to the same position are one
// (the same move listed twice, two spellings of it, moves that come back together), so the check
// costs the number of positions times the steps, never the number of ways through the lesson.
using Positions = std::vector<std::unique_ptr<State>>;

void checkPoints(const State& state, const std::string& gameId, const LessonStep& s,
                 const std::string& path) {
  for (std::size_t k = 0; k < s.point.size(); ++k) {
    const LessonPoint& p = s.point[k];
    if (!p.zone.empty() && zoneNumber(state, p.zone) < 0)
      wrong(path + ".point[" + std::to_string(k) + "].zone",
            quotedText(p.zone) + " is not a zone of " + gameId);
    if (p.seat >= state.numPlayers())
      wrong(path + ".point[" + std::to_string(k) + "].seat",
            "there are only " + std::to_string(state.numPlayers()) + " seats");
  }
}

void checkSteps(std::unique_ptr<State> start, const std::string& gameId, const Lesson& lesson,
                const LessonBudget& budget) {
  Positions positions;
  positions.push_back(std::move(start));
  std::size_t work = 0;
  const auto spend = [&](const std::string& path) {
    if (++work > budget.moves) {
      wrong(path,
            "checking the lesson this far takes more than " + std::to_string(budget.moves) +
                " moves: its alternatives lead to too many different games",
            InputError::Kind::kTooMuchWork);
    }
  };
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& s = lesson.steps[i];
    const std::string path = "lesson.steps[" + std::to_string(i) + "]";
    // Zones and seats are the game's and the table's: the same in every position.
    checkPoints(*positions.front(), gameId, s, path);
    if (!s.play.empty()) {
      for (std::unique_ptr<State>& state : positions) {
        spend(path + ".play");
        const Action action = moveOrThrow(*state, s.play, path + ".play");
        state->apply(action);
      }
    }
    if (s.expect.empty()) continue;
    // Every alternative must be a move in every position, and leave the rest playable.
    Positions next;
    for (const std::unique_ptr<State>& state : positions) {
      std::vector<Action> tried;
      for (std::size_t k = 0; k < s.expect.size(); ++k) {
        const std::string at = path + ".expect[" + std::to_string(k) + "]";
        const Action action = moveOrThrow(*state, s.expect[k], at);
        if (std::find(tried.begin(), tried.end(), action) != tried.end()) continue;
        tried.push_back(action);
        spend(at);
        std::unique_ptr<State> after = state->clone();
        after->apply(action);
        const bool seen = std::any_of(next.begin(), next.end(),
                                      [&](const auto& other) { return other->equals(*after); });
        if (seen) continue;
        if (next.size() == budget.positions) {
          wrong(at,
                "its alternatives lead to more than " + std::to_string(budget.positions) +
                    " different positions, too many to check",
                InputError::Kind::kTooMuchWork);
        }
        next.push_back(std::move(after));
      }
    }
    positions = std::move(next);
  }
}

}  // namespace

GameFile parseGameFile(std::string_view text) {
  Json root = parseJsonText(text);
  GameFile f;
  if (root.is_object() && !root.contains("game") && root.contains("scenario")) {
    // The test suite's wrapper: the scenario inside is the game; the rest is for the tests.
    if (!root["scenario"].is_object()) wrong("scenario", "expected an object");
    f.scenario = scenarioOf(root["scenario"], "scenario");
    if (root.contains("title") && root["title"].is_string())
      f.wrapperTitle = root["title"].get<std::string>();
    return f;
  }
  if (root.is_object() && root.contains("lesson")) {
    Json lesson = root["lesson"];
    root.erase("lesson");
    f.scenario = scenarioOf(root, "");
    f.lesson = readLesson(lesson);
    return f;
  }
  f.scenario = scenarioOf(root, "");
  return f;
}

GameFile loadGameFile(const std::string& path) {
  return parseGameFile(readUserFile(path, kMaxFileBytes));
}

void checkLesson(const Scenario& scenario, const Lesson& lesson, const LessonBudget& budget) {
  GameRecord record = GameRecord::fromScenario(scenario);
  if (auto error = record.replay(scenario.actions))
    wrong("actions[" + std::to_string(error->index) + "]", error->describe());
  checkSteps(record.state().clone(), record.game().info().id, lesson, budget);
}

Scenario lessonLine(const GameFile& file) {
  Scenario s = file.scenario;
  if (!file.lesson) return s;
  for (const LessonStep& step : file.lesson->steps) {
    if (!step.play.empty()) s.actions.push_back(step.play);
    if (!step.expect.empty()) s.actions.push_back(step.expect.front());
  }
  return s;
}

Scenario loadLessonLine(const std::string& path) {
  return lessonLine(loadGameFile(path));
}

int zoneNumber(const State& state, const std::string& name) {
  // Zone numbers are small (event.h): the engine names each one it uses.
  for (int z = 0; z < 64; ++z) {
    if (state.zoneName(z) == name) return z;
  }
  return -1;
}

}  // namespace mizbazi
