// Canonical action text (docs/rules-rivals.md, "Action text") and the compact encoding.
#include <gtest/gtest.h>

#include "rivals/rivals_actions.h"

namespace mizbazi::rivals {
namespace {

TEST(RivalsActions, EveryActionRoundTripsThroughItsText) {
  int count = 0;
  for (Action a = 0; a < 256; ++a) {
    if (decodeAction(a).kind == ActionKind::kInvalid) continue;
    ++count;
    std::string text = actionToText(a), error;
    auto back = actionFromText(text, &error);
    ASSERT_TRUE(back.has_value()) << text << ": " << error;
    EXPECT_EQ(*back, a) << text;
  }
  EXPECT_EQ(count, 3 + 37 + 2 * kNameCount);  // reveal pass done, bid 0..36, take and discard
}

TEST(RivalsActions, TextsAreTheSpecs) {
  EXPECT_EQ(actionToText(kActionReveal), "reveal");
  EXPECT_EQ(actionToText(kActionPass), "pass");
  EXPECT_EQ(actionToText(kActionDone), "done");
  EXPECT_EQ(actionToText(bidAction(5)), "bid 5");
  EXPECT_EQ(actionToText(takeAction(*parseNameId("red-4"))), "take red-4");
  EXPECT_EQ(actionToText(discardAction(*parseNameId("green-w"))), "discard green-w");
}

TEST(RivalsActions, EncodingIsInTheOrderOfTheLegalLists) {
  EXPECT_LT(kActionReveal, kActionPass);
  EXPECT_LT(kActionDone, bidAction(0));
  EXPECT_LT(bidAction(kMaxBid), takeAction(0));
  EXPECT_LT(takeAction(kNameCount - 1), discardAction(0));
}

TEST(RivalsActions, MalformedTextsAreRefusedWithAReason) {
  for (const char* text : {"", "Reveal", "reveal ", "bid", "bid -1", "bid 37", "bid x", "bid 3 4",
                           "take", "take red-1", "discard pink-4", "draw", "pass 1", "bid 1.5",
                           "bid 01", "bid +1", "bid  1"}) {
    std::string error;
    EXPECT_FALSE(actionFromText(text, &error).has_value()) << "'" << text << "'";
    EXPECT_FALSE(error.empty()) << "'" << text << "'";
  }
}

TEST(RivalsActions, UnknownEncodingsHaveAVisibleText) {
  EXPECT_EQ(decodeAction(3).kind, ActionKind::kInvalid);
  EXPECT_EQ(decodeAction(1000).kind, ActionKind::kInvalid);
  EXPECT_EQ(actionToText(1000), "?1000");
}

}  // namespace
}  // namespace mizbazi::rivals
