// Random Saboteur Duel games for the table's tests: every choice drawn through core/rng.h from a
// seed, so a failure names the seed that reproduces it.
#pragma once

#include <QString>
#include <QStringList>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>

#include "core/game.h"

namespace mizbazi::testing {

// One action of a game: the position before, the action, what it did, the position after.
struct PlayedAction {
  const State& before;
  const State& after;
  int actor;
  std::string text;
  Events events;
};

// Plays one game of `players` (1: solo) from `seed` with uniformly random legal actions, calling
// `visit` for every action. Returns the number of actions played.
int playRandomGame(int players, std::uint64_t seed,
                   const std::function<void(const PlayedAction&)>& visit);

// A fresh game (players 1: solo, in the green colour).
std::unique_ptr<State> newSaboteurDuelState(int players, std::uint64_t seed);

// The canonical texts of the legal actions.
QStringList legalTexts(const State& state);

// A scenario file (mizbazi/1, or a test file whose "scenario" holds one) played to its end; the
// events of each action go to `visit` when given. Throws InputError on a bad file.
std::unique_ptr<State> playScenarioFile(const std::string& path,
                                        const std::function<void(const PlayedAction&)>& visit = {});

}  // namespace mizbazi::testing
