#include "saboteur_duel/saboteur_duel_game.h"

#include "core/errors.h"
#include "saboteur_duel/saboteur_duel_refusals.h"
#include "saboteur_duel/saboteur_duel_setup.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::saboteur_duel {

namespace {

class SaboteurDuelGame final : public Game {
 public:
  SaboteurDuelGame() {
    info_.id = SaboteurDuelState::kGameId;
    info_.name = "Saboteur: The Duel";
    info_.listPosition = 4;
    info_.minPlayers = 1;
    info_.maxPlayers = 2;
    info_.privateInformation = true;
    info_.chance = true;
    info_.severalRounds = true;
    // The solo option follows the player count (one player plays solo); the dwarf's colour is
    // green in a solo game and means nothing with two players (finishOptions).
    info_.options = {OptionSpec::integer("players", 2, 1, 2, "Players"),
                     OptionSpec::boolean("solo", nullptr, "Solo game (one player)"),
                     OptionSpec::choice("solo_color", nullptr, {"green", "blue"},
                                        "Dwarf color in the solo game")};
  }

  const GameInfo& info() const override { return info_; }
  std::vector<std::string> refusalCodes() const override { return refusalCodesOf<RefusalCode>(); }

  // One player always plays solo, and only solo has a dwarf colour to choose.
  OptionRange optionRange(const OptionSpec& option, int players) const override {
    OptionRange r = Game::optionRange(option, players);
    const bool soloGame = players == 1;
    if (option.key == "solo") {
      r.fixed = true;
      r.value = soloGame;
    } else if (option.key == "solo_color") {
      r.applies = soloGame;
      r.value = soloGame ? Json("green") : Json(nullptr);
    }
    return r;
  }

  void finishOptions(int players, Json& options) const override {
    const bool soloGame = players == 1;
    if (options.contains("solo") && options["solo"].get<bool>() != soloGame) {
      throw InputError("options.solo", soloGame ? "one player always plays solo"
                                                : "the solo game is for one player (players: 1)");
    }
    options["solo"] = soloGame;
    if (soloGame) {
      if (!options.contains("solo_color")) options["solo_color"] = "green";
    } else if (options.contains("solo_color")) {
      throw InputError("options.solo_color", "only the solo game has a color to choose");
    }
  }

  std::unique_ptr<State> newGame(const GameConfig& config) const override {
    return std::make_unique<SaboteurDuelState>(newGameData(config));
  }

 private:
  GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> makeGame() {
  return std::make_unique<SaboteurDuelGame>();
}

}  // namespace mizbazi::saboteur_duel
