// libFuzzer target for the scenario and save loader: any bytes, read as a file would be by
// `mizbazi-cli run` or the app's File → Open and autosave. A refused file (InputError) is fine;
// anything else the sanitizers or these checks catch is a finding:
//  - any other exception escaping, a crash, a hang, a sanitizer report;
//  - a loaded game whose save does not load back to the same state.
// Built only with clang (-DMIZBAZI_FUZZ=ON, see ./dev.sh test-asan); seeds are the scenarios of
// tests/scenarios/ (extracted at configure time), the dictionary is scenario.dict.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "core/scenario.h"

using namespace mizbazi;

namespace {

// Bounds the work per input: replay cost grows with the actions, and the fuzzer must stay fast.
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
    Scenario scenario = parseScenario(text);
    if (!scenario.seed) scenario.seed = 1;  // a drawn seed would make runs irreproducible
    if (scenario.actions.size() > kMaxReplayedActions) scenario.actions.resize(kMaxReplayedActions);
    const std::vector<std::string> actions = scenario.actions;
    GameRecord record = GameRecord::fromScenario(scenario);
    record.replay(actions);  // an illegal action stops the replay: also fine
    // What the command line prints and what each seat may see.
    stateJson(record.state()).dump();
    for (int seat = 0; seat < record.state().numPlayers(); ++seat) {
      observationJson(record.state(), seat).dump();
    }
    // A save of whatever loaded must load back to the same state.
    const std::string saved = scenarioToText(record.toScenario());
    GameRecord back = GameRecord::fromScenario(parseScenario(saved));
    check(!back.replay(record.actions()).has_value());
    check(back.state().equals(record.state()));
  } catch (const InputError&) {
    // Refused with a message: what bad input should get.
  }
  return 0;
}
