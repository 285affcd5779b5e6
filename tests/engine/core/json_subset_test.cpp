// The matcher behind the scenario test files must itself be able to say no.
#include <gtest/gtest.h>

#include "support/scenario_check.h"

namespace mizbazi::testing {
namespace {

TEST(JsonSubset, ExtraKeysInActualAreFine) {
  EXPECT_EQ(jsonSubsetMismatch(Json::parse(R"({"a":1})"), Json::parse(R"({"a":1,"b":2})")), "");
}

TEST(JsonSubset, MissingKeyIsReported) {
  EXPECT_NE(jsonSubsetMismatch(Json::parse(R"({"c":1})"), Json::parse(R"({"a":1})")), "");
}

TEST(JsonSubset, DifferentValueIsReportedWithItsPath) {
  std::string diff =
      jsonSubsetMismatch(Json::parse(R"({"a":{"b":[1,2]}})"), Json::parse(R"({"a":{"b":[1,3]}})"));
  EXPECT_NE(diff.find("a.b[1]"), std::string::npos) << diff;
}

TEST(JsonSubset, ListsMustHaveTheSameLength) {
  EXPECT_NE(jsonSubsetMismatch(Json::parse("[1]"), Json::parse("[1,2]")), "");
}

}  // namespace
}  // namespace mizbazi::testing
