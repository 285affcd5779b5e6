// libFuzzer target for game files as the app and `mizbazi-cli run` read them (core/lesson.h): a
// lesson, a plain scenario or the test suite's wrapper, and a lesson's whole check. A refused file
// (InputError) is fine; anything else the sanitizers or these checks catch is a finding:
//  - any other exception escaping, a crash, a hang (the check's budget bounds its work), a
//    sanitizer report;
//  - a lesson that passes its check but whose line of play (lessonLine: the scenario's moves, each
//    `play` and the first move of each `expect`) does not replay.
// Built only with clang (-DMIZBAZI_FUZZ=ON, see ./dev.sh test-asan); seeds are the built-in
// lessons, the scenarios of tests/scenarios/ and tests/hostile/ (extracted at configure time).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/lesson.h"
#include "core/registry.h"

using namespace mizbazi;

namespace {

// Bounds the replay per input, as scenario_fuzz does: the fuzzer must stay fast.
constexpr std::size_t kMaxReplayedActions = 300;

void check(bool ok) {
  if (!ok) std::abort();  // libFuzzer saves the input as a crash reproducer
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bool registered = (registerAllGames(), true);
  (void)registered;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    GameFile file = parseGameFile(text);
    if (!file.scenario.seed) file.scenario.seed = 1;  // a drawn seed would make runs irreproducible
    if (file.scenario.actions.size() > kMaxReplayedActions)
      file.scenario.actions.resize(kMaxReplayedActions);
    if (!file.lesson) {
      GameRecord record = GameRecord::fromScenario(file.scenario);
      record.replay(file.scenario.actions);  // an illegal action stops the replay: also fine
      return 0;
    }
    checkLesson(file.scenario, *file.lesson);
    // Accepted: its line of play must replay to the end, as the app will play it.
    const Scenario line = lessonLine(file);
    GameRecord record = GameRecord::fromScenario(line);
    check(!record.replay(line.actions).has_value());
  } catch (const InputError&) {
    // Refused with a message: what bad input should get.
  }
  return 0;
}
