// The JSON reader under every file and --option: hostile text gives an InputError with its place,
// never another exception, a crash or a silent misreading (issue 19, defects 2, 3, 4 and 7).
#include <gtest/gtest.h>

#include "core/errors.h"
#include "core/json_reader.h"
#include "core/quoting.h"
#include "core/scenario.h"

namespace mizbazi {
namespace {

// "where: what" of the InputError `text` raises, or "(accepted)".
std::string refusal(const std::string& text) {
  try {
    parseScenario(text);
  } catch (const InputError& e) {
    return e.where() + ": " + e.what();
  }
  return "(accepted)";
}

std::string nested(int depth) {
  return std::string(depth, '[') + std::string(depth, ']');
}

TEST(JsonReader, ANumberOutOfRangeIsAnInputErrorAtItsPlace) {
  // Seven bytes that used to abort the program (std::out_of_range escaped every catch).
  EXPECT_EQ(refusal("[1e400]"), "1:2: number out of range: '1e400'");
  EXPECT_EQ(refusal("{\"game\": \"zirkhaki\",\n \"seed\": 1e400}"),
            "2:10: number out of range: '1e400'");
  EXPECT_EQ(refusal("{\"game\": \"zirkhaki\", \"seed\": -1e999}").substr(0, 5), "1:30:");
}

TEST(JsonReader, DuplicateKeysAreRefused) {
  EXPECT_EQ(refusal(R"({"game":"zirkhaki","game":"rivals"})"),
            "1:20: the key 'game' appears twice in the same object");
  EXPECT_NE(
      refusal(R"({"game":"zirkhaki","setup":{"first":0,"first":1}})").find("'first' appears twice"),
      std::string::npos);
  // The same key in two different objects is fine.
  EXPECT_EQ(refusal(R"({"game":"zirkhaki","players":[{"name":"a"},{"name":"b"}]})"), "(accepted)");
}

TEST(JsonReader, NestingDeeperThanTheLimitIsRefused) {
  EXPECT_NO_THROW(parseJsonText(nested(kMaxJsonDepth)));
  EXPECT_THROW(parseJsonText(nested(kMaxJsonDepth + 1)), InputError);
  // Deep enough to overflow the stack in a recursive copy or dump (it used to, in scenario.cpp
  // and the setup readers' messages).
  const std::string deep = R"({"game": "rivals", "setup": {"stacks": )" + nested(100000) + "}}";
  const std::string why = refusal(deep);
  EXPECT_NE(why.find("nested more than 64 levels deep"), std::string::npos) << why;
  // The first '[' is at column 40 and opens level 3 (the file and setup are levels 1 and 2): the
  // one that opens level 65 is named.
  EXPECT_EQ(why.substr(0, why.find(':', why.find(':') + 1)), "1:" + std::to_string(40 + 62));
}

TEST(JsonReader, EveryErrorIsOneShortLine) {
  const std::string huge(100000, 'x');
  for (const std::string& text :
       {"{\"game\": \"" + huge + "\n", "{\"" + huge + "\": 1}", "[" + huge + "]",
        "{\"game\": \"zirkhaki\", \"format\": \"" + huge + "\"}",
        std::string("{\"game\": \"zirkhaki\", \"players\": [{\"kind\": \"ro\\nbot\"}]}")}) {
    const std::string why = refusal(text);
    EXPECT_NE(why, "(accepted)");
    EXPECT_EQ(why.find('\n'), std::string::npos) << why;
    EXPECT_LT(why.size(), 200u) << why;
  }
}

TEST(JsonReader, IntegersAreReadInFullBeforeNarrowing) {
  EXPECT_EQ(integerIn(Json::parse("4294967297"), 0, 7), std::nullopt);
  EXPECT_EQ(integerIn(Json::parse("18446744073709551615"), -5, 5), std::nullopt);
  EXPECT_EQ(integerIn(Json::parse("-3"), -5, 5), -3);
  EXPECT_EQ(integerIn(Json::parse("3.0"), 0, 5), std::nullopt);
  EXPECT_EQ(integerIn(Json::parse("\"3\""), 0, 5), std::nullopt);
}

TEST(Quoting, QuotesAreShortEscapedAndOneLine) {
  EXPECT_EQ(quotedText("coin-9"), "'coin-9'");
  EXPECT_EQ(quotedText("a\nb\tc\x01"), "'a\\nb\\tc\\x01'");
  EXPECT_EQ(quotedText("\xff"
                       "ok"),
            "'\\xFFok'");
  EXPECT_EQ(quotedText("سارا"), "'سارا'");
  EXPECT_EQ(quotedText(std::string(1000, 'y')), "'" + std::string(60, 'y') + "…'");
  Json deep = Json::array();
  for (int i = 0; i < 10000; ++i) {  // built, not parsed: no depth limit
    Json outer = Json::array();
    outer.push_back(std::move(deep));
    deep = std::move(outer);
  }
  EXPECT_EQ(jsonPreview(deep, 10), "[[[[[[[[[[…");
  EXPECT_EQ(jsonPreview(Json::parse(R"({"a":[1,"b"]})")), R"({"a":[1,"b"]})");
}

TEST(InputErrorNet, AnyMessageIsKeptToOneLine) {
  InputError e("setup." + std::string(500, 'k'),
               "unknown thing '" + std::string(5000, 'z') + "\n'");
  EXPECT_LE(e.where().size(), InputError::kWhereLimit + 3);
  EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
  EXPECT_LE(std::string(e.what()).size(), InputError::kMessageLimit + 3);
}

}  // namespace
}  // namespace mizbazi
