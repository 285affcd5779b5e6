// Helpers for the Sabokbaz table tests: random matches of four or six players, seeded through
// core/rng.h, walked action by action with their events, and the checks that several tests share.
#pragma once

#include <gtest/gtest.h>

#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

#include "core/game.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "core/rng.h"
#include "sabokbaz/sabokbaz_state.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

// A fresh match (the first dealer and the deal drawn from `seed`).
inline std::unique_ptr<State> newSabokbazMatch(int players, std::uint64_t seed) {
  const Game* game = findGame("sabokbaz");
  EXPECT_NE(game, nullptr);
  GameConfig config;
  config.players = players;
  config.options["players"] = players;
  config.seed = seed;
  game->finishOptions(players, config.options);
  return game->newGame(config);
}

struct Step {
  const State& before;  // the position the action was chosen in
  Action action;
  int actor;
  const State& after;
  const Events& events;  // unmasked
};

// Plays `matches` random matches of `players` to their end, calling `visit` before each action
// (with the state to act in) and `step` after it. Everything random comes from `seed`.
inline void playRandomMatches(int players, int matches, std::uint64_t seed,
                              const std::function<void(const State&)>& visit,
                              const std::function<void(const Step&)>& step = {}) {
  Rng rng(seed);
  for (int m = 0; m < matches; ++m) {
    auto state = newSabokbazMatch(players, rng.next64());
    while (!state->isTerminal()) {
      if (visit) visit(*state);
      const auto legal = state->legalActions();
      const Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
      const int actor = state->currentPlayer();
      auto before = state->clone();
      Events events;
      state->applyLegal(a, &events);
      if (step) step(Step{*before, a, actor, *state, events});
    }
    if (visit) visit(*state);
  }
}

inline const sabokbaz::SabokbazState& asSabokbaz(const State& s) {
  return dynamic_cast<const sabokbaz::SabokbazState&>(s);
}

inline bool hasPersianLetter(const QString& s) {
  static const QRegularExpression re(QStringLiteral("[\\x{0600}-\\x{06FF}]"));
  return re.match(s).hasMatch();
}

// Two numbers with nothing but spaces, punctuation or direction marks between them ("بازیکن ۳ ۵
// کارت"): a reader cannot tell where one ends. Returns the offending text, empty when none.
inline QString numbersSideBySide(const QString& s) {
  static const QRegularExpression re(QStringLiteral(
      "[0-9\\x{06F0}-\\x{06F9}][^\\p{L}0-9\\x{06F0}-\\x{06F9}]+[0-9\\x{06F0}-\\x{06F9}]"));
  const auto m = re.match(s);
  return m.hasMatch() ? m.captured(0) : QString();
}

}  // namespace mizbazi::testing
