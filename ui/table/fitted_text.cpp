#include "ui/table/fitted_text.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QTextOption>
#include <algorithm>

#include "ui/table/card_art.h"

namespace mizbazi::ui {

namespace {

// The plates' ink: dark on white whatever the word's own colour was (white words on a white
// plate would vanish).
const QColor kPlateInk(0x2a, 0x1a, 0x0e);

QTextOption centred(bool leftToRight) {
  QTextOption option(Qt::AlignCenter);
  if (leftToRight) option.setTextDirection(Qt::LeftToRight);
  return option;
}

// The largest font up to `pixels` whose `text` fits `room` pixels of width (hinting makes width
// not quite proportional to size, so a second look may be needed).
QFont fitted(const QString& text, double pixels, double room) {
  QFont f = cardTextFont(pixels);
  for (int tries = 0; tries < 4; ++tries) {
    const double width = QFontMetricsF(f).horizontalAdvance(text);
    if (width <= room || f.pixelSize() <= 1) break;
    f.setPixelSize(std::max(1, std::min(f.pixelSize() - 1, int(f.pixelSize() * room / width))));
  }
  return f;
}

void drawHalo(QPainter& p, const QRectF& box, const QString& text, const QFont& f,
              const QColor& color) {
  QPainterPath path;
  const QFontMetricsF m(f);
  const QRectF ink = m.boundingRect(text);
  path.addText(box.center().x() - ink.width() / 2,
               box.center().y() + (m.ascent() - m.descent()) / 2, f, text);
  p.setPen(QPen(kPlateInk, std::max(1.0, f.pixelSize() / 7.0), Qt::SolidLine, Qt::RoundCap,
                Qt::RoundJoin));
  p.setBrush(color);
  p.drawPath(path);
}

}  // namespace

QFont cardTextFont(double pixels) {
  QFont f = QGuiApplication::font();
  f.setWeight(QFont::Bold);
  f.setStyleStrategy(QFont::PreferAntialias);
  f.setPixelSize(std::max(1, qRound(pixels)));
  return f;
}

void drawFittedText(QPainter& p, const QRectF& card, const QRectF& box, const QString& text,
                    double pixels, const FittedTextStyle& style) {
  if (text.isEmpty() || box.isEmpty()) return;
  const QFont f = fitted(text, pixels, box.width() * style.widthShare);
  const int floor = CardArt::minimumTextPixels();
  if (!style.halo && f.pixelSize() < floor) {
    drawPlatedText(p, card, box, text, floor, style.leftToRight);
    return;
  }
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  if (style.halo) {
    drawHalo(p, box, text, f, style.color);
  } else {
    p.setFont(f);
    p.setPen(style.color);
    p.drawText(box, text, centred(style.leftToRight));
  }
  p.restore();
}

void drawPlatedText(QPainter& p, const QRectF& card, const QRectF& box, const QString& text,
                    double pixels, bool leftToRight) {
  if (text.isEmpty()) return;
  const QFont f = cardTextFont(pixels);
  const QFontMetricsF m(f);
  const double pad = pixels * 0.25;
  const double width = m.horizontalAdvance(text);
  const double plateW = std::min(card.width(), std::max(box.width(), width + 2 * pad));
  // Tight, so that a small card (another seat's, at six players) keeps a plate at its top and
  // one at its bottom apart.
  const double plateH = std::min(card.height(), pixels * 1.2);
  QRectF plate(0, 0, plateW, plateH);
  plate.moveCenter(box.center());
  plate.moveLeft(std::clamp(plate.left(), card.left(), card.right() - plateW));
  plate.moveTop(std::clamp(plate.top(), card.top(), card.bottom() - plateH));
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  p.setRenderHint(QPainter::TextAntialiasing);
  p.setPen(QPen(kPlateInk, std::max(1.0, pixels / 12)));
  p.setBrush(Qt::white);
  p.drawRoundedRect(plate, pixels * 0.2, pixels * 0.2);
  p.setFont(f);
  p.setPen(kPlateInk);
  const double room = plateW - pad;
  QRectF area = plate;
  if (width > room) {
    // Narrowed around the plate's centre: the height is kept.
    p.translate(plate.center());
    p.scale(room / width, 1);
    p.translate(-plate.center());
    area = QRectF(plate.center().x() - width / 2, plate.top(), width, plateH);
  }
  p.drawText(area, text, centred(leftToRight));
  p.restore();
}

}  // namespace mizbazi::ui
