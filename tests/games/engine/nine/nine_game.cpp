#include "nine/nine_game.h"

#include "core/errors.h"
#include "nine/nine_refusals.h"
#include "nine/nine_state.h"

namespace mizbazi::nine {

namespace {

class NineGame final : public Game {
 public:
  NineGame() {
    info_.id = NineState::kGameId;
    info_.name = "Nine";
    // After every real game: a test build's lists keep the real games where they stand.
    info_.listPosition = 1000;
    info_.minPlayers = 2;
    info_.maxPlayers = 2;
    info_.privateInformation = true;
    info_.chance = true;
    info_.options = {OptionSpec::integer("players", 2, 2, 2, "Players")};
  }

  const GameInfo& info() const override { return info_; }
  std::vector<std::string> refusalCodes() const override { return refusalCodesOf<RefusalCode>(); }

  std::unique_ptr<State> newGame(const GameConfig& config) const override {
    // Nine has nothing to set up: a file that tries is refused rather than half obeyed.
    if (!config.setup.empty()) throw InputError("setup", "Nine takes no setup");
    return std::make_unique<NineState>(deal(config.seed));
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> makeGame() {
  return std::make_unique<NineGame>();
}

}  // namespace mizbazi::nine
