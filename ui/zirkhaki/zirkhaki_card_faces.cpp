#include "ui/zirkhaki/zirkhaki_card_faces.h"

#include <QHash>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>

#include "ui/table/card_art.h"
#include "ui/table/fitted_text.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

namespace {

// The art's geometry (tools/art/make_zirkhaki_cards.py: W, H, medallion(), banner(), ring_card()).
constexpr double kArtWidth = 250, kArtHeight = 350;
constexpr double kMedallionRadius = 29;
const QPointF kMedallion[2] = {{206, 44}, {44, 306}};
const QRectF kNameBanner(74, 290, 150, 32);  // right of the lower medallion, left of the tail
const QRectF kRingTitle(50, 30, 150, 28);
const QRectF kRingName(44, 278, 162, 34);
const QRectF kBackTitle(40, 156, 170, 38);

const QColor kInk(0x2a, 0x1a, 0x0e);
const QColor kGoldLight(0xf7, 0xdc, 0x8a);

QRectF scaled(const QRectF& r, const QRectF& card) {
  const double sx = card.width() / kArtWidth, sy = card.height() / kArtHeight;
  return QRectF(card.x() + r.x() * sx, card.y() + r.y() * sy, r.width() * sx, r.height() * sy);
}

// Every word on the face through the framework's fitted text (projector mode's floor included).
void drawFitted(QPainter& p, const QRectF& card, const QRectF& box, const QString& text,
                double pixels, const QColor& color, bool halo = false) {
  FittedTextStyle style;
  style.color = color;
  style.halo = halo;
  drawFittedText(p, card, box, text, pixels, style);
}

bool isBack(const QString& id) {
  return id == QLatin1String("back") || id == QLatin1String("ring-back");
}

}  // namespace

QColor ZirkhakiCardFaces::suitColor(const QString& suit) {
  // The accents of the art (make_zirkhaki_cards.py SUITS).
  static const QHash<QString, QColor> colors = {
      {"astrolabe", QColor("#2f7fcc")}, {"pistol", QColor("#3b4048")},
      {"dagger", QColor("#d21f30")},    {"carpet", QColor("#c0328a")},
      {"snake", QColor("#1f6312")},     {"horseshoe", QColor("#4a2216")},
      {"coin", QColor("#e6b41e")},      {"chest", QColor("#ec8c48")},
      {"key", QColor("#27c2b4")},       {"map", QColor("#6c2cc8")}};
  return colors.value(suit, QColor("#555555"));
}

QColor ZirkhakiCardFaces::inkOn(const QString& suit) {
  // White or ink, whichever contrasts more with the accent (the art's Pal.on).
  static const QStringList light = {"coin", "chest", "key"};
  return light.contains(suit) ? kInk : QColor(Qt::white);
}

QRectF ZirkhakiCardFaces::valueRect(const QRectF& card, int corner) {
  const QPointF c = kMedallion[corner == 0 ? 0 : 1];
  const double r = kMedallionRadius * 0.8;
  return scaled(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), card);
}
QRectF ZirkhakiCardFaces::nameRect(const QRectF& card) {
  return scaled(kNameBanner, card);
}
QRectF ZirkhakiCardFaces::ringTitleRect(const QRectF& card) {
  return scaled(kRingTitle, card);
}
QRectF ZirkhakiCardFaces::ringNameRect(const QRectF& card) {
  return scaled(kRingName, card);
}
QRectF ZirkhakiCardFaces::backTitleRect(const QRectF& card) {
  return scaled(kBackTitle, card);
}

void ZirkhakiCardFaces::install(CardArt& art) {
  art.setFaceText(QStringLiteral("zirkhaki"), &ZirkhakiCardFaces::paintText);
  art.setFallback(QStringLiteral("zirkhaki"), &ZirkhakiCardFaces::paintFallback);
}

void ZirkhakiCardFaces::paintText(QPainter& p, const QRectF& card, const QString& artId) {
  const QString id = artId.section('/', 1);
  const double unit = card.height() / kArtHeight;
  if (id == QLatin1String("back")) {
    drawFitted(p, card, backTitleRect(card), tr("Zirkhaki"), 30 * unit, kGoldLight, true);
    return;
  }
  if (isBack(id)) return;  // the ring back carries no words
  if (id.startsWith(QLatin1String("ring-"))) {
    drawFitted(p, card, ringTitleRect(card), tr("Ring"), 22 * unit, kGoldLight);
    drawFitted(p, card, ringNameRect(card), ZirkhakiTexts::ringName(id.mid(5)), 28 * unit, kInk);
    return;
  }
  const QString suit = ZirkhakiTexts::suitOf(id);
  const QColor ink = inkOn(suit);
  const QString value = QLocale().toString(ZirkhakiTexts::valueOf(id));
  for (int corner : {0, 1}) drawFitted(p, card, valueRect(card, corner), value, 40 * unit, ink);
  // A name on its own, as a title: "Coin" in English (Persian has no capitals).
  QString name = ZirkhakiTexts::suitName(suit);
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  drawFitted(p, card, nameRect(card), name, 27 * unit, ink);
}

// A plain face for a card whose SVG is missing: the suit's colour, its name and value, large.
void ZirkhakiCardFaces::paintFallback(QPainter& p, const QRectF& r, const QString& artId) {
  const QString id = artId.section('/', 1);
  QPainterPath path;
  path.addRoundedRect(r.adjusted(1, 1, -1, -1), r.width() * 0.07, r.width() * 0.07);
  p.save();
  if (isBack(id)) {
    p.fillPath(path, QColor("#5b2a1c"));
    p.setPen(QPen(QColor("#e0b45a"), r.width() * 0.03));
    p.drawPath(path);
    p.restore();
    return;
  }
  const bool ring = id.startsWith(QLatin1String("ring-"));
  const QString suit = ZirkhakiTexts::suitOf(id);
  p.fillPath(path, QColor("#f6ecd2"));
  p.setPen(QPen(ring ? QColor("#6a4c93") : suitColor(suit), r.width() * 0.05));
  p.drawPath(path);
  p.restore();
  const QString name = ring ? ZirkhakiTexts::ringName(id.mid(5)) : ZirkhakiTexts::suitName(suit);
  drawFitted(p, r, QRectF(r.x() + 6, r.y() + r.height() * 0.08, r.width() - 12, r.height() * 0.2),
             name, r.width() * 0.17, kInk);
  if (!ring) {
    drawFitted(p, r, r, QLocale().toString(ZirkhakiTexts::valueOf(id)), r.width() * 0.42,
               suitColor(suit));
  }
}

}  // namespace mizbazi::ui::zirkhaki
