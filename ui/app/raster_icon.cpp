#include "ui/app/raster_icon.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QIconEngine>
#include <QImageReader>
#include <QPainter>
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

bool onlyDigits(QStringView text) {
  if (text.isEmpty()) return false;
  for (QChar c : text) {
    if (c < QLatin1Char('0') || c > QLatin1Char('9')) return false;
  }
  return true;
}

// The size in a rendered file's name, "<stem>-<W>x<H>.png"; an invalid size for any other name.
// (Read by hand: a regular expression, compiled for each icon, cost the launch more than the
// names it read.)
QSize sizeInName(const QString& name, const QString& stem) {
  const QString suffix = QStringLiteral(".png");
  if (!name.startsWith(stem + QLatin1Char('-')) || !name.endsWith(suffix)) return QSize();
  const QStringView size =
      QStringView(name).mid(stem.size() + 1, name.size() - stem.size() - 1 - suffix.size());
  const qsizetype x = size.indexOf(QLatin1Char('x'));
  if (x < 0 || !onlyDigits(size.left(x)) || !onlyDigits(size.mid(x + 1))) return QSize();
  return QSize(size.left(x).toInt(), size.mid(x + 1).toInt());
}

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
    std::vector<RasterIconEngine::Size> sizes;
    for (const QString& name : folder.entryList(QDir::Files)) {
      const QSize size = sizeInName(name, svg.completeBaseName());
      if (size.isValid()) sizes.push_back({size, folder.filePath(name), QPixmap()});
    }
    if (!sizes.empty()) return QIcon(new RasterIconEngine(std::move(sizes)));
  }
  return QIcon(svgResource);
}

}  // namespace mizbazi::app
