// Rules the scenario files cannot express well: the seeded deal over many seeds, the game's end
// leaving its last card alone, refusals leaving the state untouched, events naming every move.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/registry.h"
#include "rivals_test_helpers.h"

namespace mizbazi::rivals {
namespace {

using testing::playScenario;
using testing::rivalsState;

std::unique_ptr<State> newGame(int players, std::uint64_t seed, Json setup = Json::object()) {
  GameConfig config;
  config.players = players;
  config.options = Json{{"players", players}};
  config.seed = seed;
  config.setup = std::move(setup);
  return findGame("rivals")->newGame(config);
}

TEST(RivalsDeal, StartingWagersDifferInColorAndTheRestGoToTheBox) {
  for (int players = 2; players <= 4; ++players) {
    std::set<int> firsts;
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
      auto state = newGame(players, seed);
      const RivalsData& d = dynamic_cast<const RivalsState&>(*state).data();
      for (int p = 0; p < players; ++p) {
        int columns = 0;
        for (const Expedition& e : d.expeditions[p]) {
          EXPECT_LE(e.count, 1) << "seed " << seed;  // two wagers of one color would share a column
          columns += e.count;
          if (e.count == 1) {
            EXPECT_EQ(kindOfName(nameOfCard(e.cards[0])), kKindStartingWager);
          }
        }
        EXPECT_EQ(columns, 2) << "seed " << seed;
        EXPECT_EQ(d.coins[p], 36 / players);
      }
      EXPECT_EQ(d.box.size, 10 - 2 * players);
      EXPECT_TRUE(std::is_sorted(d.box.begin(), d.box.end()));
      EXPECT_EQ(d.stackEnd, (std::array<std::uint8_t, 4>{20, 40, 60, 80}));
      EXPECT_EQ(d.reserve, 0);
      EXPECT_TRUE(d.display.empty());
      firsts.insert(state->currentPlayer());
    }
    EXPECT_EQ(static_cast<int>(firsts.size()), players)
        << "the first player is drawn from every seat";
  }
}

TEST(RivalsDeal, TheSameSeedDealsTheSameGame) {
  EXPECT_TRUE(newGame(3, 42)->equals(*newGame(3, 42)));
  EXPECT_FALSE(newGame(3, 42)->equals(*newGame(3, 43)));
}

TEST(RivalsDeal, SetupOverridesKeepEveryCardExactlyOnce) {
  auto ids = testing::allStackCardIds();
  std::reverse(ids.begin(), ids.end());
  Json stacks = Json::array();
  stacks.push_back(std::vector<std::string>(ids.begin(), ids.begin() + 5));
  stacks.push_back(std::vector<std::string>(ids.begin() + 5, ids.begin() + 40));
  stacks.push_back(std::vector<std::string>(ids.begin() + 40, ids.begin() + 79));
  stacks.push_back(std::vector<std::string>(ids.begin() + 79, ids.end()));
  Json setup = Json::parse(R"({"deck_top": ["yellow-2", "red-4"],
      "starting_wagers": [["red", "blue"], ["red", "green"], ["white", "yellow"]]})");
  setup["stacks"] = stacks;
  auto state = newGame(3, 1, setup);
  std::vector<std::pair<int, Place>> located;
  state->locateCards(located);
  std::vector<int> seen(kTotalCards, 0);
  for (auto& [card, place] : located) ++seen[card];
  for (int c = 0; c < kTotalCards; ++c) EXPECT_EQ(seen[c], 1) << cardId(c);
  Json j = state->gameJson();
  EXPECT_EQ(j["stacks"], Json({5, 35, 39, 1}));
  EXPECT_EQ(j["stack_cards"][0][0], "yellow-2");
  EXPECT_EQ(j["stack_cards"][0][1], "red-4");
  EXPECT_EQ(j["box"], Json({"yellow-s", "blue-s", "white-s", "green-s"}));
}

// The last card ends the game before any dead-card check: it stays in the display even when
// nobody could use it.
TEST(RivalsEnd, TheLastCardStaysInTheDisplayEvenIfDead) {
  auto ids = testing::allStackCardIds();
  auto take = [&](const std::string& id) { ids.erase(std::find(ids.begin(), ids.end(), id)); };
  for (const char* id : {"red-6", "red-7", "red-2"}) take(id);
  ids.insert(ids.begin(), {"red-6", "red-7"});
  ids.push_back("red-2");
  Json stacks = {std::vector<std::string>(ids.begin(), ids.begin() + 20),
                 std::vector<std::string>(ids.begin() + 20, ids.begin() + 40),
                 std::vector<std::string>(ids.begin() + 40, ids.begin() + 60),
                 std::vector<std::string>(ids.begin() + 60, ids.end())};
  Json scenario = {{"game", "rivals"},
                   {"seed", 3},
                   {"options", {{"players", 2}}},
                   {"setup", {{"first", 0}, {"stacks", stacks}}}};
  std::vector<std::string> actions = {"reveal", "reveal", "bid 1", "pass",       "take red-6",
                                      "done",   "bid 1",  "pass",  "take red-7", "done"};
  for (int i = 0; i < 76; ++i) actions.push_back("reveal");
  scenario["actions"] = actions;
  GameRecord record = playScenario(scenario.dump());
  const RivalsData& d = rivalsState(record).data();
  ASSERT_TRUE(record.state().isTerminal());
  ASSERT_FALSE(d.display.empty());
  EXPECT_EQ(cardId(d.display[d.display.size - 1]), "red-2");
  // The other red-2 came up mid-game and was removed as dead; the last one was not.
  EXPECT_EQ(std::count_if(d.out.begin(), d.out.end(), [](int c) { return cardId(c) == "red-2"; }),
            1);
  // Earlier red cards below 6 were removed as dead when revealed.
  for (int card : d.display) {
    int name = nameOfCard(card);
    if (colorOfName(name) == 4 && !isWagerName(name) && cardId(card) != "red-2") {
      EXPECT_GE(valueOfName(name), 6) << cardId(card);
    }
  }
}

TEST(RivalsRefusals, ReasonsNameTheActionAndChangeNothing) {
  GameRecord record = playScenario(R"({"game": "rivals", "seed": 9, "options": {"players": 2},
      "setup": {"first": 0, "coins": [4, 18], "deck_top": ["red-5", "red-3"]},
      "actions": ["reveal", "reveal", "bid 2", "pass", "take red-5", "discard red-3"]})");
  // Seat 0 won, took red-5 and discarded: the display is empty now.
  auto before = record.state().clone();
  auto why = record.playText("discard red-3");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "already-discarded");
  EXPECT_NE(why->message.find("discard red-3"), std::string::npos) << why->message;
  EXPECT_TRUE(record.state().equals(*before));
  why = record.playText("take red-9");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "card-not-in-display");
  why = record.playText("take red-x");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "malformed");
  EXPECT_TRUE(record.state().equals(*before));
}

TEST(RivalsRefusals, BidReasonsCarryTheFigures) {
  GameRecord record = playScenario(R"({"game": "rivals", "seed": 9, "options": {"players": 3},
      "setup": {"first": 0, "coins": [4, 2, 5]}, "actions": ["reveal", "bid 2"]})");
  auto why = record.playText("bid 3");  // seat 2 has 5 coins: legal
  EXPECT_FALSE(why.has_value());
  why = record.playText("bid 4");  // seat 0 has 4: legal
  EXPECT_FALSE(why.has_value());
  why = record.playText("bid 3");  // seat 1: not higher than 4 (and more than its 2 coins)
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "bid-not-higher");
  EXPECT_EQ(why->args, (std::vector<std::string>{"bid 3", "4"}));
  why = record.playText("bid 5");
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "not-enough-coins");
  EXPECT_EQ(why->args, (std::vector<std::string>{"bid 5", "2"}));
  EXPECT_EQ(record.state().legalActions().size(), 1u);  // pass only
}

TEST(RivalsEvents, AnAuctionTellsItsStory) {
  GameRecord record = playScenario(R"({"game": "rivals", "seed": 9, "options": {"players": 3},
      "setup": {"first": 0, "deck_top": ["red-5", "blue-6"]},
      "actions": ["reveal", "bid 2", "pass"]})");
  Events events;
  ASSERT_FALSE(record.playText("pass", &events).has_value());  // seat 0 passes: seat 1 won
  auto has = [&](EventKind kind, int seat, int value) {
    return std::any_of(events.begin(), events.end(), [&](const Event& e) {
      return e.kind == kind && e.seat == seat && e.value == value;
    });
  };
  EXPECT_TRUE(has(EventKind::kNote, 0, kNotePass * kNoteAmountScale));
  EXPECT_TRUE(has(EventKind::kNote, 1, kNoteAuctionWon * kNoteAmountScale + 2));
  EXPECT_TRUE(has(EventKind::kScore, 1, -2));
  events.clear();
  ASSERT_FALSE(record.playText("done", &events).has_value());
  EXPECT_TRUE(has(EventKind::kTurn, 2, 0)) << "the winner's left neighbour plays next";
  bool revealed = std::any_of(events.begin(), events.end(), [&](const Event& e) {
    return e.kind == EventKind::kMove && e.card >= 0 && cardId(e.card) == "blue-6" &&
           e.from.zone == kZoneStack && e.to.zone == kZoneDisplay;
  });
  EXPECT_TRUE(revealed);
}

}  // namespace
}  // namespace mizbazi::rivals
