// The players' words for what the engine names by code, over every game in the registry (one test
// for all games; a new game's folder is in it without a line added here):
// - every refusal the engine can give: the codes each Game lists (its RefusalCode enum) and the
//   framework's own, each worded by the sentence the table shows (RefusalText::translate with
//   the game's translator) in Persian and in English, never as the engine's English sentence; and
//   no engine source refuses with a code outside those enums;
// - every refusal the table gives itself, the same way: the framework table's (TableRefusalCode)
//   and each table's for a drop that is no action (TableEntry::refusalCodes); no source spells a
//   table's "ui-" code outside its enum's name list;
// - the game's name and each option and choice, from the table's words rather than the engine's.
#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

#include "core/registry.h"
#include "ui/table/refusal_text.h"
#include "ui/table/table_refusals.h"
#include "ui/table/table_registry.h"
#include "ui_test_support.h"

using namespace mizbazi;

namespace {

// The engine's English sentence, never shown when the code has words of its own.
const char kEngineSentence[] = "the engine's own sentence";

QSet<QString> setOf(const std::vector<std::string>& codes) {
  QSet<QString> set;
  for (const std::string& code : codes) set.insert(QString::fromStdString(code));
  return set;
}

// The framework table's own codes (table/table_refusals.h).
QSet<QString> tableRefusalCodes() {
  return setOf(refusalCodesOf<ui::TableRefusalCode>());
}

// Every C++ source the players' words come from or are tested in: the framework and the game
// tables, the engine, the tests and the games kept for them.
QStringList sourcesUnder(std::initializer_list<const char*> roots) {
  QStringList paths;
  for (const char* root : roots) {
    QDirIterator files(QStringLiteral(MIZBAZI_SOURCE_DIR) + root, {"*.cpp", "*.h"}, QDir::Files,
                       QDirIterator::Subdirectories);
    while (files.hasNext()) paths << files.next();
  }
  return paths;
}

QString readSource(const QString& path) {
  QFile file(path);
  EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
  return QString::fromUtf8(file.readAll());
}

// What a player reads for `code` of `gameId`, with arguments of every common kind filled in.
QString wordsFor(const std::string& gameId, const std::string& code) {
  const ui::TableEntry* entry = ui::TableRegistry::instance().find(QString::fromStdString(gameId));
  const Refusal why{code, kEngineSentence, {"2", "3", "4"}};
  return ui::RefusalText::translate(why, entry ? entry->refusals : ui::RefusalTranslator());
}

}  // namespace

TEST(PlayersWords, EveryRefusalOfEveryGameIsInThePlayersWords) {
  mizbazi::testing::uiApp("fa");  // the games and their tables registered
  const QSet<QString> table = tableRefusalCodes();
  EXPECT_GE(table.size(), 5);
  for (const QString& code : table) EXPECT_TRUE(code.startsWith("ui-")) << code.toStdString();
  EXPECT_EQ(table.size(), static_cast<qsizetype>(refusalCodesOf<ui::TableRefusalCode>().size()))
      << "a table code is listed twice";
  QSet<QString> shared = mizbazi::testing::coreRefusalCodes();
  EXPECT_TRUE(shared.contains("game-over") && shared.contains("malformed"));
  EXPECT_FALSE(shared.intersects(table)) << "a table code is the engine's";
  shared.unite(table);
  int games = 0;
  int tableCodes = 0;
  for (const Game* g : Registry::instance().all()) {
    const std::string id = g->info().id;
    if (!ui::TableRegistry::instance().has(QString::fromStdString(id))) continue;  // no table yet
    ++games;
    QSet<QString> codes = mizbazi::testing::gameRefusalCodes(id);
    EXPECT_GE(codes.size(), 3) << id << ": a game refuses for reasons of its own";
    EXPECT_EQ(codes.size(), static_cast<qsizetype>(g->refusalCodes().size()))
        << id << ": a code is listed twice";
    EXPECT_FALSE(codes.intersects(shared)) << id << ": a game's code is the framework's";
    // The table's own codes for a drop that is no action: "ui-…", none the engine's or another's.
    const ui::TableEntry* entry = ui::TableRegistry::instance().find(QString::fromStdString(id));
    const QSet<QString> drops = setOf(entry->refusalCodes);
    EXPECT_EQ(drops.size(), static_cast<qsizetype>(entry->refusalCodes.size()))
        << id << ": a table code is listed twice";
    for (const QString& drop : drops) {
      EXPECT_TRUE(drop.startsWith("ui-")) << id << ": " << drop.toStdString();
    }
    EXPECT_FALSE(drops.intersects(codes)) << id << ": a table's code is the engine's";
    EXPECT_FALSE(drops.intersects(shared)) << id << ": a table's code is the framework's";
    tableCodes += drops.size();
    codes.unite(shared);
    codes.unite(drops);
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
  EXPECT_GE(tableCodes, 1) << "no table lists its own codes";
}

// Every refusal is a value of a listed enum (core/refusal.h): no engine source builds one from a
// code written as text, which no list would hold and no test would word.
TEST(PlayersWords, NoEngineSourceSpellsARefusalCodeOutsideItsEnum) {
  static const QRegularExpression spelled(QStringLiteral(
      "(?:\\brefuse\\(|\\breject\\(|\\brefusal\\([^,()]*,|Refusal\\{)\\s*\"([a-z-]+)\""));
  // The engine's sources and the tables', with the folders of the games kept for the tests
  // (tests/games/). The devices' protocol (ui/net) has refusals of its own, not a game's.
  int read = 0;
  for (const QString& path : sourcesUnder({"/engine", "/tests/games", "/ui"})) {
    if (path.contains("/ui/net/")) continue;
    const QString source = readSource(path);
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

// A table's own code ("ui-…") is written once, in its enum's name list (refusalNames, see
// table/table_refusals.h); everywhere else it is the enum's value, made with refuse() and read with
// refusalOf, so a code cannot be produced, compared or tested as text that no list holds.
TEST(PlayersWords, NoSourceSpellsATableCodeOutsideItsEnum) {
  // A string that starts with a table code's prefix (an escaped quote inside a string is not one).
  static const QRegularExpression spelled(QStringLiteral("(?<![\\\\])\"(ui-[a-z-]+)\""));
  static const QRegularExpression nameList(
      QStringLiteral("refusalNames\\(\\w+\\)\\s*\\{.*?return kNames;\\s*\\}"),
      QRegularExpression::DotMatchesEverythingOption);
  int read = 0;
  int lists = 0;
  for (const QString& path : sourcesUnder({"/ui", "/tests", "/src"})) {
    QString source = readSource(path);
    ++read;
    lists += static_cast<int>(source.count(nameList));
    source.remove(nameList);
    const QRegularExpressionMatch m = spelled.match(source);
    EXPECT_FALSE(m.hasMatch()) << path.toStdString() << ": '" << m.captured(1).toStdString()
                               << "' is written as text; use its enum (table/table_refusals.h)";
  }
  EXPECT_GT(read, 100);
  EXPECT_GE(lists, 2);  // the framework's list and at least one table's
  // The pattern finds what it looks for, and passes over a name list.
  EXPECT_TRUE(spelled.match(QStringLiteral("if (c == \"ui-wrong-column\")")).hasMatch());
  EXPECT_TRUE(spelled.match(QStringLiteral("Refusal{\"ui-not-your-turn\", \"\", {}}")).hasMatch());
  QString list = QStringLiteral(
      "std::span<const char* const> refusalNames(DropRefusalCode) {\n"
      "  static constexpr const char* kNames[] = {\"ui-wrong-column\"};\n  return kNames;\n}");
  list.remove(nameList);
  EXPECT_FALSE(spelled.match(list).hasMatch()) << list.toStdString();
}

// The test can tell: a code no game words reaches the player as the engine's sentence.
TEST(PlayersWords, ACodeWithoutWordsIsSeen) {
  mizbazi::testing::uiApp("fa");
  for (const Game* g : Registry::instance().all()) {
    EXPECT_EQ(wordsFor(g->info().id, "no-game-has-this-code"), QString(kEngineSentence));
  }
}

// The game's name and each of its options and choices come from the table's words (Linguist), in
// Persian and English: the engine's own names (GameInfo::name, OptionSpec::name) are English for
// the command line, and a third language must not mean editing the engine. The number of
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
