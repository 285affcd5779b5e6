// Lessons (docs/lessons-format.md): a scenario file plus a `lesson` object whose steps say
// something in Persian and English, may point at cards and piles, and either play a move
// themselves or wait for the learner to make one of a few exact moves. The engine reads and checks
// them (the command line validates them, the app runs them); nothing here knows a game.
//
// The same reader also accepts the other forms a person may open: a plain scenario, and the test
// suite's wrapper ({"title": ..., "scenario": {...}, ...}) whose scenario is the game.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/scenario.h"

namespace mizbazi {

struct LessonText {
  std::string fa;
  std::string en;
};

// What a step points at: a card by its engine id, or a pile by the engine's zone name with an
// optional seat and slot (-1: any).
struct LessonPoint {
  std::string card;
  std::string zone;
  int seat = -1;
  int slot = -1;
};

struct LessonStep {
  LessonText say;
  std::vector<LessonPoint> point;
  std::string play;                 // a move the lesson makes itself (empty: none)
  std::vector<std::string> expect;  // the learner's move: any one of these (empty: none)
  LessonText hint;                  // shown after a wrong try, below the refusal's words
};

struct Lesson {
  LessonText title;
  std::vector<LessonStep> steps;
};

struct GameFile {
  Scenario scenario;
  std::optional<Lesson> lesson;
  std::string wrapperTitle;  // a test wrapper's title (empty otherwise)
};

// Reads any of the three forms. Throws InputError with the place ("lesson.steps[2].say.fa",
// "scenario.setup.first", "line:column").
GameFile parseGameFile(std::string_view text);
GameFile loadGameFile(const std::string& path);

// Plays the lesson through from the scenario's actions: every `play` and every `expect` must be a
// legal move at its step (each alternative of `expect` must leave the rest playable), and every
// zone pointed at must be one of the game's zones. Throws InputError at the step's path.
// Alternatives that lead to the same position are checked once, so the work is the number of
// different positions times the steps; a lesson whose alternatives lead to more different
// positions at once than the budget allows, or whose check would try more moves, is refused
// (Kind::kTooMuchWork) whatever the machine. No built-in lesson has more than three positions at
// once nor tries more than a few hundred moves.
struct LessonBudget {
  std::size_t positions = 64;
  std::size_t moves = 20000;
};
void checkLesson(const Scenario& scenario, const Lesson& lesson, const LessonBudget& budget = {});

// The whole line of play a file shows: its actions, then each step's move (a `play`, or the first
// move of an `expect`); for a scenario without a lesson, the scenario itself. Tests of a lesson's
// outcome play it.
Scenario lessonLine(const GameFile& file);
Scenario loadLessonLine(const std::string& path);

// The engine's zone number of a zone name for this state's game, or -1.
int zoneNumber(const State& state, const std::string& name);

}  // namespace mizbazi
