#include "support/scenario_check.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi::testing {

namespace fs = std::filesystem;

std::vector<std::string> listScenarioFiles(const std::string& dir) {
  std::vector<std::string> files;
  if (!fs::exists(dir)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(dir)) {
    if (entry.is_regular_file() && entry.path().extension() == ".json") {
      files.push_back(entry.path().string());
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

std::string jsonSubsetMismatch(const Json& expected, const Json& actual, const std::string& path) {
  const std::string here = path.empty() ? "(root)" : path;
  if (expected.is_object()) {
    if (!actual.is_object()) return here + ": expected an object, got " + actual.dump();
    for (auto& [key, value] : expected.items()) {
      if (!actual.contains(key)) return here + ": missing key '" + key + "'";
      std::string sub =
          jsonSubsetMismatch(value, actual[key], path.empty() ? key : path + "." + key);
      if (!sub.empty()) return sub;
    }
    return "";
  }
  if (expected.is_array()) {
    if (!actual.is_array()) return here + ": expected a list, got " + actual.dump();
    if (expected.size() != actual.size()) {
      return here + ": expected " + expected.dump() + ", got " + actual.dump();
    }
    for (std::size_t i = 0; i < expected.size(); ++i) {
      std::string sub =
          jsonSubsetMismatch(expected[i], actual[i], here + "[" + std::to_string(i) + "]");
      if (!sub.empty()) return sub;
    }
    return "";
  }
  if (expected != actual) return here + ": expected " + expected.dump() + ", got " + actual.dump();
  return "";
}

namespace {

Json readJson(const std::string& path) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  return Json::parse(buffer.str());
}

std::vector<std::string> legalTexts(const State& state) {
  std::vector<std::string> out;
  for (Action a : state.legalActions()) out.push_back(state.actionText(a));
  std::sort(out.begin(), out.end());
  return out;
}

void checkLegal(const Json& expectedList, const State& state, const std::string& where) {
  std::vector<std::string> expected = expectedList.get<std::vector<std::string>>();
  std::sort(expected.begin(), expected.end());
  EXPECT_EQ(legalTexts(state), expected) << where;
}

Json eventJson(const State& state, const Event& e) {
  Json j = {{"kind", eventKindName(e.kind)}};
  if (e.card >= 0) j["card"] = state.cardName(e.card);
  if (e.from.zone >= 0) j["from"] = state.zoneName(e.from.zone);
  if (e.to.zone >= 0) j["to"] = state.zoneName(e.to.zone);
  if (e.from.seat >= 0) j["from_seat"] = e.from.seat;
  if (e.to.seat >= 0) j["to_seat"] = e.to.seat;
  j["seat"] = e.seat;
  j["value"] = e.value;
  return j;
}

}  // namespace

void runScenarioFile(const std::string& path) {
  SCOPED_TRACE(path);
  Json test;
  ASSERT_NO_THROW(test = readJson(path)) << "not valid JSON";
  ASSERT_TRUE(test.contains("scenario")) << "no \"scenario\"";
  std::string scenarioText = test["scenario"].dump();
  // A file for one of our games that this build leaves out (MIZBAZI_GAMES) is skipped; a file
  // naming an unknown game is still checked, since refusing it may be the point.
  static const char* const kOurGames[] = {"zirkhaki", "rivals", "sabokbaz", "saboteur-duel"};
  if (test["scenario"].contains("game") && test["scenario"]["game"].is_string()) {
    std::string game = test["scenario"]["game"].get<std::string>();
    bool ours = std::find(std::begin(kOurGames), std::end(kOurGames), game) != std::end(kOurGames);
    if (ours && findGame(game) == nullptr) GTEST_SKIP() << game << " is not built into this engine";
  }

  if (test.contains("error")) {
    const Json& err = test["error"];
    try {
      GameRecord record = GameRecord::fromScenario(parseScenario(scenarioText));
      auto replayError = record.replay(record.scenario().actions);
      ADD_FAILURE() << "loading succeeded but an error was expected"
                    << (replayError ? " (replay error: " + replayError->describe() + ")" : "");
    } catch (const InputError& e) {
      if (err.contains("where")) {
        EXPECT_EQ(e.where(), err["where"].get<std::string>());
      }
      if (err.contains("contains")) {
        EXPECT_NE(std::string(e.what()).find(err["contains"].get<std::string>()), std::string::npos)
            << "message: " << e.what();
      }
    }
    return;
  }

  GameRecord record = [&] {
    try {
      return GameRecord::fromScenario(parseScenario(scenarioText));
    } catch (const InputError& e) {
      ADD_FAILURE() << "scenario refused: " << e.where() << ": " << e.what();
      throw;
    }
  }();
  const std::vector<std::string> actions = record.scenario().actions;

  // Checkpoints, in order of "after".
  std::vector<Json> checks;
  if (test.contains("checks")) checks = test["checks"].get<std::vector<Json>>();
  int eventsAfter = test.contains("events") ? test["events"]["after"].get<int>() : -1;
  int rejectedIndex = test.contains("rejected") ? test["rejected"]["index"].get<int>() : -1;

  for (std::size_t i = 0; i <= actions.size(); ++i) {
    for (const Json& check : checks) {
      if (check["after"].get<std::size_t>() != i) continue;
      std::string where = "after " + std::to_string(i) + " actions";
      if (check.contains("expect")) {
        std::string diff = jsonSubsetMismatch(check["expect"], stateJson(record.state()));
        EXPECT_TRUE(diff.empty()) << where << ": " << diff;
      }
      if (check.contains("legal")) checkLegal(check["legal"], record.state(), where);
    }
    if (i == actions.size()) break;
    if (static_cast<int>(i) == rejectedIndex) {
      auto before = record.state().clone();
      Events events;
      auto why = record.playText(actions[i], &events);
      ASSERT_TRUE(why.has_value()) << "action " << i << " '" << actions[i] << "' was accepted";
      if (test["rejected"].contains("code")) {
        EXPECT_EQ(why->code, test["rejected"]["code"].get<std::string>()) << why->message;
      }
      EXPECT_TRUE(record.state().equals(*before)) << "a refused action changed the state";
      EXPECT_TRUE(events.empty()) << "a refused action reported events";
      return;
    }
    Events events;
    auto why = record.playText(actions[i], &events);
    ASSERT_FALSE(why.has_value()) << "action " << i << " '" << actions[i]
                                  << "' refused: " << why->message;
    if (static_cast<int>(i) == eventsAfter) {
      Json list = Json::array();
      for (const Event& e : events) list.push_back(eventJson(record.state(), e));
      for (const Json& wanted : test["events"]["contains"]) {
        bool found = false;
        for (const Json& got : list) found = found || jsonSubsetMismatch(wanted, got).empty();
        EXPECT_TRUE(found) << "no event like " << wanted.dump() << " in " << list.dump();
      }
    }
  }
  ASSERT_LT(rejectedIndex, 0) << "the action to be refused was never reached";

  if (test.contains("expect")) {
    std::string diff = jsonSubsetMismatch(test["expect"], stateJson(record.state()));
    EXPECT_TRUE(diff.empty()) << diff << "\nstate: " << stateJson(record.state()).dump();
  }
  if (test.contains("legal")) checkLegal(test["legal"], record.state(), "at the end");
  if (test.contains("observation")) {
    int seat = test["observation"]["seat"].get<int>();
    Json obs = observationJson(record.state(), seat);
    std::string diff = jsonSubsetMismatch(test["observation"]["expect"], obs);
    EXPECT_TRUE(diff.empty()) << "observation of seat " << seat << ": " << diff
                              << "\nobservation: " << obs.dump();
  }
}

}  // namespace mizbazi::testing
