// The decision checksums' hash (the refactoring guards in tests/engine/ai/): FNV-1a over every
// chosen action, the number of decisions and the final scores of bot games, so that work meant
// only to make the engines or the bots faster provably changes no decision.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "core/game.h"
#include "core/rng.h"

namespace mizbazi::testing {

constexpr std::uint64_t kFnvOffset = 14695981039346656037ull;

// A 64-bit value into the hash, a byte at a time (low byte first).
inline void mix(std::uint64_t& h, std::uint64_t value) {
  for (int i = 0; i < 8; ++i) {
    h ^= (value >> (8 * i)) & 0xFF;
    h *= 1099511628211ull;
  }
}

inline void mixText(std::uint64_t& h, const std::string& text) {
  for (unsigned char c : text) {
    h ^= c;
    h *= 1099511628211ull;
  }
}

// Plays `state` to its end with `bot` in every seat (its randomness from `seed`), hashing each
// action, then the number of decisions and the scores; every `sampleEvery`-th position (if > 0)
// is kept in `samples`, for the searched-decision checks.
inline void playHashed(ai::Bot& bot, State& state, std::uint64_t seed, std::uint64_t& h,
                       std::vector<std::unique_ptr<State>>* samples = nullptr,
                       int sampleEvery = 0) {
  Rng rng(seed * 7919 + 1);
  int decisions = 0;
  while (!state.isTerminal()) {
    if (samples && sampleEvery > 0 && decisions % sampleEvery == sampleEvery / 2)
      samples->push_back(state.clone());
    const Action a = bot.choose(state, state.currentPlayer(), rng);
    mix(h, a);
    state.applyLegal(a, nullptr);
    ++decisions;
  }
  mix(h, static_cast<std::uint64_t>(decisions));
  for (int score : state.scores()) mix(h, static_cast<std::uint64_t>(score));
}

}  // namespace mizbazi::testing
