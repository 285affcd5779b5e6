// The words and numbers of Sabokbaz's cards, painted over the textless art
// (resources/cards/sabokbaz/, made by tools/art/make_sabokbaz_cards.py) in the UI's language:
// the number in both top corners (Persian digits in Persian), the worth of badeh and zamaneh in
// the disc at the top, each special's worth in its corners, and the card's name on the ribbon.
// Both top corners carry the index so that it stays readable in a fanned hand whichever way the
// fan overlaps: each card keeps at least kIndexStrip of its width uncovered on one side. In
// projector mode a number too small for the class is written on a plate of its own, which stays
// within its side's strip (the worth goes under the index there): one card's numbers never meet
// the next card's.
//
// Geometry in card units of the art's 200 × 280 viewBox; the generator uses the same figures.
#pragma once

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace mizbazi::ui {
class CardArt;
}

namespace mizbazi::ui::sabokbaz {

class SabokbazCardFaces {
 public:
  // The share of a card's width, from either side, that holds a whole index: a fan must step by
  // at least this much for every index to stay in view.
  static constexpr double kIndexStrip = 56.0 / 200.0;
  // The index's type is this share of the card's width, so it is 14 px high once a card is drawn
  // kReadableWidth px wide (a two-digit number is shrunk to fit its box only in English).
  static constexpr double kIndexType = 40.0 / 200.0;
  static constexpr double kReadableWidth = 14.0 / kIndexType;  // 70 px

  // Installs both painters for the "sabokbaz" art ids.
  static void install(CardArt& art);

  // CardArt::FaceTextPainter: `card` is the rectangle the SVG was drawn into.
  static void paintFaceText(QPainter& p, const QRectF& card, const QString& artId);
  // CardArt::FallbackPainter: a plain, readable face when a card's SVG is missing.
  static void paintFallback(QPainter& p, const QRectF& card, const QString& artId);

  // The index box at the top-left (`left`) or top-right corner of `card`.
  static QRectF indexRect(const QRectF& card, bool left);
  // The index's pixel size for a card drawn in `card`.
  static double indexPixels(const QRectF& card) { return card.width() * kIndexType; }
  // The colour of a family ("badeh") or a special ("ajal"), as in the art.
  static QColor colour(const QString& kind);
};

}  // namespace mizbazi::ui::sabokbaz
