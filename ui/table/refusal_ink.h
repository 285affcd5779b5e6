// The red a refusal is written in (a move the rules forbid, a form that cannot be started yet),
// given through the palette: a style sheet would also take the words back to the application's
// font, and projector mode's larger text would never reach them.
#pragma once

#include <QColor>
#include <QPalette>

namespace mizbazi::ui {

// `base` with its words in the refusal's red.
inline QPalette refusalPalette(QPalette base = QPalette()) {
  base.setColor(QPalette::WindowText, QColor(0xb3, 0x26, 0x1e));
  return base;
}

}  // namespace mizbazi::ui
