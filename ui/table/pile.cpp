#include "ui/table/pile.h"

#include <QCursor>
#include <QGraphicsScene>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <cmath>

#include "ui/table/animator.h"
#include "ui/table/card_art.h"
#include "ui/table/card_item.h"
#include "ui/table/label_item.h"
#include "ui/table/table_layout.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

namespace {
// How far a count badge may grow over its pile in projector mode: enough to bring a small pile's
// count (another seat's hand, a stack of the middle) from 3–10 px to 13–18 at 1280×720, not so
// far that it would cover the pile's neighbours.
constexpr double kBadgeOutgrow = 3.0;
}  // namespace

Pile::Pile(Place key, const TableLayout* layout, CardArt* art)
    : key_(key), layout_(layout), art_(art) {
  setZValue(z::kPile);
  // Outlines and placeholder text change rarely: paint them once per zoom, blit them after.
  setCacheMode(QGraphicsItem::DeviceCoordinateCache);
}

Pile::~Pile() {
  delete badge_;
}

void Pile::setGeometry(const PileGeometry& g) {
  prepareGeometryChange();
  geometry_ = g;
  updateBadge();
  update();
}

void Pile::setPlaceholder(const QString& artId, const QString& text) {
  placeholderArt_ = artId;
  placeholderText_ = text;
  update();
}

void Pile::setShowCount(bool on) {
  showCount_ = on;
  if (on && !badge_) {
    badge_ = new LabelItem();
    badge_->setStyle(LabelItem::Style::kBadge);
    badge_->setBackground(QColor("#ffd56b"));
    badge_->setColor(QColor("#2b1d0e"));
    badge_->setBold(true);
    badge_->setZValue(z::kPileBadge);
    if (scene()) scene()->addItem(badge_);
  }
  updateBadge();
}

void Pile::setOutlineWhenEmpty(bool on) {
  if (outlineWhenEmpty_ != on) outlineWhenEmpty_ = on, update();
}

QVariant Pile::itemChange(GraphicsItemChange change, const QVariant& value) {
  if (change == ItemSceneHasChanged && badge_ && scene() && badge_->scene() != scene()) {
    scene()->addItem(badge_);
  }
  return QGraphicsObject::itemChange(change, value);
}

void Pile::updateBadge() {
  if (!badge_) return;
  badge_->setVisible(showCount_);
  const QRectF slot = slotRect();
  const qreal d = slot.width() * 0.36;
  // On the pile's reading-end top corner.
  QPointF corner = layout_->rightToLeft() ? slot.topLeft() : slot.topRight();
  badge_->setRect(QRectF(corner.x() - d / 2, corner.y() - d / 2, d, d));
  // Grown in projector mode, over the pile's own cards (down and toward its middle).
  badge_->setMayOutgrow(kBadgeOutgrow,
                        Qt::AlignTop | (layout_->rightToLeft() ? Qt::AlignLeft : Qt::AlignRight));
  badge_->setPixelSize(int(d * 0.55));
  badge_->setText(QLocale().toString(static_cast<int>(cards_.size())));
}

void Pile::setDropHighlight(bool on) {
  if (highlighted_ != on) highlighted_ = on, update();
}

void Pile::setActivatable(bool on) {
  if (activatable_ != on) {
    activatable_ = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
  }
}

void Pile::setKeyboardFocus(bool on) {
  focused_ = on;
}

double Pile::restingZ(int index, bool marked) {
  return marked ? z::kMarkedCard : z::kCards + index;
}

int Pile::insertIndexFor(const QString& face) const {
  if (!orderKey_) return static_cast<int>(cards_.size());
  const int k = orderKey_(face);
  int i = static_cast<int>(cards_.size());
  while (i > 0 && orderKey_(cards_[i - 1]->face()) > k) --i;
  return i;
}

void Pile::insert(CardItem* card, int index) {
  index = std::clamp(index, 0, static_cast<int>(cards_.size()));
  cards_.insert(index, card);
  card->setPile(this);
  updateBadge();
  update();
}

bool Pile::remove(CardItem* card) {
  bool removed = cards_.removeOne(card);
  if (removed && card->pile() == this) card->setPile(nullptr);
  updateBadge();
  update();
  return removed;
}

void Pile::setCards(QVector<CardItem*> cards) {
  cards_ = std::move(cards);
  for (CardItem* c : cards_) c->setPile(this);
  updateBadge();
  update();
}

QPointF Pile::cardPosition(int index, int count) const {
  QPointF step = geometry_.spread;
  const double length = std::hypot(step.x(), step.y()) * (count - 1);
  if (geometry_.maxLength > 0 && count > 1 && length > geometry_.maxLength) {
    step *= geometry_.maxLength / length;  // squeeze, like KCardScene, instead of overflowing
  }
  QPointF logical = geometry_.origin + step * index;
  if (geometry_.arc != 0 && count > 1) {
    const double t = 2.0 * index / (count - 1) - 1.0;  // -1 … 1 along the fan
    logical.ry() += geometry_.arc * t * t;
  }
  return layout_->toScene(logical, geometry_.scale);
}

QRectF Pile::slotRect() const {
  return QRectF(cardPosition(0, 1), TableLayout::cardSize(geometry_.scale));
}

QRectF Pile::sceneSlotRect() const {
  return mapRectToScene(slotRect());
}

QRectF Pile::sceneDropArea() const {
  QRectF area = mapRectToScene(dropArea());
  // A pile inside a clipping item (a board's cell) is only there where the board shows it.
  for (const QGraphicsItem* up = parentItem(); up; up = up->parentItem()) {
    if (up->flags() & ItemClipsChildrenToShape) area &= up->sceneBoundingRect();
  }
  return area;
}

QRectF Pile::dropArea() const {
  QRectF area = slotRect();
  // A spread pile with a length of its own (a play area, a row) owns that whole stretch, empty
  // or not: a card dropped anywhere on it lands there, not only on its first slot.
  const double step = std::hypot(geometry_.spread.x(), geometry_.spread.y());
  if (geometry_.maxLength > 0 && step > 0) {
    const QPointF end = geometry_.origin + geometry_.spread * (geometry_.maxLength / step);
    area |= QRectF(layout_->toScene(end, geometry_.scale), TableLayout::cardSize(geometry_.scale));
  }
  const int n = static_cast<int>(cards_.size());
  for (int i = 0; i < n; ++i) {
    area |= QRectF(cardPosition(i, n), TableLayout::cardSize(geometry_.scale));
  }
  return area;
}

void Pile::layoutCards(Animator* animator, int delayMs) {
  const int n = static_cast<int>(cards_.size());
  for (int i = 0; i < n; ++i) {
    CardItem* card = cards_[i];
    const bool visible = geometry_.visibleTop <= 0 || i >= n - geometry_.visibleTop;
    QPointF pos = cardPosition(i, n);
    if (geometry_.raise > 0 && (card->activatable() || card->chosen())) {
      const double lift = geometry_.raise * (card->chosen() ? 2 : 1);
      pos.ry() -= lift * TableLayout::kCardWidth;
    }
    const double zValue = restingZ(i, card->keyboardFocus());
    if (animator) {
      animator->moveCard(card, pos, geometry_.scale, zValue, visible, delayMs);
    } else {
      if (card->parentItem() != parentItem()) card->setParentItem(parentItem());  // a board's cell
      card->setPos(pos);
      card->setScale(geometry_.scale);
      card->setTurn(card->restingTurn());
      card->setZValue(zValue);
      card->setVisible(visible);
    }
  }
  prepareGeometryChange();
  updateBadge();
  update();
}

QRectF Pile::boundingRect() const {
  return dropArea().adjusted(-12, -12, 12, 12);
}

void Pile::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
  painter->setRenderHint(QPainter::Antialiasing);
  const QRectF slot = slotRect();
  const qreal radius = slot.width() * 0.06;
  if (cards_.isEmpty() && outlineWhenEmpty_) {
    // An empty place: a faint outline, the placeholder art and text, so the table reads even bare.
    QPainterPath path;
    path.addRoundedRect(slot.adjusted(3, 3, -3, -3), radius, radius);
    painter->fillPath(path, QColor(0, 0, 0, 40));
    painter->setPen(QPen(QColor(255, 255, 255, 70), 4, Qt::DashLine));
    painter->drawPath(path);
    if (!placeholderArt_.isEmpty() && art_->hasSvg(placeholderArt_)) {
      painter->setOpacity(0.22);
      const QRectF device = painter->worldTransform().mapRect(slot);
      const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
      QSize px(qMax(1, qRound(device.width() * dpr)), qMax(1, qRound(device.height() * dpr)));
      QPixmap pm = art_->pixmap(placeholderArt_, px, dpr);
      painter->drawPixmap(slot, pm, QRectF(QPointF(0, 0), QSizeF(pm.size())));
      painter->setOpacity(1.0);
    }
    if (!placeholderText_.isEmpty()) {
      QFont f = painter->font();
      f.setPixelSize(qMax(8, int(slot.width() * 0.16)));
      painter->setFont(f);
      painter->setPen(QColor(255, 255, 255, 150));
      painter->drawText(slot.adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                        placeholderText_);
    }
  }
  // The keyboard's mark is a ring of its own (focus_ring.h), above the neighbours' cards.
  if (highlighted_ || activatable_) {
    QColor color("#ffc233");
    if (!highlighted_) color.setAlpha(150);
    painter->setPen(QPen(color, highlighted_ ? 12 : 6));
    painter->setBrush(Qt::NoBrush);
    painter->drawRoundedRect(dropArea().adjusted(-6, -6, 6, 6), radius, radius);
  }
}

}  // namespace mizbazi::ui
