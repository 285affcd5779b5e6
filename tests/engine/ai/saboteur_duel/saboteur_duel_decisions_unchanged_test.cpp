// REFACTORING GUARD, not a rules test: a checksum of the decisions Saboteur: the Duel's computer
// players make, so that work meant only to make them faster (the rule-based policy, the engine's
// legal actions, apply, clone, determinize) provably changes no decision.
//
// Seeded easy-vs-easy games (duel and solo) and a few dozen searched decisions with an
// iteration-only budget (no time cap, no early stop, so the load of the machine cannot matter) are
// folded into one FNV-1a hash of every chosen action and every final score.
//
// The pinned values are OUR OWN outputs, recorded from the code before the optimisation. When the
// policy's or the rules' behaviour is MEANT to change, update them deliberately (the failure
// message prints the new value) and say so in the commit message; when only speed was meant to
// change, a mismatch is a bug.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "core/registry.h"
#include "support/decision_hash.h"
#include "support/saboteur_duel_new_game.h"

namespace mizbazi::ai {
namespace {

using testing::kFnvOffset;
using testing::mix;

// Plays one whole game with the rule-based ("easy") player in every seat; every `sampleEvery`-th
// position (if > 0) is kept in `samples` for the search part.
void playEasyGame(int players, std::uint64_t seed, std::uint64_t& h,
                  std::vector<std::unique_ptr<State>>* samples = nullptr, int sampleEvery = 0) {
  auto bot = makeBot("saboteur-duel", "easy");
  auto state = saboteur_duel::newSaboteurDuelGame(players, seed, seed % 2 == 0 ? "green" : "blue");
  testing::playHashed(*bot, *state, seed, h, samples, sampleEvery);
}

TEST(SaboteurDuelPolicyDecisionsUnchangedByOptimisation, EasyPlayerGames) {
  std::uint64_t h = kFnvOffset;
  for (std::uint64_t seed = 1; seed <= 400; ++seed) playEasyGame(2, seed, h);
  for (std::uint64_t seed = 1; seed <= 60; ++seed) playEasyGame(1, seed, h);
  // Update deliberately, and only when the policy's or the rules' behaviour is meant to change.
  EXPECT_EQ(h, 0x1d7e295254af94b8ull) << "easy decisions hash is now 0x" << std::hex << h;
}

TEST(SaboteurDuelPolicyDecisionsUnchangedByOptimisation, SearchedDecisions) {
  // Positions from four easy games, each searched by ISMCTS with 300 iterations exactly.
  std::vector<std::unique_ptr<State>> positions;
  std::uint64_t ignored = kFnvOffset;
  for (std::uint64_t seed : {101, 202, 303, 404}) playEasyGame(2, seed, ignored, &positions, 10);
  ASSERT_GE(positions.size(), 40u);
  positions.resize(40);

  SearchBudget budget;
  budget.maxIterations = 300;
  budget.maxTime = std::chrono::minutes(5);
  budget.settleEarly = false;
  std::uint64_t h = kFnvOffset;
  std::uint64_t seed = 1;
  for (const auto& position : positions) {
    IsmctsBot bot(policyFor("saboteur-duel"), budget);
    Rng rng(seed++);
    const Action a = bot.choose(*position, position->currentPlayer(), rng);
    ASSERT_EQ(bot.lastStats().iterations, 300);
    mix(h, a);
  }
  mix(h, positions.size());
  // Update deliberately, and only when the policy's or the rules' behaviour is meant to change.
  EXPECT_EQ(h, 0x9ae88d6df715c50aull) << "searched decisions hash is now 0x" << std::hex << h;
}

}  // namespace
}  // namespace mizbazi::ai
