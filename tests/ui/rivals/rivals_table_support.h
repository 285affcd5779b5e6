// Helpers for the Rivals table's tests with real gestures: a table built from a scenario, waiting
// for it to be still, and each kind of move made as a person makes it — by dragging with the
// mouse, by clicking, or by keys only (arrows, Enter, B and the amount chooser, P, D). Nothing
// here calls the controller or the move chooser to make a move.
#pragma once

#include <QApplication>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <memory>

#include "core/game_record.h"
#include "core/rng.h"
#include "rivals/rivals_state.h"
#include "rivals_test_support.h"
#include "table_gestures.h"
#include "table_test_support.h"
#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_scene.h"
#include "ui/rivals/rivals_table.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/amount_chooser.h"
#include "ui/table/card_item.h"
#include "ui/table/pile.h"
#include "ui/table/table_controller.h"
#include "ui/table/table_view.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

using ui::rivals::RivalsTable;

inline Scenario rivalsScenario(int players, bool computers, std::uint64_t seed,
                               Json setup = Json::object()) {
  Scenario s = namedScenario("rivals", players, computers, seed);
  s.setup = std::move(setup);
  return s;
}

inline std::unique_ptr<RivalsTable> makeRivalsTable(const Scenario& s, QSize size = {1600, 900}) {
  return makeTableOf<RivalsTable>(s, size);
}

inline std::string stateDump(const RivalsTable& t) {
  return stateJson(t.controller().state()).dump();
}

inline std::size_t actionCount(const RivalsTable& t) {
  return t.controller().record().actions().size();
}

inline ui::Pile* currentStack(RivalsTable& t) {
  return t.gameScene().stack(std::max(0, t.model().currentStack));
}

// The display's card showing `cardId` face up.
inline ui::CardItem* displayCard(RivalsTable& t, const QString& cardId) {
  for (ui::CardItem* c : t.gameScene().display()->cards()) {
    if (c->faceUp() && c->face() == ui::rivals::RivalsTexts::artId(cardId)) return c;
  }
  return nullptr;
}

inline ui::AmountChooser* amountChooser(RivalsTable& t) {
  return t.findChild<ui::AmountChooser*>("amountChooser");
}

// The card id in "take red-4" / "discard red-4".
inline QString cardOf(const QString& action) {
  return action.section(' ', 1);
}

inline int colorOf(const QString& cardId) {
  return *::mizbazi::rivals::parseColor(cardId.section('-', 0, 0).toStdString());
}

inline int amountOf(const QString& action) {
  return action.section(' ', 1).toInt();
}

// A bid by the mouse: the amount chooser's "more" button until the amount shows, then its main
// button. Returns false when the chooser cannot show the amount.
inline bool bidByMouse(RivalsTable& t, int amount) {
  ui::AmountChooser* a = amountChooser(t);
  if (!a || !a->isVisible()) return false;
  auto* more = a->findChild<QPushButton*>("amountMore");
  for (int guard = 0; a->value() < amount && guard < 40; ++guard) {
    if (!more->isEnabled()) return false;
    QTest::mouseClick(more, Qt::LeftButton);
  }
  if (a->value() != amount) return false;
  QTest::mouseClick(a->confirmButton(), Qt::LeftButton);
  return true;
}

// One action by the mouse; `drag` chooses dragging over clicking where both exist.
inline bool playByMouse(RivalsTable& t, const QString& action, bool drag) {
  auto& scene = t.gameScene();
  const int actor = t.controller().state().currentPlayer();
  if (action == "reveal") {
    ui::Pile* stack = currentStack(t);
    if (drag) return stack->top() && dragCardToPile(t, stack->top(), scene.display());
    return clickPile(t, stack);
  }
  if (action == "pass") {
    if (!t.passButton()->isEnabled()) return false;
    QTest::mouseClick(t.passButton(), Qt::LeftButton);
    return true;
  }
  if (action == "done") {
    if (!t.doneButton()->isEnabled()) return false;
    QTest::mouseClick(t.doneButton(), Qt::LeftButton);
    return true;
  }
  if (action.startsWith("bid ")) return bidByMouse(t, amountOf(action));
  const QString id = cardOf(action);
  ui::Pile* target =
      action.startsWith("take ") ? scene.expedition(actor, colorOf(id)) : scene.out();
  ui::CardItem* card = displayCard(t, id);
  if (!card || !target) return false;
  if (drag) return dragCardToPile(t, card, target);
  return clickItem(t, card) && clickPile(t, target);
}

// Moves the keyboard's focus ring (arrows) until `wanted` says yes; false after a full round.
inline bool focusByArrows(RivalsTable& t, const std::function<bool(QGraphicsObject*)>& wanted) {
  auto& scene = t.gameScene();
  const int n = scene.activatables().size() + 2;
  for (int i = 0; i < n; ++i) {
    if (scene.focusedTarget() && wanted(scene.focusedTarget())) return true;
    pressKey(t, Qt::Key_Right);
  }
  return scene.focusedTarget() && wanted(scene.focusedTarget());
}

inline bool isPile(QGraphicsObject* o, ui::Pile* p) {
  if (o == p) return true;
  auto* card = qgraphicsitem_cast<ui::CardItem*>(o);
  return card && card->pile() == p;
}

// One action by keys only.
inline bool playByKeys(RivalsTable& t, const QString& action) {
  auto& scene = t.gameScene();
  const int actor = t.controller().state().currentPlayer();
  if (action == "pass" || action == "done") {
    // The keys act on the table, wherever the focus was left (a bid's spinner too).
    t.view().setFocus();
    QTest::keyClick(t.view().viewport(), action == "pass" ? Qt::Key_P : Qt::Key_D);
    return true;
  }
  if (action.startsWith("bid ")) {
    ui::AmountChooser* a = amountChooser(t);
    if (!a || !a->isVisible()) return false;
    t.view().setFocus();
    QTest::keyClick(t.view().viewport(), Qt::Key_B);
    QWidget* spin = a->spinner();
    if (QApplication::focusWidget() != spin && !spin->isAncestorOf(QApplication::focusWidget()))
      return false;
    for (int guard = 0; a->value() < amountOf(action) && guard < 40; ++guard)
      QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up);
    if (a->value() != amountOf(action)) return false;
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
    return true;
  }
  t.view().setFocus();
  if (action == "reveal") {
    ui::Pile* stack = currentStack(t);
    if (!focusByArrows(t, [&](QGraphicsObject* o) { return isPile(o, stack); })) return false;
    pressKey(t, Qt::Key_Return);
    return true;
  }
  const QString art = ui::rivals::RivalsTexts::artId(cardOf(action));
  ui::Pile* target =
      action.startsWith("take ") ? scene.expedition(actor, colorOf(cardOf(action))) : scene.out();
  if (!focusByArrows(t, [&](QGraphicsObject* o) {
        auto* c = qgraphicsitem_cast<ui::CardItem*>(o);
        return c && c->faceUp() && c->face() == art && c->pile() == scene.display();
      }))
    return false;
  const std::size_t before = t.controller().record().actions().size();
  pressKey(t, Qt::Key_Return);
  // A card that can go only one way is played by that one Enter.
  if (t.controller().record().actions().size() != before) return true;
  if (!focusByArrows(t, [&](QGraphicsObject* o) { return isPile(o, target); })) return false;
  pressKey(t, Qt::Key_Return);
  return true;
}

// A legal action picked so that games keep moving: a kind first (reveal, bid, pass, take,
// discard, done), then one of its actions; bids stay near the lowest so auctions see raises. As
// people do, nobody lets the display grow past `crowded` cards without bidding for it.
inline QString pickAction(const QStringList& legal, Rng& rng, int displaySize, int crowded = 8) {
  QStringList kinds;
  for (const QString& a : legal) {
    const QString k = a.section(' ', 0, 0);
    if (!kinds.contains(k)) kinds << k;
  }
  QString kind = kinds[rng.uniform(0, static_cast<int>(kinds.size()) - 1)];
  if (displaySize >= crowded && kind == "reveal" && kinds.contains("bid")) kind = "bid";
  // An auction's winner mostly takes what they can before they are done.
  if (kind == "done" && kinds.contains("take") && rng.uniform(0, 3) != 0) kind = "take";
  QStringList of;
  for (const QString& a : legal) {
    if (a.section(' ', 0, 0) == kind) of << a;
  }
  const int last = std::min(static_cast<int>(of.size()) - 1, 2);
  return of[rng.uniform(0, last)];
}

}  // namespace mizbazi::testing
