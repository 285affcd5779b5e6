// Action text and refusals: "play <card-id>" round trips, malformed text is refused with a reason,
// and every illegal card gets its specific code, English message and args.
#include <gtest/gtest.h>

#include "core/game_record.h"
#include "core/scenario.h"
#include "sabokbaz/sabokbaz_state.h"
#include "sabokbaz_test_support.h"

namespace mizbazi::sabokbaz {
namespace {

TEST(SabokbazActions, TextRoundTripsForEveryCard) {
  GameRecord record = recordFrom(R"({"game": "sabokbaz", "seed": 1})");
  const State& s = record.state();
  for (Action a = 0; a < static_cast<Action>(kCardCount); ++a) {
    std::string text = s.actionText(a);
    EXPECT_EQ(text, "play " + cardId(static_cast<int>(a)));
    std::string error;
    auto parsed = s.parseAction(text, &error);
    ASSERT_TRUE(parsed.has_value()) << text << ": " << error;
    EXPECT_EQ(*parsed, a);
  }
  EXPECT_EQ(s.actionText(cardOf(kBadeh, 10)), "play badeh-10");
  EXPECT_EQ(s.actionText(kAjal), "play ajal");
}

TEST(SabokbazActions, MalformedTextIsRefusedWithAReason) {
  GameRecord record = recordFrom(R"({"game": "sabokbaz", "seed": 1})");
  for (const char* bad : {"", "play", "play ", "play wine-3", "draw", "play  ajal", "PLAY ajal",
                          "play ajal ", "pass"}) {
    std::string error;
    EXPECT_FALSE(record.state().parseAction(bad, &error).has_value()) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
}

const char* kHands = R"([
  ["koozeh-1","koozeh-5","koozeh-9","koozeh-12","sabzeh-1","sabzeh-2","sabzeh-3","zamaneh-1","zamaneh-2","zamaneh-3","badeh-1","badeh-2","badeh-3"],
  ["koozeh-2","koozeh-6","koozeh-10","sabzeh-4","sabzeh-5","sabzeh-6","sabzeh-7","zamaneh-4","zamaneh-5","zamaneh-6","badeh-4","badeh-5","dozakh"],
  ["koozeh-3","koozeh-7","koozeh-11","sabzeh-8","sabzeh-9","sabzeh-10","zamaneh-7","zamaneh-8","zamaneh-9","badeh-6","badeh-7","badeh-8","behesht"],
  ["koozeh-4","koozeh-8","sabzeh-11","sabzeh-12","zamaneh-10","zamaneh-11","zamaneh-12","badeh-9","badeh-10","badeh-11","badeh-12","khayyam","ajal"]])";

GameRecord dealt(int dealer) {
  return recordFrom(std::string(R"({"game": "sabokbaz", "seed": 1, "setup": {"dealer": )") +
                    std::to_string(dealer) + R"(, "hands": )" + kHands + "}}");
}

Refusal refusal(GameRecord& record, const std::string& text) {
  auto before = record.state().clone();
  auto why = record.playText(text);
  EXPECT_TRUE(why.has_value()) << text << " was accepted";
  EXPECT_TRUE(record.state().equals(*before)) << text << " changed the state";
  return why.value_or(Refusal{});
}

TEST(SabokbazActions, RefusalsHaveSpecificCodesAndArgs) {
  GameRecord record = dealt(3);  // seat 0 leads
  Refusal r = refusal(record, "play dozakh");
  EXPECT_EQ(r.code, "not-in-hand");
  EXPECT_EQ(r.args, (std::vector<std::string>{"dozakh", "0"}));
  EXPECT_EQ(r.message, "seat 0 does not hold dozakh");

  GameRecord lead = dealt(2);  // seat 3 leads, holding khayyam and ajal among numbered cards
  r = refusal(lead, "play ajal");
  EXPECT_EQ(r.code, "special-cannot-lead");
  EXPECT_EQ(r.args, (std::vector<std::string>{"ajal"}));

  ASSERT_FALSE(record.playText("play koozeh-1").has_value());
  r = refusal(record, "play sabzeh-5");
  EXPECT_EQ(r.code, "must-follow");
  EXPECT_EQ(r.args, (std::vector<std::string>{"sabzeh-5", "koozeh"}));
  EXPECT_NE(r.message.find("does not follow koozeh"), std::string::npos) << r.message;

  // The raw number of no card at all.
  auto copy = record.state().clone();
  auto why = copy->apply(static_cast<Action>(kCardCount + 3));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->code, "unknown-card");
}

TEST(SabokbazActions, TwelvesAreOutOfTheSixPlayerGame) {
  GameRecord record = recordFrom(R"({"game": "sabokbaz", "options": {"players": 6}, "seed": 4})");
  for (const char* twelve :
       {"play koozeh-12", "play sabzeh-12", "play zamaneh-12", "play badeh-12"}) {
    Refusal r = refusal(record, twelve);
    EXPECT_EQ(r.code, "card-out-of-game");
  }
}

TEST(SabokbazActions, LegalActionsAreSortedCardIndices) {
  GameRecord record = dealt(3);
  std::vector<Action> legal = record.state().legalActions();
  std::vector<Action> expected;
  for (const char* id :
       {"koozeh-1", "koozeh-5", "koozeh-9", "koozeh-12", "sabzeh-1", "sabzeh-2", "sabzeh-3",
        "zamaneh-1", "zamaneh-2", "zamaneh-3", "badeh-1", "badeh-2", "badeh-3"}) {
    expected.push_back(static_cast<Action>(*parseCardId(id)));
  }
  EXPECT_EQ(legal, expected);
}

}  // namespace
}  // namespace mizbazi::sabokbaz
