// Room for a wrapped label's ink at each side. Qt 6.4 paints a full wrapped line of Persian up to
// a fifth of the font's size wider than it measured it when wrapping (with kerning or without), at
// either end, and a label clips its painting to itself: without room at its sides, a label at the
// side panel's or a lesson column's edge would cut off the first or last letters of such a line.
#pragma once

namespace mizbazi::ui {

// After this call, every word-wrapped label of the application (the side panel's, a lesson's, a
// dialog's) keeps a quarter of its font's size (a pixel more than the widest overrun measured) at
// each side, set when it is first shown and again whenever its font changes. A label whose owner
// gave it margins of its own keeps those. Called by the window and by every table; once is enough.
void keepInkRoomEverywhere();

}  // namespace mizbazi::ui
