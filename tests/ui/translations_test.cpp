// Every Persian string is translated (no "unfinished" entry), no translation hides an &
// mnemonic inside a Persian word, and a count keeps its noun on its line.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace {

// Counts over one .ts file; failures name the string.
struct TsCounts {
  int messages = 0, unfinished = 0, empty = 0, ampersands = 0, looseCounts = 0;
};

TsCounts readTs(const QString& path) {
  TsCounts c;
  QFile f(path);
  EXPECT_TRUE(f.open(QIODevice::ReadOnly)) << path.toStdString();
  QXmlStreamReader xml(&f);
  int& messages = c.messages;
  int& unfinished = c.unfinished;
  int& empty = c.empty;
  int& ampersands = c.ampersands;
  // A counted number and the Persian word after it ("۱۲ سکه"): a plain space lets a wrapped line
  // end on the number and start the next with its noun; a no-break space keeps them together.
  const QRegularExpression looseCount(QStringLiteral("%L?n [\\x{0600}-\\x{06FF}]"));
  QString source;
  while (!xml.atEnd()) {
    xml.readNext();
    if (!xml.isStartElement()) continue;
    if (xml.name() == u"message") ++messages;
    if (xml.name() == u"source") source = xml.readElementText();
    if (xml.name() == u"translation") {
      const bool isUnfinished = xml.attributes().value("type") == u"unfinished";
      const bool obsolete = xml.attributes().value("type") == u"vanished" ||
                            xml.attributes().value("type") == u"obsolete";
      const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements);
      if (obsolete) continue;
      if (isUnfinished) {
        ++unfinished;
        ADD_FAILURE() << "unfinished: " << source.toStdString();
      } else if (text.trimmed().isEmpty()) {
        ++empty;
        ADD_FAILURE() << "empty: " << source.toStdString();
      }
      if (text.contains(looseCount)) {
        ++c.looseCounts;
        ADD_FAILURE() << "a count apart from its noun: " << text.toStdString();
      }
      if (text.contains('&')) {
        ++ampersands;
        ADD_FAILURE() << "& in Persian: " << text.toStdString();
      }
    }
  }
  EXPECT_FALSE(xml.hasError()) << path.toStdString() << ": " << xml.errorString().toStdString();
  return c;
}

// The Persian files: the app's and one per game table in translations/, and those a game's table
// folder carries itself (<table folder>/translations/, DEVELOPERS.md), the test games' included.
QStringList persianFiles() {
  QStringList paths;
  const QDir top(MIZBAZI_TRANSLATIONS_DIR);
  for (const QString& file : top.entryList({"*_fa.ts"}, QDir::Files)) paths << top.filePath(file);
  for (const QString& root : {QStringLiteral("ui"), QStringLiteral("tests/games/ui")}) {
    const QDir tables(QStringLiteral(MIZBAZI_SOURCE_DIR "/") + root);
    for (const QString& folder : tables.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
      const QDir own(tables.filePath(folder + "/translations"));
      for (const QString& file : own.entryList({"*_fa.ts"}, QDir::Files))
        paths << own.filePath(file);
    }
  }
  return paths;
}

// Every Persian file is complete and well set.
TEST(Translations, PersianHasNoUnfinishedOrEmptyString) {
  const QStringList files = persianFiles();
  ASSERT_TRUE(files.contains(QDir(MIZBAZI_TRANSLATIONS_DIR).filePath("mizbazi_fa.ts")));
  int messages = 0;
  for (const QString& file : files) {
    SCOPED_TRACE(file.toStdString());
    const TsCounts c = readTs(file);
    EXPECT_GT(c.messages, 0);
    EXPECT_EQ(c.unfinished, 0);
    EXPECT_EQ(c.empty, 0);
    EXPECT_EQ(c.ampersands, 0);
    EXPECT_EQ(c.looseCounts, 0);
    messages += c.messages;
  }
  EXPECT_GT(messages, 100);  // the whole UI, not a stub
}

}  // namespace
