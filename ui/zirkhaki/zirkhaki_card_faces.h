// The words and numbers on Zirkhaki's cards, painted over the textless art in the UI's language:
// the value in the two medallions (QLocale digits: Persian in Persian), the suit's name on the
// banner, a ring's title and name, the game's name on the back. Also a plain but readable face for
// a card whose SVG is missing.
//
// The places are those tools/art/make_zirkhaki_cards.py leaves free, in units of the 250 × 350
// art, scaled to the card's rectangle.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QRectF>
#include <QString>

class QPainter;

namespace mizbazi::ui {
class CardArt;
}

namespace mizbazi::ui::zirkhaki {

class ZirkhakiCardFaces {
  Q_DECLARE_TR_FUNCTIONS(ZirkhakiCardFaces)

 public:
  // Installs the face painter and the fallback for every "zirkhaki/…" art id.
  static void install(CardArt& art);

  // CardArt::FaceTextPainter: `card` is where the art was drawn.
  static void paintText(QPainter& p, const QRectF& card, const QString& artId);
  // CardArt::FallbackPainter: the whole card without its SVG.
  static void paintFallback(QPainter& p, const QRectF& card, const QString& artId);

  // The suit's colour on the art, and the ink that reads on it.
  static QColor suitColor(const QString& suit);
  static QColor inkOn(const QString& suit);

  // The free places, scaled to `card`: a value medallion (corner 0 top-right, 1 bottom-left),
  // the suit card's name banner, a ring's title and name banner, the back's cartouche.
  static QRectF valueRect(const QRectF& card, int corner);
  static QRectF nameRect(const QRectF& card);
  static QRectF ringTitleRect(const QRectF& card);
  static QRectF ringNameRect(const QRectF& card);
  static QRectF backTitleRect(const QRectF& card);
};

}  // namespace mizbazi::ui::zirkhaki
