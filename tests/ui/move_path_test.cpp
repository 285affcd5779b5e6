// A move's amount ("bid:5") is read the one way everything reads it: the table's amount chooser,
// the hint's lights and the tests' gestures.
#include <gtest/gtest.h>

#include "ui/table/move_path.h"

using namespace mizbazi::ui;

namespace {

TEST(MovePath, AnAmountIsANamedWholeNumberAmongTheDetails) {
  const auto bid = MoveStep::ofDetail("bid:5").amount();
  ASSERT_TRUE(bid);
  EXPECT_EQ(bid->first, "bid");
  EXPECT_EQ(bid->second, 5);
  EXPECT_EQ(MoveStep::ofDetail("pay:-3").amount()->second, -3);
  // Not amounts: a detail without a number, a number without a name, a button, a card.
  EXPECT_FALSE(MoveStep::ofDetail("r").amount());
  EXPECT_FALSE(MoveStep::ofDetail("bid:five").amount());
  EXPECT_FALSE(MoveStep::ofDetail("bid:").amount());
  EXPECT_FALSE(MoveStep::ofDetail(":5").amount());
  EXPECT_FALSE(MoveStep::ofButton("bid:5").amount());
  EXPECT_FALSE(MoveStep::ofCard("rivals/red-3").amount());
}

}  // namespace
