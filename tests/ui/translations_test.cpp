// Every Persian string is translated (no "unfinished" entry), and no translation hides an &
// mnemonic inside a Persian word.
#include <gtest/gtest.h>

#include <QFile>
#include <QXmlStreamReader>

namespace {

TEST(Translations, PersianHasNoUnfinishedOrEmptyString) {
  QFile f(QString(MIZBAZI_TRANSLATIONS_DIR) + "/mizbazi_fa.ts");
  ASSERT_TRUE(f.open(QIODevice::ReadOnly));
  QXmlStreamReader xml(&f);
  int messages = 0, unfinished = 0, empty = 0, ampersands = 0;
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
      if (text.contains('&')) {
        ++ampersands;
        ADD_FAILURE() << "& in Persian: " << text.toStdString();
      }
    }
  }
  EXPECT_FALSE(xml.hasError()) << xml.errorString().toStdString();
  EXPECT_GT(messages, 100);  // the whole UI, not a stub
  EXPECT_EQ(unfinished, 0);
  EXPECT_EQ(empty, 0);
  EXPECT_EQ(ampersands, 0);
}

}  // namespace
