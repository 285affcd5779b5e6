#include "ui/table/label_item.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <cmath>

#include "ui/table/card_art.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

LabelItem::LabelItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
  setZValue(z::kLabel);
}

void LabelItem::setText(const QString& text) {
  if (text != text_) text_ = text, forgetShown(), update();
}
void LabelItem::setRect(const QRectF& r) {
  prepareGeometryChange();
  rect_ = r;
  forgetShown();
  update();
}
void LabelItem::setAlignment(Qt::Alignment a) {
  align_ = a, forgetShown(), update();  // plain words wrap by it
}
void LabelItem::setPixelSize(int px) {
  pixelSize_ = px, forgetShown(), update();
}
void LabelItem::setBold(bool on) {
  bold_ = on, forgetShown(), update();
}
void LabelItem::setColor(const QColor& c) {
  color_ = c, update();
}
void LabelItem::setStyle(Style s) {
  style_ = s, forgetShown(), update();
}
void LabelItem::setBackground(const QColor& c) {
  background_ = c, update();
}
void LabelItem::setMayOutgrow(double factor, Qt::Alignment kept) {
  if (factor == outgrow_ && kept == kept_) return;  // a pile sets it again at every layout
  prepareGeometryChange();
  outgrow_ = std::max(1.0, factor), kept_ = kept, forgetShown(), update();
}
void LabelItem::setEmphasis(bool on) {
  if (emphasis_ != on) emphasis_ = on, forgetShown(), update();  // bold: wider words
}

QFont LabelItem::fontOf(int pixelSize) const {
  QFont f = QGuiApplication::font();
  f.setPixelSize(std::max(1, pixelSize));
  f.setBold(bold_ || emphasis_);
  return f;
}

// The room a pill's or badge's words need in it: a little of its colour around them (their ink is
// four fifths of its height, and three tenths of the size are left at each end).
QSizeF LabelItem::pillNeeds(const QFontMetricsF& fm, int pixelSize) const {
  return QSizeF(fm.horizontalAdvance(text_) + 0.6 * pixelSize,
                fm.tightBoundingRect(text_).height() / 0.8);
}

// Measured by the words' ink, not their line: Vazirmatn's line is over one and a half times the
// font's size (room for marks above and below), and centring the line centres the ink, so a word
// whose ink fits the place can be painted larger than its line would allow.
bool LabelItem::fits(int pixelSize, const QRectF& place) const {
  const QFontMetricsF fm(fontOf(pixelSize));
  if (style_ != Style::kPlain) {
    const QSizeF needed = pillNeeds(fm, pixelSize);
    return needed.width() <= place.width() && needed.height() <= place.height();
  }
  const double advance = fm.horizontalAdvance(text_);
  const double ink = fm.tightBoundingRect(text_).height();
  // A quarter of the size's room at each end: a neighbour's words must not run on into these.
  const double room = 0.5 * pixelSize;
  if (advance + room <= place.width() && !text_.contains(u'\n') && (align_ & Qt::AlignVCenter))
    return ink <= place.height();
  // Words on several lines (or one not centred in its place) need their lines' whole height.
  const QRectF needed = fm.boundingRect(place, static_cast<int>(align_) | Qt::TextWordWrap, text_);
  return needed.height() <= place.height() && needed.width() + room <= place.width();
}

QRectF LabelItem::boxFor(int pixelSize, const QRectF& place) const {
  if (style_ == Style::kPlain) return place;
  // Shrink the pill to the text, keeping the requested alignment inside the given rectangle.
  const QFontMetricsF fm(fontOf(pixelSize));
  qreal w = std::min(place.width(), fm.horizontalAdvance(text_) + pixelSize * 1.2);
  qreal h = std::min(place.height(), fm.height() * 1.25);
  if (style_ == Style::kBadge) w = h = std::max(w, h);
  qreal x = place.x() + (place.width() - w) / 2;
  if (align_ & Qt::AlignLeft) x = place.x();
  if (align_ & Qt::AlignRight) x = place.right() - w;
  const qreal y = place.y() + (place.height() - h) / 2;
  return QRectF(x, y, w, h);
}

// The place the words of `pixelSize` are fitted to: the label's rectangle, or for a badge that
// may outgrow it, a square about its centre as large as those words need, up to its limit.
QRectF LabelItem::placeFor(int pixelSize) const {
  if (outgrow_ <= 1.0) return rect_;
  const QSizeF words = pillNeeds(QFontMetricsF(fontOf(pixelSize)), pixelSize);
  const double needed = std::max(words.width(), words.height());
  const double side = std::clamp(needed, std::min(rect_.width(), rect_.height()),
                                 outgrow_ * std::min(rect_.width(), rect_.height()));
  QRectF square(0, 0, std::max(side, rect_.width()), std::max(side, rect_.height()));
  square.moveCenter(rect_.center());
  if (kept_ & Qt::AlignLeft) square.moveLeft(rect_.left());
  if (kept_ & Qt::AlignRight) square.moveRight(rect_.right());
  if (kept_ & Qt::AlignTop) square.moveTop(rect_.top());
  if (kept_ & Qt::AlignBottom) square.moveBottom(rect_.bottom());
  return square;
}

// Words grow to at most six times the label's own size (a small pile's count, 3 px at 1280×720,
// reaches 15 within its badge's largest place), however much room there is.
int LabelItem::largestFittingSize() const {
  if (largestFit_ < 0) {
    constexpr int kMostGrowth = 6;
    const QRectF place = placeFor(kMostGrowth * pixelSize_);  // a badge's largest place
    int low = pixelSize_, high = kMostGrowth * pixelSize_;
    if (fits(high, place)) {
      low = high;
    } else {
      while (high - low > 1) {
        const int middle = (low + high) / 2;
        (fits(middle, place) ? low : high) = middle;
      }
    }
    largestFit_ = low;
  }
  return largestFit_;
}

LabelItem::Shown LabelItem::shown(double viewScale) const {
  const int floor = CardArt::minimumTextPixels();
  if (shownFor_ != viewScale || shownFloor_ != floor) {
    int pixels = pixelSize_;
    const int wanted = floor > 0 && viewScale > 0 ? int(std::ceil(floor / viewScale)) : 0;
    // The largest size between the label's own and the floor's at which its words still fit.
    if (wanted > pixelSize_ && !text_.isEmpty()) pixels = std::min(wanted, largestFittingSize());
    shownFor_ = viewScale, shownFloor_ = floor;
    shownFont_ = fontOf(pixels);
    shownBox_ = boxFor(pixels, pixels > pixelSize_ ? placeFor(pixels) : rect_);
  }
  return Shown{shownFont_, shownBox_};
}

QRectF LabelItem::boundingRect() const {
  // Room for the largest badge it may grow to: what it paints depends on the view's scale.
  const double grow = (outgrow_ - 1) * std::min(rect_.width(), rect_.height());
  return rect_.adjusted(-8 - grow, -8 - grow, 8 + grow, 8 + grow);
}

void LabelItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  if (text_.isEmpty()) return;
  painter->setRenderHint(QPainter::Antialiasing);
  const Shown shownNow =
      shown(QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform()));
  painter->setFont(shownNow.font);
  const QRectF box = shownNow.box;
  if (style_ != Style::kPlain) {
    QColor bg = emphasis_ ? QColor("#ffd56b") : background_;
    painter->setPen(Qt::NoPen);
    painter->setBrush(bg);
    painter->drawRoundedRect(box, box.height() / 2, box.height() / 2);
  }
  painter->setPen(emphasis_ ? QColor("#2b1d0e") : color_);
  // Direction from the text itself: Persian lays out right-to-left inside its box.
  QTextOption opt(style_ == Style::kPlain ? align_ : Qt::AlignCenter);
  opt.setWrapMode(QTextOption::WordWrap);
  painter->drawText(box, text_, opt);
}

}  // namespace mizbazi::ui
