// Words and numbers written over a card's image by the games' face painters
// (CardArt::FaceTextPainter): centred in their place on the card, as large as the art designed
// them and made smaller only to fit the place's width. In projector mode nothing is painted
// smaller than CardArt::minimumTextPixels(): a word that would be is written at that height on a
// white plate of its own over the image instead, so a class reads every card from the back row.
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace mizbazi::ui {

struct FittedTextStyle {
  QColor color;
  // An ink outline keeps light letters readable over a busy image (a card's back). Such a word
  // is decoration, not information, and is never plated.
  bool halo = false;
  // Signed numbers ("−70") are laid out left to right: a sign must not jump to the other side
  // in a right-to-left interface.
  bool leftToRight = false;
  // The share of the place's width the text may take (the art's margins).
  double widthShare = 1.0;
};

// The faces' type: the UI's font, bold, `pixels` high.
QFont cardTextFont(double pixels);

// `text` centred in `box` (a place on `card`), at most `pixels` high.
void drawFittedText(QPainter& p, const QRectF& card, const QRectF& box, const QString& text,
                    double pixels, const FittedTextStyle& style);

// `text` exactly `pixels` high on a white plate centred on `box` and kept within `card`; a word
// wider than the card is narrowed, never lowered (the height is what a class needs).
void drawPlatedText(QPainter& p, const QRectF& card, const QRectF& box, const QString& text,
                    double pixels, bool leftToRight = false);

}  // namespace mizbazi::ui
