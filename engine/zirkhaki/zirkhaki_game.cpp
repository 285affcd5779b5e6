#include "zirkhaki/zirkhaki_game.h"

#include "zirkhaki/zirkhaki_refusals.h"
#include "zirkhaki/zirkhaki_setup.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

namespace {

class ZirkhakiGame final : public Game {
 public:
  ZirkhakiGame() {
    info_.id = ZirkhakiState::kGameId;
    info_.name = "Zirkhaki";
    info_.listPosition = 1;
    info_.minPlayers = 2;
    info_.maxPlayers = 8;
    info_.privateInformation = true;
    info_.chance = true;
    info_.options = {OptionSpec::integer("players", 2, 2, 8, "Players"),
                     OptionSpec::boolean("rings", false, "Advanced game with rings")};
  }

  const GameInfo& info() const override { return info_; }
  std::vector<std::string> refusalCodes() const override { return refusalCodesOf<RefusalCode>(); }

  std::unique_ptr<State> newGame(const GameConfig& config) const override {
    return std::make_unique<ZirkhakiState>(dealNewGame(config));
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> makeGame() {
  return std::make_unique<ZirkhakiGame>();
}

}  // namespace mizbazi::zirkhaki
