#include "ui/table/accessible_table.h"

#include <QAccessibleObject>
#include <QAccessibleWidget>
#include <QPointer>
#include <QWindow>

#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"
#include "ui/table/table_voice.h"

namespace mizbazi::ui {

namespace {

using Node = TableVoice::Node;

QAccessibleInterface* viewInterface(TableVoice* voice) {
  return voice ? QAccessible::queryAccessibleInterface(&voice->table().view()) : nullptr;
}

// Where a rectangle of the scene is on the screen now.
QRect onScreen(TableVoice* voice, const QRectF& sceneRect) {
  if (!voice || sceneRect.isEmpty()) return QRect();
  TableView& view = voice->table().view();
  const QRect inView = view.mapFromScene(sceneRect).boundingRect();
  return QRect(view.viewport()->mapToGlobal(inView.topLeft()), inView.size());
}

QRectF sceneRectOf(const QGraphicsObject* item) {
  if (item->type() == Pile::Type) {
    const auto* pile = static_cast<const Pile*>(item);
    QRectF r = pile->sceneSlotRect();
    for (const CardItem* c : pile->cards())
      if (c->isVisible()) r |= c->sceneBoundingRect();
    return r;
  }
  if (item->type() == BoardItem::Type) return static_cast<const BoardItem*>(item)->area();
  return item->sceneBoundingRect();
}

// What the children of a node say (shared by every kind of node).
int indexIn(const QVector<Node>& children, TableVoice* voice, const QAccessibleInterface* child) {
  if (!voice || !child) return -1;
  for (int i = 0; i < children.size(); ++i) {
    if (voice->interfaceOf(children[i]) == child) return i;
  }
  return -1;
}

QAccessibleInterface* childAtPoint(const QAccessibleInterface* self, int x, int y) {
  for (int i = 0; i < self->childCount(); ++i) {
    QAccessibleInterface* c = self->child(i);
    if (c && c->rect().contains(x, y)) return c;
  }
  return nullptr;
}

// The view: a panel named after the game, whose children are the seats, the middle's piles and
// the board, then the announcement.
class AccessibleTableView : public QAccessibleWidget {
 public:
  explicit AccessibleTableView(QWidget* view) : QAccessibleWidget(view, QAccessible::Pane) {}

  TableVoice* voice() const {
    auto* view = static_cast<TableView*>(widget());
    return view ? TableVoice::of(view->scene()) : nullptr;
  }
  int childCount() const override {
    TableVoice* v = voice();
    return v ? static_cast<int>(v->topLevel().size()) + 1 : 0;
  }
  QAccessibleInterface* child(int index) const override {
    TableVoice* v = voice();
    if (!v) return nullptr;
    const QVector<Node> top = v->topLevel();
    if (index >= 0 && index < top.size()) return v->interfaceOf(top[index]);
    return index == top.size() ? v->newsInterface() : nullptr;
  }
  int indexOfChild(const QAccessibleInterface* child) const override {
    TableVoice* v = voice();
    if (!v || !child) return -1;
    const QVector<Node> top = v->topLevel();
    if (child == v->newsInterface()) return static_cast<int>(top.size());
    return indexIn(top, v, child);
  }
  QAccessibleInterface* childAt(int x, int y) const override { return childAtPoint(this, x, y); }
  QAccessibleInterface* focusChild() const override {
    TableVoice* v = voice();
    if (!v || !widget()->hasFocus()) return nullptr;
    QGraphicsObject* marked = v->table().scene().focusedTarget();
    if (!marked || !v->inTree(Node{marked, -1})) return nullptr;
    return v->interfaceOf(Node{marked, -1});
  }
  QString text(QAccessible::Text t) const override {
    TableVoice* v = voice();
    if (v && t == QAccessible::Name) return v->tableName();
    if (v && t == QAccessible::Description) return v->descriptionOf(Node{});
    return QAccessibleWidget::text(t);
  }
  QAccessible::State state() const override {
    QAccessible::State s = QAccessibleWidget::state();
    s.focusable = true;
    return s;
  }
};

// A pile, a card or a board: an item of the scene.
class AccessibleTableItem : public QAccessibleObject {
 public:
  explicit AccessibleTableItem(QObject* item) : QAccessibleObject(item) {}

  QGraphicsObject* item() const { return static_cast<QGraphicsObject*>(object()); }
  TableVoice* voice() const {
    QGraphicsObject* i = item();
    return i ? TableVoice::of(i->scene()) : nullptr;
  }
  Node node() const { return Node{item(), -1}; }

  bool isValid() const override { return QAccessibleObject::isValid() && voice(); }
  QWindow* window() const override {
    TableVoice* v = voice();
    return v ? v->table().view().window()->windowHandle() : nullptr;
  }
  QAccessibleInterface* parent() const override {
    TableVoice* v = voice();
    if (!v) return nullptr;
    const Node up = v->parentOf(node());
    return up.valid() ? v->interfaceOf(up) : viewInterface(v);
  }
  int childCount() const override {
    TableVoice* v = voice();
    return v ? static_cast<int>(v->childrenOf(node()).size()) : 0;
  }
  QAccessibleInterface* child(int index) const override {
    TableVoice* v = voice();
    if (!v) return nullptr;
    const QVector<Node> children = v->childrenOf(node());
    return index >= 0 && index < children.size() ? v->interfaceOf(children[index]) : nullptr;
  }
  int indexOfChild(const QAccessibleInterface* child) const override {
    TableVoice* v = voice();
    return v ? indexIn(v->childrenOf(node()), v, child) : -1;
  }
  QAccessibleInterface* childAt(int x, int y) const override { return childAtPoint(this, x, y); }
  QString text(QAccessible::Text t) const override {
    TableVoice* v = voice();
    if (!v) return QString();
    if (t == QAccessible::Name) return v->nameOf(node());
    if (t == QAccessible::Description) return v->descriptionOf(node());
    return QString();
  }
  QRect rect() const override {
    QGraphicsObject* i = item();
    return i ? onScreen(voice(), sceneRectOf(i)) : QRect();
  }
  QAccessible::Role role() const override {
    QGraphicsObject* i = item();
    if (!i) return QAccessible::NoRole;
    if (i->type() == CardItem::Type) return QAccessible::ListItem;
    if (i->type() == Pile::Type) return QAccessible::List;
    return QAccessible::Grouping;
  }
  QAccessible::State state() const override {
    QAccessible::State s;
    QGraphicsObject* i = item();
    TableVoice* v = voice();
    if (!i || !v) {
      s.invalid = true;
      return s;
    }
    s.invisible = !i->isVisible();
    // A board's cell scrolled out of its camera's view is off screen.
    if (const BoardItem* board = BoardItem::boardOf(i))
      s.offscreen = !board->area().intersects(i->sceneBoundingRect());
    bool lit = false;
    if (i->type() == CardItem::Type) {
      const auto* card = static_cast<const CardItem*>(i);
      lit = card->activatable();
      s.selected = card->chosen();
      s.disabled = card->dimmed();
    } else if (i->type() == Pile::Type) {
      lit = static_cast<const Pile*>(i)->activatable();
    }
    s.focusable = lit;
    s.selectable = lit;
    s.focused = lit && v->table().scene().focusedTarget() == i && v->table().view().hasFocus();
    return s;
  }
};

// A seat's group: it has no item of its own (its piles lie apart on the table).
class AccessibleSeat : public QAccessibleInterface {
 public:
  AccessibleSeat(TableVoice* voice, int seat) : voice_(voice), seat_(seat) {}

  Node node() const { return Node{nullptr, seat_}; }
  bool isValid() const override { return !voice_.isNull(); }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override {
    return voice_ ? voice_->table().view().window()->windowHandle() : nullptr;
  }
  QAccessibleInterface* childAt(int x, int y) const override { return childAtPoint(this, x, y); }
  QAccessibleInterface* parent() const override { return viewInterface(voice_); }
  QAccessibleInterface* child(int index) const override {
    if (!voice_) return nullptr;
    const QVector<Node> children = voice_->childrenOf(node());
    return index >= 0 && index < children.size() ? voice_->interfaceOf(children[index]) : nullptr;
  }
  int childCount() const override {
    return voice_ ? static_cast<int>(voice_->childrenOf(node()).size()) : 0;
  }
  int indexOfChild(const QAccessibleInterface* child) const override {
    return voice_ ? indexIn(voice_->childrenOf(node()), voice_, child) : -1;
  }
  QString text(QAccessible::Text t) const override {
    if (!voice_) return QString();
    if (t == QAccessible::Name) return voice_->nameOf(node());
    if (t == QAccessible::Description) return voice_->descriptionOf(node());
    return QString();
  }
  void setText(QAccessible::Text, const QString&) override {}
  QRect rect() const override {
    QRect r;
    for (int i = 0; i < childCount(); ++i) {
      if (QAccessibleInterface* c = child(i)) r |= c->rect();
    }
    return r;
  }
  QAccessible::Role role() const override { return QAccessible::Grouping; }
  QAccessible::State state() const override {
    QAccessible::State s;
    s.invalid = voice_.isNull();
    return s;
  }

 private:
  QPointer<TableVoice> voice_;
  int seat_;
};

// The announcement: a notification whose words are what was said last. A screen reader speaks a
// notification as it is shown; the voice shows it again with every announcement.
class AccessibleNews : public QAccessibleInterface {
 public:
  explicit AccessibleNews(TableVoice* voice) : voice_(voice) {}

  bool isValid() const override { return !voice_.isNull(); }
  QObject* object() const override { return nullptr; }
  QWindow* window() const override {
    return voice_ ? voice_->table().view().window()->windowHandle() : nullptr;
  }
  QAccessibleInterface* childAt(int, int) const override { return nullptr; }
  QAccessibleInterface* parent() const override { return viewInterface(voice_); }
  QAccessibleInterface* child(int) const override { return nullptr; }
  int childCount() const override { return 0; }
  int indexOfChild(const QAccessibleInterface*) const override { return -1; }
  QString text(QAccessible::Text t) const override {
    return voice_ && t == QAccessible::Name ? voice_->announcement() : QString();
  }
  void setText(QAccessible::Text, const QString&) override {}
  QRect rect() const override {
    if (!voice_) return QRect();
    TableView& view = voice_->table().view();
    return QRect(view.mapToGlobal(QPoint(0, 0)), view.size());
  }
  QAccessible::Role role() const override { return QAccessible::Notification; }
  QAccessible::State state() const override {
    QAccessible::State s;
    s.invalid = voice_.isNull();
    s.invisible = !voice_ || voice_->announcement().isEmpty();
    return s;
  }

 private:
  QPointer<TableVoice> voice_;
};

QAccessibleInterface* tableFactory(const QString& className, QObject* object) {
  if (!object) return nullptr;
  if (className == QLatin1String("mizbazi::ui::TableView"))
    return new AccessibleTableView(static_cast<QWidget*>(object));
  if (className == QLatin1String("mizbazi::ui::Pile") ||
      className == QLatin1String("mizbazi::ui::CardItem") ||
      className == QLatin1String("mizbazi::ui::BoardItem"))
    return new AccessibleTableItem(object);
  return nullptr;
}

}  // namespace

void installTableAccessibility() {
  static bool installed = false;
  if (installed) return;
  installed = true;
  QAccessible::installFactory(&tableFactory);
}

QAccessibleInterface* newSeatInterface(TableVoice* voice, int seat) {
  return new AccessibleSeat(voice, seat);
}

QAccessibleInterface* newNewsInterface(TableVoice* voice) {
  return new AccessibleNews(voice);
}

}  // namespace mizbazi::ui
