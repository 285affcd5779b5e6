// The app's command line (QCommandLineParser): every option, translated help and errors, --help
// and --version without a display, and `--until-end`: a whole game of computers in the real app,
// for every game that has a table.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include "ui/app/command_line.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;
using app::CommandLine;
using app::CommandLineText;

namespace {

QProcessEnvironment privateEnvironment(const QTemporaryDir& home) {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert("QT_QPA_PLATFORM", "offscreen");
  env.insert("XDG_CONFIG_HOME", home.filePath("config"));
  env.insert("XDG_DATA_HOME", home.filePath("data"));
  return env;
}

struct AppRun {
  int exitCode = -1;
  QString out, err;
};

AppRun runApp(const QStringList& args, const QProcessEnvironment& env, int timeoutMs = 300000) {
  QProcess p;
  p.setProcessEnvironment(env);
  p.start(MIZBAZI_APP_PATH, args);
  AppRun r;
  if (!p.waitForFinished(timeoutMs)) {
    p.kill();
    p.waitForFinished();
    r.err = "timed out";
    return r;
  }
  r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
  r.out = QString::fromUtf8(p.readAllStandardOutput());
  r.err = QString::fromUtf8(p.readAllStandardError());
  return r;
}

TEST(CommandLine, ReadsEveryOptionOfAScriptedGame) {
  mizbazi::testing::uiApp("en");
  CommandLine cl;
  auto error = CommandLineText::parse(
      {"mizbazi",     "--new",        "zirkhaki",    "--players", "5",           "--all-computers",
       "--level",     "hard",         "--bot-delay", "0",         "--animation", "0",
       "--until-end", "--screenshot", "end.png",     "--seed",    "42",          "--reverse",
       "--lang",      "fa",           "--no-resume"},
      cl);
  ASSERT_FALSE(error.has_value()) << error->toStdString();
  EXPECT_EQ(cl.newGame, "zirkhaki");
  EXPECT_EQ(cl.players, 5);
  EXPECT_TRUE(cl.allComputers);
  EXPECT_EQ(cl.level, "hard");
  EXPECT_EQ(cl.botDelayMs, 0);
  EXPECT_EQ(cl.animationPercent, 0);
  EXPECT_TRUE(cl.untilEnd);
  EXPECT_EQ(cl.screenshot, "end.png");
  ASSERT_TRUE(cl.seed.has_value());
  EXPECT_EQ(*cl.seed, 42u);
  EXPECT_TRUE(cl.reverse);
  EXPECT_EQ(cl.language, "fa");
  EXPECT_TRUE(cl.noResume);
  EXPECT_TRUE(cl.scripted());

  CommandLine file;
  ASSERT_FALSE(CommandLineText::parse({"mizbazi", "-reverse", "lesson.mizbazi"}, file));
  EXPECT_TRUE(file.reverse);  // Qt's own spelling, one dash
  EXPECT_EQ(file.file, "lesson.mizbazi");
  EXPECT_FALSE(file.scripted());
}

TEST(CommandLine, RefusesBadValuesInTheUsersLanguage) {
  mizbazi::testing::uiApp("en");
  CommandLine cl;
  auto en = CommandLineText::parse({"mizbazi", "--new", "zirkhaki", "--level", "genius"}, cl);
  ASSERT_TRUE(en.has_value());
  EXPECT_TRUE(en->contains("--level")) << en->toStdString();
  EXPECT_TRUE(en->contains("genius"));
  EXPECT_FALSE(CommandLineText::parse({"mizbazi", "--players", "3"}, cl) == std::nullopt)
      << "--players without --new";
  EXPECT_TRUE(CommandLineText::parse({"mizbazi", "a.mizbazi", "b.mizbazi"}, cl).has_value());
  auto unknown = CommandLineText::parse({"mizbazi", "--no-such-option"}, cl);
  ASSERT_TRUE(unknown.has_value());
  EXPECT_TRUE(unknown->contains("--no-such-option"));

  mizbazi::testing::uiApp("fa");
  auto fa = CommandLineText::parse({"mizbazi", "--new", "zirkhaki", "--level", "genius"}, cl);
  ASSERT_TRUE(fa.has_value());
  EXPECT_TRUE(fa->contains(QString::fromUtf8("می‌پذیرد"))) << fa->toStdString();
  EXPECT_TRUE(fa->contains("genius"));
}

TEST(CommandLine, HelpAndVersionNeedNoDisplayAndHelpIsTranslated) {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.remove("DISPLAY");
  env.remove("WAYLAND_DISPLAY");
  env.remove("QT_QPA_PLATFORM");
  QTemporaryDir home;
  env.insert("XDG_CONFIG_HOME", home.filePath("config"));
  AppRun version = runApp({"--version"}, env);
  EXPECT_EQ(version.exitCode, 0);
  EXPECT_TRUE(version.out.startsWith("mizbazi 0.")) << version.out.toStdString();
  AppRun reversed = runApp({"-reverse", "--version"}, env);
  EXPECT_EQ(reversed.exitCode, 0);

  AppRun en = runApp({"--help", "--lang", "en"}, env);
  EXPECT_EQ(en.exitCode, 0);
  EXPECT_TRUE(en.out.contains("Usage: mizbazi")) << en.out.toStdString();
  for (const char* option : {"--new", "--players", "--all-computers", "--computers", "--level",
                             "--bot-delay", "--until-end", "--screenshot", "--seed", "--reverse",
                             "--lang", "--no-resume", "--size", "--full-screen", "--perf"}) {
    EXPECT_TRUE(en.out.contains(option)) << option;
  }
  EXPECT_TRUE(en.out.contains("start a new game at once"));
  // Persian is the first language: the same help, in Persian.
  AppRun fa = runApp({"-h"}, env);
  EXPECT_EQ(fa.exitCode, 0);
  EXPECT_TRUE(fa.out.contains(QString::fromUtf8("بی‌درنگ یک بازی تازه")))
      << fa.out.toStdString();
  EXPECT_TRUE(fa.out.contains("--until-end"));
}

TEST(CommandLine, UntilEndRefusesAGameWithPeople) {
  QTemporaryDir home;
  AppRun r = runApp({"--new", "zirkhaki", "--computers", "--until-end", "--lang", "en"},
                    privateEnvironment(home), 60000);
  EXPECT_EQ(r.exitCode, 2);
  EXPECT_TRUE(r.err.contains("--until-end")) << r.err.toStdString();
}

// `mizbazi --new GAME --all-computers --bot-delay 0 --until-end --screenshot PNG` for every game
// whose table the app has (new tables are picked up by themselves): the computers play the
// whole game in the real app, the final table is saved, exit 0. The run is scripted: a game the
// player kept for later is left as it was. Easy computers: what is tested is the command line's
// road to the end, not the computers' thinking (a normal Sabokbaz match is minutes of it).
class CommandLineOnEveryTable : public ::testing::TestWithParam<std::string> {};

TEST_P(CommandLineOnEveryTable, IsPlayedToTheEndByComputers) {
  mizbazi::testing::uiApp("en");
  const QString game = QString::fromStdString(GetParam());
  QTemporaryDir home;
  const QString keptDir = home.filePath("data/Mizbazi/mizbazi");
  QDir().mkpath(keptDir);
  const QString kept = keptDir + "/autosave-" + game + ".mizbazi";
  const QByteArray keptBytes =
      "{\"format\": \"mizbazi/1\", \"game\": \"" + game.toUtf8() + "\", \"actions\": []}\n";
  {
    QFile f(kept);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(keptBytes);
  }
  QProcessEnvironment env = privateEnvironment(home);
  env.insert("QT_LOGGING_RULES", "mizbazi.scripted.info=true");
  const QString png = home.filePath("end.png");
  AppRun r = runApp({"--new", game, "--all-computers", "--level", "easy", "--bot-delay", "0",
                     "--animation", "0", "--until-end", "--screenshot", png, "--seed", "11"},
                    env);
  EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
  EXPECT_TRUE(r.err.contains("game over")) << r.err.toStdString();
  QImage shot(png);
  EXPECT_FALSE(shot.isNull());
  EXPECT_GT(shot.width(), 300);
  QFile f(kept);
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  EXPECT_EQ(f.readAll(), keptBytes);
}

INSTANTIATE_TEST_SUITE_P(CommandLine, CommandLineOnEveryTable,
                         ::testing::ValuesIn(mizbazi::testing::appGameIds()), [](const auto& info) {
                           return mizbazi::testing::gameTestName(info.param);
                         });

}  // namespace
