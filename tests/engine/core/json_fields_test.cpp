// One description of a struct's keys writes it and reads it back (core/json_fields.h).
#include "core/json_fields.h"

#include <gtest/gtest.h>

namespace mizbazi {
namespace {

enum class Colour { kRed, kBlue };
std::span<const char* const> jsonNames(Colour) {
  static constexpr const char* kNames[] = {"red", "blue"};
  return kNames;
}

struct Pawn {
  Colour colour = Colour::kRed;
  int square = 0;
  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("colour", self.colour);
    f("square", self.square);
  }
};

struct Board {
  std::string name;
  bool over = false;
  std::vector<Pawn> pawns;
  std::optional<int> winner;                        // null while there is none
  std::optional<std::vector<std::string>> secrets;  // only some views have the key
  std::vector<std::optional<std::string>> marks;
  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("name", self.name);
    f("over", self.over);
    f("pawns", self.pawns);
    f("winner", self.winner);
    f.omittable("secrets", self.secrets);
    f("marks", self.marks);
  }
};

TEST(JsonFields, WritesTheKeysInTheOrderDescribedAndReadsThemBack) {
  Board b;
  b.name = "test";
  b.pawns = {{Colour::kBlue, 3}, {Colour::kRed, -1}};
  b.marks = {std::nullopt, "x"};
  const Json j = writeFields(b);
  EXPECT_EQ(j.dump(), R"({"name":"test","over":false,"pawns":[{"colour":"blue","square":3},)"
                      R"({"colour":"red","square":-1}],"winner":null,"marks":[null,"x"]})");
  b.winner = 1;
  b.secrets = std::vector<std::string>{"a"};
  const Json k = writeFields(b);
  EXPECT_EQ(k["winner"], 1);
  EXPECT_EQ(k["secrets"], Json::array({"a"}));
  const Board again = readFields<Board>(k, "board");
  EXPECT_EQ(writeFields(again), k);
  EXPECT_FALSE(readFields<Board>(j, "board").secrets.has_value());
}

std::string refusalWhere(const Json& j) {
  try {
    readFields<Board>(j, "board");
  } catch (const InputError& e) {
    return e.where();
  }
  return "read";
}

TEST(JsonFields, RefusesAMissingOrMistypedValueAtItsPath) {
  Board b;
  b.pawns = {{}, {}};
  const Json good = writeFields(b);
  ASSERT_EQ(refusalWhere(good), "read");
  Json j = good;
  j.erase("over");
  EXPECT_EQ(refusalWhere(j), "board.over");
  j = good;
  j["pawns"][1]["colour"] = "green";
  EXPECT_EQ(refusalWhere(j), "board.pawns[1].colour");
  j = good;
  j["pawns"][0]["square"] = 4294967297.0;
  EXPECT_EQ(refusalWhere(j), "board.pawns[0].square");
  j = good;
  j["pawns"][0]["square"] = 4294967297LL;  // not taken for 1
  EXPECT_EQ(refusalWhere(j), "board.pawns[0].square");
  j = good;
  j["marks"] = Json::array({1});
  EXPECT_EQ(refusalWhere(j), "board.marks[0]");
  j = good;
  j["secrets"] = "a";
  EXPECT_EQ(refusalWhere(j), "board.secrets");
  EXPECT_EQ(refusalWhere(Json::array()), "board");
  j = good;
  j["unknown"] = 1;  // a key the struct does not describe is no refusal
  EXPECT_EQ(refusalWhere(j), "read");
}

// A value of one of two forms, and a fixed pair written as a list.
struct Table {
  std::vector<std::variant<int, std::vector<std::string>>> hands;  // a count, or the cards
  std::vector<std::pair<int, std::string>> played;                 // [seat, card]
  template <class Self, class Keys>
  static void describe(Self& self, Keys& f) {
    f("hands", self.hands);
    f("played", self.played);
  }
};

std::string tableRefusalWhere(const Json& j) {
  try {
    readFields<Table>(j, "table");
  } catch (const InputError& e) {
    return e.where();
  }
  return "read";
}

TEST(JsonFields, ReadsAVariantAsTheFormItHasAndAPairAsAListOfTwo) {
  Table t;
  t.hands = {3, std::vector<std::string>{"a", "b"}};
  t.played = {{0, "a"}, {2, "c"}};
  const Json good = writeFields(t);
  EXPECT_EQ(good.dump(), R"({"hands":[3,["a","b"]],"played":[[0,"a"],[2,"c"]]})");
  const Table again = readFields<Table>(good, "table");
  EXPECT_EQ(again.hands, t.hands);
  EXPECT_EQ(again.played, t.played);
  Json j = good;
  j["hands"][0] = "many";
  EXPECT_EQ(tableRefusalWhere(j), "table.hands[0]");
  j = good;
  j["hands"][1][1] = 5;  // a list, so the refusal names the number in it
  EXPECT_EQ(tableRefusalWhere(j), "table.hands[1][1]");
  j = good;
  j["played"][0] = Json::array({0});
  EXPECT_EQ(tableRefusalWhere(j), "table.played[0]");
  j = good;
  j["played"][1][1] = 1;
  EXPECT_EQ(tableRefusalWhere(j), "table.played[1][1]");
}

}  // namespace
}  // namespace mizbazi
