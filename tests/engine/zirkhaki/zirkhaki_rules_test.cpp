// Rules that are easier to state in code than as scenario files: action text, events, hidden
// information, and the worked examples that the scenario files also cover from the outside.
#include <gtest/gtest.h>

#include "core/game_record.h"
#include "core/scenario.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi {
namespace {

GameRecord start(const std::string& setup, const std::string& options = R"({"players": 3})",
                 std::uint64_t seed = 5) {
  Scenario s;
  s.game = "zirkhaki";
  s.options = Json::parse(options);
  s.seed = seed;
  s.setup = Json::parse(setup);
  return GameRecord::fromScenario(s);
}

void play(GameRecord& record, const std::vector<std::string>& actions) {
  for (const auto& a : actions) {
    auto why = record.playText(a);
    ASSERT_FALSE(why.has_value()) << a << ": " << why->message;
  }
}

std::vector<std::string> legal(const GameRecord& record) {
  std::vector<std::string> out;
  for (Action a : record.state().legalActions()) out.push_back(record.state().actionText(a));
  return out;
}

TEST(ZirkhakiRules, WorkedExampleFieldOfSevenSuitsScores43) {
  GameRecord record =
      start(R"({"fields": [["astrolabe-6", "pistol-7", "dagger-3", "dagger-5", "carpet-4",
                                  "snake-6", "horseshoe-7", "coin-8"]]})");
  EXPECT_EQ(record.state().scores()[0], 43);
}

TEST(ZirkhakiRules, ActionTextRoundTrips) {
  GameRecord record = start("{}");
  const State& s = record.state();
  for (const char* text : {"draw", "bank", "pick 2 coin", "pick 0 map", "choose coin-9",
                           "choose astrolabe-2", "ring fortune-teller", "ring snake-charmer"}) {
    std::string error;
    auto a = s.parseAction(text, &error);
    ASSERT_TRUE(a.has_value()) << text << ": " << error;
    EXPECT_EQ(s.actionText(*a), text);
  }
  std::string error;
  for (const char* bad : {"", "drwa", "pick", "pick x coin", "pick 1 gold", "choose coin-3",
                          "choose coin-10", "ring king", "draw now", "pick 9 coin"}) {
    EXPECT_FALSE(s.parseAction(bad, &error).has_value()) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

TEST(ZirkhakiRules, SecondDaggerBustsAndReportsTheBust) {
  GameRecord record = start(R"({"first": 0, "deck_top": ["dagger-3", "dagger-6"]})");
  play(record, {"draw"});
  Events events;
  ASSERT_FALSE(record.playText("draw", &events).has_value());
  bool bust = false;
  int toDiscard = 0;
  for (const Event& e : events) {
    bust |= e.kind == EventKind::kNote && e.value == zirkhaki::kNoteBust && e.seat == 0;
    toDiscard += e.kind == EventKind::kMove && e.to.zone == zirkhaki::kZoneDiscard;
  }
  EXPECT_TRUE(bust);
  EXPECT_EQ(toDiscard, 2);
  EXPECT_EQ(record.state().currentPlayer(), 1);
  EXPECT_EQ(stateJson(record.state())["play_area"].size(), 0u);
}

TEST(ZirkhakiRules, AstrolabePeekIsPrivateToThePeeker) {
  GameRecord record = start(R"({"first": 1, "deck_top": ["astrolabe-4", "coin-9", "key-3"]})");
  Events events;
  ASSERT_FALSE(record.playText("draw", &events).has_value());
  Json mine = observationJson(record.state(), 1), theirs = observationJson(record.state(), 0);
  EXPECT_EQ(mine["known_deck_top"], Json::parse(R"(["coin-9"])"));
  EXPECT_EQ(theirs["known_deck_top"], Json::array());
  EXPECT_EQ(theirs["peeks"], Json::parse("[0, 1, 0]")) << "that a peek happened is public";
  int reveals = 0;
  for (Event e : events) {
    if (e.kind != EventKind::kReveal) continue;
    ++reveals;
    Events one{e};
    maskEventsFor(one, 0);
    EXPECT_EQ(one[0].card, -1) << "another seat must not learn the peeked card";
    one = {e};
    maskEventsFor(one, 1);
    EXPECT_GE(one[0].card, 0);
  }
  EXPECT_EQ(reveals, 1);
  // The peeker keeps knowing the top card after banking, until it is drawn.
  play(record, {"bank"});
  EXPECT_EQ(observationJson(record.state(), 1)["known_deck_top"], Json::parse(R"(["coin-9"])"));
  play(record, {"draw"});
  EXPECT_EQ(observationJson(record.state(), 1)["known_deck_top"], Json::array());
}

TEST(ZirkhakiRules, DeterminizeKeepsWhatTheSeatKnowsAndShufflesTheRest) {
  GameRecord record = start(R"({"first": 0, "deck_top": ["astrolabe-4", "coin-9"]})");
  play(record, {"draw"});
  Rng rng(3);
  std::set<std::string> secondCards;
  for (int i = 0; i < 20; ++i) {
    auto det = record.state().determinize(0, rng);
    Json all = stateJson(*det);
    EXPECT_EQ(all["deck"][0], "coin-9") << "the peeked card stays on top";
    secondCards.insert(all["deck"][1].get<std::string>());
  }
  EXPECT_GT(secondCards.size(), 5u) << "the unseen part of the deck is redealt";
  auto forOther = record.state().determinize(1, rng);
  EXPECT_EQ(observationJson(*forOther, 1), observationJson(record.state(), 1));
}

TEST(ZirkhakiRules, RefusedActionsNameTheirReason) {
  GameRecord record = start(R"({"first": 0, "deck_top": ["snake-4", "coin-5"]})");
  play(record, {"draw"});
  auto why = record.playText("bank");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "forced-draw");
  EXPECT_EQ(record.actions().size(), 1u) << "a refused action is not recorded";
  why = record.playText("pick 1 coin");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "no-pick-now");
  why = record.playText("steal everything");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "malformed");
}

TEST(ZirkhakiRules, UndoAndRedoRestoreExactStates) {
  GameRecord record = start(R"({"first": 0})", R"({"players": 2})", 77);
  std::vector<std::unique_ptr<State>> seen;
  Rng rng(1);
  for (int i = 0; i < 15 && !record.state().isTerminal(); ++i) {
    seen.push_back(record.state().clone());
    auto legalNow = record.state().legalActions();
    ASSERT_FALSE(
        record.play(legalNow[rng.uniform(0, static_cast<int>(legalNow.size()) - 1)]).has_value());
  }
  auto end = record.state().clone();
  for (int i = static_cast<int>(seen.size()) - 1; i >= 0; --i) {
    record.undo();
    ASSERT_TRUE(record.state().equals(*seen[i])) << "undo " << i;
  }
  while (record.canRedo()) record.redo();
  EXPECT_TRUE(record.state().equals(*end));
}

TEST(ZirkhakiRules, GameEndsWhenTheLastCardIsDrawnAndTheTurnEnds) {
  // Fields absorb all but two deck cards, so the game ends within one turn.
  Scenario s;
  s.game = "zirkhaki";
  s.options = Json::parse(R"({"players": 2})");
  s.seed = 9;
  GameRecord probe = GameRecord::fromScenario(s);
  Json deck = stateJson(probe.state())["deck"];
  Json keep = Json::array({deck[0], deck[1]});
  Json rest = Json::array();
  for (std::size_t i = 2; i < deck.size(); ++i) rest.push_back(deck[i]);
  s.setup = {{"first", 0}, {"fields", Json::array({rest})}};
  GameRecord record = GameRecord::fromScenario(s);
  EXPECT_EQ(stateJson(record.state())["deck_count"], 2);
  while (!record.state().isTerminal()) {
    auto l = legal(record);
    ASSERT_FALSE(l.empty());
    // Prefer drawing, to run the deck out within seat 0's turn.
    std::string pick = std::find(l.begin(), l.end(), "draw") != l.end() ? "draw" : l.front();
    ASSERT_FALSE(record.playText(pick).has_value());
  }
  EXPECT_EQ(record.state().currentPlayer(), -1);
  EXPECT_TRUE(legal(record).empty());
  EXPECT_FALSE(record.state().winners().empty());
}

// The suit bits the rules read instead of the piles (ZirkhakiData::playSuits, fieldSuits) must
// match the cards after every action of random games, rings and two decks included.
TEST(ZirkhakiRules, SuitBitsFollowTheCardsThroughWholeGames) {
  for (const char* options : {R"({"players": 4})", R"({"players": 3, "rings": true})",
                              R"({"players": 7, "rings": true})"}) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
      GameRecord record = start("{}", options, seed);
      Rng rng(seed);
      while (!record.state().isTerminal()) {
        auto actions = record.state().legalActions();
        ASSERT_FALSE(record.play(actions[rng.uniform(0, static_cast<int>(actions.size()) - 1)]));
        const auto& d = dynamic_cast<const zirkhaki::ZirkhakiState&>(record.state()).data();
        zirkhaki::ZirkhakiData recounted = d;
        recounted.recount();
        ASSERT_EQ(d.playSuits, recounted.playSuits) << options << " seed " << seed;
        ASSERT_EQ(d.fieldSuits, recounted.fieldSuits) << options << " seed " << seed;
      }
    }
  }
}

}  // namespace
}  // namespace mizbazi
