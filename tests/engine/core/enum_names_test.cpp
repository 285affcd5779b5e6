// An enum's names read back into its values, and its values written as its names.
#include "core/enum_names.h"

#include <gtest/gtest.h>

namespace mizbazi {
namespace {

enum class Weekday : unsigned char { kSaturday, kSunday, kMonday };
constexpr const char* kWeekdayNames[] = {"saturday", "sunday", "monday"};

TEST(EnumNames, EveryValueReadsBackFromItsName) {
  for (Weekday c : {Weekday::kSaturday, Weekday::kSunday, Weekday::kMonday}) {
    EXPECT_EQ(valueNamed<Weekday>(kWeekdayNames, nameIn(kWeekdayNames, c)), c);
  }
  EXPECT_STREQ(nameIn(kWeekdayNames, Weekday::kMonday), "monday");
}

TEST(EnumNames, AnUnknownNameIsNoValue) {
  EXPECT_EQ(valueNamed<Weekday>(kWeekdayNames, "friday"), std::nullopt);
  EXPECT_EQ(valueNamed<Weekday>(kWeekdayNames, ""), std::nullopt);
  EXPECT_EQ(valueNamed<Weekday>(kWeekdayNames, "Saturday"), std::nullopt) << "names are exact";
}

}  // namespace
}  // namespace mizbazi
