#include "ui/saboteur_duel/saboteur_duel_card_faces.h"

#include <algorithm>

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/card_art.h"
#include "ui/table/fitted_text.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

// The art's geometry (tools/art/make_saboteur_duel_cards.py): a 200 × 280 card, the name band and
// the two number corners.
constexpr double kArtWidth = 200;
const QRectF kBand(14, 14, 172, 40);
const QPointF kCorners[2] = {QPointF(168, 32), QPointF(32, 248)};
constexpr double kCornerRadius = 22;  // inside the corner's gold ring

// Text in `box` on `card`, as large as `pixels` allows and shrunk to fit its width (projector
// mode's floor included).
void drawFitted(QPainter& p, const QRectF& card, const QRectF& box, const QString& text,
                double pixels, const QColor& color) {
  FittedTextStyle style;
  style.color = color;
  drawFittedText(p, card, box, text, pixels, style);
}

QRectF scaled(const QRectF& card, const QRectF& r) {
  const double s = card.width() / kArtWidth;
  return QRectF(card.left() + r.left() * s, card.top() + r.top() * s, r.width() * s,
                r.height() * s);
}

void paintNuggetCorners(QPainter& p, const QRectF& card, int nuggets) {
  const double s = card.width() / kArtWidth;
  const QString digits = QLocale().toString(nuggets);
  for (const QPointF& c : kCorners) {
    const QRectF box(c.x() - kCornerRadius, c.y() - kCornerRadius, 2 * kCornerRadius,
                     2 * kCornerRadius);
    drawFitted(p, card, scaled(card, box), digits, 40 * s, QColor("#5a3a0a"));
  }
}

}  // namespace

void paintFaceText(QPainter& p, const QRectF& card, const QString& artId) {
  p.save();
  p.setRenderHint(QPainter::TextAntialiasing);
  const double s = card.width() / kArtWidth;
  const QString name = artId.section('/', 1);
  const QString id = SaboteurDuelTexts::cardIdOfArt(artId);
  const QString label = SaboteurDuelTexts::faceLabel(id.isEmpty() ? name : id);
  if (!label.isEmpty()) drawFitted(p, card, scaled(card, kBand), label, 26 * s, Qt::white);
  if (auto f = cardFacts(id); f && f->nuggets > 0) paintNuggetCorners(p, card, f->nuggets);
  p.restore();
}

void paintFallbackFace(QPainter& p, const QRectF& card, const QString& artId) {
  p.save();
  const double s = card.width() / kArtWidth;
  const QString name = artId.section('/', 1);
  const bool back = name == "back" || name == "goal-back";
  QPainterPath outline;
  outline.addRoundedRect(card.adjusted(1, 1, -1, -1), 12 * s, 12 * s);
  p.fillPath(outline, back ? QColor("#2b4229") : QColor("#f4e7c9"));
  p.setPen(QPen(QColor("#24160b"), std::max(1.0, 2 * s)));
  p.drawPath(outline);
  if (!back) {
    const QString id = SaboteurDuelTexts::cardIdOfArt(artId);
    const QString text = id.isEmpty() ? name : SaboteurDuelTexts::cardName(id);
    p.setFont(cardTextFont(20 * s));
    p.setPen(QColor("#24160b"));
    p.drawText(card.adjusted(12 * s, 60 * s, -12 * s, -60 * s), Qt::AlignCenter | Qt::TextWordWrap,
               text);
    if (auto f = cardFacts(id); f && f->nuggets > 0) paintNuggetCorners(p, card, f->nuggets);
  }
  p.restore();
}

void installCardFaces(CardArt& art) {
  art.setFaceText(QStringLiteral("saboteur_duel"), &paintFaceText);
  art.setFallback(QStringLiteral("saboteur_duel"), &paintFallbackFace);
}

}  // namespace mizbazi::ui::saboteur_duel
