#include "ui/table/table_scene.h"

#include <QApplication>
#include <QGraphicsSceneMouseEvent>
#include <QGraphicsSceneWheelEvent>
#include <QKeyEvent>
#include <algorithm>

#include "ui/table/animator.h"
#include "ui/table/banner_item.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/keyboard_focus.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"
#include "ui/table/z_layers.h"

namespace mizbazi::ui {

namespace {
constexpr int kMoveStaggerMs = 110;  // consecutive moves overlap, so a long action stays short

QString identity(const CardItem* c) {
  return c->faceUp() ? c->face() : QString();
}
QString identity(const CardFace& f) {
  return f.faceUp ? f.art : QString();
}
}  // namespace

TableScene::TableScene(QObject* parent)
    : QGraphicsScene(parent), animator_(new Animator(this)), focus_(new KeyboardFocus(this)) {
  setBackgroundBrush(QColor("#1f5a3c"));        // felt green: calm, high contrast for the cards
  setItemIndexMethod(QGraphicsScene::NoIndex);  // few items, many moves: no BSP upkeep
  stepTimer_.setSingleShot(true);
  connect(&stepTimer_, &QTimer::timeout, this, &TableScene::runSteps);
  connect(animator_, &Animator::finished, this, &TableScene::checkIdle);
  connect(focus_, &KeyboardFocus::moved, this, &TableScene::focusMoved);
}

TableScene::~TableScene() {
  animator_->disconnect(this);
  clear();
}

void TableScene::applyLayoutSize() {
  setSceneRect(layout_.sceneRect());
}

Pile* TableScene::addPile(Place key) {
  return addPile(key, &layout_, nullptr);
}

Pile* TableScene::addPile(Place key, const TableLayout* layout, QGraphicsItem* parent) {
  auto it = piles_.find(keyOf(key));
  if (it != piles_.end()) return it->second;
  auto* p = new Pile(key, layout, &art_);
  if (parent)
    p->setParentItem(parent);
  else
    addItem(p);
  piles_[keyOf(key)] = p;
  return p;
}

Pile* TableScene::pile(Place key) const {
  for (Key k : {keyOf(key), Key{key.zone, key.seat, -1}, Key{key.zone, -1, -1}}) {
    auto it = piles_.find(k);
    if (it != piles_.end()) return it->second;
  }
  return nullptr;
}

QVector<Pile*> TableScene::piles() const {
  QVector<Pile*> out;
  for (const auto& [k, p] : piles_) out.push_back(p);
  return out;
}

void TableScene::removePile(Pile* p) {
  piles_.erase(keyOf(p->key()));
  for (CardItem* c : p->cards()) delete c;
  delete p;
}

LabelItem* TableScene::addLabel() {
  auto* l = new LabelItem();
  l->setAcceptedMouseButtons(Qt::NoButton);
  addItem(l);
  return l;
}

CardItem* TableScene::newCard(Pile* at, int index, int count) {
  auto* c = new CardItem(&art_, backArt_);
  c->setPos(at->cardPosition(index, count));
  c->setScale(at->geometry().scale);
  c->setZValue(z::kCards);
  if (at->parentItem())
    c->setParentItem(at->parentItem());  // born in a board's cell, under its camera
  else
    addItem(c);
  return c;
}

// ---------------------------------------------------------------- resynchronisation

void TableScene::setPileFaces(Pile* p, const QVector<CardFace>& faces) {
  pendingSync_.emplace_back(p, faces);
}

namespace {

// A pile's cards as they must be after a resynchronisation: the wanted faces and, once chosen,
// the item that shows each.
struct SyncPlan {
  Pile* pile;
  QVector<CardFace> faces;
  QVector<CardItem*> items;
};

template <typename Match>
CardItem* takeFrom(QVector<CardItem*>& pool, const Match& match) {
  for (int j = 0; j < pool.size(); ++j) {
    if (match(pool[j])) return pool.takeAt(j);
  }
  return nullptr;
}

// Cards that stay in their pile with the same face keep their item; returns the items left over.
QVector<CardItem*> keepStayingCards(std::vector<SyncPlan>& plans) {
  QVector<CardItem*> pool;
  for (SyncPlan& plan : plans) {
    QVector<CardItem*> old = plan.pile->cards();
    for (int i = 0; i < plan.faces.size(); ++i) {
      const QString want = identity(plan.faces[i]);
      for (int j = static_cast<int>(old.size()) - 1; j >= 0; --j) {
        if (identity(old[j]) == want) {
          plan.items[i] = old[j];
          old.remove(j);
          break;
        }
      }
    }
    pool += old;
  }
  return pool;
}

// A known card that changed piles flies from where it was.
void moveKnownCards(std::vector<SyncPlan>& plans, QVector<CardItem*>& pool) {
  for (SyncPlan& plan : plans) {
    for (int i = 0; i < plan.faces.size(); ++i) {
      const QString want = identity(plan.faces[i]);
      if (plan.items[i] || want.isEmpty()) continue;
      plan.items[i] = takeFrom(pool, [&](CardItem* c) { return identity(c) == want; });
    }
  }
}

// New faces, hidden order kept: the pile's items in their new order.
QVector<CardItem*> applyFaces(SyncPlan& plan, bool animate) {
  for (int i = 0; i < plan.faces.size(); ++i) {
    CardItem* c = plan.items[i];
    const CardFace& f = plan.faces[i];
    c->setRestingTurn(f.turn);
    if (identity(c) != identity(f) || c->face() != f.art) {
      if (animate)
        c->setPendingFace(f.art, f.faceUp);
      else
        c->setFace(f.art, f.faceUp);
    }
  }
  QVector<CardItem*> order = plan.items;
  if (plan.pile->keepOrderOnSync()) {
    // Keep what was there in its place (the order is hidden, the history is not); newcomers on
    // top.
    const QVector<CardItem*>& before = plan.pile->cards();
    std::stable_sort(order.begin(), order.end(), [&](CardItem* a, CardItem* b) {
      auto ia = before.indexOf(a), ib = before.indexOf(b);
      if (ia < 0) ia = before.size();
      if (ib < 0) ib = before.size();
      return ia < ib;
    });
  }
  return order;
}

}  // namespace

void TableScene::commitSync(bool animate) {
  std::vector<SyncPlan> plans;
  for (auto& [p, faces] : pendingSync_)
    plans.push_back({p, faces, QVector<CardItem*>(faces.size())});
  pendingSync_.clear();

  QVector<CardItem*> pool = keepStayingCards(plans);
  moveKnownCards(plans, pool);
  // Cards that were hidden (or changed face): reuse any leftover item, turning it over.
  for (SyncPlan& plan : plans) {
    for (int i = 0; i < plan.faces.size(); ++i) {
      if (plan.items[i]) continue;
      CardItem* c = takeFrom(pool, [](CardItem* c) { return identity(c).isEmpty(); });
      if (!c) c = takeFrom(pool, [](CardItem*) { return true; });
      if (!c) c = newCard(plan.pile, i, plan.faces.size());
      plan.items[i] = c;
    }
  }
  // Whatever is left has left the viewer's table.
  for (CardItem* c : pool) {
    if (c->pile()) c->pile()->remove(c);
    delete c;
  }
  for (SyncPlan& plan : plans) {
    const QVector<CardItem*> order = applyFaces(plan, animate);
    for (CardItem* c : order) {
      if (c->pile() && c->pile() != plan.pile) c->pile()->remove(c);
    }
    plan.pile->setCards(order);
  }
  for (SyncPlan& plan : plans) plan.pile->layoutCards(animate ? animator_ : nullptr);
  refreshFocus();
  checkIdle();
}

// ---------------------------------------------------------------- event playback

void TableScene::queueMove(Place from, Place to, const QString& art, bool faceUp) {
  steps_.push_back([this, from, to, art, faceUp]() {
    Pile* src = pile(from);
    Pile* dst = pile(to);
    CardItem* card = nullptr;
    if (src && !src->cards().isEmpty()) {
      const auto& cards = src->cards();
      for (int i = static_cast<int>(cards.size()) - 1; i >= 0 && !card; --i) {
        if (!art.isEmpty() && cards[i]->face() == art) card = cards[i];
      }
      if (!card)
        card = src->top();  // a hidden card, or a view that drifted: the resync will fix it
      src->remove(card);
    }
    if (!card) {
      Pile* at = src ? src : dst;
      if (!at) return 0;
      card = newCard(at, 0, 1);
    }
    const QString face = art.isEmpty() ? card->face() : art;
    const bool up = faceUp && !face.isEmpty();
    if (face != card->face() || up != card->faceUp()) card->setPendingFace(face, up);
    if (!dst) {
      delete card;
      if (src) src->layoutCards(animator_);
      return 0;
    }
    dst->insert(card, dst->insertIndexFor(face));
    if (src) src->layoutCards(animator_);
    dst->layoutCards(animator_);
    return animator_->scaled(kMoveStaggerMs);
  });
  if (!stepping_) runSteps();
}

void TableScene::queueBanner(const QString& text, Place at, const QColor& color, int holdMs) {
  steps_.push_back([this, text, at, color, holdMs]() {
    const int hold = animator_->scaled(holdMs);
    if (hold <= 0) return 0;
    Pile* p = pile(at);
    QRectF area = p ? p->mapRectToScene(p->dropArea()) : sceneRect();
    const QSizeF size(std::max(area.width(), TableLayout::kCardWidth * 2.2),
                      TableLayout::kCardWidth * 0.6);
    QRectF r(area.center() - QPointF(size.width() / 2, size.height() / 2), size);
    auto* banner = new BannerItem(text, r, color);
    addItem(banner);
    banner->run(hold);
    return hold;
  });
  if (!stepping_) runSteps();
}

void TableScene::queuePause(int ms) {
  steps_.push_back([this, ms]() { return animator_->scaled(ms); });
  if (!stepping_) runSteps();
}

void TableScene::queueCall(std::function<void()> call) {
  steps_.push_back([call = std::move(call)]() {
    call();
    return 0;
  });
  if (!stepping_) runSteps();
}

void TableScene::runSteps() {
  stepping_ = true;
  while (!steps_.empty()) {
    auto step = std::move(steps_.front());
    steps_.pop_front();
    int pause = step();
    if (pause > 0) {
      stepTimer_.start(pause);
      return;
    }
  }
  stepping_ = false;
  checkIdle();
}

bool TableScene::busy() const {
  return stepping_ || !steps_.empty() || animator_->busy();
}

void TableScene::checkIdle() {
  if (!busy()) Q_EMIT idle();
}

void TableScene::finishNow() {
  stepTimer_.stop();
  const int speed = animator_->speedPercent();
  animator_->setSpeedPercent(0);  // remaining steps run instantly
  while (!steps_.empty()) {
    auto step = std::move(steps_.front());
    steps_.pop_front();
    step();
  }
  stepping_ = false;
  animator_->finishAll();
  animator_->setSpeedPercent(speed);
  for (QGraphicsItem* item : items()) {
    if (item->type() == BannerItem::Type) static_cast<BannerItem*>(item)->deleteLater();
  }
}

void TableScene::snapBack(CardItem* card) {
  if (card && card->pile())
    card->pile()->layoutCards(animator_);
  else if (card)
    card->setZValue(z::kCards);
}

// ---------------------------------------------------------------- keyboard path

QVector<QGraphicsObject*> TableScene::activatables() const {
  return focus_->targets();
}

QGraphicsObject* TableScene::focusedTarget() const {
  return focus_->current();
}

void TableScene::refreshFocus() {
  focus_->refresh();
}

void TableScene::focusNext(int step) {
  focus_->next(step);
}

void TableScene::focusNextArea(int step) {
  focus_->nextArea(step);
}

bool TableScene::focusNextPrevChild(bool next) {
  // Tab and Shift+Tab stay on the table (the side panel's buttons have keys of their own).
  focusNextArea(next ? 1 : -1);
  return true;
}

void TableScene::activateFocused() {
  QGraphicsObject* target = focus_->current();
  if (!target || !delegate_ || busy()) return;
  focus_->activating(target);
  if (target->type() == CardItem::Type) {
    QPointer<CardItem> card = static_cast<CardItem*>(target);
    delegate_->cardActivated(card);
    // Picked up, not played (it may go to several places): the mark goes on to them.
    if (card && card->chosen()) focus_->pickedUp(card);
  } else if (target->type() == Pile::Type) {
    delegate_->pileClicked(static_cast<Pile*>(target));
  }
}

void TableScene::keyPressEvent(QKeyEvent* event) {
  const bool rtl = layout_.rightToLeft();
  switch (event->key()) {
    case Qt::Key_Right:
      focusNext(rtl ? -1 : 1);
      break;
    case Qt::Key_Left:
      focusNext(rtl ? 1 : -1);
      break;
    case Qt::Key_Down:
      focusNext(1);
      break;
    case Qt::Key_Up:
      focusNext(-1);
      break;
    case Qt::Key_Tab:
      focusNextArea(event->modifiers() & Qt::ShiftModifier ? -1 : 1);
      break;
    case Qt::Key_Backtab:
      focusNextArea(-1);
      break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
      activateFocused();
      break;
    case Qt::Key_Escape:
      if (delegate_) delegate_->cancel();
      break;
    case Qt::Key_R:
      if (delegate_) delegate_->secondaryClick();
      break;
    default:
      QGraphicsScene::keyPressEvent(event);
      return;
  }
  event->accept();
}

// ---------------------------------------------------------------- pointer: click and drag

Pile* TableScene::pileUnder(CardItem* card) const {
  const QRectF r = card->sceneBoundingRect();
  Pile* best = nullptr;
  double bestArea = 0;
  for (const auto& [k, p] : piles_) {
    if (p == card->pile()) continue;
    // A board's cell: only its part in view counts, and the card counts at the cell's size
    // around its centre (a hand-sized card over a zoomed-out board covers several cells).
    QRectF footprint = r;
    if (p->parentItem()) {
      footprint.setSize(p->sceneSlotRect().size());
      footprint.moveCenter(r.center());
    }
    QRectF overlap = footprint & p->sceneDropArea();
    double area = overlap.width() * overlap.height();
    // A tie (a card over the middle covers an empty deck's place as fully as the trick's) goes to
    // a place the card may go.
    const bool tieWon =
        area == bestArea && area > 0 && dragTargets_.contains(p) && !dragTargets_.contains(best);
    if (area > bestArea || tieWon) best = p, bestArea = area;
  }
  return best;
}

void TableScene::clearDragHighlights() {
  for (const auto& p : dragTargets_) {
    if (p) p->setDropHighlight(false);
  }
  dragTargets_.clear();
}

bool TableScene::beginDrag(CardItem* card, QPointF scenePos) {
  if (!card || !delegate_ || busy() || !card->draggable()) return false;
  const QVector<Pile*> targets = delegate_->dropTargets(card);
  dragging_ = true;
  pressCard_ = card;
  card->setParentKeepingPlace(nullptr);  // out of a board's cell: dragged over the table
  dragOffset_ = scenePos - card->pos();
  for (Pile* p : targets) {
    p->setDropHighlight(true);
    dragTargets_.push_back(p);
  }
  card->setZValue(z::kDragged);
  return true;
}

void TableScene::refreshDragTargets() {
  if (!dragging_ || !pressCard_ || !delegate_) return;
  clearDragHighlights();
  for (Pile* p : delegate_->dropTargets(pressCard_)) {
    p->setDropHighlight(true);
    dragTargets_.push_back(p);
  }
}

void TableScene::dragTo(QPointF scenePos) {
  if (dragging_ && pressCard_) pressCard_->setPos(scenePos - dragOffset_);
}

void TableScene::endDrag(QPointF scenePos) {
  if (!dragging_) return;
  dragTo(scenePos);
  dragging_ = false;
  CardItem* card = pressCard_;
  Pile* target = card ? pileUnder(card) : nullptr;  // while it knows where the card may go
  clearDragHighlights();
  pressCard_ = nullptr;
  if (!card) return;
  if (!target || !delegate_) {
    snapBack(card);  // dropped on the felt: nothing was meant, nothing to explain
    return;
  }
  delegate_->cardDropped(card, target);
}

void TableScene::wheelEvent(QGraphicsSceneWheelEvent* event) {
  if (dragging_ && delegate_) {
    // Turning the card in hand, not zooming the table.
    delegate_->secondaryClick();
    event->accept();
    return;
  }
  QGraphicsScene::wheelEvent(event);
}

void TableScene::mousePressEvent(QGraphicsSceneMouseEvent* event) {
  event->accept();
  if (event->button() == Qt::RightButton && delegate_) {
    if (dragging_)
      delegate_->secondaryClick();
    else if (!busy())
      delegate_->cancel();
    return;
  }
  if (event->button() != Qt::LeftButton || busy()) return;  // input waits while cards move
  pressCard_ = nullptr;
  pressPile_ = nullptr;
  for (QGraphicsItem* item :
       items(event->scenePos(), Qt::IntersectsItemShape, Qt::DescendingOrder)) {
    if (item->type() == CardItem::Type && item->isVisible()) {
      pressCard_ = static_cast<CardItem*>(item);
      break;
    }
    if (item->type() == Pile::Type &&
        static_cast<Pile*>(item)->sceneSlotRect().contains(event->scenePos())) {
      pressPile_ = static_cast<Pile*>(item);
      break;
    }
  }
  pressScenePos_ = event->scenePos();
  pressScreenPos_ = event->screenPos();
}

void TableScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent* event) {
  mousePressEvent(event);
}

void TableScene::mouseMoveEvent(QGraphicsSceneMouseEvent* event) {
  QGraphicsScene::mouseMoveEvent(event);  // hover feedback
  // The view replays the last move at the same place when it scrolls: only a real move counts.
  if (event->screenPos() != pointerScreenPos_) {
    pointerScreenPos_ = event->screenPos();
    if (!dragging_) focus_->yieldToPointer();
  }
  if (!(event->buttons() & Qt::LeftButton) || !pressCard_) return;
  if (!dragging_) {
    if ((event->screenPos() - pressScreenPos_).manhattanLength() <
        QApplication::startDragDistance())
      return;
    if (!beginDrag(pressCard_, pressScenePos_)) {
      if (delegate_ && !busy()) delegate_->dragRefused(pressCard_);
      pressCard_ = nullptr;  // not draggable: this press is no longer a click either
      return;
    }
  }
  dragTo(event->scenePos());
}

void TableScene::mouseReleaseEvent(QGraphicsSceneMouseEvent* event) {
  event->accept();
  if (event->button() != Qt::LeftButton) return;
  if (dragging_) {
    endDrag(event->scenePos());
    return;
  }
  if (!delegate_ || busy()) return;
  if (pressCard_)
    delegate_->cardClicked(pressCard_);
  else if (pressPile_)
    delegate_->pileClicked(pressPile_);
  pressCard_ = nullptr;
  pressPile_ = nullptr;
}

}  // namespace mizbazi::ui
