#include "app/lesson_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

#include "core/errors.h"
#include "table/table_registry.h"

namespace mizbazi::app {

namespace {
const QString kRoot = QStringLiteral(":/lessons");
const QString kSettingsGroup = QStringLiteral("lessons/completed");
}  // namespace

GameFile LessonCatalog::read(const QString& path) {
  // A file on the disk is read like any other file someone gave us (its size and kind checked,
  // core/file_io.h); the built-in lessons are the app's own resources.
  if (!path.startsWith(QLatin1Char(':')))
    return loadGameFile(QFile::encodeName(path).toStdString());
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    throw InputError("file", "cannot be read", InputError::Kind::kUnreadable);
  const QByteArray bytes = file.readAll();
  return parseGameFile(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

QVector<LessonEntry> LessonCatalog::all() {
  QVector<LessonEntry> found;
  const QStringList folders = QDir(kRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
  for (const QString& folder : folders) {
    const QDir dir(kRoot + '/' + folder);
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
      LessonEntry e;
      e.path = dir.filePath(name);
      e.key = keyOf(e.path);
      try {
        GameFile f = read(e.path);
        if (!f.lesson) continue;
        e.gameId = QString::fromStdString(f.scenario.game);
        e.title = f.lesson->title;
      } catch (const InputError&) {
        continue;  // a broken built-in lesson is caught by the lesson tests, never shown
      }
      found.push_back(e);
    }
  }
  // Game by game in the order the tables are offered.
  QVector<LessonEntry> ordered;
  for (const ui::TableEntry& t : ui::TableRegistry::instance().entries()) {
    for (const LessonEntry& e : found) {
      if (e.gameId == t.gameId) ordered.push_back(e);
    }
  }
  return ordered;
}

QVector<LessonEntry> LessonCatalog::of(const QString& gameId) {
  QVector<LessonEntry> out;
  for (const LessonEntry& e : all()) {
    if (e.gameId == gameId) out.push_back(e);
  }
  return out;
}

QString LessonCatalog::keyOf(const QString& path) {
  if (!path.startsWith(kRoot + '/')) return QString();
  const QFileInfo info(path);
  return info.dir().dirName() + '/' + info.completeBaseName();
}

bool LessonCatalog::isCompleted(const QString& key) {
  return QSettings().value(kSettingsGroup + '/' + key, false).toBool();
}

void LessonCatalog::setCompleted(const QString& key) {
  if (key.isEmpty()) return;
  QSettings().setValue(kSettingsGroup + '/' + key, true);
}

}  // namespace mizbazi::app
