#include "app/autosave.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <cerrno>
#include <cstring>
#include <exception>

#include "core/errors.h"
#include "core/file_io.h"
#include "core/quoting.h"

namespace mizbazi::app {

Autosave::Autosave(QString directory) : directory_(std::move(directory)) {
  if (directory_.isEmpty()) {
    directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  }
}

QString Autosave::path() const {
  return QDir(directory_).filePath("autosave.mizbazi");
}

namespace {

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

}  // namespace

QString writeScenarioFile(const QString& path, const Scenario& scenario) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  // Not QSaveFile: on Qt 6.4 its commit() can report success after a failed flush and rename an
  // empty file over the good one (issue 19).
  auto failure = writeFileSafely(QFile::encodeName(path).toStdString(), scenarioToText(scenario));
  return failure ? failureText(*failure) : QString();
}

QString Autosave::write(const Scenario& scenario) const {
  return writeScenarioFile(path(), scenario);
}

std::optional<Scenario> Autosave::read(QString* error) const {
  QFile file(path());
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

QString Autosave::setAside() const {
  const QString stamp = QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss");
  QString target = QDir(directory_).filePath("autosave-unreadable-" + stamp + ".mizbazi");
  for (int n = 2; QFile::exists(target); ++n) {
    target =
        QDir(directory_).filePath(QString("autosave-unreadable-%1-%2.mizbazi").arg(stamp).arg(n));
  }
  return QFile::rename(path(), target) ? target : QString();
}

void Autosave::clear() const {
  QFile::remove(path());
}

}  // namespace mizbazi::app
