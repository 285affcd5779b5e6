// A game's table reads the engine's typed observation and nothing else of its JSON: no file of a
// game's table folder (ui/<folder>/, and the test games' tests/games/ui/<folder>/) takes a JSON
// value apart itself. The picture hands the observation to the engine's readers
// (ObservationHeader::read, readFields), so a key the engine renames or retypes is a compile error
// in the table, not a blank at run time.
#include <gtest/gtest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

namespace {

// What taking a JSON value apart looks like (nlohmann's members and types).
const QRegularExpression kParsing(QStringLiteral(
    "\\.is_(object|array|string|number|number_integer|boolean|null)\\(|\\.get<|\\.get_ref<|"
    "\\.items\\(\\)|Json::parse|Json::array|Json::object|nlohmann::|\\.value\\(\"[a-z_]+\",|"
    "\\.contains\\(\"[a-z_]+\"\\)"));

QStringList tableFolders() {
  QStringList folders;
  for (const char* root : {"/ui", "/tests/games/ui"}) {
    const QDir dir(QStringLiteral(MIZBAZI_SOURCE_DIR) + root);
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
      if (name == "table" || name == "app" || name == "net" || name == "tools") continue;
      folders << dir.filePath(name);
    }
  }
  return folders;
}

}  // namespace

TEST(TableContract, NoGameTableTakesTheObservationApartItself) {
  const QStringList folders = tableFolders();
  EXPECT_GE(folders.size(), 4) << "the games' table folders were found";
  int files = 0;
  for (const QString& folder : folders) {
    QDirIterator it(folder, {"*.cpp", "*.h"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString path = it.next();
      QFile file(path);
      ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
      ++files;
      int line = 0;
      for (const QByteArray& text : file.readAll().split('\n')) {
        ++line;
        const QString code = QString::fromUtf8(text).section(QStringLiteral("//"), 0, 0);
        const QRegularExpressionMatch m = kParsing.match(code);
        EXPECT_FALSE(m.hasMatch())
            << path.toStdString() << ":" << line << ": '" << m.captured(0).toStdString()
            << "': read the observation through the engine's struct";
      }
    }
  }
  EXPECT_GT(files, 40);
  // The pattern finds what it looks for.
  EXPECT_TRUE(kParsing.match(QStringLiteral("o.value(\"phase\", std::string())")).hasMatch());
  EXPECT_TRUE(kParsing.match(QStringLiteral("if (v.is_array()) return")).hasMatch());
  EXPECT_FALSE(kParsing.match(QStringLiteral("legal.contains(action)")).hasMatch());
}
