// Bad files reach the player in their language: the position of a JSON mistake as "line ۳،
// column ۵۷", a refused move through a translated template with moves numbered from 1 in every
// language, the engine's raw text folded under "details"; a bad file given on the command line
// (a double-click in the file manager) opens the app on the chooser with the error shown.
#include <gtest/gtest.h>

#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QThread>

#include "core/game_record.h"
#include "ui/app/autosave.h"
#include "ui/app/file_errors.h"
#include "ui/app/game_chooser.h"
#include "ui/app/main_window.h"
#include "ui/app/settings.h"
#include "ui_test_support.h"

using namespace mizbazi;
using namespace mizbazi::testing;

namespace {

QString writeFile(const QString& name, const QByteArray& bytes) {
  const QString path = scratchDir() + "/" + name;
  QFile f(path);
  EXPECT_TRUE(f.open(QIODevice::WriteOnly));
  f.write(bytes);
  return path;
}

app::MainWindow* errorsWindow() {
  auto* w = new app::MainWindow(app::AppSettings{}, app::Autosave(scratchDir() + "/errors"));
  w->setScripted(true);
  return w;
}

const QByteArray kBroken =
    "{\n  \"format\": \"mizbazi/1\",\n  \"game\": \"zirkhaki\",\n  "
    "\"options\": {\"players\": 2,}\n}\n";

TEST(FileErrors, AJsonMistakeIsToldInPersianWithPersianLineAndColumn) {
  uiApp("fa");
  const QString path = writeFile("broken.json", kBroken);
  std::unique_ptr<app::MainWindow> w(errorsWindow());
  const QString text = w->openFile(path);
  EXPECT_TRUE(text.contains(QString::fromUtf8("سطر ۴، ستون"))) << text.toStdString();
  EXPECT_FALSE(text.contains("parse")) << text.toStdString();
  EXPECT_FALSE(text.contains("line")) << text.toStdString();
  EXPECT_TRUE(w->lastErrorDetails().contains("4:")) << w->lastErrorDetails().toStdString();
  EXPECT_EQ(w->table(), nullptr);

  uiApp("en");
  std::unique_ptr<app::MainWindow> en(errorsWindow());
  const QString english = en->openFile(path);
  EXPECT_TRUE(english.contains("line 4, column")) << english.toStdString();
  uiApp("fa");
}

TEST(FileErrors, OtherMistakesAreToldInPersianToo) {
  uiApp("fa");
  std::unique_ptr<app::MainWindow> w(errorsWindow());
  for (const QByteArray& bytes :
       {QByteArray("{\"game\": \"chess\"}"), QByteArray("{\"game\": \"zirkhaki\", \"players\": 3}"),
        QByteArray("{\"game\": \"zirkhaki\", \"options\": {\"players\": 99}}"),
        QByteArray("[1]")}) {
    const QString text = w->openFile(writeFile("bad.mizbazi", bytes));
    ASSERT_FALSE(text.isEmpty()) << bytes.toStdString();
    // No sentence of the engine's English in front (the file's own name is Latin).
    EXPECT_FALSE(text.contains("expected")) << text.toStdString();
    EXPECT_FALSE(text.contains("unknown")) << text.toStdString();
    EXPECT_FALSE(text.contains("must be")) << text.toStdString();
    EXPECT_FALSE(w->lastErrorDetails().isEmpty());
  }
  EXPECT_TRUE(w->openFile(scratchDir() + "/no-such-file.mizbazi")
                  .contains(QString::fromUtf8("خوانده نشد")));
}

// Moves are numbered from 1 in the sentence, in every language (the engine counts from 0), and
// the reason goes through the translated template.
TEST(FileErrors, ARefusedMoveIsNumberedTheSameInEveryLanguage) {
  Scenario s = zirkhakiScenario(2, false, 4);
  {
    GameRecord record = GameRecord::fromScenario(s);
    s.actions = {record.state().actionText(record.state().legalActions().front()),
                 "fly to the moon"};
  }
  const QString path = scratchDir() + "/refused.mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(path, s).isEmpty());

  uiApp("en");
  std::unique_ptr<app::MainWindow> en(errorsWindow());
  const QString english = en->openFile(path);
  EXPECT_TRUE(english.contains("move 2 ")) << english.toStdString();
  EXPECT_TRUE(english.contains("That is not a move of this game.")) << english.toStdString();
  EXPECT_TRUE(en->lastErrorDetails().contains("move 2")) << en->lastErrorDetails().toStdString();

  uiApp("fa");
  std::unique_ptr<app::MainWindow> fa(errorsWindow());
  const QString persian = fa->openFile(path);
  EXPECT_TRUE(persian.contains(QString::fromUtf8("حرکت ۲ "))) << persian.toStdString();
  EXPECT_FALSE(persian.contains(QString::fromUtf8("۱ "))) << persian.toStdString();
  EXPECT_FALSE(persian.contains("not a move")) << persian.toStdString();
}

// A move the game refuses with its own code is told through the game's translated template,
// never the engine's English sentence.
TEST(FileErrors, AGamesOwnRefusalIsTranslated) {
  uiApp("fa");
  Scenario s = zirkhakiScenario(2, false, 4);
  // At the start nothing is in the treasure zone: the game refuses "bank" with its own code.
  {
    GameRecord record = GameRecord::fromScenario(s);
    auto legal = record.state().legalActions();
    bool bankLegal = false;
    for (Action a : legal) bankLegal = bankLegal || record.state().actionText(a) == "bank";
    ASSERT_FALSE(bankLegal);
  }
  s.actions = {"bank"};
  const QString path = scratchDir() + "/bank.mizbazi";
  ASSERT_TRUE(app::writeScenarioFile(path, s).isEmpty());
  std::unique_ptr<app::MainWindow> w(errorsWindow());
  const QString text = w->openFile(path);
  EXPECT_TRUE(text.contains(QString::fromUtf8("حرکت ۱ "))) << text.toStdString();
  EXPECT_FALSE(text.contains(QString::fromUtf8("در آن لحظه روا نیست")))
      << "a generic reason: " << text.toStdString();
  EXPECT_TRUE(w->lastErrorDetails().contains("[")) << w->lastErrorDetails().toStdString();
}

// What `mizbazi FILE` does with a bad file: the chooser, and the error in a message box whose raw
// text is folded away as details.
TEST(FileErrors, ABadFileFromTheFileManagerShowsTheErrorOverTheChooser) {
  uiApp("fa");
  const QString path = writeFile("corrupt.json", kBroken);
  app::MainWindow w(app::AppSettings{}, app::Autosave(scratchDir() + "/errors-ui"));
  w.show();
  QString shown, details;
  bool chooserBehind = false;
  whenModal([&](QWidget* modal) {
    auto* box = qobject_cast<QMessageBox*>(modal);
    ASSERT_NE(box, nullptr);
    shown = box->text();
    details = box->detailedText();
    chooserBehind = w.chooser()->isVisible();
    box->accept();
  });
  EXPECT_FALSE(w.startFile(path).isEmpty());
  EXPECT_TRUE(shown.contains(QString::fromUtf8("سطر ۴، ستون"))) << shown.toStdString();
  EXPECT_TRUE(details.contains("4:")) << details.toStdString();
  EXPECT_TRUE(chooserBehind);
  EXPECT_EQ(w.table(), nullptr);
}

// The real app, given the bad file: it stays open (before, it printed to the terminal and exited
// with 2 before any window).
TEST(FileErrors, TheAppOpensOnABadFileInsteadOfExiting) {
  const QString path = writeFile("corrupt2.json", kBroken);
  QTemporaryDir home;
  QProcess p;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  env.insert("XDG_CONFIG_HOME", home.filePath("config"));
  env.insert("XDG_DATA_HOME", home.filePath("data"));
  p.setProcessEnvironment(env);
  p.start(MIZBAZI_APP_PATH, {path});
  ASSERT_TRUE(p.waitForStarted(20000));
  EXPECT_FALSE(p.waitForFinished(4000)) << "exited with " << p.exitCode();
  p.kill();
  p.waitForFinished(10000);
}

}  // namespace
