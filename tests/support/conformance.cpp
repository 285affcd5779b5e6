#include "support/conformance.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/game_record.h"
#include "core/registry.h"
#include "core/scenario.h"

namespace mizbazi::testing {

namespace {

std::string describe(const std::string& game, std::uint64_t seed, int step) {
  return game + " seed " + std::to_string(seed) + " step " + std::to_string(step);
}

void checkConservation(const State& state, const std::string& where) {
  std::vector<std::pair<int, Place>> located;
  state.locateCards(located);
  std::vector<int> seen(state.totalCards(), 0);
  for (auto& [card, place] : located) {
    ASSERT_GE(card, 0) << where;
    ASSERT_LT(card, state.totalCards()) << where;
    ++seen[card];
  }
  for (int c = 0; c < state.totalCards(); ++c) {
    ASSERT_EQ(seen[c], 1) << where << ": card " << c << " (" << state.cardName(c) << ") is in "
                          << seen[c] << " places";
  }
}

void checkLegalList(const State& state, const std::vector<Action>& legal,
                    const std::string& where) {
  ASSERT_TRUE(std::is_sorted(legal.begin(), legal.end())) << where << ": legal actions not sorted";
  ASSERT_TRUE(std::adjacent_find(legal.begin(), legal.end()) == legal.end())
      << where << ": duplicate legal action";
  std::set<std::string> texts;
  for (Action a : legal) {
    std::string text = state.actionText(a);
    std::string error;
    auto parsed = state.parseAction(text, &error);
    ASSERT_TRUE(parsed.has_value()) << where << ": '" << text << "' does not parse: " << error;
    ASSERT_EQ(*parsed, a) << where << ": '" << text << "' parses to another action";
    ASSERT_TRUE(texts.insert(text).second) << where << ": two actions spelled '" << text << "'";
  }
}

void checkEveryLegalApplies(const State& state, const std::vector<Action>& legal,
                            const std::string& where) {
  for (Action a : legal) {
    auto copy = state.clone();
    Events events;
    auto why = copy->apply(a, &events);
    ASSERT_FALSE(why.has_value()) << where << ": legal '" << state.actionText(a)
                                  << "' refused: " << why->message;
    for (const Event& e : events) {
      ASSERT_LT(e.card, state.totalCards()) << where << ": event with a bad card";
    }
  }
}

void checkIllegalRefused(const State& state, const std::vector<Action>& legal, Rng& rng,
                         const std::string& where) {
  std::vector<Action> tries = state.sampleIllegalActions(rng);
  for (int i = 0; i < 3; ++i) tries.push_back(static_cast<Action>(rng.next64()));
  for (Action a : tries) {
    if (std::binary_search(legal.begin(), legal.end(), a)) continue;
    auto copy = state.clone();
    auto why = copy->apply(a);
    ASSERT_TRUE(why.has_value()) << where << ": illegal action " << a << " accepted";
    ASSERT_FALSE(why->message.empty()) << where << ": refusal without a reason";
    ASSERT_FALSE(why->code.empty()) << where << ": refusal without a code";
    ASSERT_TRUE(copy->equals(state)) << where << ": a refused action changed the state";
  }
}

struct RedealSeen {
  bool differedFromReal = false;  // some determinization was not the real state
  bool variedWithRng = false;     // two generators redealt the hidden cards differently
};

void checkObservations(const State& state, std::uint64_t seed, const std::string& where,
                       RedealSeen& seen) {
  const Json spectator = state.observation(-1);
  for (int seat = 0; seat < state.numPlayers(); ++seat) {
    Json obs = observationJson(state, seat);
    Rng rngA(seed * 31 + seat);
    auto det = state.determinize(seat, rngA);
    EXPECT_TRUE(observationJson(*det, seat) == obs)
        << where << ": determinize(" << seat
        << ") changed the seat's observation\nbefore: " << obs.dump()
        << "\nafter:  " << observationJson(*det, seat).dump();
    // Determinizing must read only the seat's information: from the real state or from another
    // state with the same observation, the same generator must give the same result.
    Rng rngB(seed * 77 + seat), rngC(seed * 77 + seat);
    auto fromReal = state.determinize(seat, rngB);
    auto fromOther = det->determinize(seat, rngC);
    EXPECT_TRUE(fromReal->equals(*fromOther))
        << where << ": determinize(" << seat << ") depends on hidden information";
    EXPECT_EQ(det->legalActions().size() > 0, !det->isTerminal()) << where;
    // A spectator (seat -1, what a shared screen shows under a cover) knows less than any seat:
    // redealing what one seat cannot see never changes it.
    EXPECT_TRUE(det->observation(-1) == spectator)
        << where << ": the spectator's observation shows something seat " << seat
        << " cannot see\nbefore: " << spectator.dump()
        << "\nafter:  " << det->observation(-1).dump();
    if (!det->equals(state)) seen.differedFromReal = true;
    // The all-seeing JSON leaves out the generator: a difference here is a different deal.
    if (!seen.variedWithRng && stateJson(*det) != stateJson(*fromReal)) seen.variedWithRng = true;
    if (::testing::Test::HasFailure()) return;
  }
}

void checkReplay(const GameRecord& record, const std::string& where) {
  std::string saved = scenarioToText(record.toScenario());
  GameRecord loaded = GameRecord::fromScenario(parseScenario(saved));
  auto error = loaded.replay(record.actions());
  ASSERT_FALSE(error.has_value()) << where << ": replay failed: " << error->describe();
  ASSERT_TRUE(loaded.state().equals(record.state())) << where << ": replay differs";
  ASSERT_EQ(scenarioToText(loaded.toScenario()), saved) << where << ": save not stable";
}

}  // namespace

long runConformance(const ConformanceOptions& opt) {
  const Game* game = findGame(opt.game);
  EXPECT_NE(game, nullptr) << "no game " << opt.game;
  if (game == nullptr) return 0;
  long total = 0;
  RedealSeen redeal;
  for (int g = 0; g < opt.games; ++g) {
    std::uint64_t seed = opt.firstSeed + static_cast<std::uint64_t>(g);
    Scenario scenario;
    scenario.game = opt.game;
    scenario.options = opt.options;
    scenario.seed = seed;
    GameRecord record = GameRecord::fromScenario(scenario);
    Rng rng(seed ^ 0x5EEDull);
    int replayAt = rng.uniform(1, 40);
    int step = 0;
    std::vector<Action> legal;
    while (!record.state().isTerminal()) {
      const State& state = record.state();
      std::string where = describe(opt.game, seed, step);
      if (step > opt.maxActions) {
        ADD_FAILURE() << where << ": the game did not end";
        return total;
      }
      legal.clear();
      state.legalActions(legal);
      EXPECT_FALSE(legal.empty()) << where << ": no legal action before the end";
      int current = state.currentPlayer();
      EXPECT_GE(current, 0) << where;
      EXPECT_LT(current, state.numPlayers()) << where;
      checkLegalList(state, legal, where);
      checkEveryLegalApplies(state, legal, where);
      checkIllegalRefused(state, legal, rng, where);
      checkConservation(state, where);
      if (opt.observeEveryStep || step % 7 == 0) {
        checkObservations(state, seed + step, where, redeal);
      }
      if (step == replayAt) checkReplay(record, where);
      if (::testing::Test::HasFailure()) return total;

      Action a = legal[rng.uniform(0, static_cast<int>(legal.size()) - 1)];
      auto why = record.play(a);
      EXPECT_FALSE(why.has_value()) << where;
      ++step;
    }
    const State& end = record.state();
    std::string where = describe(opt.game, seed, step) + " (end)";
    EXPECT_TRUE(end.legalActions().empty()) << where;
    EXPECT_EQ(end.currentPlayer(), -1) << where;
    EXPECT_FALSE(end.winners().empty()) << where;
    checkConservation(end, where);
    checkReplay(record, where);
    total += step;
    if (::testing::Test::HasFailure()) return total;
  }
  // A game that hides something from some seat (GameInfo: a hand, the deck's order) must really
  // redeal something in some position.
  if (game->info().privateInformation || game->info().chance) {
    EXPECT_TRUE(redeal.differedFromReal) << opt.game << ": determinize never redealt anything";
    EXPECT_TRUE(redeal.variedWithRng)
        << opt.game << ": determinize deals the hidden cards the same way whatever the generator";
  }
  return total;
}

}  // namespace mizbazi::testing
