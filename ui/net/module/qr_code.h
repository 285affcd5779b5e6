// A QR code of a short text (the page's address with its join code), through libqrencode: black
// modules on white with the standard four-module quiet zone, each module `scale` pixels.
#pragma once

#include <QImage>
#include <QString>

namespace mizbazi::net {

// A null image when the text cannot be encoded (longer than a QR code holds).
QImage qrCodeImage(const QString& text, int scale = 6);

}  // namespace mizbazi::net
