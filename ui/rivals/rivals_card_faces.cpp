#include "ui/rivals/rivals_card_faces.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "rivals/rivals_cards.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/card_art.h"
#include "ui/table/fitted_text.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

namespace {

// The art's geometry (tools/art/make_rivals_cards.py: W, H, INDEX_*, RIBBON).
constexpr double kArtWidth = 200, kArtHeight = 280;
constexpr double kIndexSize = 62;
constexpr double kIndexCentreY = 43;
constexpr double kIndexCentreX[2] = {41, 159};
constexpr double kRibbon[4] = {30, 230, 140, 34};
// The digits fill this share of the cartouche's height, and never more than this of its width
// (a number too wide, "10" in Latin digits, is narrowed rather than made smaller).
constexpr double kDigitHeight = 0.82, kDigitWidth = 0.86;

const QColor kInk(0x2a, 0x1a, 0x0e);
const QColor kParchment(0xff, 0xfa, 0xf0);

QRectF inCard(const QRectF& card, double x, double y, double w, double h) {
  const double sx = card.width() / kArtWidth, sy = card.height() / kArtHeight;
  return QRectF(card.x() + x * sx, card.y() + y * sy, w * sx, h * sy);
}

QFont baseFont() {
  QFont f = QGuiApplication::font();
  f.setWeight(QFont::Bold);
  f.setStyleStrategy(QFont::PreferAntialias);
  return f;
}

// The tallest digit in the UI's digits: every number's font is sized on it.
QString referenceDigit() {
  return QLocale().toString(8);
}

// Draws `text` with its ink centred on `centre`, its baseline set by the reference digit so
// that all numbers sit on one line, narrowed if it is wider than `maxWidth`.
void drawCentred(QPainter& p, const QFont& font, const QPointF& centre, const QString& text,
                 double maxWidth) {
  const QFontMetricsF m(font);
  const QRectF ink = m.tightBoundingRect(text);
  const QRectF ref = m.tightBoundingRect(referenceDigit());
  const double squeeze = ink.width() > maxWidth ? maxWidth / ink.width() : 1.0;
  p.save();
  p.translate(centre);
  p.scale(squeeze, 1.0);
  p.setFont(font);
  p.drawText(QPointF(-(ink.left() + ink.width() / 2), -(ref.top() + ref.height() / 2)), text);
  p.restore();
}

void paintWord(QPainter& p, const QRectF& card, const QString& word) {
  const QRectF box = RivalsCardFaces::ribbonRect(card);
  FittedTextStyle style;
  style.color = kInk;
  style.widthShare = 0.9;
  drawFittedText(p, card, box, word, box.height() * 0.56, style);
}

// A simple silhouette per expedition for the fallback face: sun, wave, peak, leaf, flame.
QPainterPath emblemPath(int color, const QPointF& c, double r) {
  QPainterPath path;
  switch (color) {
    case 0:
      path.addEllipse(c, r * 0.6, r * 0.6);
      for (int k = 0; k < 8; ++k) {
        QTransform t;
        t.translate(c.x(), c.y());
        t.rotate(k * 45);
        QPolygonF ray({QPointF(-r * 0.15, -r * 0.7), QPointF(0, -r), QPointF(r * 0.15, -r * 0.7)});
        path.addPolygon(t.map(ray));
      }
      break;
    case 1:
      path.moveTo(c + QPointF(-r, r * 0.5));
      path.cubicTo(c + QPointF(-r, -r), c + QPointF(r, -r), c + QPointF(r, 0));
      path.cubicTo(c + QPointF(0, -r * 0.4), c + QPointF(0, r * 0.5), c + QPointF(-r, r * 0.5));
      break;
    case 2:
      path.addPolygon(QPolygonF({c + QPointF(-r, r * 0.8), c + QPointF(0, -r * 0.9),
                                 c + QPointF(r, r * 0.8), c + QPointF(-r, r * 0.8)}));
      break;
    case 3:
      path.moveTo(c + QPointF(-r * 0.8, r * 0.8));
      path.cubicTo(c + QPointF(-r, -r * 0.2), c + QPointF(-r * 0.2, -r),
                   c + QPointF(r * 0.9, -r * 0.9));
      path.cubicTo(c + QPointF(r, r * 0.2), c + QPointF(r * 0.2, r),
                   c + QPointF(-r * 0.8, r * 0.8));
      break;
    default:
      path.moveTo(c + QPointF(0, r));
      path.cubicTo(c + QPointF(-r, r), c + QPointF(-r * 0.8, 0), c + QPointF(0, -r));
      path.cubicTo(c + QPointF(r * 0.8, 0), c + QPointF(r, r), c + QPointF(0, r));
      break;
  }
  return path;
}

}  // namespace

void RivalsCardFaces::install(CardArt& art) {
  art.setFaceText(QStringLiteral("rivals"), &RivalsCardFaces::paintText);
  art.setFallback(QStringLiteral("rivals"), &RivalsCardFaces::paintFallback);
}

QColor RivalsCardFaces::accent(int color) {
  // As COLORS in tools/art/make_rivals_cards.py.
  static const QColor kAccents[eng::kColorCount] = {
      QColor(0xf2, 0xba, 0x11), QColor(0x26, 0x3a, 0x79), QColor(0xec, 0xef, 0xf2),
      QColor(0x16, 0xb6, 0x76), QColor(0xc6, 0x21, 0x16)};
  return color >= 0 && color < eng::kColorCount ? kAccents[color] : QColor(Qt::gray);
}

QString RivalsCardFaces::indexText(const QString& cardId) {
  auto name = eng::parseNameId(cardId.toStdString());
  if (!name || eng::isWagerName(*name)) return QString();
  return QLocale().toString(eng::valueOfName(*name));
}

QRectF RivalsCardFaces::indexRect(const QRectF& card, int corner) {
  const double half = kIndexSize / 2;
  return inCard(card, kIndexCentreX[corner == 0 ? 0 : 1] - half, kIndexCentreY - half, kIndexSize,
                kIndexSize);
}

QRectF RivalsCardFaces::ribbonRect(const QRectF& card) {
  return inCard(card, kRibbon[0], kRibbon[1], kRibbon[2], kRibbon[3]);
}

QFont RivalsCardFaces::indexFont(const QRectF& card) {
  const QRectF box = indexRect(card, 0);
  QFont f = baseFont();
  // Measure once at a large size, then scale: tight ink boxes are exact enough for this.
  constexpr int kProbe = 200;
  f.setPixelSize(kProbe);
  const QFontMetricsF m(f);
  const double digitHeight = m.tightBoundingRect(referenceDigit()).height();
  const double scale = box.height() * kDigitHeight / std::max(1.0, digitHeight);
  f.setPixelSize(std::max(1, int(kProbe * scale)));
  return f;
}

void RivalsCardFaces::paintText(QPainter& p, const QRectF& card, const QString& artId) {
  const QString id = RivalsTexts::cardIdOfArt(artId);
  if (id.isEmpty()) return;  // the back and the coin carry no words
  p.save();
  p.setRenderHint(QPainter::TextAntialiasing);
  const QString number = indexText(id);
  if (!number.isEmpty()) {
    const QFont font = indexFont(card);
    // Projector mode: a number smaller than the floor gets a plate of its own at the floor.
    const int floor = CardArt::minimumTextPixels();
    p.setPen(kInk);
    for (int corner = 0; corner < 2; ++corner) {
      const QRectF box = indexRect(card, corner);
      if (font.pixelSize() < floor) {
        drawPlatedText(p, card, box, number, floor);
      } else {
        drawCentred(p, font, box.center(), number, box.width() * kDigitWidth);
      }
    }
  }
  paintWord(p, card, RivalsTexts::cardWord(id));
  p.restore();
}

void RivalsCardFaces::paintFallback(QPainter& p, const QRectF& card, const QString& artId) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  const double radius = card.width() * 0.06;
  QPainterPath outline;
  outline.addRoundedRect(card.adjusted(1, 1, -1, -1), radius, radius);
  const QString id = RivalsTexts::cardIdOfArt(artId);
  if (artId == RivalsTexts::coinArt()) {
    const double r = std::min(card.width(), card.height()) / 2 - 1;
    p.setBrush(QColor(0xe3, 0xb2, 0x3c));
    p.setPen(QPen(kInk, std::max(1.0, r * 0.06)));
    p.drawEllipse(card.center(), r, r);
  } else if (id.isEmpty()) {  // the back, or an art id this game does not know
    p.fillPath(outline, QColor(0x5a, 0x34, 0x20));
    p.setPen(QPen(QColor(0xe3, 0xb2, 0x3c), card.width() * 0.02));
    p.drawPath(outline);
    const double r = card.width() * 0.22;
    p.drawEllipse(card.center(), r, r);
  } else {
    const int color = eng::colorOfName(*eng::parseNameId(id.toStdString()));
    const QColor accent = RivalsCardFaces::accent(color);
    p.fillPath(outline, QColor::fromRgbF(0.85 * kParchment.redF() + 0.15 * accent.redF(),
                                         0.85 * kParchment.greenF() + 0.15 * accent.greenF(),
                                         0.85 * kParchment.blueF() + 0.15 * accent.blueF()));
    const QRectF band = inCard(card, 0, 0, kArtWidth, 80);
    QPainterPath top;
    top.addRect(band);
    p.fillPath(top.intersected(outline), accent);
    p.setPen(QPen(kInk, std::max(1.0, card.width() * 0.012)));
    p.drawPath(outline);
    for (int corner = 0; corner < 2; ++corner) {
      p.setBrush(kParchment);
      p.drawRoundedRect(indexRect(card, corner), radius, radius);
    }
    p.setBrush(accent.darker(140));
    p.drawPath(emblemPath(
        color,
        inCard(card, 0, 0, kArtWidth, kArtHeight).center() + QPointF(0, card.height() * 0.05),
        card.width() * 0.28));
    // The card's name under its emblem, then the number and word as on the real face.
    QFont f = baseFont();
    f.setPixelSize(std::max(1, int(card.width() * 0.11)));
    p.setFont(f);
    p.drawText(inCard(card, 10, 200, 180, 26), Qt::AlignCenter, RivalsTexts::cardName(id));
    paintText(p, card, artId);
  }
  p.restore();
}

}  // namespace mizbazi::ui::rivals
