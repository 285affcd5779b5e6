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

// The explanation of a syntax error used to be cut at the last ']' of the library's message,
// which the explanation itself may hold: "1:37:  (at '"draw"')" said nothing of what was wrong.
TEST(JsonReader, ASyntaxErrorKeepsItsExplanation) {
  const std::string why = refusal(R"({"game": "zirkhaki", "actions": ["draw")");
  EXPECT_NE(why.find("unexpected end of input; expected ']'"), std::string::npos) << why;
  EXPECT_EQ(why.find("  "), std::string::npos) << why;
  EXPECT_EQ(why.find("json.exception"), std::string::npos) << why;
  const std::string missingValue = refusal(R"({"game": })");
  EXPECT_NE(missingValue.find("syntax error while parsing value"), std::string::npos)
      << missingValue;
}

// A whole number beyond 64 bits is read by the library as a floating-point number, and was then
// refused as "expected an integer, found a number": it is a number out of range, at its place.
TEST(JsonReader, AWholeNumberBeyondSixtyFourBitsIsOutOfRange) {
  EXPECT_EQ(refusal(R"({"game": "zirkhaki", "seed": 18446744073709551616})"),
            "1:30: number out of range: '18446744073709551616'");
  EXPECT_EQ(refusal("{\"game\": \"zirkhaki\",\n \"options\": {\"players\": 99999999999999999999}}"),
            "2:25: number out of range: '99999999999999999999'");
  EXPECT_EQ(refusal("[-9223372036854775809]"), "1:2: number out of range: '-9223372036854775809'");
  // At the end of the text, with nothing after it.
  EXPECT_EQ(refusal("18446744073709551616"), "1:1: number out of range: '18446744073709551616'");
  // The largest seed still reads, and numbers with a fraction are still numbers.
  EXPECT_EQ(refusal(R"({"game": "zirkhaki", "seed": 18446744073709551615})"), "(accepted)");
  EXPECT_EQ(refusal(R"({"game": "zirkhaki", "seed": 2.5})"),
            "seed: expected a non-negative integer, found the number 2.5");
}

TEST(JsonReader, TextsLongerThanTheLimitAreRefused) {
  const std::string longest(kMaxJsonString, 'n');
  EXPECT_EQ(refusal(R"({"game": "zirkhaki", "notes": ")" + longest + R"("})"), "(accepted)");
  try {
    parseScenario(R"({"game": "zirkhaki", "notes": ")" + longest + R"(n"})");
    ADD_FAILURE() << "accepted a text longer than the limit";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "1:31");  // the text's opening quote
    EXPECT_EQ(e.kind(), InputError::Kind::kTooLarge);
    EXPECT_EQ(std::string(e.what()).rfind("a text longer than 16384 bytes", 0), 0u) << e.what();
  }
  // Keys too; escapes count as the bytes they stand for.
  EXPECT_NE(refusal("{\"" + longest + "k\": 1}").find("longer than 16384"), std::string::npos);
  std::string escaped;
  for (std::size_t i = 0; i < kMaxJsonString / 2 + 1; ++i) escaped += "\\u0645";  // 2 bytes each
  EXPECT_NE(refusal(R"({"game": "zirkhaki", "notes": ")" + escaped + R"("})").find("longer than"),
            std::string::npos);
}

// A value costs memory many times its text: a 4 MiB file of "0," took 180 MB. Their number is
// bounded too.
TEST(JsonReader, MoreValuesThanTheLimitAreRefused) {
  auto zeros = [](std::size_t n) {
    std::string text = "[";
    for (std::size_t i = 0; i < n; ++i) text += i ? ",0" : "0";
    return text + "]";
  };
  EXPECT_NO_THROW(parseJsonText(zeros(kMaxJsonValues - 1)));  // and the list itself
  try {
    parseJsonText(zeros(kMaxJsonValues));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.kind(), InputError::Kind::kTooLarge);
    EXPECT_EQ(std::string(e.what()), "more than 200000 values");
    // The value beyond the limit ends at column 2 × 200000; the reader names the character after.
    EXPECT_EQ(e.where(), "1:" + std::to_string(2 * kMaxJsonValues + 1));
  }
}

// The library keeps an object's keys in a list and looks each new one up in it: an object of
// 200,000 keys in a 3 MB file took a minute of CPU.
TEST(JsonReader, AnObjectOfMoreKeysThanTheLimitIsRefused) {
  auto keys = [](std::size_t n) {
    std::string text = "{";
    for (std::size_t i = 0; i < n; ++i) text += (i ? ",\"" : "\"") + std::to_string(i) + "\":0";
    return text + "}";
  };
  EXPECT_NO_THROW(parseJsonText(keys(kMaxJsonKeys)));
  try {
    parseJsonText(keys(kMaxJsonKeys + 1));
    ADD_FAILURE() << "accepted";
  } catch (const InputError& e) {
    EXPECT_EQ(e.kind(), InputError::Kind::kTooLarge);
    EXPECT_EQ(std::string(e.what()), "an object with more than 256 keys");
  }
  // Many objects of a few keys each are fine, up to the values' limit.
  std::string many = "[";
  for (int i = 0; i < 1000; ++i) many += std::string(i ? "," : "") + keys(50);
  EXPECT_NO_THROW(parseJsonText(many + "]"));
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

// Valid text that would reorder or break the line a message is printed on: C1 controls (U+0085
// is a line break to some terminals), the line and paragraph separators, and the bidi
// embeddings, overrides and isolates (a file name could read backwards).
TEST(Quoting, CharactersThatMoveTheLineAreEscaped) {
  EXPECT_EQ(quotedText("a\u0085b\u009B[2J"), "'a\\u0085b\\u009B[2J'");
  EXPECT_EQ(quotedText("one\u2028two\u2029three"), "'one\\u2028two\\u2029three'");
  EXPECT_EQ(quotedText("x\u202Ejson.exe"), "'x\\u202Ejson.exe'");
  for (const char* bidi :
       {"\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069"})
    EXPECT_EQ(escapedText(bidi).rfind("\\u20", 0), 0u) << escapedText(bidi);
  // What Persian needs stays: the zero-width non-joiner, and the direction marks, which reorder
  // nothing beyond themselves; the characters around the escaped ones too.
  EXPECT_EQ(quotedText("می\u200Cخواهم"), "'می\u200Cخواهم'");
  EXPECT_EQ(quotedText("a\u200Fb\u200Ec\u061C"), "'a\u200Fb\u200Ec\u061C'");
  EXPECT_EQ(quotedText("\u00A0\u00A9\u2027\u202F\u2065\u206A"),
            "'\u00A0\u00A9\u2027\u202F\u2065\u206A'");
  // An escape counts as one character of the limit.
  EXPECT_EQ(escapedText("\u202E\u202E\u202E", 2), "\\u202E\\u202E…");
}

// A place ends in a key the file chose: it quotes no more of it than a message does (60
// characters, docs/file-format.md), where it used to quote up to 100.
TEST(Quoting, APlaceQuotesAKeyLikeAMessage) {
  const std::string key(1000, 'g');
  const std::string quoted = std::string(60, 'g') + "…";
  for (const auto& [text, where] : std::vector<std::pair<std::string, std::string>>{
           {R"({"game": "zirkhaki", ")" + key + R"(": 1})", quoted},
           {R"({"game": "zirkhaki", "players": [{")" + key + R"(": 1}]})", "players[0]." + quoted},
       }) {
    try {
      parseScenario(text);
      ADD_FAILURE() << "accepted";
    } catch (const InputError& e) {
      EXPECT_EQ(e.where(), where);
    }
  }
  EXPECT_EQ(keyPath("options", "a\nb"), "options.a\\nb");
  EXPECT_EQ(keyPath("", "first"), "first");
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
