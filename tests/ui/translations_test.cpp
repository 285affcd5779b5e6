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

// The app's file and one per game table: every one is complete and well set.
TEST(Translations, PersianHasNoUnfinishedOrEmptyString) {
  const QDir dir(MIZBAZI_TRANSLATIONS_DIR);
  const QStringList files = dir.entryList({"*_fa.ts"}, QDir::Files);
  ASSERT_TRUE(files.contains("mizbazi_fa.ts"));
  int messages = 0;
  for (const QString& file : files) {
    SCOPED_TRACE(file.toStdString());
    const TsCounts c = readTs(dir.filePath(file));
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
