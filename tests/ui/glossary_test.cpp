// Each concept has one word, the printed rulebook's where a player would look for it
// (docs/glossary/): every text the app and its lessons can show, in Persian and in English, is
// read against the glossaries' words that must not appear, and no English source is translated
// two ways. A word put back in a lesson, a tooltip or a rules page fails here, naming the file.
#include <gtest/gtest.h>

#include <QDir>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include "ui_test_support.h"

namespace mizbazi {
namespace {

// A word that must not appear, with the concept it belongs to (for the failure's message).
struct Forbidden {
  QString word, idea;
  QRegularExpression pattern;  // invalid for a whole-text entry ("=…")
};

struct Glossary {
  QList<Forbidden> persian, english;
  int concepts = 0;
};

// A Persian word as a whole word, with its plural, possessive or ezafe endings
// (docs/glossary/README.md): «سفر» catches «سفرها», not «سفره»; «خال» does not catch «خالی».
QRegularExpression persianWord(const QString& word) {
  QString body = QRegularExpression::escape(word);
  body.replace("\\ ", "[ \\x{00A0}]+");
  const QString edge = QStringLiteral("[\\p{L}\\p{M}\\x{200C}]");
  const QString ending = QStringLiteral(
      "(?:\\x{200C}?(?:ها|های|هایی|هایش|هایشان|هایتان|تان|شان)|\\x{200C}(?:اش|ای|ی|یی)|یی|"
      "\\x{0654}|\\x{0650})?");
  return QRegularExpression("(?<!" + edge + ")" + body + ending + "(?!" + edge + ")");
}

// An English word as a whole word, in any case, also with "s" or "es".
QRegularExpression englishWord(const QString& word) {
  QString body = QRegularExpression::escape(word);
  body.replace("\\ ", "\\s+");
  return QRegularExpression("(?<![A-Za-z])" + body + "(?:s|es)?(?![A-Za-z])",
                            QRegularExpression::CaseInsensitiveOption);
}

// The words table of docs/glossary/<name>.md: the rows after the header that starts with
// "| Concept |"; columns 5 and 6 list the words that must not appear, separated by «·».
Glossary readGlossary(const QString& name) {
  Glossary g;
  bool inTable = false;
  for (const QString& line : testing::readSourceFile("docs/glossary/" + name + ".md").split('\n')) {
    if (line.startsWith("| Concept |")) {
      inTable = true;
      continue;
    }
    if (!inTable || line.startsWith("|---")) continue;
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const QStringList cells = line.split('|');
    EXPECT_EQ(cells.size(), 8) << name.toStdString() << ": " << line.toStdString();
    if (cells.size() != 8) continue;
    ++g.concepts;
    const QString idea = cells[1].trimmed();
    auto words = [](const QString& cell) {
      QStringList out;
      for (const QString& w : cell.split(QChar(0x00B7))) {
        const QString word = w.trimmed();
        if (!word.isEmpty() && word != QStringLiteral("—")) out << word;
      }
      return out;
    };
    for (const QString& w : words(cells[5]))
      g.persian.append({w, idea, w.startsWith('=') ? QRegularExpression() : persianWord(w)});
    for (const QString& w : words(cells[6])) g.english.append({w, idea, englishWord(w)});
  }
  return g;
}

// The texts one glossary applies to, each with where it comes from.
struct Text {
  QString where, words;
  bool persian, english, whole;  // languages it may hold; whole = a translation, for "=…"
};

QList<Text> textsOfGame(const QString& folder) {
  QList<Text> out;
  for (const testing::TsMessage& m : testing::translationMessages(folder + "_fa.ts")) {
    const QString where = "translations/" + folder + "_fa.ts [" + m.context + "] " + m.source;
    out.append({where, m.translation, true, false, true});
    out.append({where, m.source, false, true, false});
  }
  for (const QString& language : {QStringLiteral("fa"), QStringLiteral("en")}) {
    const QMap<QString, QStringList> lessons = testing::lessonTexts(folder, language);
    for (auto it = lessons.begin(); it != lessons.end(); ++it)
      for (const QString& text : it.value())
        out.append({"resources/lessons/" + folder + '/' + it.key(), text, language == "fa",
                    language == "en" || text.contains('\n'), false});
  }
  // The rules pages are named by the game's id, which writes a folder's '_' as '-'.
  const QDir rules(QStringLiteral(MIZBAZI_SOURCE_DIR) + "/resources/rules");
  const QString id = QString(folder).replace('_', '-');
  for (const QString& page : rules.entryList({id + "*.md"}, QDir::Files)) {
    const bool fa = page.endsWith(".fa.md");
    for (const QString& line : testing::readSourceFile("resources/rules/" + page).split('\n'))
      out.append({"resources/rules/" + page, line, fa, !fa, false});
  }
  return out;
}

// The game folders that have lessons (each has a glossary, a translation file and rules pages).
QStringList gameFolders() {
  const QDir dir(QStringLiteral(MIZBAZI_SOURCE_DIR) + "/resources/lessons");
  return dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// Every failure of the texts against a glossary: "where: text (word — concept)".
QStringList misuses(const Glossary& g, const QList<Text>& texts) {
  QStringList out;
  for (const Text& t : texts) {
    auto check = [&](const QList<Forbidden>& words, bool language) {
      if (!language) return;
      for (const Forbidden& f : words) {
        const bool hit = f.word.startsWith('=') ? (t.whole && t.words == f.word.mid(1))
                                                : f.pattern.match(t.words).hasMatch();
        if (hit) out << t.where + ": " + t.words + "  (" + f.word + " — " + f.idea + ")";
      }
    };
    check(g.persian, t.persian);
    check(g.english, t.english);
  }
  return out;
}

TEST(Glossary, TheMatchingFollowsTheReadme) {
  EXPECT_TRUE(persianWord("سفر").match(QString::fromUtf8("به سفرهایتان ببرید")).hasMatch());
  EXPECT_TRUE(persianWord("سفر").match(QString::fromUtf8("سفر سبز")).hasMatch());
  EXPECT_FALSE(persianWord("سفر").match(QString::fromUtf8("سفره")).hasMatch());
  EXPECT_FALSE(persianWord("خال").match(QString::fromUtf8("زمین خالی است")).hasMatch());
  EXPECT_TRUE(persianWord("خال").match(QString::fromUtf8("هر خالِ زمین")).hasMatch());
  EXPECT_TRUE(persianWord("خال").match(QString::fromUtf8("خال‌ها")).hasMatch());
  EXPECT_TRUE(persianWord("کارت خالی").match(QString::fromUtf8("هر کارت\u00a0خالی")).hasMatch());
  EXPECT_TRUE(persianWord("پشت‌رو")
                  .match(QString::fromUtf8("کارت‌های پشت‌رویی"))
                  .hasMatch());
  EXPECT_FALSE(persianWord("موش").match(QString::fromUtf8("خاموش")).hasMatch());
  EXPECT_TRUE(
      persianWord("دسته").match(QString::fromUtf8("دستهٔ کارت‌ها")).hasMatch());
  EXPECT_TRUE(englishWord("power").match("the suits' Powers").hasMatch());
  EXPECT_FALSE(englishWord("power").match("powerful").hasMatch());
  EXPECT_TRUE(englishWord("draw pile").match("off the draw\npile").hasMatch());

  Glossary g;
  g.persian.append({"=دوباره", "Redo", QRegularExpression()});
  const QList<Text> texts = {{"a", QString::fromUtf8("دوباره"), true, false, true},
                             {"b", QString::fromUtf8("دوباره بکشید"), true, false, true},
                             {"c", QString::fromUtf8("دوباره"), true, false, false}};
  EXPECT_EQ(misuses(g, texts).size(), 1);  // only a whole translation
}

TEST(Glossary, EveryGameHasOneAndEachListsItsWords) {
  const QStringList folders = gameFolders();
  ASSERT_GE(folders.size(), 4);
  EXPECT_GE(readGlossary("shared").concepts, 15);
  for (const QString& folder : folders) {
    const Glossary g = readGlossary(folder);
    EXPECT_GE(g.concepts, 15) << folder.toStdString();
    EXPECT_FALSE(g.persian.isEmpty()) << folder.toStdString();
  }
}

TEST(Glossary, NoGameTextUsesAWordItsGlossaryForbids) {
  for (const QString& folder : gameFolders()) {
    const QList<Text> texts = textsOfGame(folder);
    ASSERT_GT(texts.size(), 200) << folder.toStdString();
    for (const QString& m : misuses(readGlossary(folder), texts)) ADD_FAILURE() << m.toStdString();
  }
}

TEST(Glossary, NoTextUsesAWordTheSharedGlossaryForbids) {
  QList<Text> texts;
  for (const QString& folder : gameFolders()) texts << textsOfGame(folder);
  for (const testing::TsMessage& m : testing::translationMessages("mizbazi_fa.ts")) {
    const QString where = "translations/mizbazi_fa.ts [" + m.context + "] " + m.source;
    texts.append({where, m.translation, true, false, true});
    texts.append({where, m.source, false, true, false});
  }
  ASSERT_GT(texts.size(), 3000);
  for (const QString& m : misuses(readGlossary("shared"), texts)) ADD_FAILURE() << m.toStdString();
}

// One English text reads one way in Persian, wherever it is shown: the same source in two files
// or two contexts gets the same translation (a Qt disambiguation comment makes it another source).
TEST(Glossary, NoEnglishSourceIsTranslatedTwoWays) {
  const QDir dir(QStringLiteral(MIZBAZI_SOURCE_DIR) + "/translations");
  QMap<QString, QMap<QString, QString>> ways;  // source (and comment) → translation → where
  for (const QString& file : dir.entryList({"*_fa.ts"}, QDir::Files))
    for (const testing::TsMessage& m : testing::translationMessages(file))
      ways[m.comment.isEmpty() ? m.source : m.source + " (" + m.comment + ")"].insert(
          m.translation, file + " [" + m.context + "]");
  ASSERT_GT(ways.size(), 500);
  for (auto it = ways.begin(); it != ways.end(); ++it) {
    if (it.value().size() < 2) continue;
    QStringList all;
    for (auto w = it.value().begin(); w != it.value().end(); ++w)
      all << w.key() + "  in " + w.value();
    ADD_FAILURE() << it.key().toStdString() << " is translated " << it.value().size()
                  << " ways:\n  " << all.join("\n  ").toStdString();
  }
}

}  // namespace
}  // namespace mizbazi
