#include "ui/sabokbaz/sabokbaz_card_faces.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include "sabokbaz/sabokbaz_cards.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/card_art.h"
#include "ui/table/fitted_text.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

namespace {

// The art's places, in card units (tools/art/make_sabokbaz_cards.py: INDEX_LEFT, INDEX_RIGHT,
// VALUE_DISC, RIBBON).
constexpr double kUnitsWide = 200.0;
const QRectF kIndexLeft(6, 8, 48, 48);
const QRectF kIndexRight(146, 8, 48, 48);
const QRectF kValueDisc(81, 17, 38, 38);
const QRectF kRibbon(30, 234, 140, 32);

// A special's index is its worth with a sign ("−۱۵"): a little smaller than a number, to fit.
constexpr double kSpecialIndex = 0.9;

const QColor kInk("#2a1a10");
const QColor kGoldLight("#f5d98a");

QRectF scaled(const QRectF& units, const QRectF& card) {
  const double s = card.width() / kUnitsWide;
  return QRectF(card.x() + units.x() * s, card.y() + units.y() * s, units.width() * s,
                units.height() * s);
}

QColor darker(const QColor& c) {
  return QColor::fromRgbF(c.redF() * 0.62, c.greenF() * 0.62, c.blueF() * 0.62);
}

double luminance(const QColor& c) {
  return 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF();
}

// `text` centred in `box` on `card`, shrunk to the art's margins if need be (projector mode's
// floor included). Numbers with a sign are laid out left to right (a sign must not jump sides).
// A word that needs a plate of its own (projector mode) keeps it within `room` (the card, or a
// part of it).
void drawFitted(QPainter& p, const QRectF& room, const QRectF& box, const QString& text,
                double pixels, const QColor& colour, bool leftToRight = false) {
  FittedTextStyle style;
  style.color = colour;
  style.leftToRight = leftToRight;
  style.widthShare = 0.94;
  drawFittedText(p, room, box, text, pixels, style);
}

// The strip of `card` at one side that a fan or the last trick leaves in view (kIndexStrip), a
// little inside it. A plate (projector mode) larger than its number's box stays in it: grown over
// the strip's edge it met the next card's plate, and two cards' numbers read as one ("۱" and "۵"
// as «۱۵»), as did a badeh's worth grown out of its disc beside the index («۳ ۱۲»).
QRectF sideStrip(const QRectF& card, bool left) {
  const double w = card.width() * SabokbazCardFaces::kIndexStrip;
  const double inset = std::max(1.0, card.width() * 0.01);
  return QRectF(left ? card.left() + inset : card.right() - w + inset, card.top(), w - 2 * inset,
                card.height());
}

// Projector mode's floor is taller than the worth's disc: the worth then goes under each index, in
// its strip, rather than on a plate spilling out of the disc across the card's middle.
bool worthUnderIndex(const QRectF& card) {
  return CardArt::minimumTextPixels() > 0 &&
         22 * card.width() / kUnitsWide < CardArt::minimumTextPixels();
}
const QRectF kWorthLeft(6, 60, 48, 30);
const QRectF kWorthRight(146, 60, 48, 30);

struct Face {
  QString kind;    // "badeh", "ajal"
  int number = 0;  // 0 for specials
  int value = 0;
  bool special = false;
};

std::optional<Face> faceOf(const QString& artId) {
  const QString id = SabokbazTexts::cardIdOfArt(artId);
  if (id.isEmpty()) return std::nullopt;
  const int c = *engine::parseCardId(id.toStdString());
  Face f;
  f.special = engine::isSpecial(c);
  f.kind = f.special ? id : QString::fromUtf8(engine::kSuitIds[engine::suitOf(c)].data());
  f.number = f.special ? 0 : engine::numberOf(c);
  f.value = engine::valueOf(c);
  return f;
}

}  // namespace

QColor SabokbazCardFaces::colour(const QString& kind) {
  // As FAMILIES and SPECIALS in the generator.
  if (kind == "koozeh") return QColor("#b85a28");
  if (kind == "sabzeh") return QColor("#a8d04a");
  if (kind == "zamaneh") return QColor("#2f56a8");
  if (kind == "badeh") return QColor("#661238");
  if (kind == "dozakh") return QColor("#d9442a");
  if (kind == "behesht") return QColor("#1f9e8a");
  if (kind == "khayyam") return QColor("#f0c430");
  if (kind == "ajal") return QColor("#e8e4f0");
  return QColor("#808080");
}

QRectF SabokbazCardFaces::indexRect(const QRectF& card, bool left) {
  return scaled(left ? kIndexLeft : kIndexRight, card);
}

void SabokbazCardFaces::install(CardArt& art) {
  art.setFaceText(QStringLiteral("sabokbaz"), &SabokbazCardFaces::paintFaceText);
  art.setFallback(QStringLiteral("sabokbaz"), &SabokbazCardFaces::paintFallback);
}

void SabokbazCardFaces::paintFaceText(QPainter& p, const QRectF& card, const QString& artId) {
  const auto face = faceOf(artId);
  if (!face) return;  // the back has no words
  const double s = card.width() / kUnitsWide;
  const QColor base = colour(face->kind);
  const double index = indexPixels(card);
  if (face->special) {
    // Specials: their worth is their index, light on the night-blue corners.
    const QString value = SabokbazTexts::signedNumber(face->value);
    for (bool left : {true, false}) {
      drawFitted(p, sideStrip(card, left), indexRect(card, left), value, index * kSpecialIndex,
                 kGoldLight, true);
    }
    // The ribbon is a shade of the special's colour (mixed with night blue in the art).
    const QColor ribbonInk = luminance(base) > 0.45 ? kInk : QColor(Qt::white);
    drawFitted(p, card, scaled(kRibbon, card), SabokbazTexts::ribbonName(face->kind), 21 * s,
               ribbonInk);
    return;
  }
  const QColor ink = darker(base);
  const QString number = QLocale().toString(face->number);
  for (bool left : {true, false})
    drawFitted(p, sideStrip(card, left), indexRect(card, left), number, index, ink);
  if (face->value != 0) {
    const QString worth = SabokbazTexts::signedNumber(face->value);
    if (worthUnderIndex(card)) {
      for (bool left : {true, false}) {
        drawFitted(p, sideStrip(card, left), scaled(left ? kWorthLeft : kWorthRight, card), worth,
                   22 * s, ink, true);
      }
    } else {
      drawFitted(p, card, scaled(kValueDisc, card), worth, 22 * s, ink, true);
    }
  }
  drawFitted(p, card, scaled(kRibbon, card), SabokbazTexts::ribbonName(face->kind), 21 * s, ink);
}

void SabokbazCardFaces::paintFallback(QPainter& p, const QRectF& card, const QString& artId) {
  const auto face = faceOf(artId);
  const double s = card.width() / kUnitsWide;
  QPainterPath outline;
  outline.addRoundedRect(card.adjusted(1, 1, -1, -1), 12 * s, 12 * s);
  p.save();
  if (!face) {
    // A back: plain night blue with a gold edge.
    p.fillPath(outline, QColor("#243158"));
    p.setPen(QPen(QColor("#d9a62e"), 4 * s));
    p.drawPath(outline);
    p.restore();
    return;
  }
  const QColor base = colour(face->kind);
  const QColor ground = face->special ? QColor("#1d1930") : QColor("#fcf4e0");
  p.fillPath(outline, ground);
  p.setPen(QPen(base, 8 * s));
  p.drawPath(outline);
  p.restore();
  // The same places as the art, so a hand of fallback cards fans just as readably; the middle
  // holds the card's name, large, where the art would have its emblem.
  const QColor ink = face->special ? kGoldLight : darker(base);
  const QString index =
      face->special ? SabokbazTexts::signedNumber(face->value) : QLocale().toString(face->number);
  for (bool left : {true, false}) {
    drawFitted(p, sideStrip(card, left), indexRect(card, left), index,
               indexPixels(card) * (face->special ? kSpecialIndex : 1.0), ink, face->special);
  }
  const QString id = SabokbazTexts::cardIdOfArt(artId);
  drawFitted(p, card, scaled(QRectF(14, 100, 172, 60), card), SabokbazTexts::cardName(id), 30 * s,
             ink);
  if (face->value != 0) {
    drawFitted(p, card, scaled(QRectF(40, 170, 120, 40), card),
               SabokbazTexts::signedNumber(face->value), 26 * s, ink, true);
  }
  drawFitted(p, card, scaled(kRibbon, card), SabokbazTexts::ribbonName(face->kind), 21 * s, ink);
}

}  // namespace mizbazi::ui::sabokbaz
