// Qt's accessibility interfaces for a game table (what AT-SPI, and so Orca, reads), built on the
// scene's own items rather than a parallel tree of hidden widgets: the table's view, each pile,
// card and board through a factory (QAccessible::installFactory), and the two kinds of node that
// have no item of their own — a seat's group and the announcement — registered by the table's
// voice. What each node holds and says is TableVoice's (table_voice.h); these classes only answer
// Qt's questions with it: children, parent, name, description, role, state and where it is on the
// screen.
//
// Roles: the view is a panel; a seat and a board are groupings; a pile is a list (a hand, a
// column, a cell of a board), a card a list item; the announcement is a notification. States: a
// card or place that may be chosen now is focusable and selectable, the one the keyboard's ring
// marks is focused (while the table has the keyboard), a card picked up is selected, and a card
// that cannot be played now (dimmed) is disabled, its reason its description.
#pragma once

class QAccessibleInterface;

namespace mizbazi::ui {

class TableVoice;

// Installs the factory for the table's view and items (once; later calls do nothing).
void installTableAccessibility();

// The interfaces without an object of their own, for the voice to register.
QAccessibleInterface* newSeatInterface(TableVoice* voice, int seat);
QAccessibleInterface* newNewsInterface(TableVoice* voice);

}  // namespace mizbazi::ui
