#include "table_gestures.h"

#include <QApplication>
#include <QGraphicsView>

#include "ui/table/amount_chooser.h"
#include "ui/table/board_item.h"
#include "ui/table/keyboard_focus.h"
#include "ui/table/move_chooser.h"

namespace mizbazi::testing {

namespace {
QPoint toViewport(ui::GameTable& t, QPointF scenePos) {
  return t.view().mapFromScene(scenePos);
}
}  // namespace

std::optional<QPointF> visiblePointOf(ui::GameTable& t, QGraphicsItem* item) {
  if (!item || !item->isVisible()) return std::nullopt;
  QRectF r = item->sceneBoundingRect();
  if (item->type() == ui::Pile::Type) r = static_cast<ui::Pile*>(item)->slotRect();
  // A hand goes to the mouse before it clicks: the pointer moving over the table takes the
  // keyboard's mark (and its raised card) away, as a person sees it.
  const QPoint toward = toViewport(t, r.center());
  if (t.view().viewport()->rect().contains(toward)) QTest::mouseMove(t.view().viewport(), toward);
  // Scan a grid over the item, centre first: the first point where the item is on top.
  QVector<QPointF> points{r.center()};
  for (double fy : {0.15, 0.35, 0.5, 0.65, 0.85})
    for (double fx : {0.5, 0.2, 0.8, 0.35, 0.65})
      points.push_back(QPointF(r.left() + r.width() * fx, r.top() + r.height() * fy));
  const QRect viewport = t.view().viewport()->rect();
  for (const QPointF& exact : points) {
    if (!viewport.contains(toViewport(t, exact))) continue;
    // The point a click there really lands on (a whole pixel): on a narrow strip of a squeezed
    // spread the exact point and the pixel's may lie on different cards.
    const QPointF p = t.view().mapToScene(toViewport(t, exact));
    const auto under = t.scene().items(p, Qt::IntersectsItemShape, Qt::DescendingOrder);
    for (QGraphicsItem* top : under) {
      if (!top->isVisible() || top->acceptedMouseButtons() == Qt::NoButton) continue;
      if (top == item) return p;
      // A pile's own place may be under its cards: a card of that pile stands for it.
      if (item->type() == ui::Pile::Type && top->type() == ui::CardItem::Type &&
          static_cast<ui::CardItem*>(top)->pile() == item)
        return p;
      break;
    }
  }
  return std::nullopt;
}

bool clickItem(ui::GameTable& t, QGraphicsItem* item, Qt::MouseButton button) {
  const auto p = visiblePointOf(t, item);
  if (!p) return false;
  QTest::mouseClick(t.view().viewport(), button, Qt::NoModifier, toViewport(t, *p));
  return true;
}

bool doubleClickItem(ui::GameTable& t, QGraphicsItem* item) {
  const auto p = visiblePointOf(t, item);
  if (!p) return false;
  // As Qt 6 delivers a person's double-click: press, release, press + double-click, release.
  // QTest::mouseDClick stops before the last release, which is where a click is heard.
  QTest::mouseClick(t.view().viewport(), Qt::LeftButton, Qt::NoModifier, toViewport(t, *p));
  QTest::mouseDClick(t.view().viewport(), Qt::LeftButton, Qt::NoModifier, toViewport(t, *p));
  QTest::mouseRelease(t.view().viewport(), Qt::LeftButton, Qt::NoModifier, toViewport(t, *p));
  return true;
}

bool clickPile(ui::GameTable& t, ui::Pile* pile) {
  if (pile->top() && visiblePointOf(t, pile->top())) return clickItem(t, pile->top());
  return clickItem(t, pile);
}

bool dragItemTo(ui::GameTable& t, ui::CardItem* card, QPointF target) {
  const auto from = visiblePointOf(t, card);
  if (!from) return false;
  QWidget* vp = t.view().viewport();
  const QPoint a = toViewport(t, *from), b = toViewport(t, target);
  QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
  const int steps = 8;
  for (int i = 1; i <= steps; ++i) {
    const QPoint p = a + (b - a) * i / steps;
    QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                     Qt::NoModifier);
    QApplication::sendEvent(vp, &move);
  }
  QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
  return true;
}

bool dragCardToPile(ui::GameTable& t, ui::CardItem* card, ui::Pile* target) {
  return dragItemTo(t, card, target->slotRect().center());
}

void pressKey(ui::GameTable& t, int key, Qt::KeyboardModifiers mods) {
  t.view().setFocus();
  QTest::keyClick(&t.view(), static_cast<Qt::Key>(key), mods);
}

bool markByKeys(ui::GameTable& t, const std::function<bool(QGraphicsObject*)>& wanted,
                int* presses) {
  ui::TableScene& scene = t.scene();
  const auto lit = scene.activatables();
  QGraphicsObject* goal = nullptr;
  for (QGraphicsObject* o : lit) {
    if (wanted(o)) {
      goal = o;
      break;
    }
  }
  if (!goal) return false;
  int pressed = 0;
  auto press = [&](int key) {
    pressKey(t, key);
    ++pressed;
  };
  const QGraphicsObject* area = ui::KeyboardFocus::areaOf(goal);
  for (int i = 0; i <= lit.size() && ui::KeyboardFocus::areaOf(scene.focusedTarget()) != area; ++i)
    press(Qt::Key_Tab);
  for (int i = 0; i <= lit.size() + 1 && !(scene.focusedTarget() && wanted(scene.focusedTarget()));
       ++i)
    press(Qt::Key_Right);
  if (presses) *presses += pressed;
  return scene.focusedTarget() && wanted(scene.focusedTarget());
}

bool isPileOrItsCard(QGraphicsObject* target, const ui::Pile* pile) {
  if (!target || !pile) return false;
  if (target == pile) return true;
  auto* card = qgraphicsitem_cast<ui::CardItem*>(target);
  return card && card->pile() == pile;
}

ui::CardItem* cardWithFace(ui::GameTable& t, const QString& art) {
  // A lit card first (with two decks the same card may lie elsewhere too), else any.
  ui::CardItem* found = nullptr;
  for (ui::Pile* p : t.scene().piles()) {
    for (ui::CardItem* c : p->cards()) {
      if (!c->faceUp() || c->face() != art || !c->isVisible()) continue;
      if (c->activatable()) return c;
      found = c;
    }
  }
  return found;
}

bool clickPathOf(ui::GameTable& t, const QString& actionText, int steps) {
  if (!t.moves()) return false;
  const ui::MovePath path = t.moves()->pathOf(actionText);
  if (steps > path.size()) return false;
  for (int i = 0; i < (steps < 0 ? path.size() : steps); ++i) {
    const ui::MoveStep& step = path[i];
    bool done = false;
    switch (step.kind) {
      case ui::MoveStep::Kind::kButton:
      case ui::MoveStep::Kind::kDetail:
        // An amount ("bid:5") is set in the amount chooser and confirmed with its button.
        if (auto* a = t.findChild<ui::AmountChooser*>(); a && a->isVisible() && step.amount()) {
          const int n = step.amount()->second;
          a->setValue(n);
          if (a->value() == n && a->confirmButton()->isEnabled()) {
            a->confirmButton()->click();
            done = true;
          }
          break;
        }
        for (auto* b : t.findChildren<QPushButton*>()) {
          if ((b->objectName() == step.value + "Button" ||
               b->objectName() == "choice-" + step.value) &&
              b->isVisible() && b->isEnabled()) {
            b->click();
            done = true;
            break;
          }
        }
        // A held detail (a card's way up) has no button: R turns the card until the path's
        // place lights up.
        if (!done && step.kind == ui::MoveStep::Kind::kDetail && t.chooser() &&
            i + 1 < path.size()) {
          for (int k = 0; k < 4 && !done; ++k) {
            done = t.chooser()->isChoice(path[i + 1]);
            if (!done) pressKey(t, Qt::Key_R);
          }
        }
        break;
      case ui::MoveStep::Kind::kPlace:
        if (ui::Pile* p = t.scene().pile(step.place)) {
          if (p->parentItem()) {
            // A board's cell moves with the board's camera: bring it into view (as a pan
            // would), then click where it is seen.
            if (ui::BoardItem* board = ui::BoardItem::boardOf(p)) board->followItem(p, false);
            const QPoint at = toViewport(t, p->sceneSlotRect().center());
            done = t.view().viewport()->rect().contains(at);
            if (done) QTest::mouseClick(t.view().viewport(), Qt::LeftButton, Qt::NoModifier, at);
          } else {
            done = clickPile(t, p);
          }
        }
        break;
      case ui::MoveStep::Kind::kCard:
        if (ui::CardItem* c = cardWithFace(t, step.card)) {
          done = clickItem(t, c);
          if (!done) {
            const QRectF r = c->sceneBoundingRect();
            qWarning() << "cannot click" << step.card << "lit" << c->activatable() << "at" << r
                       << "pile" << (c->pile() ? c->pile()->key().zone : -1);
            for (QGraphicsItem* i : t.scene().items(r.center()))
              qWarning() << "  under:" << i->type() << i->zValue() << i->isVisible()
                         << i->acceptedMouseButtons();
          }
        }
        break;
    }
    if (!done) return false;
  }
  return true;
}

}  // namespace mizbazi::testing
