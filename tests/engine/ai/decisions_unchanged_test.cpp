// REFACTORING GUARD, not a rules test: one checksum per game of seeded whole games played by the
// random and the rule-based ("easy") players, and of a few searched decisions, so that work meant
// only to make an engine faster or tidier (containers, legal lists, apply, clone, determinize)
// provably changes no decision and no outcome. Saboteur's easy and searched decisions have their
// own guard (ai/saboteur_duel/saboteur_duel_decisions_unchanged_test.cpp); its random games are
// here.
//
// Each game's random and easy games fold every chosen action, the final scores and the final
// all-seeing JSON (every card's place) into an FNV-1a hash. Searched decisions use an
// iteration-only budget (no time cap, no early stop), so the machine's load cannot matter.
//
// The pinned values are OUR OWN outputs, recorded from the code before the optimisation. When a
// game's or a policy's behaviour is MEANT to change, update them deliberately (the failure message
// prints the new value) and say so in the commit message; when only speed was meant to change, a
// mismatch is a bug.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "core/registry.h"
#include "core/scenario.h"
#include "support/decision_hash.h"

namespace mizbazi::ai {
namespace {

using testing::kFnvOffset;
using testing::mix;
using testing::mixText;

std::unique_ptr<State> newGame(const std::string& game, Json options, std::uint64_t seed) {
  const Game* g = findGame(game);
  Scenario scenario;
  scenario.game = game;
  scenario.options = std::move(options);
  scenario.seed = seed;
  return g->newGame(resolveConfig(scenario, *g));
}

// One whole game with `level` in every seat, and its end position; every `sampleEvery`-th
// position (if > 0) is kept.
void playGame(const std::string& game, const Json& options, const std::string& level,
              std::uint64_t seed, std::uint64_t& h,
              std::vector<std::unique_ptr<State>>* samples = nullptr, int sampleEvery = 0) {
  auto bot = makeBot(game, level);
  ASSERT_NE(bot, nullptr);
  auto state = newGame(game, options, seed);
  testing::playHashed(*bot, *state, seed, h, samples, sampleEvery);
  mixText(h, state->gameJson().dump());
}

struct Setting {
  std::string game;
  Json options;
};

std::vector<Setting> settingsOf(const std::string& game) {
  if (game == "zirkhaki")
    return {{game, {{"players", 2}}},
            {game, {{"players", 4}}},
            {game, {{"players", 4}, {"rings", true}}},
            {game, {{"players", 7}, {"rings", true}}}};
  if (game == "rivals")
    return {{game, {{"players", 2}}}, {game, {{"players", 3}}}, {game, {{"players", 4}}}};
  if (game == "sabokbaz") return {{game, {{"players", 4}}}, {game, {{"players", 6}}}};
  return {{game, {{"players", 2}}}, {game, {{"players", 1}, {"solo", true}}}};
}

std::uint64_t gamesHash(const std::string& game, const std::string& level, int games) {
  std::uint64_t h = kFnvOffset;
  for (const Setting& s : settingsOf(game)) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed)
      playGame(s.game, s.options, level, seed, h);
  }
  return h;
}

// The events of random games, every field of every event: what the table animates and the log
// narrates must not change either.
std::uint64_t eventsHash(const std::string& game, int games) {
  std::uint64_t h = kFnvOffset;
  Events events;
  for (const Setting& s : settingsOf(game)) {
    for (std::uint64_t seed = 1; seed <= static_cast<std::uint64_t>(games); ++seed) {
      auto state = newGame(s.game, s.options, seed);
      Rng rng(seed);
      std::vector<Action> legal;
      while (!state->isTerminal()) {
        legal.clear();
        state->legalActions(legal);
        events.clear();
        state->applyLegal(legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)], &events);
        for (const Event& e : events) {
          mixText(h, eventKindName(e.kind));  // by name: renumbering the kinds changes no hash
          mix(h, static_cast<std::uint64_t>(e.card + 1) << 8 |
                     static_cast<std::uint64_t>(e.seat + 1) << 24 |
                     static_cast<std::uint64_t>(e.faceUp) << 32 |
                     static_cast<std::uint64_t>(e.visibleTo) << 40);
          mix(h, static_cast<std::uint32_t>(e.value));
          for (const Place& p : {e.from, e.to}) {
            mix(h, static_cast<std::uint64_t>(p.zone + 1) |
                       static_cast<std::uint64_t>(p.seat + 1) << 16 |
                       static_cast<std::uint64_t>(static_cast<std::uint32_t>(p.slot)) << 32);
          }
        }
      }
    }
  }
  return h;
}

// Positions from a few easy games, each searched by ISMCTS with 200 iterations exactly.
std::uint64_t searchedHash(const std::string& game) {
  std::vector<std::unique_ptr<State>> positions;
  std::uint64_t ignored = kFnvOffset;
  const Setting s = settingsOf(game).back();
  for (std::uint64_t seed : {11, 22, 33})
    playGame(s.game, s.options, "easy", seed, ignored, &positions, 9);
  EXPECT_GE(positions.size(), 24u);
  positions.resize(std::min<std::size_t>(positions.size(), 24));
  SearchBudget budget;
  budget.maxIterations = 200;
  budget.maxTime = std::chrono::minutes(5);
  budget.settleEarly = false;
  std::uint64_t h = kFnvOffset;
  std::uint64_t seed = 1;
  for (const auto& position : positions) {
    IsmctsBot bot(policyFor(game), budget);
    Rng rng(seed++);
    mix(h, bot.choose(*position, position->currentPlayer(), rng));
  }
  mix(h, positions.size());
  return h;
}

bool built(const std::string& game) {
  return findGame(game) != nullptr;
}

// Update deliberately, and only when a game's or a policy's behaviour is meant to change.
#define EXPECT_HASH(expr, pinned)                                        \
  do {                                                                   \
    const std::uint64_t h = (expr);                                      \
    EXPECT_EQ(h, pinned##ull) << #expr << " is now 0x" << std::hex << h; \
  } while (0)

TEST(DecisionsUnchangedByOptimisation, Zirkhaki) {
  if (!built("zirkhaki")) GTEST_SKIP();
  EXPECT_HASH(gamesHash("zirkhaki", "random", 300), 0xda5e8639c8b08924);
  EXPECT_HASH(gamesHash("zirkhaki", "easy", 300), 0xfc5357bc1a08edbd);
  EXPECT_HASH(searchedHash("zirkhaki"), 0x032af08a3face708);
  EXPECT_HASH(eventsHash("zirkhaki", 100), 0x07a522d3df91e90b);
}

TEST(DecisionsUnchangedByOptimisation, Rivals) {
  if (!built("rivals")) GTEST_SKIP();
  EXPECT_HASH(gamesHash("rivals", "random", 200), 0x17cc532a2fcb8475);
  EXPECT_HASH(gamesHash("rivals", "easy", 200), 0xcfada361be20fb22);
  EXPECT_HASH(searchedHash("rivals"), 0x7e430415c1437eff);
  EXPECT_HASH(eventsHash("rivals", 100), 0xc22afafd113db649);
}

TEST(DecisionsUnchangedByOptimisation, Sabokbaz) {
  if (!built("sabokbaz")) GTEST_SKIP();
  EXPECT_HASH(gamesHash("sabokbaz", "random", 200), 0x9ee85874db22a31d);
  EXPECT_HASH(gamesHash("sabokbaz", "easy", 200), 0x5c1015acc17f01a1);
  EXPECT_HASH(searchedHash("sabokbaz"), 0x720b210c7abe3e46);
  EXPECT_HASH(eventsHash("sabokbaz", 30), 0xe5238bbb0c76b8d5);
}

TEST(DecisionsUnchangedByOptimisation, SaboteurDuelRandomGamesAndEvents) {
  if (!built("saboteur-duel")) GTEST_SKIP();
  EXPECT_HASH(gamesHash("saboteur-duel", "random", 1000), 0xc7351bfff8e1e293);
  EXPECT_HASH(eventsHash("saboteur-duel", 300), 0xc09f9cd18808179d);
}

}  // namespace
}  // namespace mizbazi::ai
