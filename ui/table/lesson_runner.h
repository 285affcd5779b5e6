// Runs a lesson (core/lesson.h) on any game's table: the step's words in a panel beside the
// table, a ring around what the step points at, "play" steps made by the table (animated) when
// the learner presses Next, and "expect" steps waiting for the learner's own move made with the
// table's ordinary gestures. A move the step does not ask for is refused before it is applied
// (TableController::setActionGate) and answered with the refusal's words and the step's hint;
// an illegal try gets the engine's reason and the same hint. Nothing here names a game.
//
// The table must be made for the lesson: every seat a person (the learner may play any seat), no
// hand-over cover and no undo (LessonRunner::tableOptions), and the scenario's actions already
// played.
#pragma once

#include <QObject>
#include <QPointer>
#include <QVector>
#include <optional>

#include "core/lesson.h"
#include "ui/table/table_controller.h"

class QGraphicsItem;

namespace mizbazi::ui {

class GameTable;
class LessonPanel;
class TableScene;

class LessonRunner : public QObject {
  Q_OBJECT

 public:
  // Attaches to `table` (owned by it) and shows the first step.
  LessonRunner(GameTable* table, Lesson lesson);
  ~LessonRunner() override;

  // The options a lesson's table needs, from the app's: no cover, no undo.
  static TableOptions tableOptions(TableOptions base);
  // The lesson's players: all people (kind "human"), names kept.
  static Scenario forLesson(Scenario scenario);

  const Lesson& lesson() const { return lesson_; }
  int stepIndex() const { return step_; }
  bool completed() const { return completed_; }
  // Whether the current step waits for the learner's move.
  bool waitingForLearner() const;
  // What the panel shows (for tests and the accessibility bus): the words, and the hint.
  QString wordsText() const;
  QString hintText() const;
  LessonPanel* panel() const { return panel_; }
  // Next: plays a "play" step's move, or goes on after a step that only speaks. Does nothing
  // while a step waits for the learner or cards still move.
  void next();
  // The card ids and pile places ringed now (tests).
  int markerCount() const { return markers_.size(); }

  // A text of the lesson in the UI's language.
  static QString textOf(const LessonText& text);
  // The label of the panel's button at step `index` of `lesson`, in the UI's language: "Show the
  // move" for a step that plays, "Next" for one that only speaks, "Finish" for the last, and
  // nothing while the learner moves on the table. The one place a label is chosen, so that the
  // refusal that names it ("press «Finish»") and the tests of the lessons' words agree with it.
  static QString buttonLabel(const Lesson& lesson, int index);
  // The lesson after this one, offered by the button once the lesson is finished (empty: none).
  void setNextLesson(const QString& title);

 Q_SIGNALS:
  void stepChanged(int index);
  void lessonCompleted();
  // The learner pressed the button for the next lesson (setNextLesson) after finishing this one.
  void nextLessonRequested();

 private:
  void enterStep(int index);
  void finish();
  void onSettled();
  void onRefused(const QString& reason);
  std::optional<Refusal> gate(Action a) const;
  void placeMarkers();
  void clearMarkers();
  void updatePanel();

  QPointer<GameTable> table_;
  QPointer<TableScene> scene_;
  Lesson lesson_;
  LessonPanel* panel_ = nullptr;
  int step_ = -1;
  bool completed_ = false;
  bool playing_ = false;         // our own "play" move is being applied: the gate lets it through
  bool advancePending_ = false;  // the step's move was made: go on when the table is still
  QVector<Action> expected_;
  QString hint_;
  QString nextLesson_;
  QVector<QGraphicsItem*> markers_;
};

}  // namespace mizbazi::ui
