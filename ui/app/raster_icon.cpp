#include "ui/app/raster_icon.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QIconEngine>
#include <QImageReader>
#include <QPainter>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOption>
#include <algorithm>
#include <utility>
#include <vector>

namespace mizbazi::app {

namespace {

// The rendered sizes of one image, each decoded when first asked for: the chooser on an ordinary
// screen reads only the 1× card, and nothing is decoded before it is painted. (QIcon::addFile
// decodes every file it is given at once.)
class RasterIconEngine : public QIconEngine {
 public:
  struct Size {
    QSize size;
    QString file;
    QPixmap decoded;
  };

  explicit RasterIconEngine(std::vector<Size> sizes) : sizes_(std::move(sizes)) {
    std::sort(sizes_.begin(), sizes_.end(), [](const Size& a, const Size& b) {
      return a.size.width() * a.size.height() < b.size.width() * b.size.height();
    });
  }

  QIconEngine* clone() const override { return new RasterIconEngine(*this); }

  QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override {
    QList<QSize> out;
    for (const Size& s : sizes_) out << s.size;
    return out;
  }

  QSize actualSize(const QSize& wanted, QIcon::Mode, QIcon::State) override {
    QSize size = nearest(wanted).size;
    if (size.width() > wanted.width() || size.height() > wanted.height())
      size.scale(wanted, Qt::KeepAspectRatio);
    return size;
  }

  QPixmap pixmap(const QSize& wanted, QIcon::Mode mode, QIcon::State state) override {
    Size& chosen = nearest(wanted);
    if (chosen.decoded.isNull()) chosen.decoded = readPng(chosen.file);
    QPixmap out = chosen.decoded;
    const QSize size = actualSize(wanted, mode, state);
    if (!out.isNull() && out.size() != size)
      out = out.scaled(size, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    if (mode != QIcon::Normal && mode != QIcon::Active && !out.isNull()) {
      QStyleOption option;
      option.palette = QApplication::palette();
      out = QApplication::style()->generatedIconPixmap(mode, out, &option);
    }
    return out;
  }

  void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override {
    const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    QPixmap image = pixmap(rect.size() * ratio, mode, state);
    image.setDevicePixelRatio(ratio);
    const QSize shown = image.size() / ratio;
    painter->drawPixmap(QRect(rect.topLeft() + QPoint((rect.width() - shown.width()) / 2,
                                                      (rect.height() - shown.height()) / 2),
                              shown),
                        image);
  }

 private:
  // The smallest size that covers the wanted one, else the largest there is.
  Size& nearest(const QSize& wanted) {
    for (Size& s : sizes_) {
      if (s.size.width() >= wanted.width() && s.size.height() >= wanted.height()) return s;
    }
    return sizes_.back();
  }

  std::vector<Size> sizes_;
};

}  // namespace

QPixmap readPng(const QString& file) {
  QImageReader reader(file, "png");
  reader.setAutoDetectImageFormat(false);
  return QPixmap::fromImageReader(&reader);
}

QIcon rasterIcon(const QString& svgResource) {
  const QString prefix = QStringLiteral(":/");
  if (svgResource.startsWith(prefix) && svgResource.endsWith(QStringLiteral(".svg"))) {
    const QFileInfo svg(svgResource.mid(prefix.size()));
    const QDir folder(QStringLiteral(":/raster/") + svg.path());
    const QRegularExpression sized(QStringLiteral("^") +
                                   QRegularExpression::escape(svg.completeBaseName()) +
                                   QStringLiteral("-([0-9]+)x([0-9]+)\\.png$"));
    std::vector<RasterIconEngine::Size> sizes;
    for (const QString& name : folder.entryList(QDir::Files)) {
      const QRegularExpressionMatch m = sized.match(name);
      if (m.hasMatch()) {
        sizes.push_back({QSize(m.captured(1).toInt(), m.captured(2).toInt()), folder.filePath(name),
                         QPixmap()});
      }
    }
    if (!sizes.empty()) return QIcon(new RasterIconEngine(std::move(sizes)));
  }
  return QIcon(svgResource);
}

}  // namespace mizbazi::app
