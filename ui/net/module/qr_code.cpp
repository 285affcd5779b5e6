#include "ui/net/module/qr_code.h"

#include <qrencode.h>

#include <memory>

namespace mizbazi::net {

QImage qrCodeImage(const QString& text, int scale) {
  const QByteArray utf8 = text.toUtf8();
  std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
      QRcode_encodeString(utf8.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!code) return QImage();
  constexpr int kQuiet = 4;
  const int modules = code->width + 2 * kQuiet;
  QImage image(modules * scale, modules * scale, QImage::Format_RGB32);
  image.fill(Qt::white);
  for (int y = 0; y < code->width; ++y) {
    for (int x = 0; x < code->width; ++x) {
      if (!(code->data[y * code->width + x] & 1)) continue;  // bit 0: a dark module
      for (int dy = 0; dy < scale; ++dy) {
        QRgb* line = reinterpret_cast<QRgb*>(image.scanLine((y + kQuiet) * scale + dy));
        for (int dx = 0; dx < scale; ++dx) line[(x + kQuiet) * scale + dx] = qRgb(0, 0, 0);
      }
    }
  }
  return image;
}

}  // namespace mizbazi::net
