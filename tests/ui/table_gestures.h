// Gestures as a person makes them, for every table's tests: mouse clicks and drags sent to the
// view's viewport at the point where an item can be seen (not covered by another card), and keys
// sent to the view. Nothing here calls the controller or the move chooser.
#pragma once

#include <QGraphicsItem>
#include <QPushButton>
#include <QTest>
#include <functional>
#include <optional>

#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/move_path.h"
#include "ui/table/pile.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"

namespace mizbazi::testing {

// A scene point inside `item` where a click lands on `item` itself (cards in a spread overlap).
std::optional<QPointF> visiblePointOf(ui::GameTable& t, QGraphicsItem* item);
// Clicks (or double-clicks) the item where it can be seen; false when it cannot be seen at all.
bool clickItem(ui::GameTable& t, QGraphicsItem* item, Qt::MouseButton button = Qt::LeftButton);
bool doubleClickItem(ui::GameTable& t, QGraphicsItem* item);
// Clicks an empty pile's place (or its top card).
bool clickPile(ui::GameTable& t, ui::Pile* pile);
// Presses on `card`, moves in steps to the centre of `target` and releases there.
bool dragItemTo(ui::GameTable& t, ui::CardItem* card, QPointF targetScenePos);
bool dragCardToPile(ui::GameTable& t, ui::CardItem* card, ui::Pile* target);
// A key pressed at the table, as the keyboard sends it: to the view, which has the focus.
void pressKey(ui::GameTable& t, int key, Qt::KeyboardModifiers mods = Qt::NoModifier);
// Brings the keyboard's ring to a target `wanted` says yes to, as a person would: Tab (area by
// area) until the ring is in that target's area, then the arrows along it. False when nothing lit
// is wanted or the keys do not reach it; `presses` (if given) counts the keys pressed.
bool markByKeys(ui::GameTable& t, const std::function<bool(QGraphicsObject*)>& wanted,
                int* presses = nullptr);
// Whether the ring's target is `pile` or one of its cards.
bool isPileOrItsCard(QGraphicsObject* target, const ui::Pile* pile);

// The card item showing `art` face up (the topmost one when several do), or nullptr.
ui::CardItem* cardWithFace(ui::GameTable& t, const QString& art);
// Makes the steps of `actionText`'s path as a person would, each a click in turn: its button, pile
// or card. With `steps` >= 0, only that many first steps (the move left unfinished). False when a
// step has nothing to click, or the path is shorter than `steps`.
bool clickPathOf(ui::GameTable& t, const QString& actionText, int steps = -1);

}  // namespace mizbazi::testing
