#include "ui/app/autosave.h"

#include <unistd.h>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>
#include <cerrno>
#include <cstring>
#include <exception>

#include "core/errors.h"
#include "core/file_io.h"
#include "core/quoting.h"
#include "ui/app/logging.h"
#include "ui/app/settings.h"

namespace mizbazi::app {

Autosave::Autosave(QString directory) : directory_(std::move(directory)) {
  if (directory_.isEmpty()) {
    directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  }
}

namespace {
const char* const kPrefix = "autosave-";
const char* const kSuffix = ".mizbazi";

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

// What identifies one version of a kept file: a later autosave makes it another.
QString fingerprint(const QString& path) {
  const QFileInfo f(path);
  return QString("%1|%2|%3").arg(path).arg(f.size()).arg(f.lastModified().toMSecsSinceEpoch());
}
}  // namespace

QString writeFailureText(const WriteFailure& failure) {
  // The reasons a person can act on, in their language; anything else in the system's words.
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

bool Autosave::validGameId(const QString& gameId) {
  static const QRegularExpression id("^[a-z][a-z0-9_-]{0,39}$");
  return id.match(gameId).hasMatch();
}

QString Autosave::path(const QString& gameId) const {
  return QDir(directory_).filePath(kPrefix + gameId + kSuffix);
}

QStringList Autosave::games() const {
  const QDir dir(directory_);
  // An older version kept one file for every game: give it to its game, unless that game has
  // a newer one already. An unreadable old file stays where it is.
  if (dir.exists("autosave.mizbazi")) {
    if (auto s = readScenario(dir.filePath("autosave.mizbazi"), nullptr);
        s && validGameId(QString::fromStdString(s->game))) {
      const QString target = path(QString::fromStdString(s->game));
      if (!QFile::exists(target) && QFile::rename(dir.filePath("autosave.mizbazi"), target))
        qCInfo(lcAutosave) << "moved the old autosave to" << target;
    }
  }
  QStringList out;
  for (const QFileInfo& f :
       dir.entryInfoList({QString(kPrefix) + "*" + kSuffix}, QDir::Files, QDir::Time)) {
    const QString id = f.completeBaseName().mid(int(std::strlen(kPrefix)));
    if (validGameId(id)) out << id;  // any other name is no file of ours
  }
  return out;
}

QString writeScenarioFile(const QString& path, const Scenario& scenario) {
  QDir().mkpath(QFileInfo(path).absolutePath());
  // Not QSaveFile: on Qt 6.4 its commit() can report success after a failed flush and rename an
  // empty file over the good one (issue 19).
  auto failure = writeFileSafely(QFile::encodeName(path).toStdString(), scenarioToText(scenario));
  return failure ? writeFailureText(*failure) : QString();
}

QString Autosave::write(const Scenario& scenario) const {
  const QString id = QString::fromStdString(scenario.game);
  if (!validGameId(id))
    return QCoreApplication::translate("Autosave", "the game has no name a file can have");
  return writeScenarioFile(path(id), scenario);
}

std::optional<Scenario> Autosave::read(const QString& gameId, QString* error) const {
  if (!validGameId(gameId)) return std::nullopt;
  std::optional<Scenario> s = readScenario(path(gameId), error);
  // The file's name says which game it keeps; a file holding another game is not that game (it
  // would be offered as "a game of X" and then be another, or none this version has).
  if (s && QString::fromStdString(s->game) != gameId) {
    if (error)
      *error = QCoreApplication::translate("Autosave", "the file holds a game of another kind");
    return std::nullopt;
  }
  return s;
}

bool Autosave::has(const QString& gameId) const {
  return validGameId(gameId) && QFile::exists(path(gameId));
}

QString Autosave::setAside(const QString& gameId) const {
  if (!has(gameId)) return QString();
  // Not named autosave-*: it must never be offered back as a game to continue.
  const QString stamp = QDateTime::currentDateTime().toString("yyyy-MM-dd-HHmmss");
  const QString base = "unreadable-autosave-" + gameId + "-" + stamp;
  QString target = QDir(directory_).filePath(base + kSuffix);
  for (int n = 2; QFile::exists(target); ++n)
    target = QDir(directory_).filePath(QString("%1-%2%3").arg(base).arg(n).arg(kSuffix));
  return QFile::rename(path(gameId), target) ? target : QString();
}

QString Autosave::clear(const QString& gameId) const {
  if (!has(gameId)) return QString();
  const QByteArray file = QFile::encodeName(path(gameId));
  if (::unlink(file.constData()) == 0 || errno == ENOENT) {
    KeptSettings::forgetRefusedDiscard(gameId);
    return QString();
  }
  WriteFailure failure;
  failure.code = errno;
  return writeFailureText(failure);
}

void Autosave::rememberDiscardRefused(const QString& gameId) const {
  KeptSettings::setRefusedDiscard(gameId, fingerprint(path(gameId)));
}

bool Autosave::discardRefused(const QString& gameId) const {
  const QString kept = KeptSettings::refusedDiscard(gameId);
  return !kept.isEmpty() && kept == fingerprint(path(gameId));
}

int removeStaleFiles(const QString& directory, const QString& pattern, int seconds) {
  const QRegularExpression ours(pattern);
  const QDateTime before = QDateTime::currentDateTime().addSecs(-seconds);
  int removed = 0;
  for (const QFileInfo& f : QDir(directory).entryInfoList(QDir::Files | QDir::Hidden)) {
    if (!ours.match(f.fileName()).hasMatch() || f.isSymLink() || f.ownerId() != ::getuid() ||
        f.lastModified() > before)
      continue;
    if (QFile::remove(f.filePath())) {
      ++removed;
      qCInfo(lcAutosave).noquote() << "removed an unfinished write" << f.filePath();
    }
  }
  return removed;
}

void Autosave::removeStaleTemporaries() const {
  // core/file_io.cpp names its temporary file <target>.tmp-XXXXXX (mkstemp's six letters).
  removeStaleFiles(directory_, R"(^autosave-[a-z][a-z0-9_-]{0,39}\.mizbazi\.tmp-[A-Za-z0-9]{6}$)",
                   kStaleTemporarySeconds);
}

}  // namespace mizbazi::app
