#include "ui/table/keyboard_focus.h"

#include <algorithm>

#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/focus_ring.h"
#include "ui/table/pile.h"
#include "ui/table/reading_order.h"
#include "ui/table/table_layout.h"
#include "ui/table/table_scene.h"

namespace mizbazi::ui {

KeyboardFocus::KeyboardFocus(TableScene* scene) : QObject(scene), scene_(scene) {}

QVector<QGraphicsObject*> KeyboardFocus::targets() const {
  QVector<QGraphicsObject*> out;
  for (Pile* p : scene_->piles()) {
    if (p->activatable()) out.push_back(p);
    for (CardItem* c : p->cards()) {
      if (c->activatable() && c->isVisible()) out.push_back(c);
    }
  }
  // Reading order (reading_order.h): rows from the top, then along the reading direction; a
  // board's cells and cards as one block at the board's place.
  const bool rtl = scene_->layout().rightToLeft();
  std::sort(out.begin(), out.end(),
            [&](QGraphicsObject* a, QGraphicsObject* b) { return readsBefore(a, b, rtl); });
  return out;
}

QGraphicsObject* KeyboardFocus::areaOf(QGraphicsObject* target) {
  if (!target) return nullptr;
  if (BoardItem* board = BoardItem::boardOf(target)) return board;
  if (target->type() == CardItem::Type) return static_cast<CardItem*>(target)->pile();
  return target;
}

FocusRing* KeyboardFocus::ring() const {
  return ring_;
}

void KeyboardFocus::ensureRing() {
  if (ring_) return;
  ring_ = new FocusRing();
  scene_->addItem(ring_);
}

void KeyboardFocus::mark(QGraphicsObject* target) {
  if (target == current_) return;
  if (current_ && current_->type() == CardItem::Type)
    static_cast<CardItem*>(current_.data())->setKeyboardFocus(false);
  if (current_ && current_->type() == Pile::Type)
    static_cast<Pile*>(current_.data())->setKeyboardFocus(false);
  if (current_) lastArea_ = areaOf(current_);
  current_ = target;
  if (target && target->type() == CardItem::Type)
    static_cast<CardItem*>(target)->setKeyboardFocus(true);
  if (target && target->type() == Pile::Type) static_cast<Pile*>(target)->setKeyboardFocus(true);
  ensureRing();
  ring_->setTarget(target);
  if (target) Q_EMIT moved(target);
}

void KeyboardFocus::next(int step) {
  const auto list = targets();
  if (list.isEmpty()) {
    mark(nullptr);
    return;
  }
  int i = current_ ? static_cast<int>(list.indexOf(current_.data())) : -1;
  if (i >= 0) {
    mark(list[(i + step + list.size()) % list.size()]);
    return;
  }
  // Nothing marked: back to the area the mark was in, when it has something to choose.
  for (QGraphicsObject* o : list) {
    if (lastArea_ && areaOf(o) == lastArea_) {
      mark(o);
      return;
    }
  }
  mark(step > 0 ? list.front() : list.back());
}

void KeyboardFocus::nextArea(int step) {
  const auto list = targets();
  if (list.isEmpty()) {
    mark(nullptr);
    return;
  }
  // Each area once, in the order of its first target; an area's first target is where Tab lands.
  QVector<QGraphicsObject*> areas, firsts;
  for (QGraphicsObject* o : list) {
    if (QGraphicsObject* a = areaOf(o); !areas.contains(a)) {
      areas.push_back(a);
      firsts.push_back(o);
    }
  }
  const int n = static_cast<int>(areas.size());
  const QGraphicsObject* from = current_ ? areaOf(current_) : lastArea_.data();
  const int at = from ? static_cast<int>(areas.indexOf(from)) : -1;
  if (at < 0)
    mark(step > 0 ? firsts.front() : firsts.back());
  else
    mark(firsts[(at + step + n) % n]);
}

void KeyboardFocus::refresh() {
  if (!current_) {
    if (ring_) ring_->setTarget(nullptr);
    return;
  }
  const auto list = targets();
  if (list.contains(current_.data())) {
    // Its pile may have grown, or the table been laid out again (and a board's content, which
    // held the ring, made anew).
    ensureRing();
    if (ring_->target() == current_)
      ring_->follow();
    else
      ring_->setTarget(current_);
    return;
  }
  if (picked_ && list.contains(picked_.data())) {
    if (!picked_->chosen()) {
      // The card picked up was put back (Escape): the mark goes back to it.
      CardItem* card = picked_;
      picked_ = nullptr;
      mark(card);
      return;
    }
    // Still being placed, its places changed (turned with R): the mark stays in its area when
    // something there is still lit, else it goes on from the card as after the pick.
    const QGraphicsObject* area = areaOf(current_);
    for (QGraphicsObject* o : list) {
      if (areaOf(o) == area) {
        mark(o);
        return;
      }
    }
    CardItem* card = picked_;
    mark(card);
    pickedUp(card);
    return;
  }
  // The move was made or the turn passed: no mark until a key asks for one, and then in the area
  // the move was started from (the hand).
  QGraphicsObject* area = startArea_ ? startArea_.data() : areaOf(current_);
  mark(nullptr);
  lastArea_ = area;
  picked_ = nullptr;
}

void KeyboardFocus::yieldToPointer() {
  if (current_) mark(nullptr);
}

void KeyboardFocus::activating(QGraphicsObject* target) {
  if (target && target->type() == CardItem::Type) startArea_ = areaOf(target);
}

void KeyboardFocus::pickedUp(CardItem* card) {
  picked_ = card;
  if (current_ != card) return;
  const QGraphicsObject* own = areaOf(card);
  for (QGraphicsObject* o : targets()) {
    if (areaOf(o) != own) {
      nextArea(1);
      return;
    }
  }
}

}  // namespace mizbazi::ui
