// Action texts: canonical spellings, what parses to what, and clear refusals of what is not an
// action; and the scores, winners and solo rating.
#include <gtest/gtest.h>

#include "core/registry.h"
#include "saboteur_duel/saboteur_duel_setup.h"
#include "saboteur_duel/saboteur_duel_state.h"
#include "support/saboteur_duel_new_game.h"

namespace mizbazi::saboteur_duel {
namespace {

std::string canonical(const std::string& text) {
  std::string error;
  auto a = parseActionText(text, &error);
  return a ? actionToText(*a) : "error: " + error;
}

TEST(SaboteurDuelActions, CanonicalTextsRoundTrip) {
  for (const char* text : {"path cross-1 3 -2", "path curve-ne 1 3 r", "sabotage sabotage-lamp",
                           "repair repair-lamp-cart cart", "key door 4 1", "key gold -3 0",
                           "rockfall 2 1", "map 5 0", "fix lamp key rockfall", "fix cart map map",
                           "pass key", "pass key map", "bribe 3 1", "orient 0", "orient 1"}) {
    EXPECT_EQ(canonical(text), text);
  }
}

TEST(SaboteurDuelActions, OtherSpellingsBecomeCanonical) {
  EXPECT_EQ(canonical("  path   cross-1 3  2 "), "path cross-1 3 2");
  EXPECT_EQ(canonical("fix lamp rockfall key"), "fix lamp key rockfall");
  EXPECT_EQ(canonical("pass map key"), "pass key map");
}

TEST(SaboteurDuelActions, MalformedTextsAreRefusedWithAReason) {
  EXPECT_EQ(canonical(""), "error: empty action");
  EXPECT_EQ(canonical("dig 1 2"),
            "error: unknown action 'dig' (path, sabotage, repair, key, rockfall, map, fix, pass, "
            "bribe, orient)");
  EXPECT_EQ(canonical("path rockfall 1 2"), "error: 'rockfall' is not a path card");
  EXPECT_EQ(canonical("path goal-04 1 2"), "error: 'goal-04' is not a path card");
  EXPECT_EQ(canonical("path cross-1 1"), "error: expected: path <card> <x> <y> [r]");
  EXPECT_EQ(canonical("path cross-1 1 2 t"),
            "error: the last word of a path may only be 'r' (turned)");
  EXPECT_EQ(canonical("path cross-1 a 2"),
            "error: expected a cell as two whole numbers, not 'a 2'");
  EXPECT_EQ(canonical("path cross-9 1 2"), "error: unknown card 'cross-9'");
  EXPECT_EQ(canonical("sabotage key"), "error: 'key' is not a sabotage card");
  EXPECT_EQ(canonical("repair repair-lamp hammer"),
            "error: unknown tool 'hammer' (pickaxe, lamp or cart)");
  EXPECT_EQ(canonical("key 1 2"), "error: expected: key door <x> <y> or key gold <x> <y>");
  EXPECT_EQ(canonical("fix lamp key"), "error: expected: fix <pickaxe|lamp|cart> <card> <card>");
  EXPECT_EQ(canonical("pass"), "error: expected: pass <card> [<card>]");
  EXPECT_EQ(canonical("pass goal-01"), "error: 'goal-01' is not a card that can be held");
  EXPECT_EQ(canonical("orient 2"), "error: expected: orient 0 or orient 1");
  EXPECT_EQ(canonical("map 300 0"), "error: expected a cell as two whole numbers, not '300 0'");
}

// A repair that cannot fix the named tool is still a well-formed action (refused as illegal, with
// its reason), while nonsense numbers are no action at all.
TEST(SaboteurDuelActions, WellFormedIsNotLegal) {
  EXPECT_EQ(canonical("repair repair-pickaxe lamp"), "repair repair-pickaxe lamp");
  EXPECT_FALSE(decodeAction(0xFFFFFFFFu).has_value());
  EXPECT_FALSE(decodeAction(encodeRaw(Move::kPass, 5, 3, 0, 0)).has_value());  // not canonical
  EXPECT_FALSE(decodeAction(encodeRaw(Move::kSabotage, kKindKey, 0, 0, 0)).has_value());
  Rng rng(5);
  for (int i = 0; i < 100000; ++i) {
    Action a = static_cast<Action>(rng.next64());
    if (!decodeAction(a)) continue;
    std::string error;
    auto back = parseActionText(actionToText(a), &error);
    ASSERT_TRUE(back.has_value()) << actionToText(a) << ": " << error;
    ASSERT_EQ(*back, a) << actionToText(a);
  }
}

SaboteurDuelData finishedGame(int players, std::vector<std::vector<const char*>> gold) {
  SaboteurDuelData d = newGameData(saboteurDuelConfig(players, 0));
  for (std::size_t s = 0; s < gold.size(); ++s) {
    for (const char* id : gold[s]) d.gold[s].push(firstCardOf(*parseKind(id)));
  }
  d.phase = Phase::kOver;
  return d;
}

TEST(SaboteurDuelScoring, MostNuggetsWinsAndATieIsShared) {
  SaboteurDuelState win(finishedGame(2, {{"goal-10", "gold-1a"}, {"goal-07", "gold-1b"}}));
  EXPECT_EQ(win.scores(), (std::vector<int>{4, 3}));
  EXPECT_EQ(win.winners(), (std::vector<int>{0}));
  SaboteurDuelState tie(finishedGame(2, {{"goal-07"}, {"gold-2a"}}));
  EXPECT_EQ(tie.winners(), (std::vector<int>{0, 1}));
  SaboteurDuelState none(finishedGame(2, {{}, {}}));
  EXPECT_EQ(none.winners(), (std::vector<int>{0, 1}));
  SaboteurDuelData running = finishedGame(2, {{"goal-10"}, {}});
  running.phase = Phase::kTurn;
  EXPECT_TRUE(SaboteurDuelState(running).winners().empty());
  EXPECT_EQ(SaboteurDuelState(running).scores(), (std::vector<int>{3, 0}));
}

TEST(SaboteurDuelScoring, SoloRatingBands) {
  // 0–14, 15–19, 20–24 (the rulebook's "21–24" leaves 20 out; it joins this band), 25 and more.
  const std::pair<int, int> bands[] = {{0, 0},  {14, 0}, {15, 1}, {19, 1}, {20, 2},
                                       {21, 2}, {24, 2}, {25, 3}, {37, 3}};
  for (auto [gold, rating] : bands) EXPECT_EQ(SaboteurDuelState::soloRating(gold), rating) << gold;
  SaboteurDuelState solo(finishedGame(1, {{"goal-10", "goal-14", "goal-18", "gold-3", "goal-12",
                                           "goal-13", "goal-16", "goal-17", "gold-2a"}}));
  EXPECT_EQ(solo.scores(), (std::vector<int>{22}));
  EXPECT_EQ(solo.gameJson()["solo_rating"], 2);
  EXPECT_EQ(solo.winners(), (std::vector<int>{0}));
}

}  // namespace
}  // namespace mizbazi::saboteur_duel
