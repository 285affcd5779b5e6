#include "saboteur_duel_random_games.h"

#include <fstream>
#include <sstream>

#include "core/errors.h"
#include "core/lesson.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/scenario.h"
#include "support/saboteur_duel_new_game.h"

namespace mizbazi::testing {

std::unique_ptr<State> newSaboteurDuelState(int players, std::uint64_t seed) {
  return saboteur_duel::newSaboteurDuelGame(players, seed);
}

QStringList legalTexts(const State& state) {
  QStringList out;
  for (Action a : state.legalActions()) out << QString::fromStdString(state.actionText(a));
  return out;
}

int playRandomGame(int players, std::uint64_t seed,
                   const std::function<void(const PlayedAction&)>& visit) {
  std::unique_ptr<State> state = newSaboteurDuelState(players, seed);
  Rng rng(seed * 7919 + 17);
  int count = 0;
  while (!state->isTerminal() && count < 2000) {
    const std::vector<Action> legal = state->legalActions();
    const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
    std::unique_ptr<State> before = state->clone();
    Events events;
    const int actor = state->currentPlayer();
    state->applyLegal(a, &events);
    ++count;
    if (visit) visit(PlayedAction{*before, *state, actor, state->actionText(a), events});
  }
  return count;
}

std::unique_ptr<State> playScenarioFile(const std::string& path,
                                        const std::function<void(const PlayedAction&)>& visit) {
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  // A scenario, a test's wrapper or a lesson (whose steps' moves are played after its actions).
  Scenario s = lessonLine(parseGameFile(buffer.str()));
  ensureSeed(s);
  const Game* game = findGame(s.game);
  if (!game) throw InputError("game", "unknown game");
  std::unique_ptr<State> state = game->newGame(resolveConfig(s, *game));
  for (std::size_t i = 0; i < s.actions.size(); ++i) {
    std::unique_ptr<State> before = state->clone();
    Events events;
    const int actor = state->currentPlayer();
    if (auto why = state->applyText(s.actions[i], &events)) {
      throw InputError("actions[" + std::to_string(i) + "]", why->message);
    }
    if (visit) visit(PlayedAction{*before, *state, actor, s.actions[i], events});
  }
  return state;
}

}  // namespace mizbazi::testing
