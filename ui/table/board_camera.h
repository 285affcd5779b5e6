// A board's camera (board_item.h): which part of an unbounded grid the board's rectangle on the
// table shows, and how large. It moves one item, the board's content, by a translation and a
// uniform scale; everything on the board is a child of that item, so a pan or a zoom is one
// transform change, not a new layout of every card.
//
// Two kinds of moves: immediate ones that answer the player's hand (drag, keys, wheel, pinch)
// and glides that the board makes by itself (follow the card just played, fit all), which ease
// over a quarter of a second so the eye can follow where the map went.
#pragma once

#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QTimer>

class QGraphicsItem;
class QVariantAnimation;

namespace mizbazi::ui {

class BoardCamera : public QObject {
  Q_OBJECT

 public:
  static constexpr double kMinZoom = 0.2;  // smaller still only when that is what fits the board
  static constexpr double kMaxZoom = 2.5;  // a board card two and a half times a hand card
  static constexpr int kGlideMs = 260;
  static constexpr int kZoomSettleMs = 150;  // zooming() ends this long after the last change

  explicit BoardCamera(QGraphicsItem* content, QObject* parent = nullptr);
  ~BoardCamera() override;

  // The board's rectangle on the table (scene coordinates): the centre of the view lies there.
  void setViewport(const QRectF& sceneRect);
  QRectF viewport() const { return viewport_; }
  // Where there is something to see (content coordinates): the view's centre never leaves it,
  // so the board cannot be lost by panning.
  void setBounds(const QRectF& contentRect);
  QRectF bounds() const { return bounds_; }

  QPointF center() const { return center_; }  // content point shown at the viewport's centre
  double zoom() const { return zoom_; }       // scene units per content unit
  double minZoom() const;
  QRectF visibleContent() const;  // the content rectangle the viewport shows now
  QPointF toScene(QPointF content) const;
  QPointF toContent(QPointF scene) const;

  // --- Immediate moves (the player's own gestures); they stop any glide.
  void lookAt(QPointF center, double zoom);
  void panBy(QPointF sceneDelta);                  // the content moves by this much on screen
  void zoomAt(double factor, QPointF scenePoint);  // the content under `scenePoint` stays there

  // --- Glides, over `ms` (0: at once).
  void glideTo(QPointF center, double zoom, int ms);
  bool gliding() const;
  void finishGlide();
  // The smallest move that brings `contentRect` fully into view (with `margin` around it when it
  // must move), zooming out only when it cannot fit. Returns false, and moves nothing, when it
  // is already fully in view.
  bool reveal(const QRectF& contentRect, double margin, int ms);
  // Shows all of `contentRect` as large as it fits, centred.
  void fit(const QRectF& contentRect, double margin, int ms);

 Q_SIGNALS:
  void moved();               // after every change of centre or zoom
  void zooming(bool active);  // the zoom started changing / has been still for kZoomSettleMs

 private:
  void apply(QPointF center, double zoom);
  QPointF clampCenter(QPointF c) const;
  double clampZoom(double z) const;
  double fitZoom(const QRectF& contentRect, double margin) const;

  QGraphicsItem* content_;
  QRectF viewport_, bounds_;
  QPointF center_;
  double zoom_ = 1.0;
  QPointer<QVariantAnimation> glide_;
  QTimer zoomSettle_;
  bool zooming_ = false;
};

}  // namespace mizbazi::ui
