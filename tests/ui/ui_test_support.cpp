#include "ui_test_support.h"

#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QDialog>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <algorithm>
#include <cctype>

#include "core/json.h"
#include "core/refusal.h"
#include "core/registry.h"
#include "games/test_games.h"
#include "ui/app/app_runner.h"
#include "ui/app/main_window.h"
#include "ui/table/game_table.h"
#include "ui/table/table_registry.h"

namespace mizbazi::testing {

namespace {
QTemporaryDir* scratch = nullptr;
}

QString scratchDir() {
  if (!scratch) {
    scratch = new QTemporaryDir();
    scratch->setAutoRemove(true);
  }
  return scratch->path();
}

QApplication& uiApp(const QString& language, bool reverse) {
  static QApplication* app = nullptr;
  if (!app) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // Never touch the real user's settings or autosave.
    const QString dir = scratchDir();
    qputenv("XDG_CONFIG_HOME", QDir(dir).filePath("config").toUtf8());
    qputenv("XDG_DATA_HOME", QDir(dir).filePath("data").toUtf8());
    static int argc = 1;
    static char name[] = "mizbazi-ui-test";
    static char* argv[] = {name, nullptr};
    app = new QApplication(argc, argv);
    QCoreApplication::setOrganizationName("MizbaziTest");
    QCoreApplication::setApplicationName("mizbazi-test");
  }
  app::prepareApplication(*app, language, reverse);
  return *app;
}

bool waitUntil(const std::function<bool()>& done, int timeoutMs) {
  QElapsedTimer timer;
  timer.start();
  while (!done()) {
    if (timer.elapsed() > timeoutMs) return false;
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QThread::msleep(1);
  }
  return true;
}

void whenModal(std::function<void(QWidget*)> act, int timeoutMs) {
  auto* timer = new QTimer(QCoreApplication::instance());
  auto started = std::make_shared<QElapsedTimer>();
  started->start();
  timer->setInterval(20);
  QObject::connect(timer, &QTimer::timeout, [timer, act, started, timeoutMs]() {
    QWidget* modal = QApplication::activeModalWidget();
    if (!modal && started->elapsed() < timeoutMs) return;
    timer->stop();
    timer->deleteLater();
    if (modal) act(modal);
  });
  timer->start();
}

void answerModal(const QString& objectName) {
  whenModal([objectName](QWidget* modal) {
    auto* button = modal->findChild<QAbstractButton*>(objectName);
    if (button)
      button->click();
    else if (auto* d = qobject_cast<QDialog*>(modal))
      d->reject();
  });
}

std::shared_ptr<bool> rejectEveryModal() {
  auto on = std::make_shared<bool>(true);
  auto* timer = new QTimer(QCoreApplication::instance());
  timer->setInterval(20);
  QObject::connect(timer, &QTimer::timeout, [timer, on]() {
    if (!*on) {
      timer->stop();
      timer->deleteLater();
      return;
    }
    if (auto* d = qobject_cast<QDialog*>(QApplication::activeModalWidget())) d->reject();
  });
  timer->start();
  return on;
}

bool namesWholeWord(const QString& text, const QString& name) {
  if (name.isEmpty()) return false;
  for (qsizetype at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const qsizetype end = at + name.size();
    const bool before = at > 0 && text[at - 1].isLetterOrNumber();
    const bool after = end < text.size() && text[end].isLetterOrNumber();
    if (!before && !after) return true;
  }
  return false;
}

QString readSourceFile(const QString& relative) {
  QFile f(QStringLiteral(MIZBAZI_SOURCE_DIR) + '/' + relative);
  EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << relative.toStdString();
  return QString::fromUtf8(f.readAll());
}

QSet<QString> gameRefusalCodes(const std::string& gameId) {
  QSet<QString> codes;
  const Game* game = findGame(gameId);
  EXPECT_TRUE(game) << gameId;
  if (!game) return codes;
  for (const std::string& code : game->refusalCodes()) codes.insert(QString::fromStdString(code));
  return codes;
}

QSet<QString> coreRefusalCodes() {
  QSet<QString> codes;
  for (const std::string& code : refusalCodesOf<CoreRefusalCode>())
    codes.insert(QString::fromStdString(code));
  return codes;
}

bool hasPersianLetters(const QString& s) {
  static const QRegularExpression re(
      QStringLiteral("[\\x{0621}-\\x{064A}\\x{067E}\\x{0686}"
                     "\\x{0698}\\x{06A9}\\x{06AF}\\x{06CC}]"));
  return s.contains(re);
}

QMap<QString, QString> translationsIn(const QString& tsFile) {
  static const QRegularExpression message(
      QStringLiteral("<source>(.*?)</source>.*?<translation[^>]*>(.*?)</translation>"),
      QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression tags(QStringLiteral("<[^>]+>"));
  QMap<QString, QString> out;
  for (const auto& m : message.globalMatch(readSourceFile("translations/" + tsFile)))
    out.insert(m.captured(1), m.captured(2).remove(tags).simplified());
  return out;
}

QList<TsMessage> translationMessages(const QString& tsFile) {
  static const QRegularExpression context(QStringLiteral("<context>(.*?)</context>"),
                                          QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression name(QStringLiteral("<name>(.*?)</name>"));
  static const QRegularExpression message(QStringLiteral("<message[^>]*>(.*?)</message>"),
                                          QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression source(QStringLiteral("<source>(.*?)</source>"),
                                         QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression comment(QStringLiteral("<comment>(.*?)</comment>"),
                                          QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression translation(
      QStringLiteral("<translation( [^>]*)?>(.*?)</translation>"),
      QRegularExpression::DotMatchesEverythingOption);
  static const QRegularExpression tags(QStringLiteral("<[^>]+>"));
  // Only the file's own layout is simplified: a no-break space is part of the text.
  static const QRegularExpression asciiSpaces(QStringLiteral("[ \\t\\r\\n]+"));
  auto entities = [](QString s) {
    return s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&#xa0;", QChar(0xA0))
        .replace("&amp;", "&");
  };
  QList<TsMessage> out;
  for (const auto& c : context.globalMatch(readSourceFile("translations/" + tsFile))) {
    const QString contextName = entities(name.match(c.captured(1)).captured(1));
    for (const auto& m : message.globalMatch(c.captured(1))) {
      const auto t = translation.match(m.captured(1));
      if (t.captured(1).contains("vanished") || t.captured(1).contains("obsolete")) continue;
      out.append({contextName, entities(source.match(m.captured(1)).captured(1)),
                  entities(comment.match(m.captured(1)).captured(1)),
                  entities(t.captured(2).remove(tags)).replace(asciiSpaces, " ").trimmed()});
    }
  }
  return out;
}

QMap<QString, QStringList> lessonTexts(const QString& folder, const QString& language) {
  const QString relative = "resources/lessons/" + folder;
  const QDir dir(QStringLiteral(MIZBAZI_SOURCE_DIR) + '/' + relative);
  const std::string key = language.toStdString();
  QMap<QString, QStringList> out;
  for (const QString& f : dir.entryList({"*.json"}, QDir::Files)) {
    const Json lesson = Json::parse(readSourceFile(relative + '/' + f).toStdString());
    auto words = [&key](const Json& text) {
      return QString::fromStdString(text[key].get<std::string>());
    };
    QStringList& texts = out[f];
    if (lesson.contains("notes"))
      texts << QString::fromStdString(lesson["notes"].get<std::string>());
    texts << words(lesson["lesson"]["title"]);
    for (const Json& step : lesson["lesson"]["steps"]) {
      for (const char* k : {"say", "hint"})
        if (step.contains(k)) texts << words(step[k]);
    }
  }
  return out;
}

QMap<QString, QStringList> lessonPersianTexts(const QString& folder) {
  return lessonTexts(folder, "fa");
}

Scenario namedScenario(const std::string& game, int players, bool computers, std::uint64_t seed) {
  static const char* const kNames[] = {"سارا", "علی",  "مریم", "رضا",
                                       "نگار", "بابک", "لیلا", "کاوه"};
  Scenario s;
  s.game = game;
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    PlayerSpec p;
    p.name = kNames[i];
    p.kind = computers ? "bot" : "human";
    if (computers) p.level = "random";
    s.players.push_back(p);
  }
  s.seed = seed;
  return s;
}

Scenario zirkhakiScenario(int players, bool computers, std::uint64_t seed) {
  return namedScenario("zirkhaki", players, computers, seed);
}

QString freshDir(const QString& name) {
  const QString dir = scratchDir() + "/fresh/" + name;
  QDir(dir).removeRecursively();
  QDir().mkpath(dir);
  return dir;
}

QByteArray bytesOf(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

QAction* windowAction(app::MainWindow& w, const char* name) {
  return w.findChild<QAction*>(name);
}

bool settled(app::MainWindow& w) {
  return waitUntil([&] { return !w.table() || w.table()->isSettled(); });
}

void playFirstMoves(app::MainWindow& w, int moves) {
  for (int i = 0; i < moves; ++i) {
    ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
    auto legal = w.table()->controller().viewerLegal();
    ASSERT_FALSE(legal.empty());
    ASSERT_FALSE(w.table()->controller().submit(legal.front()).has_value());
  }
  ASSERT_TRUE(waitUntil([&] { return w.table()->isSettled(); }));
}

std::vector<std::string> registeredGameIds() {
  ui::registerAllTables();
  std::vector<std::string> ids;
  for (const ui::TableEntry& e : ui::TableRegistry::instance().entries())
    ids.push_back(e.gameId.toStdString());
  return ids;
}

std::vector<std::string> appGameIds() {
  std::vector<std::string> ids = registeredGameIds();
  std::erase_if(ids, [](const std::string& id) {
    return std::find(testGameIds().begin(), testGameIds().end(), id) != testGameIds().end();
  });
  return ids;
}

std::string gameTestName(const std::string& gameId) {
  std::string name = gameId;
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

Scenario personAgainstComputers(const QString& gameId, std::uint64_t seed) {
  const Game* rules = findGame(gameId.toStdString());
  EXPECT_NE(rules, nullptr) << gameId.toStdString();
  const int players = rules ? std::max(rules->info().minPlayers, 2) : 2;
  Scenario s;
  s.game = gameId.toStdString();
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    const std::string name = "P" + std::to_string(i + 1);
    s.players.push_back(i == 0 ? PlayerSpec{name, "human", ""} : PlayerSpec{name, "bot", "easy"});
  }
  s.seed = seed;
  return s;
}

void collectStrings(const Json& j, QSet<QString>& out) {
  if (j.is_string()) {
    out.insert(QString::fromStdString(j.get<std::string>()));
  } else if (j.is_array() || j.is_object()) {
    for (const Json& v : j) collectStrings(v, out);
  }
}

QSet<QString> seenBy(const State& state, int shown) {
  QSet<QString> out;
  collectStrings(state.observation(shown), out);
  return out;
}

QSet<QString> secretsFor(const State& state, int shown) {
  QSet<QString> all;
  for (int s = 0; s < state.numPlayers(); ++s) collectStrings(state.observation(s), all);
  all.subtract(seenBy(state, shown));
  return all;
}

app::AppSettings quietSettings() {
  app::AppSettings s;
  s.animationPercent = 0;
  s.botDelayMs = 0;
  s.confirmPrivateViews = false;
  return s;
}

app::AppSettings quietSettingsWithCovers() {
  app::AppSettings s = quietSettings();
  s.confirmPrivateViews = true;
  return s;
}

}  // namespace mizbazi::testing
