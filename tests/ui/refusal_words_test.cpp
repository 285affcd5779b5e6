// Every refusal the engine can give, in the players' words, for every game in the registry: the
// codes are read from each engine folder's own sources (a new code cannot slip by), each folder is
// matched to its game by the id its Game declares, and every code must come out of the sentence
// the table shows (RejectionText::translate with the game's translator) in Persian and in English,
// never as the engine's English sentence. One test for all games; a new game's folder is in it
// without a line added here.
#include <gtest/gtest.h>

#include <QDir>
#include <QRegularExpression>
#include <map>
#include <set>

#include "core/registry.h"
#include "table/rejection_text.h"
#include "table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

// The engine's English sentence, never shown when the code has words of its own.
const char kEngineSentence[] = "the engine's own sentence";

// Every code the sources of engine/<folder> can refuse with: the literals in `Rejection{"…"`, and
// in the helpers the games build rejections with (`refuse("…"`, `reject("…"`, `refusal(text, "…"`).
std::set<std::string> codesIn(const QString& folder) {
  static const QRegularExpression literal(QStringLiteral(
      "(?:\\brefuse\\(|\\breject\\(|\\brefusal\\(\\s*text,|Rejection\\{)\\s*\"([a-z-]+)\""));
  std::set<std::string> codes;
  const QDir dir(QStringLiteral(MIZBAZI_SOURCE_DIR "/engine/") + folder);
  for (const QString& file : dir.entryList({QStringLiteral("*.cpp"), QStringLiteral("*.h")})) {
    const QString source = mizbazi::testing::readSourceFile("engine/" + folder + "/" + file);
    for (auto it = literal.globalMatch(source); it.hasNext();)
      codes.insert(it.next().captured(1).toStdString());
  }
  return codes;
}

// The id engine/<folder>'s Game declares (`info_.id = "…"`), or empty for a folder of no game.
std::string gameIdOf(const QString& folder) {
  static const QRegularExpression id(QStringLiteral("info_\\.id\\s*=\\s*\"([a-z0-9-]+)\""));
  const QString file = "engine/" + folder + "/" + folder + "_game.cpp";
  if (!QFile::exists(QStringLiteral(MIZBAZI_SOURCE_DIR "/") + file)) return {};
  const QRegularExpressionMatch m = id.match(mizbazi::testing::readSourceFile(file));
  return m.hasMatch() ? m.captured(1).toStdString() : std::string();
}

bool hasPersianLetters(const QString& s) {
  static const QRegularExpression re(
      QStringLiteral("[\\x{0621}-\\x{064A}\\x{067E}\\x{0686}"
                     "\\x{0698}\\x{06A9}\\x{06AF}\\x{06CC}]"));
  return s.contains(re);
}

// What a player reads for `code` of `gameId`, with arguments of every common kind filled in.
QString wordsFor(const std::string& gameId, const std::string& code) {
  const ui::TableEntry* entry = ui::TableRegistry::instance().find(QString::fromStdString(gameId));
  const Rejection why{code, kEngineSentence, {"2", "3", "4"}};
  return ui::RejectionText::translate(why, entry ? entry->rejections : ui::RejectionTranslator());
}

}  // namespace

TEST(RefusalWords, EveryRefusalOfEveryGameIsInThePlayersWords) {
  mizbazi::testing::uiApp("fa");  // the games and their tables registered
  const QStringList folders = QDir(QStringLiteral(MIZBAZI_SOURCE_DIR "/engine"))
                                  .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  // The framework's own codes (engine/core) belong to every game.
  const std::set<std::string> shared = codesIn(QStringLiteral("core"));
  EXPECT_TRUE(shared.count("game-over") && shared.count("malformed")) << "engine/core was read";
  std::set<std::string> gamesSeen;
  for (const QString& folder : folders) {
    const std::string id = gameIdOf(folder);
    if (id.empty() || !findGame(id)) continue;  // not a game, or one left out of this build
    if (!ui::TableRegistry::instance().has(QString::fromStdString(id))) continue;  // no table yet
    gamesSeen.insert(id);
    std::set<std::string> codes = codesIn(folder);
    EXPECT_GE(codes.size(), 3u) << folder.toStdString() << ": its refusals were not found";
    codes.insert(shared.begin(), shared.end());
    for (const char* language : {"fa", "en"}) {
      mizbazi::testing::uiApp(language);
      for (const std::string& code : codes) {
        const QString words = wordsFor(id, code);
        EXPECT_NE(words, QString(kEngineSentence))
            << id << " (" << language << "): no words for the refusal '" << code << "'";
        EXPECT_FALSE(words.trimmed().isEmpty()) << id << ": " << code;
        EXPECT_FALSE(words.contains('%')) << id << ": " << code << ": " << words.toStdString();
        if (QString(language) == "fa") {
          EXPECT_TRUE(hasPersianLetters(words))
              << id << ": " << code << ": " << words.toStdString();
        }
      }
    }
  }
  // Every game of the registry that has a table was read.
  std::set<std::string> expected;
  for (const Game* g : Registry::instance().all()) {
    if (ui::TableRegistry::instance().has(QString::fromStdString(g->info().id)))
      expected.insert(g->info().id);
  }
  EXPECT_EQ(gamesSeen, expected);
  EXPECT_GE(gamesSeen.size(), 1u);
}

// The test can tell: a code no game words reaches the player as the engine's sentence.
TEST(RefusalWords, ACodeWithoutWordsIsSeen) {
  mizbazi::testing::uiApp("fa");
  for (const Game* g : Registry::instance().all()) {
    EXPECT_EQ(wordsFor(g->info().id, "no-game-has-this-code"), QString(kEngineSentence));
  }
}
