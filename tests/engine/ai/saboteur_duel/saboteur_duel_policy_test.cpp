// Saboteur: the Duel's computer players make the moves any player would make in clear positions.
#include <gtest/gtest.h>

#include "ai/bot.h"
#include "ai/ismcts.h"
#include "ai/policy.h"
#include "core/game_record.h"
#include "core/scenario.h"
#include "saboteur_duel/saboteur_duel_state.h"

namespace mizbazi::ai {
namespace {

using saboteur_duel::SaboteurDuelState;

GameRecord startGame(const Json& setup, std::uint64_t seed = 7) {
  Scenario s;
  s.game = "saboteur-duel";
  s.options = {{"players", 2}};
  s.seed = seed;
  s.setup = setup;
  return GameRecord::fromScenario(s);
}

void play(GameRecord& record, const std::string& text) {
  auto why = record.playText(text);
  ASSERT_FALSE(why.has_value()) << text << ": " << why->message;
}

// The action the bot of `level` chooses for the player to act. The search gets its full iteration
// budget whatever the load of the machine (its time cap lifted), so the test is deterministic.
std::string choice(const GameRecord& record, const char* level, std::uint64_t seed = 3) {
  std::unique_ptr<Bot> bot;
  if (std::string(level) == "easy") {
    bot = makeBot("saboteur-duel", level);
  } else {
    SearchBudget budget = budgetFor(level);
    budget.maxTime = std::chrono::seconds(60);
    bot = std::make_unique<IsmctsBot>(policyFor("saboteur-duel"), budget);
  }
  Rng rng(seed);
  return record.state().actionText(
      bot->choose(record.state(), record.state().currentPlayer(), rng));
}

const SaboteurDuelState& sab(const GameRecord& record) {
  return static_cast<const SaboteurDuelState&>(record.state());
}

TEST(SaboteurDuelBots, PlaceTheThreeNuggetCardAtOnce) {
  // Green may lay gold-3 against its start: three nuggets claimed on the spot.
  GameRecord record =
      startGame({{"first", 0},
                 {"hands",
                  {{"gold-3", "straight-1", "curve-ne", "dead-ew", "map", "upright"},
                   {"map", "key", "rockfall", "cross-1", "cross-2", "tee-s-1"}}}});
  for (const char* level : {"easy", "normal"}) {
    std::string text = choice(record, level);
    EXPECT_EQ(text.rfind("path gold-3 ", 0), 0u) << level << " chose " << text;
  }
}

TEST(SaboteurDuelBots, RepairTheBrokenPickaxe) {
  // Blue breaks green's pickaxe; green holds the matching repair and cards it cannot lay.
  GameRecord record =
      startGame({{"first", 1},
                 {"hands",
                  {{"repair-pickaxe", "cross-1", "straight-1", "tee-s-1", "curve-ne", "map"},
                   {"sabotage-pickaxe", "key", "rockfall", "dead-ew", "cross-2", "map"}}}});
  play(record, "sabotage sabotage-pickaxe");
  for (const char* level : {"easy", "normal"}) {
    EXPECT_EQ(choice(record, level), "repair repair-pickaxe pickaxe") << level;
  }
}

// Green digs from its start (0,3) to (3,4), whose open east side leads to (4,4), next to the goal
// at (5,4); blue passes the four cards of `bluePasses` meanwhile.
GameRecord greenNextToAGoal(const Json& blueHand, const std::vector<std::string>& bluePasses,
                            const char* goalThere = "goal-10") {
  GameRecord record = startGame(
      {{"first", 0},
       {"goals", {"goal-04", "goal-05", goalThere, "goal-06", "goal-07", "goal-08"}},
       {"hands",
        {{"cross-1", "straight-1", "curve-ne", "tee-e-1", "straight-2", "dead-ew"}, blueHand}},
       {"deck_top",
        {"upright", "map", "dead-cross", "troll-3", "door-green-1", "door-blue-1", "key",
         "curves-2"}}});
  const char* green[] = {"path cross-1 1 3", "path straight-1 2 3", "path curve-ne 3 3 r",
                         "path tee-e-1 3 4"};
  for (int i = 0; i < 4; ++i) {
    play(record, green[i]);
    play(record, "pass " + bluePasses[i]);
  }
  return record;
}

TEST(SaboteurDuelBots, TurnUpTheGoalNextToOurTunnel) {
  GameRecord record =
      greenNextToAGoal({"ladder-blue", "key", "rockfall", "cross-2", "tee-s-1", "tee-s-2"},
                       {"ladder-blue", "cross-2", "tee-s-1", "tee-s-2"});
  ASSERT_EQ(record.state().currentPlayer(), 0);
  for (const char* level : {"easy", "normal"}) {
    GameRecord after = record;
    play(after, choice(record, level));
    const auto& b = sab(after).data().board;
    EXPECT_TRUE(b.cell(b.find(5, 4)).faceUp) << level << " chose " << choice(record, level);
  }
}

TEST(SaboteurDuelBots, KeyTheGoldBehindTheOtherColorsDoor) {
  // Green turns up a three-nugget goal behind a blue door: only a key gets it, before blue does.
  GameRecord record =
      greenNextToAGoal({"ladder-blue", "key", "rockfall", "cross-2", "tee-s-1", "tee-s-2"},
                       {"ladder-blue", "cross-2", "tee-s-1", "tee-s-2"}, "goal-14");
  play(record, "path straight-2 4 4");
  play(record, "orient 0");  // both ways up connect: the goals look the same either way
  const auto& b = sab(record).data().board;
  ASSERT_TRUE(b.cell(b.find(5, 4)).faceUp);
  ASSERT_LT(b.cell(b.find(5, 4)).marker, 0);  // the blue door keeps green out
  play(record, "pass rockfall");
  ASSERT_EQ(record.state().currentPlayer(), 0);
  for (const char* level : {"easy", "normal"}) {
    // A key on the door does as well: the gold is claimed the moment the door opens.
    GameRecord after = record;
    const std::string text = choice(record, level);
    play(after, text);
    EXPECT_EQ(sab(after).data().board.cell(b.find(5, 4)).marker, 0) << level << " chose " << text;
  }
}

TEST(SaboteurDuelBots, SabotageTheOpponentNextToAGoal) {
  // The same position seen from blue: green reaches the goal next turn unless stopped. Only the
  // rule-based player is asked: green may repair in a turn or two, so rollouts rate the sabotage
  // only about 0.3 nuggets above digging, too little for the search to tell reliably.
  GameRecord record = greenNextToAGoal(
      {"sabotage-pickaxe", "bridge-1", "bridge-2", "curves-1", "door-green-2", "tee-s-1"},
      {"bridge-1", "bridge-2", "curves-1", "door-green-2"});
  play(record, "pass dead-ew");  // hand the turn to blue, green still next to the goal
  ASSERT_EQ(record.state().currentPlayer(), 1);
  for (const char* level : {"easy"}) {
    EXPECT_EQ(choice(record, level), "sabotage sabotage-pickaxe") << level;
  }
}

}  // namespace
}  // namespace mizbazi::ai
