// A Zirkhaki lesson answers a move the rules forbid with the rule's own words and the step's hint:
// at the dagger step of lesson 04, Ali's key dragged to the treasure zone (a suit Sara holds) is
// refused and the table stays as it was. At the astrolabe step of lesson 12 (a snake's draw still
// owed) the Bank key is refused the same way, and the only way on is to draw the snake it showed.
#include <gtest/gtest.h>

#include <QPushButton>
#include <QTest>
#include <memory>

#include "core/lesson.h"
#include "table_gestures.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/lesson_panel.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

// The app in English, without animations or computer pauses, showing a built-in Zirkhaki lesson
// (no lesson runner when it does not start).
std::unique_ptr<app::MainWindow> lessonWindow(const QString& lesson) {
  uiApp("en");
  app::AppSettings quiet;
  quiet.animationPercent = 0;
  quiet.botDelayMs = 0;
  auto w =
      std::make_unique<app::MainWindow>(quiet, app::Autosave(scratchDir() + "/zirkhaki-" + lesson));
  w->setScripted(true);
  w->resize(1366, 768);
  w->show();
  EXPECT_EQ(w->startLesson(":/lessons/zirkhaki/" + lesson + ".json"), QString());
  return w;
}

TEST(ZirkhakiLesson, AForbiddenDaggerTargetIsRefusedWithTheRuleAndTheStepsHint) {
  auto window = lessonWindow("04-dagger-and-horseshoe");
  app::MainWindow& w = *window;
  ASSERT_TRUE(w.lessonRunner());
  ui::GameTable& t = *w.table();
  ui::LessonRunner& runner = *w.lessonRunner();
  ASSERT_TRUE(waitUntil([&]() { return t.isSettled(); }));
  QTest::mouseClick(runner.panel()->nextButton(), Qt::LeftButton);  // the fields
  ASSERT_TRUE(waitUntil([&]() { return runner.stepIndex() == 1 && t.isSettled(); }));
  ASSERT_TRUE(clickPathOf(t, "draw"));  // the dagger
  ASSERT_TRUE(waitUntil([&]() { return runner.stepIndex() == 2 && t.isSettled(); }));
  EXPECT_GT(runner.markerCount(), 0);  // Ali's coin is ringed

  const std::vector<std::string> before = t.controller().record().actions();
  ui::CardItem* key = cardWithFace(t, "zirkhaki/key-6");
  ASSERT_TRUE(key);
  const int play = zoneNumber(t.controller().state(), "play");
  ui::Pile* treasure = t.scene().pile(Place{static_cast<std::int16_t>(play), -1, -1});
  ASSERT_TRUE(treasure);
  ASSERT_TRUE(dragCardToPile(t, key, treasure));  // as a player would try to steal it
  ASSERT_TRUE(waitUntil([&]() { return t.isSettled(); }));
  EXPECT_EQ(t.controller().record().actions(), before);
  EXPECT_EQ(runner.stepIndex(), 2);
  const QStringList lines = runner.hintText().split('\n');
  ASSERT_EQ(lines.size(), 2) << runner.hintText().toStdString()
                             << " / table: " << t.messageText().toStdString();
  EXPECT_FALSE(lines[0].isEmpty());  // the rule's refusal, in the table's words
  EXPECT_EQ(lines[1].toStdString(), runner.lesson().steps[2].hint.en);

  // The coin goes; the lesson moves on and the hint is gone.
  ASSERT_TRUE(clickPathOf(t, "pick 1 coin"));
  ASSERT_TRUE(waitUntil([&]() { return runner.stepIndex() == 3; }));
  EXPECT_TRUE(runner.hintText().isEmpty());
}

TEST(ZirkhakiLesson, BankingBeforeTheSnakesForcedDrawsAreInIsRefused) {
  auto window = lessonWindow("12-snake-and-astrolabe");
  app::MainWindow& w = *window;
  ASSERT_TRUE(w.lessonRunner());
  ui::GameTable& t = *w.table();
  ui::LessonRunner& runner = *w.lessonRunner();
  for (int step = 0; step < 3; ++step) {  // the coin, the snake, the astrolabe
    ASSERT_TRUE(waitUntil([&]() { return runner.stepIndex() == step && t.isSettled(); }));
    ASSERT_TRUE(clickPathOf(t, "draw"));
  }
  ASSERT_TRUE(waitUntil([&]() { return runner.stepIndex() == 3 && t.isSettled(); }));

  const std::vector<std::string> before = t.controller().record().actions();
  pressKey(t, Qt::Key_B);
  ASSERT_TRUE(waitUntil([&]() { return t.isSettled(); }));
  EXPECT_EQ(t.controller().record().actions(), before);
  EXPECT_EQ(runner.stepIndex(), 3);
  const QStringList lines = runner.hintText().split('\n');
  ASSERT_EQ(lines.size(), 2) << runner.hintText().toStdString();
  EXPECT_TRUE(lines[0].contains("snake")) << lines[0].toStdString();  // the rule's own words
  EXPECT_EQ(lines[1].toStdString(), runner.lesson().steps[3].hint.en);

  // Drawing the snake the astrolabe showed busts Sara, and the turn passes to Ali.
  ASSERT_TRUE(clickPathOf(t, "draw"));
  ASSERT_TRUE(waitUntil([&]() { return runner.stepIndex() == 4 && t.isSettled(); }));
  EXPECT_EQ(t.controller().state().currentPlayer(), 1);
}

}  // namespace
