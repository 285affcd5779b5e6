// Helpers for the Rivals table tests: new games and random games (seeded through core/rng.h), the
// engine's state behind a State, scenario files of the repository, and checks on sentences.
#pragma once

#include <gtest/gtest.h>

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <functional>
#include <memory>
#include <string>

#include "core/game.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "core/scenario.h"
#include "rivals/rivals_state.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

inline const ::mizbazi::rivals::RivalsData& rivalsData(const State& s) {
  return dynamic_cast<const ::mizbazi::rivals::RivalsState&>(s).data();
}

inline std::unique_ptr<State> newRivals(int players, std::uint64_t seed,
                                        Json setup = Json::object()) {
  const Game* game = findGame("rivals");
  EXPECT_NE(game, nullptr);
  GameConfig config;
  config.players = players;
  config.options = Json::object();
  config.options["players"] = players;
  config.seed = seed;
  config.setup = std::move(setup);
  return game->newGame(config);
}

// Plays a whole random game; `visit(state, actionText)` runs before each action is applied, and
// once more on the final state with an empty text. `after(state, actor, text, events)` runs after
// each action with its events (unmasked).
struct RandomGameHooks {
  std::function<void(const State&, const std::string&)> before;
  std::function<void(const State&, int, const std::string&, const Events&)> after;
};

inline void playRandomGame(int players, std::uint64_t seed, const RandomGameHooks& hooks) {
  auto state = newRivals(players, seed);
  Rng rng(seed * 7919 + 17);
  int guard = 0;
  while (!state->isTerminal() && ++guard < 5000) {
    const std::vector<Action> legal = state->legalActions();
    // Bids are many and passes one: favour the short moves so games keep moving and auctions
    // still see raises and passes.
    Action a = legal[static_cast<std::size_t>(rng.uniform(0, static_cast<int>(legal.size()) - 1))];
    if (rng.uniform(0, 2) == 0) a = legal.front();
    const std::string text = state->actionText(a);
    if (hooks.before) hooks.before(*state, text);
    const int actor = state->currentPlayer();
    Events events;
    state->applyLegal(a, &events);
    if (hooks.after) hooks.after(*state, actor, text, events);
  }
  EXPECT_TRUE(state->isTerminal());
  if (hooks.before) hooks.before(*state, std::string());
}

inline QString sourcePath(const QString& relative) {
  return QStringLiteral(MIZBAZI_SOURCE_DIR "/") + relative;
}

inline QString readSource(const QString& relative) {
  QFile f(sourcePath(relative));
  EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << relative.toStdString();
  return QString::fromUtf8(f.readAll());
}

// The scenario inside one of the engine's test files (tests/scenarios/rivals/*.json wrap it with
// a title and checks).
inline Scenario engineTestScenario(const QString& name) {
  const Json wrapper =
      Json::parse(readSource(QStringLiteral("tests/scenarios/rivals/") + name).toStdString());
  return parseScenario(wrapper["scenario"].dump());
}

// Two numbers with nothing but spaces (or direction marks) between them: «بازیکن ۳ ۵ کارت».
inline bool hasNumbersSideBySide(const QString& s) {
  static const QRegularExpression re(
      QStringLiteral("[0-9\\x{06F0}-\\x{06F9}][\\s\\x{2066}-\\x{2069}\\x{200E}\\x{200F}]+"
                     "[0-9\\x{06F0}-\\x{06F9}]"));
  return s.contains(re);
}

inline bool hasLatinDigits(const QString& s) {
  static const QRegularExpression re(QStringLiteral("[0-9]"));
  return s.contains(re);
}

}  // namespace mizbazi::testing
