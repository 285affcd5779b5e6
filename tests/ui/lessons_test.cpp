// Every built-in lesson of every REGISTERED table (a table that registers later is covered the day
// it does) is run to its end as a learner does it: the step's words are read from the lesson
// panel, "play" steps and spoken steps are passed with a click on Next, and the learner's moves
// are made with the table's own gestures (clicks on its cards, piles and buttons). A wrong move
// is refused with the refusal's words and the step's hint, and changes nothing.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>
#include <QTreeWidget>

#include "core/game_record.h"
#include "table_gestures.h"
#include "ui/app/lesson_catalog.h"
#include "ui/app/lesson_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/app/statistics_store.h"
#include "ui/table/game_table.h"
#include "ui/table/lesson_panel.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

std::unique_ptr<app::MainWindow> window(const QString& name) {
  auto w = std::make_unique<app::MainWindow>(quietSettingsWithCovers(),
                                             app::Autosave(scratchDir() + "/" + name));
  w->setScripted(true);
  w->resize(1366, 768);
  w->show();
  return w;
}

// The canonical text of a move the lesson names (files may space it freely).
QString canonical(ui::GameTable& t, const std::string& text) {
  auto a = t.controller().parse(text);
  return a ? QString::fromStdString(t.controller().state().actionText(*a)) : QString();
}

bool settled(ui::GameTable& t) {
  return waitUntil([&]() { return t.isSettled(); });
}

TEST(Lessons, EveryLessonOfARegisteredTableRunsToItsEndWithTheTablesGestures) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  const QVector<app::LessonEntry> lessons = app::LessonCatalog::all();
  ASSERT_FALSE(lessons.isEmpty());
  int ringed = 0;  // steps whose pointers were drawn on the table
  for (const app::LessonEntry& e : lessons) {
    SCOPED_TRACE(e.path.toStdString());
    ASSERT_TRUE(ui::TableRegistry::instance().has(e.gameId));
    QSettings().remove("lessons");
    auto w = window("lessons");
    ASSERT_EQ(w->startLesson(e.path), QString());
    ui::GameTable* t = w->table();
    ui::LessonRunner* runner = w->lessonRunner();
    ASSERT_TRUE(t && runner);
    EXPECT_FALSE(t->coverShown());
    const Lesson& lesson = runner->lesson();
    for (int i = 0; i < static_cast<int>(lesson.steps.size()); ++i) {
      SCOPED_TRACE("step " + std::to_string(i));
      ASSERT_TRUE(settled(*t));
      ASSERT_EQ(runner->stepIndex(), i);
      const LessonStep& step = lesson.steps[i];
      EXPECT_EQ(runner->wordsText(), QString::fromStdString(step.say.fa));
      if (!step.point.empty() && runner->markerCount() > 0) ++ringed;
      const std::size_t before = t->controller().record().actions().size();
      if (!step.expect.empty()) {
        EXPECT_FALSE(runner->panel()->nextButton()->isVisible());
        const QString move = canonical(*t, step.expect.front());
        ASSERT_FALSE(move.isEmpty());
        ASSERT_TRUE(clickPathOf(*t, move)) << move.toStdString();
        ASSERT_TRUE(waitUntil([&]() { return runner->stepIndex() != i || runner->completed(); }))
            << "the learner's move " << move.toStdString()
            << " did not end the step; hint: " << runner->hintText().toStdString()
            << "; table: " << t->messageText().toStdString()
            << "; moves made: " << t->controller().record().actions().size() - before;
        ASSERT_EQ(t->controller().record().actions().size(), before + 1);
        // Any of the step's moves will do: a path card whose two ways up are alike may be laid
        // either way (the table keeps the way the last card was turned).
        QStringList asked;
        for (const std::string& m : step.expect) asked << canonical(*t, m);
        EXPECT_TRUE(
            asked.contains(QString::fromStdString(t->controller().record().actions().back())))
            << t->controller().record().actions().back();
      } else {
        QPushButton* next = runner->panel()->nextButton();
        ASSERT_TRUE(next->isVisible() && next->isEnabled());
        QTest::mouseClick(next, Qt::LeftButton);
        ASSERT_TRUE(waitUntil([&]() { return runner->stepIndex() != i || runner->completed(); }));
        EXPECT_EQ(t->controller().record().actions().size(), before + (step.play.empty() ? 0 : 1));
      }
    }
    EXPECT_TRUE(runner->completed());
    EXPECT_TRUE(app::LessonCatalog::isCompleted(e.key));
    EXPECT_FALSE(runner->wordsText().isEmpty());  // the completion message
    EXPECT_EQ(runner->markerCount(), 0);
  }
  EXPECT_GT(ringed, 0);
}

// The first waiting step of any built-in lesson at which another move is also legal: that move,
// made with the table's gestures, is refused with the step's hint, and nothing changes.
TEST(Lessons, AWrongMoveIsRefusedWithTheStepsHintAndChangesNothing) {
  uiApp("en");
  ui::GameTable::setShowEndDialog(false);
  bool tried = false;
  for (const app::LessonEntry& e : app::LessonCatalog::all()) {
    if (tried) break;
    auto w = window("wrong");
    ASSERT_EQ(w->startLesson(e.path), QString());
    ui::GameTable* t = w->table();
    ui::LessonRunner* runner = w->lessonRunner();
    const Lesson& lesson = runner->lesson();
    for (int i = 0; i < static_cast<int>(lesson.steps.size()) && !tried; ++i) {
      ASSERT_TRUE(settled(*t));
      const LessonStep& step = lesson.steps[i];
      QStringList asked;
      for (const std::string& m : step.expect) asked << canonical(*t, m);
      QString wrong;
      if (!step.expect.empty()) {
        for (Action a : t->controller().viewerLegal()) {
          const QString text = QString::fromStdString(t->controller().state().actionText(a));
          if (!asked.contains(text)) wrong = text;
        }
      }
      if (!wrong.isEmpty()) {
        SCOPED_TRACE(e.path.toStdString() + " step " + std::to_string(i) + " " +
                     wrong.toStdString());
        tried = true;
        const std::vector<std::string> before = t->controller().record().actions();
        const std::string stateBefore = stateJson(t->controller().state()).dump();
        EXPECT_TRUE(runner->hintText().isEmpty());
        ASSERT_TRUE(clickPathOf(*t, wrong));
        ASSERT_TRUE(settled(*t));
        EXPECT_EQ(t->controller().record().actions(), before);
        EXPECT_EQ(stateJson(t->controller().state()).dump(), stateBefore);
        EXPECT_EQ(runner->stepIndex(), i);
        EXPECT_TRUE(runner->hintText().contains("this step asks for another"))
            << runner->hintText().toStdString();
        EXPECT_TRUE(runner->hintText().contains(QString::fromStdString(step.hint.en)))
            << runner->hintText().toStdString();
        // The asked-for move still goes through afterwards.
        ASSERT_TRUE(clickPathOf(*t, asked.front()));
        EXPECT_TRUE(
            waitUntil([&]() { return runner->stepIndex() == i + 1 || runner->completed(); }));
        break;
      }
      if (!step.expect.empty()) {
        ASSERT_TRUE(clickPathOf(*t, asked.front()));
      } else {
        QTest::mouseClick(runner->panel()->nextButton(), Qt::LeftButton);
      }
      ASSERT_TRUE(waitUntil([&]() { return runner->stepIndex() != i || runner->completed(); }));
    }
  }
  EXPECT_TRUE(tried) << "no built-in lesson has a step where a wrong but legal move exists";
}

QString readText(const QString& path) {
  QFile f(path);
  EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
  return QString::fromUtf8(f.readAll());
}

// docs/lessons.md names, in bold, every rule section of each game's rules page (docs/rules-*.md;
// the action texts and options describe files, not play), and in each game's part every built-in
// lesson of that game ("01" for 01-draw-and-bust.json, "dead-cards" for dead-cards.json).
TEST(Lessons, TheCoverageListNamesEveryRuleSectionAndEveryLesson) {
  const QDir docs(QStringLiteral(MIZBAZI_SOURCE_DIR "/docs"));
  const QString list = readText(docs.filePath("lessons.md"));
  const QStringList pages = docs.entryList({"rules-*.md"}, QDir::Files);
  ASSERT_EQ(pages.size(), 4);
  int sections = 0;
  for (const QString& page : pages) {
    const QRegularExpression heading(QStringLiteral("^## (.+)$"),
                                     QRegularExpression::MultilineOption);
    for (const auto& m : heading.globalMatch(readText(docs.filePath(page)))) {
      const QString name = m.captured(1).trimmed();
      if (name.startsWith("Action text") || name.startsWith("Options")) continue;
      ++sections;
      EXPECT_TRUE(list.contains("**" + name + "**"))
          << page.toStdString() << ": " << name.toStdString();
    }
  }
  EXPECT_GE(sections, 28);
  const QDir lessons(QStringLiteral(MIZBAZI_SOURCE_DIR "/resources/lessons"));
  for (const QString& folder : lessons.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
    const int start = list.indexOf("(`" + folder + "/`)");
    ASSERT_GE(start, 0) << folder.toStdString();
    const int end = list.indexOf("\n## ", start);
    const QString part = list.mid(start, end < 0 ? -1 : end - start);
    for (const QString& file : QDir(lessons.filePath(folder)).entryList({"*.json"})) {
      QString name = file.chopped(5);
      const QRegularExpression numbered(QStringLiteral("^(\\d\\d)-"));
      if (auto m = numbered.match(name); m.hasMatch()) name = m.captured(1);
      EXPECT_TRUE(part.contains(name)) << folder.toStdString() << "/" << file.toStdString();
    }
  }
}

// A lesson that plays its game to the end (Rivals' the-end, Zirkhaki's 11) is no game of the
// player's: the statistics stay as they were.
TEST(Lessons, ALessonPlayedToTheGamesEndIsNotCountedInTheStatistics) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  auto gamesRecorded = []() {
    app::StatisticsStore store;
    qint64 played = 0;
    for (const QString& game : store.games())
      for (const auto& row : store.players(game)) played += row.played;
    return played;
  };
  const qint64 before = gamesRecorded();
  int ended = 0;
  for (const app::LessonEntry& e : app::LessonCatalog::all()) {
    SCOPED_TRACE(e.path.toStdString());
    app::MainWindow w(quietSettingsWithCovers(), app::Autosave(scratchDir() + "/lesson-stats"));
    w.resize(1366, 768);
    w.show();  // not scripted: a game ending here would be recorded as in the real app
    ASSERT_EQ(w.startLesson(e.path), QString());
    ui::GameTable* t = w.table();
    ui::LessonRunner* runner = w.lessonRunner();
    const Lesson& lesson = runner->lesson();
    // Only the lessons whose line of play ends the game.
    Scenario start = *w.currentScenario();
    start.actions.clear();
    GameRecord record = GameRecord::fromScenario(start);
    ASSERT_FALSE(record.replay(w.currentScenario()->actions).has_value());
    for (const LessonStep& step : lesson.steps) {
      const std::string move = !step.play.empty()    ? step.play
                               : step.expect.empty() ? std::string()
                                                     : step.expect.front();
      if (!move.empty()) {
        ASSERT_FALSE(record.replay({move}).has_value()) << move;
      }
    }
    const bool ends = record.state().isTerminal();
    if (!ends) continue;
    ++ended;
    for (int i = 0; i < static_cast<int>(lesson.steps.size()); ++i) {
      ASSERT_TRUE(settled(*t));
      const LessonStep& step = lesson.steps[i];
      if (!step.expect.empty()) {
        ASSERT_TRUE(clickPathOf(*t, canonical(*t, step.expect.front())));
      } else {
        QTest::mouseClick(runner->panel()->nextButton(), Qt::LeftButton);
      }
      ASSERT_TRUE(waitUntil([&]() { return runner->stepIndex() != i || runner->completed(); }));
    }
    ASSERT_TRUE(t->controller().state().isTerminal());
    QTest::qWait(50);
  }
  EXPECT_GE(ended, 2);
  EXPECT_EQ(gamesRecorded(), before);
}

// Goes through `runner`'s steps as a learner does (Next, or the step's first move with the table's
// gestures) until the step `stop` (or the end, when `stop` is -1).
bool stepThrough(ui::GameTable& t, ui::LessonRunner& runner, int stop = -1) {
  const Lesson& lesson = runner.lesson();
  while (!runner.completed() && runner.stepIndex() != stop) {
    const int i = runner.stepIndex();
    if (!settled(t)) return false;
    const LessonStep& step = lesson.steps[i];
    if (!step.expect.empty()) {
      if (!clickPathOf(t, canonical(t, step.expect.front()))) return false;
    } else {
      QTest::mouseClick(runner.panel()->nextButton(), Qt::LeftButton);
    }
    if (!waitUntil([&]() { return runner.stepIndex() != i || runner.completed(); })) return false;
  }
  return settled(t);
}

// A move tried while a step only speaks is refused with the name of the button the panel shows
// then: at the last step it reads «پایان» (Finish), and the refusal says so (it said «بعدی», Next).
TEST(Lessons, AMoveTriedWhileAStepSpeaksNamesTheButtonAsItReads) {
  uiApp("fa");
  ui::GameTable::setShowEndDialog(false);
  int tried = 0;
  for (const app::LessonEntry& e : app::LessonCatalog::all()) {
    auto w = window("button-name");
    ASSERT_EQ(w->startLesson(e.path), QString());
    ui::GameTable* t = w->table();
    ui::LessonRunner* runner = w->lessonRunner();
    const int last = static_cast<int>(runner->lesson().steps.size()) - 1;
    ASSERT_TRUE(stepThrough(*t, *runner, last)) << e.path.toStdString();
    const std::vector<Action> legal = t->controller().viewerLegal();
    if (legal.empty()) continue;  // the lesson's game is over
    SCOPED_TRACE(e.path.toStdString());
    const QString shown = runner->panel()->nextButton()->text();
    ASSERT_EQ(shown, ui::LessonRunner::buttonLabel(runner->lesson(), last));
    const std::vector<std::string> before = t->controller().record().actions();
    ASSERT_TRUE(
        clickPathOf(*t, QString::fromStdString(t->controller().state().actionText(legal.front()))));
    ASSERT_TRUE(settled(*t));
    EXPECT_EQ(t->controller().record().actions(), before);
    EXPECT_TRUE(runner->hintText().contains("«" + shown + "»")) << runner->hintText().toStdString();
    ++tried;
    if (tried == 3) break;
  }
  EXPECT_GT(tried, 0) << "no lesson ends with a move still possible";
}

// A lesson's key is its folder and its file name without the number that orders it, so a lesson
// moved to another place keeps its tick; a tick kept under the numbered key of an earlier version
// ("sabokbaz/11-dealing-and-direction") counts for the lesson of that name, and nothing else.
TEST(Lessons, ATickKeptUnderALessonsEarlierNumberStaysWithTheLesson) {
  uiApp("en");
  QSettings().remove("lessons");
  EXPECT_EQ(app::LessonCatalog::keyOf(":/lessons/sabokbaz/03-dealing-and-direction.json"),
            "sabokbaz/dealing-and-direction");
  EXPECT_EQ(app::LessonCatalog::keyOf(":/lessons/rivals/first-turn.json"), "rivals/first-turn");
  EXPECT_EQ(app::LessonCatalog::keyOf("/home/someone/01-my-lesson.json"), QString());
  QSettings().setValue("lessons/completed/sabokbaz/11-dealing-and-direction", true);
  QSettings().setValue("lessons/completed/zirkhaki/18-a-tie", false);
  EXPECT_TRUE(app::LessonCatalog::isCompleted("sabokbaz/dealing-and-direction"));
  EXPECT_FALSE(app::LessonCatalog::isCompleted("sabokbaz/all-fate"));
  EXPECT_FALSE(app::LessonCatalog::isCompleted("zirkhaki/a-tie"));
  // Moved to the current key.
  EXPECT_TRUE(QSettings().value("lessons/completed/sabokbaz/dealing-and-direction").toBool());
  EXPECT_FALSE(QSettings().contains("lessons/completed/sabokbaz/11-dealing-and-direction"));
  for (const app::LessonEntry& e : app::LessonCatalog::all())
    EXPECT_FALSE(e.key.contains(QRegularExpression("/\\d"))) << e.key.toStdString();
  QSettings().remove("lessons");
}

// Saboteur: the Duel's folders were renamed (issue 34): a person who finished its lessons in an
// earlier version, whose ticks are kept under the former folder (some with the number the lesson's
// file had), sees them ticked after the start takes them over; a second start changes nothing.
TEST(Lessons, TicksKeptUnderAGamesFormerFolderAreTakenOverAtStart) {
  uiApp("en");
  const ui::TableEntry* table = ui::TableRegistry::instance().find("saboteur-duel");
  if (!table) GTEST_SKIP() << "Saboteur: the Duel is not built";
  EXPECT_EQ(table->formerFolders, QStringList{"saboteur"});  // as versions before issue 34 kept it
  const QString former = table->formerFolders.value(0);
  const QVector<app::LessonEntry> lessons = app::LessonCatalog::of("saboteur-duel");
  ASSERT_GE(lessons.size(), 2);
  QSettings().remove("lessons");
  for (int i = 0; i < lessons.size(); ++i) {
    const QString name = i == 0 ? QFileInfo(lessons[i].path).completeBaseName()  // "01-layout"
                                : lessons[i].key.section('/', 1);
    QSettings().setValue("lessons/completed/" + former + '/' + name, i + 1 < lessons.size());
  }
  app::LessonCatalog::takeOverFormerFolders();
  for (int i = 0; i + 1 < lessons.size(); ++i)
    EXPECT_TRUE(app::LessonCatalog::isCompleted(lessons[i].key)) << lessons[i].key.toStdString();
  EXPECT_FALSE(app::LessonCatalog::isCompleted(lessons.last().key));  // it was never finished
  const QString folder = lessons.first().key.section('/', 0, 0);
  QSettings s;
  s.beginGroup("lessons/completed");
  if (folder != former) {
    EXPECT_FALSE(s.childGroups().contains(former));
  }
  s.endGroup();
  const QStringList kept = app::KeptSettings::completedLessonNames(folder);
  app::LessonCatalog::takeOverFormerFolders();
  EXPECT_EQ(app::KeptSettings::completedLessonNames(folder), kept);
  QSettings().remove("lessons");
}

// A finished lesson offers the next lesson of its game by name; the button opens it. A game's last
// lesson offers none.
TEST(Lessons, AFinishedLessonOffersTheNextLessonOfItsGame) {
  uiApp("en");
  ui::GameTable::setShowEndDialog(false);
  const QVector<app::LessonEntry> lessons = app::LessonCatalog::all();
  ASSERT_GE(lessons.size(), 2);
  ASSERT_EQ(lessons[0].gameId, lessons[1].gameId);
  auto w = window("next-lesson");
  ASSERT_EQ(w->startLesson(lessons[0].path), QString());
  ASSERT_TRUE(stepThrough(*w->table(), *w->lessonRunner()));
  ui::LessonRunner* runner = w->lessonRunner();
  ASSERT_TRUE(runner->completed());
  const QString next = QString::fromStdString(lessons[1].title.en);
  EXPECT_TRUE(runner->wordsText().contains("«" + next + "»")) << runner->wordsText().toStdString();
  QPushButton* button = runner->panel()->nextButton();
  ASSERT_TRUE(button->isVisible());
  EXPECT_EQ(button->text(), "Next lesson");
  QTest::mouseClick(button, Qt::LeftButton);
  ASSERT_TRUE(waitUntil([&]() { return w->lessonRunner() && w->lessonRunner() != runner; }));
  EXPECT_EQ(QString::fromStdString(w->lessonRunner()->lesson().title.en), next);

  // The last lesson of the first game: nothing to go on to.
  int lastOfGame = 0;
  while (lastOfGame + 1 < lessons.size() && lessons[lastOfGame + 1].gameId == lessons[0].gameId)
    ++lastOfGame;
  EXPECT_FALSE(app::LessonCatalog::nextAfter(lessons[lastOfGame].key).has_value());
  ASSERT_EQ(app::LessonCatalog::nextAfter(lessons[0].key)->key, lessons[1].key);
}

// A lesson's table is not kept as a game to resume, and the test suite's wrapper files open.
TEST(Lessons, WrappersOpenAndLessonsAreNotAutosaved) {
  uiApp("en");
  const QVector<app::LessonEntry> lessons = app::LessonCatalog::all();
  ASSERT_FALSE(lessons.isEmpty());
  app::MainWindow w(quietSettingsWithCovers(), app::Autosave(scratchDir() + "/kept"));
  w.resize(1366, 768);
  w.show();
  ASSERT_EQ(w.startLesson(lessons.front().path), QString());
  EXPECT_TRUE(w.autosave().games().isEmpty());
  const QString wrapper = QStringLiteral(
      MIZBAZI_SOURCE_DIR "/tests/scenarios/zirkhaki/worked-example-second-dagger-busts.json");
  EXPECT_EQ(w.openFile(wrapper), QString());
  EXPECT_EQ(w.lessonRunner(), nullptr);
}

// The lessons page and the Lessons menu list every lesson of the registered tables, game by game,
// and tick the finished ones.
TEST(Lessons, ThePageAndTheMenuListTheLessonsAndTickTheFinishedOnes) {
  uiApp("en");
  QSettings().remove("lessons");
  const QVector<app::LessonEntry> lessons = app::LessonCatalog::all();
  ASSERT_GE(lessons.size(), 2);
  app::LessonCatalog::setCompleted(lessons[1].key);
  app::LessonChooser page;
  QStringList listed, ticked;
  for (int g = 0; g < page.tree()->topLevelItemCount(); ++g) {
    QTreeWidgetItem* game = page.tree()->topLevelItem(g);
    for (int i = 0; i < game->childCount(); ++i) {
      listed << game->child(i)->text(0);
      if (!game->child(i)->text(1).isEmpty()) ticked << game->child(i)->text(0);
    }
  }
  ASSERT_EQ(listed.size(), lessons.size());
  EXPECT_TRUE(listed[0].endsWith(QString::fromStdString(lessons[0].title.en)));
  ASSERT_EQ(ticked.size(), 1);
  EXPECT_TRUE(ticked[0].endsWith(QString::fromStdString(lessons[1].title.en)));

  auto w = window("menu");
  auto* menu = w->findChild<QMenu*>("lessonsMenu");
  ASSERT_TRUE(menu);
  Q_EMIT menu->aboutToShow();
  QStringList checked;
  int entries = 0;
  for (QMenu* game : menu->findChildren<QMenu*>()) {
    for (QAction* a : game->actions()) {
      ++entries;
      if (a->isChecked()) checked << a->text();
    }
  }
  EXPECT_EQ(entries, lessons.size());
  EXPECT_EQ(checked, QStringList{QString::fromStdString(lessons[1].title.en)});
  QSettings().remove("lessons");
}

}  // namespace
