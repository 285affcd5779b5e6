#include "app/raster_icon.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace mizbazi::app {

QIcon rasterIcon(const QString& svgResource) {
  const QString prefix = QStringLiteral(":/");
  if (svgResource.startsWith(prefix) && svgResource.endsWith(QStringLiteral(".svg"))) {
    const QFileInfo svg(svgResource.mid(prefix.size()));
    const QDir folder(QStringLiteral(":/raster/") + svg.path());
    const QRegularExpression sized(QStringLiteral("^") +
                                   QRegularExpression::escape(svg.completeBaseName()) +
                                   QStringLiteral("-([0-9]+)x([0-9]+)\\.png$"));
    QIcon icon;
    for (const QString& name : folder.entryList(QDir::Files)) {
      const QRegularExpressionMatch m = sized.match(name);
      if (m.hasMatch()) {
        icon.addFile(folder.filePath(name), QSize(m.captured(1).toInt(), m.captured(2).toInt()));
      }
    }
    if (!icon.isNull()) return icon;
  }
  return QIcon(svgResource);
}

}  // namespace mizbazi::app
