#include "app/autosave.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include "core/errors.h"

namespace mizbazi::app {

Autosave::Autosave(QString directory) : directory_(std::move(directory)) {
  if (directory_.isEmpty()) {
    directory_ = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  }
}

QString Autosave::path() const {
  return QDir(directory_).filePath("autosave.mizbazi");
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
    return std::nullopt;
  }
}

void Autosave::clear() const {
  QFile::remove(path());
}

}  // namespace mizbazi::app
