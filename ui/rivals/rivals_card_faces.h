// The words and numbers on Rivals cards, painted over the textless art in the UI's language: the
// number in both top cartouches (QLocale digits: Persian in Persian), the word on a wager's ribbon.
// Both index corners carry the number so that it stays readable whichever side a neighbour covers,
// and the top band is what a column of overlapping cards leaves visible. Also a plain but readable
// face for a card whose SVG is missing.
//
// The places are those tools/art/make_rivals_cards.py leaves free (INDEX_*, RIBBON), in card
// units of the 200 × 280 art, scaled to the card's rectangle.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace mizbazi::ui {
class CardArt;
}

namespace mizbazi::ui::rivals {

class RivalsCardFaces {
  Q_DECLARE_TR_FUNCTIONS(RivalsCardFaces)

 public:
  // Installs the face painter and the fallback for every "rivals/…" art id.
  static void install(CardArt& art);

  // CardArt::FaceTextPainter: `card` is where the art was drawn.
  static void paintText(QPainter& p, const QRectF& card, const QString& artId);
  // CardArt::FallbackPainter: the whole card without its SVG.
  static void paintFallback(QPainter& p, const QRectF& card, const QString& artId);

  // "red-4" → "۴" in Persian, "4" in English; empty for wagers and other art.
  static QString indexText(const QString& cardId);
  // The index cartouche in the top-left (corner 0) or top-right (corner 1) of `card`.
  static QRectF indexRect(const QRectF& card, int corner);
  // The font the number is painted in, for a card drawn in `card` (the same size for every
  // number, so a column reads evenly).
  static QFont indexFont(const QRectF& card);
  // The ribbon at the foot of a wager.
  static QRectF ribbonRect(const QRectF& card);

  // The expedition's colour (as in the art), by colour index.
  static QColor accent(int color);
};

}  // namespace mizbazi::ui::rivals
