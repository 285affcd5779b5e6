#include "ui/app/lesson_catalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include "core/errors.h"
#include "ui/app/settings.h"
#include "ui/table/table_registry.h"

namespace mizbazi::app {

namespace {
const QString kRoot = QStringLiteral(":/lessons");

// "07-whole-hand" → "whole-hand": a file name's leading number orders the lessons and is no part of
// what the lesson is.
QString withoutNumber(const QString& name) {
  static const QRegularExpression number(QStringLiteral("^\\d+-"));
  return QString(name).remove(number);
}
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

std::optional<LessonEntry> LessonCatalog::nextAfter(const QString& key) {
  const QVector<LessonEntry> lessons = all();
  for (int i = 0; i + 1 < lessons.size(); ++i) {
    if (lessons[i].key == key)
      return lessons[i + 1].gameId == lessons[i].gameId ? std::optional(lessons[i + 1])
                                                        : std::nullopt;
  }
  return std::nullopt;
}

QString LessonCatalog::keyOf(const QString& path) {
  if (!path.startsWith(kRoot + '/')) return QString();
  const QFileInfo info(path);
  return info.dir().dirName() + '/' + withoutNumber(info.completeBaseName());
}

bool LessonCatalog::isCompleted(const QString& key) {
  if (KeptSettings::lessonCompleted(key)) return true;
  // A key kept by a version whose keys had the number: the tick of
  // "sabokbaz/dealing-and-direction" may be kept as "sabokbaz/11-dealing-and-direction".
  const int slash = key.indexOf('/');
  if (slash < 0) return false;
  const QString folder = key.left(slash), name = key.mid(slash + 1);
  for (const QString& earlier : KeptSettings::completedLessonNames(folder)) {
    if (earlier != name && withoutNumber(earlier) == name) {
      KeptSettings::forgetLesson(folder + '/' + earlier);
      KeptSettings::setLessonCompleted(key);
      return true;
    }
  }
  return false;
}

void LessonCatalog::setCompleted(const QString& key) {
  if (key.isEmpty()) return;
  KeptSettings::setLessonCompleted(key);
}

void LessonCatalog::takeOverFormerFolders() {
  for (const ui::TableEntry& t : ui::TableRegistry::instance().entries()) {
    QString
        folder;  // where the game's lessons are now, looked up only when there is a tick to move
    for (const QString& former : t.formerFolders) {
      if (KeptSettings::completedLessonNames(former).isEmpty()) continue;
      if (folder.isEmpty()) {
        const QVector<LessonEntry> lessons = of(t.gameId);
        if (lessons.isEmpty()) break;  // no lessons in this build: the ticks wait where they are
        folder = lessons.first().key.section('/', 0, 0);
      }
      if (former != folder) KeptSettings::moveLessons(former, folder);
    }
  }
}

}  // namespace mizbazi::app
