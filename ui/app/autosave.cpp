#include "app/autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <cerrno>
#include <cstring>
#include <exception>

#include "app/logging.h"
#include "core/errors.h"
#include "core/file_io.h"
#include "core/quoting.h"

namespace mizbazi::app {

Autosave::Autosave(QString directory) : directory_(std::move(directory)) {
  if (directory_.isEmpty()) {
    directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  }
}

namespace {
const char* const kPrefix = "autosave-";
const char* const kSuffix = ".mizbazi";

// The reasons a person can act on, in their language; anything else in the system's words.
QString failureText(const WriteFailure& failure) {
  switch (failure.code) {
    case ENOSPC:
    case EDQUOT:
      return QCoreApplication::translate("Autosave", "the disk is full");
    case EROFS:
      return QCoreApplication::translate("Autosave", "the disk is read-only");
    case EACCES:
    case EPERM:
      return QCoreApplication::translate("Autosave", "there is no permission to write there");
    case EFBIG:
      return QCoreApplication::translate("Autosave", "the file is too large");
    case ENOENT:
    case ENOTDIR:
      return QCoreApplication::translate("Autosave", "the folder does not exist");
    default:
      return QString::fromStdString(failure.message());
  }
}

std::optional<Scenario> readScenario(const QString& path, QString* error) {
  QFile file(path);
  if (!file.exists()) return std::nullopt;
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = file.errorString();
    return std::nullopt;
  }
  try {
    return parseScenario(file.readAll().toStdString());
  } catch (const InputError& e) {
    if (error) *error = QString::fromStdString(e.where() + ": " + e.what());
  } catch (const std::exception& e) {
    // Never let a file stop the app from starting (a crash here would repeat at every start).
    if (error) *error = QString::fromStdString(escapedText(e.what(), 200));
  }
  return std::nullopt;
}
}  // namespace

QString Autosave::path(const QString& gameId) const {
  return QDir(directory_).filePath(kPrefix + gameId + kSuffix);
}

QStringList Autosave::games() const {
  const QDir dir(directory_);
  // An older version kept one file for every game: give it to its game, unless that game has
  // a newer one already. An unreadable old file stays where it is.
  if (dir.exists("autosave.mizbazi")) {
    if (auto s = readScenario(dir.filePath("autosave.mizbazi"), nullptr)) {
      const QString target = path(QString::fromStdString(s->game));
      if (!QFile::exists(target) && QFile::rename(dir.filePath("autosave.mizbazi"), target))
        qCInfo(lcAutosave) << "moved the old autosave to" << target;
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
  // Not QSaveFile: on Qt 6.4 its commit() can report success after a failed flush and rename an
  // empty file over the good one (issue 19).
  auto failure = writeFileSafely(QFile::encodeName(path).toStdString(), scenarioToText(scenario));
  return failure ? failureText(*failure) : QString();
}

QString Autosave::write(const Scenario& scenario) const {
  return writeScenarioFile(path(QString::fromStdString(scenario.game)), scenario);
}

std::optional<Scenario> Autosave::read(const QString& gameId, QString* error) const {
  return readScenario(path(gameId), error);
}

QString Autosave::setAside(const QString& gameId) const {
  // Not named autosave-*: it must never be offered back as a game to continue.
  const QString stamp = QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss");
  const QString base = "unreadable-autosave-" + gameId + "-" + stamp;
  QString target = QDir(directory_).filePath(base + kSuffix);
  for (int n = 2; QFile::exists(target); ++n)
    target = QDir(directory_).filePath(QString("%1-%2%3").arg(base).arg(n).arg(kSuffix));
  return QFile::rename(path(gameId), target) ? target : QString();
}

void Autosave::clear(const QString& gameId) const {
  QFile::remove(path(gameId));
}

}  // namespace mizbazi::app
