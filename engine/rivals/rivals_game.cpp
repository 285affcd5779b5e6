#include "rivals/rivals_game.h"

#include "rivals/rivals_refusals.h"
#include "rivals/rivals_setup.h"
#include "rivals/rivals_state.h"

namespace mizbazi::rivals {

namespace {

class RivalsGame final : public Game {
 public:
  RivalsGame() {
    info_.id = RivalsState::kGameId;
    info_.name = "Lost Cities: Rivals";
    info_.listPosition = 2;
    info_.minPlayers = 2;
    info_.maxPlayers = kMaxSeats;
    info_.chance = true;
    info_.options.push_back(OptionSpec::integer("players", 2, 2, kMaxSeats, "Players"));
  }

  const GameInfo& info() const override { return info_; }
  std::vector<std::string> refusalCodes() const override { return refusalCodesOf<RefusalCode>(); }

  std::unique_ptr<State> newGame(const GameConfig& config) const override {
    return std::make_unique<RivalsState>(newRivalsData(config));
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> makeGame() {
  return std::make_unique<RivalsGame>();
}

}  // namespace mizbazi::rivals
