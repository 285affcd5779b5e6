// Scoring (docs/rules-rivals.md, "Scoring"), with the rulebook's 72-point example.
#include <gtest/gtest.h>

#include "rivals/rivals_expedition.h"

namespace mizbazi::rivals {
namespace {

Expedition column(std::initializer_list<const char*> ids) {
  Expedition e;
  std::array<int, kNameCount> used{};
  for (const char* id : ids) {
    auto name = parseNameId(id);
    EXPECT_TRUE(name.has_value()) << id;
    EXPECT_TRUE(e.accepts(*name)) << id;
    e.add(firstCopyOfName(*name) + used[*name]++);
  }
  return e;
}

TEST(RivalsScoring, RulebookExampleIsSeventyTwo) {
  Expedition green = column({"green-6", "green-7", "green-8", "green-9"});          // 8, long
  Expedition white = column({"white-w", "white-2", "white-8", "white-10"});         // 5 x 2
  Expedition red = column({"red-s", "red-w", "red-2", "red-3", "red-6", "red-7"});  // 6 x 3, long
  Expedition yellow;                                                                // 0
  Expedition blue = column({"blue-s", "blue-w", "blue-w", "blue-w", "blue-6", "blue-10"});  // 4 x 5
  EXPECT_EQ(green.score(), 8 + 8);
  EXPECT_EQ(white.score(), 10);
  EXPECT_EQ(red.score(), 18 + 8);
  EXPECT_EQ(yellow.score(), 0);
  EXPECT_EQ(blue.score(), 20);
  EXPECT_EQ(green.score() + white.score() + red.score() + yellow.score() + blue.score(), 72);
}

TEST(RivalsScoring, TheLongExpeditionBonusIsNotMultiplied) {
  Expedition e = column({"red-w", "red-w", "red-2", "red-3", "red-4", "red-5"});
  EXPECT_EQ(e.footprints, 4);
  EXPECT_EQ(e.score(), 4 * 3 + 8);
}

TEST(RivalsScoring, ThreeNumbersGetNoBonus) {
  EXPECT_EQ(column({"red-8", "red-9", "red-10"}).score(), 6);
}

TEST(RivalsScoring, WagersAloneAndEmptyColumnsAreWorthNothing) {
  EXPECT_EQ(column({"red-s", "red-w", "red-w"}).score(), 0);
  EXPECT_EQ(Expedition{}.score(), 0);
}

TEST(RivalsScoring, ColumnsFollowTheOrderRules) {
  Expedition e = column({"red-w", "red-4"});
  EXPECT_EQ(e.refusal(*parseNameId("red-w")), AddRefusal::kWagerAfterNumber);
  EXPECT_EQ(e.refusal(*parseNameId("red-3")), AddRefusal::kNumberTooLow);
  EXPECT_EQ(e.refusal(*parseNameId("red-4")), AddRefusal::kNone);  // equal numbers are fine
  EXPECT_EQ(e.refusal(*parseNameId("red-9")), AddRefusal::kNone);
}

}  // namespace
}  // namespace mizbazi::rivals
