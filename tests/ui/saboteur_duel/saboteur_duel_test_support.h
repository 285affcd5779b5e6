// Helpers for the Saboteur table tests: a table built from a scenario, and a player who makes a
// legal action with the mouse (drags and clicks on the scene's items, a right-click while
// dragging to turn a card) or with the keyboard only (arrows to the lit card or place, Enter,
// R to turn). Nothing here calls the controller or the move chooser to act; the chooser is only
// read (which way the card in hand is turned) as a player reads the card under the pointer.
#pragma once

#include <QApplication>
#include <QGraphicsView>
#include <QRandomGenerator>
#include <QTest>
#include <memory>

#include "core/game_record.h"
#include "table_gestures.h"
#include "table_test_support.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_scene.h"
#include "ui/saboteur_duel/saboteur_duel_table.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/move_chooser.h"
#include "ui/table/pile.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

using ui::saboteur_duel::SaboteurDuelTable;

// Seat 0 a person; in a duel seat 1 a computer (solo: one person).
inline Scenario saboteurDuelScenario(int players, std::uint64_t seed) {
  Scenario s;
  s.game = "saboteur-duel";
  s.options["players"] = players;
  s.players.push_back({"Sara", "human", ""});
  if (players == 2) s.players.push_back({"Ali", "bot", "easy"});
  s.seed = seed;
  return s;
}

inline std::unique_ptr<SaboteurDuelTable> makeSaboteurDuelTable(const Scenario& s, int w = 1366,
                                                                int h = 768) {
  return makeTableOf<SaboteurDuelTable>(s, {w, h});
}

// Makes one legal action of the person on screen by gestures. `keys`: keyboard only; otherwise
// mouse only, dragging when `drag` and clicking each step otherwise.
class SaboteurDuelPlayer {
 public:
  SaboteurDuelPlayer(SaboteurDuelTable& t, bool keys) : t_(t), keys_(keys) {}

  bool play(const QString& action, bool drag) {
    const ui::MovePath path = t_.moves()->pathOf(action);
    if (path.isEmpty()) return fail("no path for " + action);
    used_.clear();
    const QStringList w = action.split(' ');
    QString wantTurn;
    for (const ui::MoveStep& s : path)
      if (s.kind == ui::MoveStep::Kind::kDetail) wantTurn = s.value;
    // Steps: cards, then the place (details are held: turned with R / a right-click).
    for (int i = 0; i < path.size(); ++i) {
      const ui::MoveStep& s = path[i];
      const bool last = i == path.size() - 1;
      if (s.kind == ui::MoveStep::Kind::kDetail) continue;
      if (s.kind == ui::MoveStep::Kind::kCard) {
        ui::CardItem* c = handCard(s.card);
        if (!c) return fail("no card " + s.card);
        // The card that goes to the place is dragged there (a card turned by the mouse is
        // always dragged: a right-click turns it only while it is being dragged).
        const bool toPlace =
            i == path.size() - 2 ||
            (i == path.size() - 3 && path[i + 1].kind == ui::MoveStep::Kind::kDetail);
        const bool dragNow = !keys_ && toPlace && (drag || wantTurn == "r");
        if (dragNow) return dragTo(c, targetOf(path.back()), wantTurn);
        const std::size_t before = t_.controller().record().actions().size();
        if (!activate(c)) return fail("cannot choose " + s.card);
        // Enter plays a card that can go only one way at once.
        if (t_.controller().record().actions().size() != before) return true;
        continue;
      }
      // A place: a pile of the table or a cell of the maze.
      if (!wantTurn.isEmpty() && !turnTo(wantTurn)) return fail("cannot turn");
      QGraphicsObject* target = targetOf(s);
      if (!target) return fail("no place for " + action);
      if (!activate(target)) return fail("cannot reach the place of " + action);
      (void)last;
    }
    return true;
  }

  // Drops `card` on `target` by the mouse (a wrong drop), for refusal tests.
  bool dropOn(ui::CardItem* card, ui::Pile* target) { return dragTo(card, target, QString()); }

  QString error;

 private:
  bool fail(const QString& why) {
    error = why;
    return false;
  }

  ui::saboteur_duel::SaboteurDuelScene& scene() { return t_.gameScene(); }

  ui::CardItem* handCard(const QString& art) {
    ui::Pile* hand = scene().hand(t_.controller().viewer());
    if (!hand) return nullptr;
    for (ui::CardItem* c : hand->cards()) {
      if (c->face() == art && !used_.contains(c)) {
        used_ << c;
        return c;
      }
    }
    return nullptr;
  }

  // What a place step is on the table: a bribe is made on the troll itself (the card in the
  // maze), a key for gold on the gold card; everything else on its pile.
  QGraphicsObject* targetOf(const ui::MoveStep& s) {
    ui::Pile* p = scene().pile(s.place);
    if (s.place.zone == ui::saboteur_duel::kZoneMarkerSpot && !keys_) {
      ui::Pile* cell = scene().cell(ui::saboteur_duel::cellX(s.place.slot),
                                    ui::saboteur_duel::cellY(s.place.slot));
      if (cell && cell->top()) return cell->top();
    }
    if (p && p->key() == s.place) return p;
    return nullptr;
  }

  QPointF scenePointOf(QGraphicsObject* o) {
    if (o->type() == ui::Pile::Type) {
      auto* p = static_cast<ui::Pile*>(o);
      if (p->parentItem()) return p->sceneSlotRect().center();
      if (p->top()) {
        if (auto v = visiblePointOf(t_, p->top())) return *v;
      }
      return p->slotRect().center();
    }
    return o->sceneBoundingRect().center();
  }

  // The maze's cell or card must be in view: the mouse zooms out with the wheel over the board.
  void bringIntoView(QGraphicsObject* o) {
    ui::BoardItem* board = scene().board();
    auto at = board->cellOf(o);
    if (!at) return;
    for (int i = 0; i < 12 && !board->showsCell(*at); ++i) {
      QWidget* vp = t_.view().viewport();
      const QPoint p = t_.view().mapFromScene(board->area().center());
      QWheelEvent wheel(p, vp->mapToGlobal(p), QPoint(), QPoint(0, -120), Qt::NoButton,
                        Qt::NoModifier, Qt::NoScrollPhase, false);
      QApplication::sendEvent(vp, &wheel);
      settle(t_);
    }
  }

  bool activate(QGraphicsObject* o) {
    if (keys_) return focusAndEnter(o);
    bringIntoView(o);
    const QPoint p = t_.view().mapFromScene(scenePointOf(o));
    QTest::mouseClick(t_.view().viewport(), Qt::LeftButton, Qt::NoModifier, p);
    return true;
  }

  bool isFocused(QGraphicsObject* o) {
    QGraphicsObject* f = scene().focusedTarget();
    if (f == o) return true;
    if (f && f->type() == ui::CardItem::Type && o->type() == ui::Pile::Type)
      return static_cast<ui::CardItem*>(f)->pile() == o;
    if (f && f->type() == ui::Pile::Type && o->type() == ui::CardItem::Type)
      return static_cast<ui::CardItem*>(o)->pile() == f;
    return false;
  }

  bool focusAndEnter(QGraphicsObject* o) {
    const int n = static_cast<int>(scene().activatables().size()) + 2;
    for (int i = 0; i < n && !isFocused(o); ++i) pressKey(t_, Qt::Key_Right);
    if (!isFocused(o)) return false;
    pressKey(t_, Qt::Key_Return);
    return true;
  }

  bool turnTo(const QString& want) {
    for (int i = 0; i < 3 && t_.chooser()->heldDetail() != want; ++i) pressKey(t_, Qt::Key_R);
    return t_.chooser()->heldDetail() == want;
  }

  // Presses on the card, moves over the table (a right-click on the way turns it when needed)
  // and releases over the target.
  bool dragTo(ui::CardItem* card, QGraphicsObject* target, const QString& wantTurn) {
    if (!target) return fail("no target");
    bringIntoView(target);
    const auto from = visiblePointOf(t_, card);
    if (!from) return fail("card not visible");
    QWidget* vp = t_.view().viewport();
    const QPoint a = t_.view().mapFromScene(*from);
    const QPoint b = t_.view().mapFromScene(scenePointOf(target));
    QTest::mousePress(vp, Qt::LeftButton, Qt::NoModifier, a);
    auto moveTo = [&](QPoint p) {
      QMouseEvent move(QEvent::MouseMove, p, vp->mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                       Qt::NoModifier);
      QApplication::sendEvent(vp, &move);
    };
    for (int i = 1; i <= 4; ++i) moveTo(a + (b - a) * i / 8);
    for (int i = 0; i < 3 && !wantTurn.isEmpty() && t_.chooser()->heldDetail() != wantTurn; ++i) {
      const QPoint p = a + (b - a) / 2;
      QMouseEvent press(QEvent::MouseButtonPress, p, vp->mapToGlobal(p), Qt::RightButton,
                        Qt::LeftButton | Qt::RightButton, Qt::NoModifier);
      QApplication::sendEvent(vp, &press);
      QMouseEvent release(QEvent::MouseButtonRelease, p, vp->mapToGlobal(p), Qt::RightButton,
                          Qt::LeftButton, Qt::NoModifier);
      QApplication::sendEvent(vp, &release);
    }
    if (!wantTurn.isEmpty() && t_.chooser()->heldDetail() != wantTurn) {
      QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, a);
      return fail("the card did not turn while dragged");
    }
    for (int i = 5; i <= 8; ++i) moveTo(a + (b - a) * i / 8);
    QTest::mouseRelease(vp, Qt::LeftButton, Qt::NoModifier, b);
    return true;
  }

  SaboteurDuelTable& t_;
  bool keys_;
  QVector<ui::CardItem*> used_;
};

}  // namespace mizbazi::testing
