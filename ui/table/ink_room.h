// Room for a wrapped label's ink at each side. Qt 6.4 paints a full wrapped line of Persian up to
// a fifth of the font's size wider than it measured it when wrapping (with kerning or without), at
// either end, and a label clips its painting to itself: Sabokbaz's hint lost the alef of
// "Enter را" at the side panel's edge.
#pragma once

class QWidget;

namespace mizbazi::ui {

// Every word-wrapped label inside `panel` keeps a quarter of its font's size (a pixel more than
// the widest overrun measured) at each side. Called again whenever the panel's font changes.
void keepInkRoom(QWidget* panel);

}  // namespace mizbazi::ui
