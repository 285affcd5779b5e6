// The players' words for what the engine names by code, over every game in the registry (one test
// for all games; a new game's folder is in it without a line added here):
// - every refusal the engine can give: the codes read from each engine folder's own sources (a new
//   code cannot slip by), each folder matched to its game by the id its Game declares, and every
//   code worded by the sentence the table shows (RejectionText::translate with the game's
//   translator) in Persian and in English, never as the engine's English sentence;
// - the game's name and each option and choice, from the table's words rather than the engine's.
#include <gtest/gtest.h>

#include <QDir>
#include <QRegularExpression>
#include <set>

#include "core/registry.h"
#include "table/rejection_text.h"
#include "table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

// The engine's English sentence, never shown when the code has words of its own.
const char kEngineSentence[] = "the engine's own sentence";

// The id engine/<folder>'s Game declares (`info_.id = "…"`), or empty for a folder of no game.
std::string gameIdOf(const QString& folder) {
  static const QRegularExpression id(QStringLiteral("info_\\.id\\s*=\\s*\"([a-z0-9-]+)\""));
  const QString file = "engine/" + folder + "/" + folder + "_game.cpp";
  if (!QFile::exists(QStringLiteral(MIZBAZI_SOURCE_DIR "/") + file)) return {};
  const QRegularExpressionMatch m = id.match(mizbazi::testing::readSourceFile(file));
  return m.hasMatch() ? m.captured(1).toStdString() : std::string();
}

// What a player reads for `code` of `gameId`, with arguments of every common kind filled in.
QString wordsFor(const std::string& gameId, const std::string& code) {
  const ui::TableEntry* entry = ui::TableRegistry::instance().find(QString::fromStdString(gameId));
  const Rejection why{code, kEngineSentence, {"2", "3", "4"}};
  return ui::RejectionText::translate(why, entry ? entry->rejections : ui::RejectionTranslator());
}

}  // namespace

TEST(PlayersWords, EveryRefusalOfEveryGameIsInThePlayersWords) {
  mizbazi::testing::uiApp("fa");  // the games and their tables registered
  const QStringList folders = QDir(QStringLiteral(MIZBAZI_SOURCE_DIR "/engine"))
                                  .entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  // The framework's own codes (engine/core) belong to every game.
  const QSet<QString> shared = mizbazi::testing::engineRefusalCodes(QStringLiteral("core"));
  EXPECT_TRUE(shared.contains("game-over") && shared.contains("malformed"))
      << "engine/core was read";
  std::set<std::string> gamesSeen;
  for (const QString& folder : folders) {
    const std::string id = gameIdOf(folder);
    if (id.empty() || !findGame(id)) continue;  // not a game, or one left out of this build
    if (!ui::TableRegistry::instance().has(QString::fromStdString(id))) continue;  // no table yet
    gamesSeen.insert(id);
    QSet<QString> codes = mizbazi::testing::engineRefusalCodes(folder);
    EXPECT_GE(codes.size(), 3u) << folder.toStdString() << ": its refusals were not found";
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
