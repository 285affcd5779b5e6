#include "zirkhaki/zirkhaki_game.h"

#include "zirkhaki/zirkhaki_setup.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::zirkhaki {

namespace {

class ZirkhakiGame final : public Game {
 public:
  ZirkhakiGame() {
    info_.id = "zirkhaki";
    info_.nameFa = "زیرخاکی";
    info_.nameEn = "Zirkhaki";
    info_.minPlayers = 2;
    info_.maxPlayers = 8;
    OptionSpec players;
    players.key = "players";
    players.type = OptionSpec::Type::kInt;
    players.defaultValue = 2;
    players.min = 2;
    players.max = 8;
    players.nameFa = "تعداد بازیکنان";
    players.nameEn = "Players";
    OptionSpec rings;
    rings.key = "rings";
    rings.type = OptionSpec::Type::kBool;
    rings.defaultValue = false;
    rings.nameFa = "بازی پیشرفته با انگشترها";
    rings.nameEn = "Advanced game with rings";
    info_.options = {players, rings};
  }

  const GameInfo& info() const override { return info_; }

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
