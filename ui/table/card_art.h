// Card faces and backs from our own SVG art (resources/cards/<game>/<id>.svg, compiled in), drawn
// through QSvgRenderer into pixmaps cached per art id, pixel size and device pixel ratio, so that
// painting a card is one blit at any zoom and on any screen (a 4K projector included).
#pragma once

#include <QCache>
#include <QHash>
#include <QPixmap>
#include <QString>
#include <algorithm>
#include <functional>
#include <memory>

class QPainter;
class QSvgRenderer;

namespace mizbazi::ui {

class CardArt {
 public:
  // Writes a card's words and numbers over its image, in the UI's language (card SVGs carry no
  // text, so the same art serves Persian and English): names through tr(), digits through QLocale.
  using FaceTextPainter = std::function<void(QPainter&, const QRectF&, const QString& artId)>;
  // Draws a card whose SVG is missing (art still being made, or a damaged install): games give a
  // plain but readable face (name and value) so a game is always playable.
  using FallbackPainter = std::function<void(QPainter&, const QRectF&, const QString& artId)>;

  CardArt();
  ~CardArt();

  // Art ids look like "zirkhaki/coin-9", "zirkhaki/back", "zirkhaki/ring-rogue".
  static QString resourcePath(const QString& artId);
  bool hasSvg(const QString& artId) const;

  // The card drawn into exactly `pixelSize` device pixels, for a screen of `dpr`.
  QPixmap pixmap(const QString& artId, QSize pixelSize, qreal dpr);
  void setFallback(const QString& gamePrefix, FallbackPainter painter);
  // Called after the SVG of every card whose art id starts with `gamePrefix` + "/".
  void setFaceText(const QString& gamePrefix, FaceTextPainter painter);
  // Runs the face painter of `artId`'s game, if it has one (pixmap() calls it after the SVG; a
  // test calls it on a recording device to measure the words as painted at a card's size).
  void paintFaceText(QPainter& p, const QRectF& card, const QString& artId) const;

  // Projector mode: no word or number on a card face may be painted less than this many pixels
  // high (0: the painters' own sizes). Face painters keep it by writing through drawFittedText
  // (ui/table/fitted_text.h), which plates a word that then no longer fits its place.
  static void setMinimumTextPixels(int pixels);
  static int minimumTextPixels();

  // Figures for the performance script and tests.
  int cachedPixmaps() const { return cache_.count(); }
  int renders() const { return renders_; }

 private:
  QSvgRenderer* renderer(const QString& artId) const;
  void paintFallback(QPainter& p, const QRectF& r, const QString& artId) const;

  mutable QHash<QString, std::shared_ptr<QSvgRenderer>> renderers_;  // null: no valid SVG
  QCache<QString, QPixmap> cache_;
  QHash<QString, FallbackPainter> fallbacks_;
  QHash<QString, FaceTextPainter> faceTexts_;
  int renders_ = 0;
};

}  // namespace mizbazi::ui
