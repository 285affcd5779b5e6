#include "ui/table/card_art.h"

#include <QFile>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>

namespace mizbazi::ui {

namespace {
int minimumText = 0;
}  // namespace

void CardArt::setMinimumTextPixels(int pixels) {
  minimumText = std::max(0, pixels);
}

int CardArt::minimumTextPixels() {
  return minimumText;
}

void CardArt::paintFaceText(QPainter& p, const QRectF& card, const QString& artId) const {
  auto text = faceTexts_.find(artId.section('/', 0, 0));
  if (text != faceTexts_.end()) (*text)(p, card, artId);
}

CardArt::CardArt() {
  // Cost is in kilobytes: ~100 cards at 4K size (≈ 300 KB each) fit; older sizes are dropped.
  cache_.setMaxCost(32 * 1024);
}

CardArt::~CardArt() = default;

QString CardArt::resourcePath(const QString& artId) {
  return QStringLiteral(":/cards/") + artId + QStringLiteral(".svg");
}

QSvgRenderer* CardArt::renderer(const QString& artId) const {
  auto it = renderers_.find(artId);
  if (it != renderers_.end()) return it->get();
  std::shared_ptr<QSvgRenderer> r;
  QString path = resourcePath(artId);
  if (QFile::exists(path)) {
    r = std::make_shared<QSvgRenderer>(path);
    if (!r->isValid()) r.reset();
  }
  renderers_.insert(artId, r);
  return r.get();
}

bool CardArt::hasSvg(const QString& artId) const {
  return renderer(artId) != nullptr;
}

void CardArt::setFallback(const QString& gamePrefix, FallbackPainter painter) {
  fallbacks_.insert(gamePrefix, std::move(painter));
}

void CardArt::setFaceText(const QString& gamePrefix, FaceTextPainter painter) {
  faceTexts_.insert(gamePrefix, std::move(painter));
}

void CardArt::paintFallback(QPainter& p, const QRectF& r, const QString& artId) const {
  QString prefix = artId.section('/', 0, 0);
  auto it = fallbacks_.find(prefix);
  if (it != fallbacks_.end()) {
    (*it)(p, r, artId);
    return;
  }
  QPainterPath path;
  path.addRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.06, r.width() * 0.06);
  p.fillPath(path, QColor("#f4ecd8"));
  p.setPen(QPen(QColor("#5a4630"), r.width() * 0.02));
  p.drawPath(path);
  p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap, artId.section('/', 1));
}

QPixmap CardArt::pixmap(const QString& artId, QSize pixelSize, qreal dpr) {
  if (pixelSize.isEmpty()) return QPixmap();
  const QString key =
      QStringLiteral("%1@%2x%3/%4")
          .arg(artId)
          .arg(pixelSize.width())
          .arg(pixelSize.height())
          .arg(minimumText);  // projector mode paints the same card with larger words
  if (QPixmap* cached = cache_.object(key)) {
    QPixmap pm = *cached;
    pm.setDevicePixelRatio(dpr);
    return pm;
  }
  QImage image(pixelSize, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  {
    QPainter p(&image);
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                     QPainter::SmoothPixmapTransform);
    QRectF target(QPointF(0, 0), QSizeF(pixelSize));
    if (QSvgRenderer* r = renderer(artId)) {
      // Keep the art's own proportions inside the card slot.
      QSizeF art = r->defaultSize();
      if (!art.isEmpty()) {
        QSizeF fit = art.scaled(target.size(), Qt::KeepAspectRatio);
        target = QRectF(
            QPointF((pixelSize.width() - fit.width()) / 2, (pixelSize.height() - fit.height()) / 2),
            fit);
      }
      r->render(&p, target);
      paintFaceText(p, target, artId);
    } else {
      paintFallback(p, target, artId);
    }
  }
  ++renders_;
  QPixmap pm = QPixmap::fromImage(std::move(image));
  int costKb = pixelSize.width() * pixelSize.height() * 4 / 1024 + 1;
  cache_.insert(key, new QPixmap(pm), costKb);
  pm.setDevicePixelRatio(dpr);
  return pm;
}

}  // namespace mizbazi::ui
