// Saboteur's card words and numbers, painted over the textless SVG art in the UI's language
// (table/card_art.h): an action card's kind on its band («خرابکاری», "Repair"), a dwarf card's
// colour, the nuggets of a gold card or goal in its two number corners (Persian digits in
// Persian). And a plain but readable face for a card whose art is missing.
#pragma once

#include <QRectF>
#include <QString>

class QPainter;

namespace mizbazi::ui {
class CardArt;
}

namespace mizbazi::ui::saboteur_duel {

// The FaceTextPainter: `card` is where the 200 × 280 art was drawn.
void paintFaceText(QPainter& p, const QRectF& card, const QString& artId);
// The FallbackPainter: a face with the card's name and number, for art that is missing.
void paintFallbackFace(QPainter& p, const QRectF& card, const QString& artId);
// Gives `art` both painters for every "saboteur_duel/..." art id.
void installCardFaces(CardArt& art);

}  // namespace mizbazi::ui::saboteur_duel
