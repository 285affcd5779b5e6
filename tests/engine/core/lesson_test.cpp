// Lesson files (docs/lessons-format.md): read and checked step by step; every malformed lesson is
// refused with its place, and every built-in lesson of every game plays through.
#include <gtest/gtest.h>

#include <filesystem>

#include "core/errors.h"
#include "core/lesson.h"
#include "core/registry.h"

namespace mizbazi {
namespace {

const char* kBase = R"({"format": "mizbazi/1", "game": "zirkhaki", "options": {"players": 2},
  "seed": 3, "setup": {"first": 0, "deck_top": ["coin-5", "key-3", "coin-7"]}, "actions": [],
  "lesson": LESSON})";

std::string withLesson(const std::string& lesson) {
  std::string s = kBase;
  s.replace(s.find("LESSON"), 6, lesson);
  return s;
}

// The place of the error reading and checking `lesson` gives, or "(accepted)".
std::string lessonWhereOf(const std::string& lesson) {
  try {
    GameFile f = parseGameFile(withLesson(lesson));
    checkLesson(f.scenario, *f.lesson);
  } catch (const InputError& e) {
    return e.where();
  }
  return "(accepted)";
}

const char* kGood = R"({"title": {"fa": "کشیدن", "en": "Drawing"}, "steps": [
  {"say": {"fa": "بکشید", "en": "Draw"}, "point": [{"zone": "deck"}], "expect": "draw",
   "hint": {"fa": "دسته", "en": "The deck"}},
  {"say": {"fa": "باز", "en": "Again"}, "play": "draw", "point": [{"card": "coin-5"}]},
  {"say": {"fa": "بانک یا کشیدن", "en": "Bank or draw"}, "expect": ["bank", " draw "],
   "hint": {"fa": "هر دو", "en": "Either"}},
  {"say": {"fa": "پایان", "en": "The end"}}]})";

TEST(Lesson, ReadsAStepLesson) {
  GameFile f = parseGameFile(withLesson(kGood));
  ASSERT_TRUE(f.lesson.has_value());
  EXPECT_EQ(f.scenario.game, "zirkhaki");
  EXPECT_EQ(f.lesson->title.en, "Drawing");
  ASSERT_EQ(f.lesson->steps.size(), 4u);
  EXPECT_EQ(f.lesson->steps[0].expect, std::vector<std::string>{"draw"});
  EXPECT_EQ(f.lesson->steps[0].point[0].zone, "deck");
  EXPECT_EQ(f.lesson->steps[1].play, "draw");
  EXPECT_EQ(f.lesson->steps[1].point[0].card, "coin-5");
  EXPECT_EQ(f.lesson->steps[2].expect.size(), 2u);
  EXPECT_NO_THROW(checkLesson(f.scenario, *f.lesson));
}

TEST(Lesson, MalformedLessonsAreRefusedWithTheirPlace) {
  EXPECT_EQ(lessonWhereOf(kGood), "(accepted)");
  EXPECT_EQ(lessonWhereOf("[]"), "lesson");
  EXPECT_EQ(lessonWhereOf(R"({"steps": []})"), "lesson.title");
  EXPECT_EQ(lessonWhereOf(R"({"title": {"fa": "x"}, "steps": []})"), "lesson.title.en");
  EXPECT_EQ(lessonWhereOf(R"({"title": {"fa": "x", "en": " "}, "steps": []})"), "lesson.title.en");
  EXPECT_EQ(lessonWhereOf(R"({"title": {"fa": "x", "en": "y"}, "steps": []})"), "lesson.steps");
  EXPECT_EQ(lessonWhereOf(R"({"title": {"fa": "x", "en": "y"}, "steps": [{}]})"),
            "lesson.steps[0].say");
  EXPECT_EQ(lessonWhereOf(R"({"title": {"fa": "x", "en": "y"}, "words": 1, "steps": []})"),
            "lesson.words");
  const std::string say = R"("say": {"fa": "x", "en": "y"})";
  auto one = [&](const std::string& rest) {
    return lessonWhereOf(R"({"title": {"fa": "x", "en": "y"}, "steps": [{)" + say + rest + "}]}");
  };
  EXPECT_EQ(one(R"(, "play": "draw", "expect": "draw", "hint": {"fa": "x", "en": "y"})"),
            "lesson.steps[0]");
  EXPECT_EQ(one(R"(, "expect": "draw")"), "lesson.steps[0].hint");
  EXPECT_EQ(one(R"(, "hint": {"fa": "x", "en": "y"})"), "lesson.steps[0].hint");
  EXPECT_EQ(one(R"(, "expect": 3, "hint": {"fa": "x", "en": "y"})"), "lesson.steps[0].expect");
  EXPECT_EQ(one(R"(, "expect": [], "hint": {"fa": "x", "en": "y"})"), "lesson.steps[0].expect");
  // Moves are checked where they stand: banking is no move at the start of a turn.
  EXPECT_EQ(one(R"(, "expect": ["draw", "bank"], "hint": {"fa": "x", "en": "y"})"),
            "lesson.steps[0].expect[1]");
  EXPECT_EQ(one(R"(, "play": "fly away")"), "lesson.steps[0].play");
  EXPECT_EQ(one(R"(, "point": [{"zone": "attic"}])"), "lesson.steps[0].point[0].zone");
  EXPECT_EQ(one(R"(, "point": [{"zone": "field", "seat": 5}])"), "lesson.steps[0].point[0].seat");
  EXPECT_EQ(one(R"(, "point": [{"card": "coin-5", "zone": "deck"}])"), "lesson.steps[0].point[0]");
  EXPECT_EQ(one(R"(, "point": [{"colour": "red"}])"), "lesson.steps[0].point[0].colour");
  EXPECT_EQ(one(R"(, "point": {"zone": "deck"})"), "lesson.steps[0].point");
  // Each ring is sought on the table whenever it settles: a step rings at most sixteen things.
  std::string points = R"(, "point": [{"zone": "deck"})";
  for (int i = 0; i < 15; ++i) points += R"(, {"zone": "deck"})";
  EXPECT_EQ(one(points + "]"), "(accepted)");
  EXPECT_EQ(one(points + R"(, {"zone": "deck"}])"), "lesson.steps[0].point");
}

TEST(Lesson, EveryAlternativeMustLeaveTheRestPlayable) {
  // After "draw" the next step's "draw" is fine; after "bank"... there is no bank at the start,
  // so make the second alternative one that changes what follows: drawing twice busts on coin-7
  // only on the third draw, so a step expecting "bank" after a bust is refused.
  const char* lesson = R"({"title": {"fa": "x", "en": "y"}, "steps": [
    {"say": {"fa": "x", "en": "y"}, "play": "draw"},
    {"say": {"fa": "x", "en": "y"}, "expect": ["bank", "draw"], "hint": {"fa": "x", "en": "y"}},
    {"say": {"fa": "x", "en": "y"}, "expect": "bank", "hint": {"fa": "x", "en": "y"}}]})";
  // After "bank" it is the other seat's turn start: banking is not a move there.
  EXPECT_EQ(lessonWhereOf(lesson), "lesson.steps[2].expect[0]");
}

// A lesson of `steps` steps, each waiting for one of `alternatives` (joined with commas).
std::string lessonOfSteps(int steps, const std::string& alternatives) {
  std::string lesson = R"({"title": {"fa": "x", "en": "y"}, "steps": [)";
  for (int i = 0; i < steps; ++i) {
    lesson += std::string(i ? "," : "") + R"({"say": {"fa": "x", "en": "y"}, "expect": [)" +
              alternatives + R"(], "hint": {"fa": "x", "en": "y"}})";
  }
  return lesson + "]}";
}

// Thirty cards that can all be drawn one after the other (busts included) without a choice.
const char* kThirtyDraws = R"({"format": "mizbazi/1", "game": "zirkhaki", "options": {"players": 2},
  "seed": 3, "setup": {"first": 0, "deck_top": ["coin-5", "key-3", "chest-3", "carpet-3",
  "astrolabe-3", "snake-3", "coin-6", "key-4", "chest-4", "carpet-4", "astrolabe-4", "snake-4",
  "coin-7", "key-5", "chest-5", "carpet-5", "astrolabe-5", "snake-5", "coin-8", "key-6",
  "chest-6", "carpet-6", "astrolabe-6", "snake-6", "coin-9", "key-7", "chest-7", "carpet-7",
  "astrolabe-7", "snake-7"]}, "actions": [], "lesson": LESSON})";

GameFile thirtyDraws(const std::string& alternatives) {
  std::string text = kThirtyDraws;
  text.replace(text.find("LESSON"), 6, lessonOfSteps(30, alternatives));
  return parseGameFile(text);
}

// Every alternative used to be explored with the rest of the lesson after it: eight steps listing
// the same move eight times took 14 s, thirty never ended. The same move is one move (however it
// is spelled), so thirty steps cost thirty moves.
TEST(Lesson, TheSameMoveListedAgainIsCheckedOnce) {
  const GameFile f = thirtyDraws(R"("draw", "draw", " draw", "draw ", "draw", "draw", "draw",
                                    "draw")");
  EXPECT_NO_THROW(checkLesson(f.scenario, *f.lesson, LessonBudget{1, 30}));
  // One move fewer than the steps is not enough: the budget counts every move tried.
  try {
    checkLesson(f.scenario, *f.lesson, LessonBudget{1, 29});
    ADD_FAILURE() << "thirty steps in 29 moves";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "lesson.steps[29].expect[0]");
    EXPECT_EQ(e.kind(), InputError::Kind::kTooMuchWork);
  }
}

// Different moves that lead to different positions multiply the positions to check; a lesson
// whose alternatives keep doing that is refused once the positions or the moves go beyond the
// budget, with its place and a kind the app words as "too many different games".
TEST(Lesson, AlternativesBeyondTheBudgetAreRefused) {
  // Draw, then draw again or bank, then draw, then bank: each round doubles the positions (who
  // is to play and what each field holds), and no card busts (three suits a round).
  std::string steps;
  const std::string say = R"("say": {"fa": "x", "en": "y"}, )";
  const std::string hint = R"(, "hint": {"fa": "x", "en": "y"})";
  for (int round = 0; round < 3; ++round) {
    steps += std::string(round ? "," : "") + "{" + say + R"("expect": "draw")" + hint + "},{" +
             say + R"("expect": ["draw", "bank"])" + hint + "},{" + say + R"("expect": "draw")" +
             hint + "},{" + say + R"("expect": "bank")" + hint + "}";
  }
  std::string text = kBase;
  text.replace(text.find(R"(["coin-5", "key-3", "coin-7"])"), 29,
               R"(["coin-5", "key-3", "carpet-3", "coin-6", "key-4", "carpet-4", "coin-7",
                   "key-5", "carpet-5"])");
  text.replace(text.find("LESSON"), 6,
               R"({"title": {"fa": "x", "en": "y"}, "steps": [)" + steps + "]}");
  const GameFile f = parseGameFile(text);
  EXPECT_NO_THROW(checkLesson(f.scenario, *f.lesson, LessonBudget{8, 1000}));
  try {
    checkLesson(f.scenario, *f.lesson, LessonBudget{7, 1000});
    ADD_FAILURE() << "eight positions within a budget of seven";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where().rfind("lesson.steps[9].expect[", 0), 0u) << e.where();
    EXPECT_EQ(e.kind(), InputError::Kind::kTooMuchWork);
    EXPECT_NE(std::string(e.what()).find("more than 7 different positions"), std::string::npos)
        << e.what();
  }
  try {
    checkLesson(f.scenario, *f.lesson, LessonBudget{64, 20});
    ADD_FAILURE() << "twenty moves were enough";
  } catch (const InputError& e) {
    EXPECT_EQ(e.kind(), InputError::Kind::kTooMuchWork);
    EXPECT_NE(std::string(e.what()).find("more than 20 moves"), std::string::npos) << e.what();
  }
}

TEST(Lesson, TheTestSuitesWrapperOpensItsScenario) {
  GameFile f = parseGameFile(R"({"title": "A case", "scenario": {"game": "zirkhaki",
    "actions": ["draw"]}, "checks": {"current": 0}})");
  EXPECT_FALSE(f.lesson.has_value());
  EXPECT_EQ(f.wrapperTitle, "A case");
  EXPECT_EQ(f.scenario.actions, std::vector<std::string>{"draw"});
  try {
    parseGameFile(R"({"title": "x", "scenario": {"game": "zirkhaki", "sede": 1}})");
    FAIL() << "accepted an unknown key";
  } catch (const InputError& e) {
    EXPECT_EQ(e.where(), "scenario.sede");
  }
  // A plain scenario still reads as before, and its unknown keys are still refused.
  EXPECT_EQ(parseGameFile(R"({"game": "rivals"})").scenario.game, "rivals");
  EXPECT_THROW(parseGameFile(R"({"game": "rivals", "title": "x"})"), InputError);
}

// Every built-in lesson of every game (whether or not its table is built) plays through.
TEST(Lesson, EveryBuiltInLessonFileIsValid) {
  int lessons = 0;
  for (const auto& dir : std::filesystem::directory_iterator(MIZBAZI_LESSON_DIR)) {
    if (!dir.is_directory()) continue;
    for (const auto& file : std::filesystem::directory_iterator(dir.path())) {
      if (file.path().extension() != ".json") continue;
      SCOPED_TRACE(file.path().string());
      GameFile f;
      try {
        f = loadGameFile(file.path().string());
        if (!findGame(f.scenario.game)) continue;  // a game left out of this build
        ASSERT_TRUE(f.lesson.has_value()) << "not a step lesson";
        checkLesson(f.scenario, *f.lesson);
      } catch (const InputError& e) {
        ADD_FAILURE() << e.where() << ": " << e.what();
      }
      ++lessons;
    }
  }
  EXPECT_GE(lessons, 9);
}

}  // namespace
}  // namespace mizbazi
