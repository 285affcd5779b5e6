#include "ui/net/transport.h"

#include <QCoreApplication>
#include <QFile>
#include <QLibrary>
#include <QStringList>

namespace mizbazi::net {

const TransportModule* transportModule(QString* error) {
  static const TransportModule* module = nullptr;
  static QString failure;
  if (!module && failure.isEmpty()) {
    // Beside the app as installed (and in the build tree, which lays it out the same), else where
    // this build made it (the tests run from folders of their own).
    const QStringList places = {QCoreApplication::applicationDirPath() + QLatin1Char('/') +
                                    QString::fromUtf8(MIZBAZI_DEVICES_MODULE_FROM_APP),
                                QString::fromUtf8(MIZBAZI_DEVICES_MODULE_BUILT)};
    for (const QString& file : places) {
      if (!QFile::exists(file)) {
        if (failure.isEmpty()) failure = QStringLiteral("%1 is missing").arg(file);
        continue;
      }
      QLibrary library(file);
      using Entry = const TransportModule* (*)();
      const auto entry = reinterpret_cast<Entry>(library.resolve("mizbazi_devices_module"));
      const TransportModule* found = entry ? entry() : nullptr;
      if (found && found->version == kTransportModuleVersion) {
        module = found;  // the library stays loaded: QLibrary unloads only when asked to
        break;
      }
      failure = found ? QStringLiteral("%1 is of another version of the app").arg(file)
                      : library.errorString();
    }
    if (module) failure.clear();
  }
  if (!module && error) *error = failure;
  return module;
}

}  // namespace mizbazi::net
