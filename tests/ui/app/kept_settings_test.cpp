// What the app keeps between runs goes through one place (app/settings.h): each typed value reads
// back what it wrote, reads what earlier versions wrote under the same key (a profile survives an
// upgrade), and no other source touches QSettings.
#include <gtest/gtest.h>

#include <QDirIterator>
#include <QSettings>

#include "ui/app/settings.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::app;

TEST(KeptSettings, EachValueReadsBackWhatItWrote) {
  mizbazi::testing::uiApp("fa");
  KeptSettings::setNewGameChoices("zirkhaki", "{\"game\":\"zirkhaki\"}");
  EXPECT_EQ(KeptSettings::newGameChoices("zirkhaki"), "{\"game\":\"zirkhaki\"}");
  EXPECT_TRUE(KeptSettings::newGameChoices("rivals").isEmpty());
  KeptSettings::setDeviceSeats("rivals", {1, 3});
  EXPECT_EQ(KeptSettings::deviceSeats("rivals"), (QVector<int>{1, 3}));
  KeptSettings::setLessonCompleted("rivals/bidding");
  EXPECT_TRUE(KeptSettings::lessonCompleted("rivals/bidding"));
  EXPECT_EQ(KeptSettings::completedLessonNames("rivals"), QStringList{"bidding"});
  KeptSettings::forgetLesson("rivals/bidding");
  EXPECT_FALSE(KeptSettings::lessonCompleted("rivals/bidding"));
  KeptSettings::setRefusedDiscard("sabokbaz", "file|1|2");
  EXPECT_EQ(KeptSettings::refusedDiscard("sabokbaz"), "file|1|2");
  KeptSettings::forgetRefusedDiscard("sabokbaz");
  EXPECT_TRUE(KeptSettings::refusedDiscard("sabokbaz").isEmpty());
  KeptSettings::setWindowPlace({QRect(10, 20, 800, 600), true});
  EXPECT_EQ(KeptSettings::windowPlace().geometry, QRect(10, 20, 800, 600));
  EXPECT_TRUE(KeptSettings::windowPlace().maximized);
  QSettings().clear();
}

// A game's folder renamed: its lesson ticks move to the new folder; one ticked under both stays
// ticked, one left unticked is not made ticked, and the former folder is left empty.
TEST(KeptSettings, LessonsMoveFromAFormerFolder) {
  mizbazi::testing::uiApp("fa");
  QSettings().remove("lessons");
  KeptSettings::setLessonCompleted("old-name/first");
  KeptSettings::setLessonCompleted("old-name/both");
  QSettings().setValue("lessons/completed/old-name/unfinished", false);
  KeptSettings::setLessonCompleted("new-name/both");
  KeptSettings::setLessonCompleted("new-name/only-new");
  KeptSettings::moveLessons("old-name", "new-name");
  QStringList moved = KeptSettings::completedLessonNames("new-name");
  moved.sort();
  EXPECT_EQ(moved, (QStringList{"both", "first", "only-new"}));
  EXPECT_FALSE(KeptSettings::lessonCompleted("new-name/unfinished"));
  EXPECT_FALSE(QSettings().contains("lessons/completed/old-name/first"));
  QSettings s;
  s.beginGroup("lessons/completed");
  EXPECT_FALSE(s.childGroups().contains("old-name"));
  s.endGroup();
  QSettings().remove("lessons");
}

// The keys are those the app has always written: a profile from an earlier version is read.
TEST(KeptSettings, AnEarlierVersionsProfileIsRead) {
  mizbazi::testing::uiApp("fa");
  QSettings s;
  s.setValue("newGame/rivals", QByteArray("{\"game\":\"rivals\"}"));
  s.setValue("newGame/rivals/devices", QVariantList{2});
  s.setValue("lessons/completed/zirkhaki/a-tie", true);
  s.setValue("autosave/discardRefused/zirkhaki", "kept");
  s.setValue("window/geometry", QRect(1, 2, 300, 400));
  s.setValue("language", "en");
  s.setValue("botDelayMs", 99999);  // beyond the bounds: kept within them
  s.sync();
  EXPECT_EQ(KeptSettings::newGameChoices("rivals"), "{\"game\":\"rivals\"}");
  EXPECT_EQ(KeptSettings::deviceSeats("rivals"), QVector<int>{2});
  EXPECT_TRUE(KeptSettings::lessonCompleted("zirkhaki/a-tie"));
  EXPECT_EQ(KeptSettings::refusedDiscard("zirkhaki"), "kept");
  EXPECT_EQ(KeptSettings::windowPlace().geometry, QRect(1, 2, 300, 400));
  EXPECT_FALSE(KeptSettings::windowPlace().maximized);
  const AppSettings a = AppSettings::load();
  EXPECT_EQ(a.language, "en");
  EXPECT_EQ(a.botDelayMs, 5000);
  QSettings().clear();
}

TEST(KeptSettings, NoOtherSourceTouchesQSettings) {
  int read = 0;
  for (const char* root : {"/ui", "/src"}) {
    QDirIterator files(QStringLiteral(MIZBAZI_SOURCE_DIR) + root, {"*.cpp", "*.h"}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) {
      const QString path = files.next();
      ++read;
      if (path.endsWith("/ui/app/settings.cpp")) continue;
      QFile file(path);
      ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
      EXPECT_FALSE(file.readAll().contains("<QSettings>"))
          << path.toStdString() << ": keep values through app/settings.h";
    }
  }
  EXPECT_GT(read, 100);
}
