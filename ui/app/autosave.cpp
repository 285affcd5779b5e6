#include "app/autosave.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <cstring>

#include "app/logging.h"
#include "core/errors.h"

namespace mizbazi::app {

Autosave::Autosave(QString directory) : directory_(std::move(directory)) {
  if (directory_.isEmpty()) {
    directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  }
}

namespace {
const char* const kPrefix = "autosave-";
const char* const kSuffix = ".mizbazi";
}  // namespace

QString Autosave::path(const QString& gameId) const {
  return QDir(directory_).filePath(kPrefix + gameId + kSuffix);
}

QStringList Autosave::games() const {
  const QDir dir(directory_);
  // An older version kept one file for every game: give it to its game, unless that game has
  // a newer one already. An unreadable old file stays where it is.
  if (dir.exists("autosave.mizbazi")) {
    try {
      QFile old(dir.filePath("autosave.mizbazi"));
      if (old.open(QIODevice::ReadOnly)) {
        const Scenario s = parseScenario(old.readAll().toStdString());
        old.close();
        const QString target = path(QString::fromStdString(s.game));
        if (!QFile::exists(target) && QFile::rename(old.fileName(), target))
          qCInfo(lcAutosave) << "moved the old autosave to" << target;
      }
    } catch (const InputError&) {
    }
  }
  QStringList out;
  for (const QFileInfo& f :
       dir.entryInfoList({QString(kPrefix) + "*" + kSuffix}, QDir::Files, QDir::Time)) {
    out << f.completeBaseName().mid(int(std::strlen(kPrefix)));
  }
  return out;
}

QString writeScenarioFile(const QString& path, const Scenario& scenario) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return file.errorString();
  QByteArray bytes = QByteArray::fromStdString(scenarioToText(scenario));
  if (file.write(bytes) != bytes.size()) {
    file.cancelWriting();
    return file.errorString();
  }
  if (!file.commit()) return file.errorString();
  return QString();
}

QString Autosave::write(const Scenario& scenario) const {
  return writeScenarioFile(path(QString::fromStdString(scenario.game)), scenario);
}

std::optional<Scenario> Autosave::read(const QString& gameId, QString* error) const {
  QFile file(path(gameId));
  if (!file.exists()) return std::nullopt;
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return std::nullopt;
  }
  try {
    return parseScenario(file.readAll().toStdString());
  } catch (const InputError& e) {
    if (error) *error = QString::fromStdString(e.where() + ": " + e.what());
    return std::nullopt;
  }
}

void Autosave::clear(const QString& gameId) const {
  QFile::remove(path(gameId));
}

}  // namespace mizbazi::app
