// The players' words for what the engine names by code, over every game in the registry (one test
// for all games; a new game's folder is in it without a line added here):
// - every refusal the engine can give: the codes each Game lists (its RefusalCode enum) and the
//   framework's own, each worded by the sentence the table shows (RefusalText::translate with
//   the game's translator) in Persian and in English, never as the engine's English sentence; and
//   no engine source refuses with a code outside those enums;
// - the game's name and each option and choice, from the table's words rather than the engine's.
#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

#include "core/registry.h"
#include "table/refusal_text.h"
#include "table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

// The engine's English sentence, never shown when the code has words of its own.
const char kEngineSentence[] = "the engine's own sentence";

// What a player reads for `code` of `gameId`, with arguments of every common kind filled in.
QString wordsFor(const std::string& gameId, const std::string& code) {
  const ui::TableEntry* entry = ui::TableRegistry::instance().find(QString::fromStdString(gameId));
  const Refusal why{code, kEngineSentence, {"2", "3", "4"}};
  return ui::RefusalText::translate(why, entry ? entry->refusals : ui::RefusalTranslator());
}

}  // namespace

TEST(PlayersWords, EveryRefusalOfEveryGameIsInThePlayersWords) {
  mizbazi::testing::uiApp("fa");  // the games and their tables registered
  const QSet<QString> shared = mizbazi::testing::coreRefusalCodes();
  EXPECT_TRUE(shared.contains("game-over") && shared.contains("malformed"));
  int games = 0;
  for (const Game* g : Registry::instance().all()) {
    const std::string id = g->info().id;
    if (!ui::TableRegistry::instance().has(QString::fromStdString(id))) continue;  // no table yet
    ++games;
    QSet<QString> codes = mizbazi::testing::gameRefusalCodes(id);
    EXPECT_GE(codes.size(), 3) << id << ": a game refuses for reasons of its own";
    EXPECT_EQ(codes.size(), static_cast<qsizetype>(g->refusalCodes().size()))
        << id << ": a code is listed twice";
    EXPECT_FALSE(codes.intersects(shared)) << id << ": a game's code is the framework's";
    codes.unite(shared);
    for (const char* language : {"fa", "en"}) {
      mizbazi::testing::uiApp(language);
      for (const QString& refusal : codes) {
        const std::string code = refusal.toStdString();
        const QString words = wordsFor(id, code);
        EXPECT_NE(words, QString(kEngineSentence))
            << id << " (" << language << "): no words for the refusal '" << code << "'";
        EXPECT_FALSE(words.trimmed().isEmpty()) << id << ": " << code;
        EXPECT_FALSE(words.contains('%')) << id << ": " << code << ": " << words.toStdString();
        if (QString(language) == "fa") {
          EXPECT_TRUE(mizbazi::testing::hasPersianLetters(words))
              << id << ": " << code << ": " << words.toStdString();
        }
      }
    }
  }
  EXPECT_GE(games, 1);
}

// Every refusal is a value of a listed enum (core/refusal.h): no engine source builds one from a
// code written as text, which no list would hold and no test would word.
TEST(PlayersWords, NoEngineSourceSpellsARefusalCodeOutsideItsEnum) {
  static const QRegularExpression spelled(QStringLiteral(
      "(?:\\brefuse\\(|\\breject\\(|\\brefusal\\([^,()]*,|Refusal\\{)\\s*\"([a-z-]+)\""));
  // The engine's sources, and the engine folders of the games kept for the tests (tests/games/).
  QStringList paths;
  for (const char* root : {"/engine", "/tests/games/engine"}) {
    QDirIterator files(QStringLiteral(MIZBAZI_SOURCE_DIR) + root, {"*.cpp", "*.h"}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) paths << files.next();
  }
  int read = 0;
  for (const QString& path : paths) {
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    const QString source = QString::fromUtf8(file.readAll());
    ++read;
    const QRegularExpressionMatch m = spelled.match(source);
    EXPECT_FALSE(m.hasMatch()) << path.toStdString() << ": '" << m.captured(1).toStdString()
                               << "' is written as text; refuse with the game's RefusalCode";
  }
  EXPECT_GT(read, 50);
  // The pattern finds what it looks for.
  EXPECT_TRUE(spelled.match(QStringLiteral("return Refusal{\"deck-empty\", \"\"};")).hasMatch());
  EXPECT_TRUE(spelled.match(QStringLiteral("reject(\"no-gold\", m)")).hasMatch());
}

// The test can tell: a code no game words reaches the player as the engine's sentence.
TEST(PlayersWords, ACodeWithoutWordsIsSeen) {
  mizbazi::testing::uiApp("fa");
  for (const Game* g : Registry::instance().all()) {
    EXPECT_EQ(wordsFor(g->info().id, "no-game-has-this-code"), QString(kEngineSentence));
  }
}

// The game's name and each of its options and choices come from the table's words (Linguist), in
// Persian and English: the engine's own names (GameInfo::nameFa/nameEn, OptionSpec::nameFa/nameEn)
// are for the command line, and a third language must not mean editing the engine. The number of
// players is worded by the new-game dialog itself.
TEST(PlayersWords, EveryGameAndOptionIsNamedInThePlayersWords) {
  mizbazi::testing::uiApp("fa");
  int named = 0;
  for (const Game* g : Registry::instance().all()) {
    const QString id = QString::fromStdString(g->info().id);
    const ui::TableEntry* entry = ui::TableRegistry::instance().find(id);
    if (!entry) continue;
    ++named;
    for (const char* language : {"fa", "en"}) {
      mizbazi::testing::uiApp(language);
      const bool persian = QString(language) == "fa";
      ASSERT_TRUE(entry->name) << id.toStdString();
      EXPECT_EQ(mizbazi::testing::hasPersianLetters(entry->name()), persian)
          << id.toStdString() << " " << language;
      for (const OptionSpec& option : g->info().options) {
        if (option.key == "players") continue;
        const QString key = QString::fromStdString(option.key);
        const QString words = entry->optionText ? entry->optionText(key, QString()) : QString();
        EXPECT_FALSE(words.trimmed().isEmpty())
            << id.toStdString() << " (" << language << "): no words for the option " << option.key;
        EXPECT_EQ(mizbazi::testing::hasPersianLetters(words), persian)
            << option.key << ": " << words.toStdString();
        for (const std::string& choice : option.choices) {
          const QString said = entry->optionText(key, QString::fromStdString(choice));
          // (In English a choice may be its own id: "green".)
          EXPECT_FALSE(said.trimmed().isEmpty())
              << id.toStdString() << " (" << language << "): no words for " << option.key << " = "
              << choice;
          EXPECT_EQ(mizbazi::testing::hasPersianLetters(said), persian)
              << choice << ": " << said.toStdString();
        }
      }
    }
  }
  EXPECT_GE(named, 1);
}
