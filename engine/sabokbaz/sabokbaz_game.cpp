#include "sabokbaz/sabokbaz_game.h"

#include "core/errors.h"
#include "sabokbaz/sabokbaz_refusals.h"
#include "sabokbaz/sabokbaz_setup.h"

namespace mizbazi::sabokbaz {

namespace {

class SabokbazGame final : public Game {
 public:
  SabokbazGame() {
    info_.id = SabokbazState::kGameId;
    info_.name = "Sabokbaz";
    info_.listPosition = 3;
    info_.minPlayers = 4;
    info_.maxPlayers = 6;
    info_.privateInformation = true;
    info_.chance = true;
    info_.teams = true;
    info_.severalRounds = true;
    // The target is 70, or 60 with 6 players (finishOptions).
    info_.options = {
        OptionSpec::integer("players", 4, 4, 6, "Players (4 or 6)"),
        OptionSpec::integer("target", nullptr, 60, 1000,
                            "Match ends at ± (a multiple of 7 from 70; 6 players: of 6 from 60)")};
  }

  const GameInfo& info() const override { return info_; }
  std::vector<std::string> refusalCodes() const override { return refusalCodesOf<RefusalCode>(); }

  std::vector<int> playerCounts() const override { return {4, 6}; }

  // The target: a multiple of a tenth of the count's default target, from ten of them up.
  OptionRange optionRange(const OptionSpec& option, int players) const override {
    OptionRange r = Game::optionRange(option, players);
    if (option.key != "target" || (players != 4 && players != 6)) return r;
    const int defaultTarget = variantFor(players).defaultTarget;
    r.step = defaultTarget / 10;
    r.min = 10 * r.step;
    r.max = option.max - option.max % r.step;
    r.value = defaultTarget;
    return r;
  }

  void finishOptions(int players, Json& options) const override {
    if (players != 4 && players != 6) {
      throw InputError("options.players",
                       "sabokbaz is for 4 or 6 players, not " + std::to_string(players));
    }
    const OptionRange range = optionRange(*info_.option("target"), players);
    if (!options.contains("target")) {
      options["target"] = range.value;
      return;
    }
    if (!range.accepts(options["target"])) {
      throw InputError("options.target",
                       "with " + std::to_string(players) + " players the target is a multiple of " +
                           std::to_string(range.step) + " from " + std::to_string(range.min) +
                           " up, not " + options["target"].dump());
    }
  }

  std::unique_ptr<State> newGame(const GameConfig& config) const override {
    return newMatch(config);
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> makeGame() {
  return std::make_unique<SabokbazGame>();
}

}  // namespace mizbazi::sabokbaz
