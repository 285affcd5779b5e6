// The main window's place on screen: it opens within the screen's available area (never larger
// than the screen, whatever a projector or a small laptop offers), and it comes back with the
// size, position and maximised state it was left in.
#pragma once

#include <QRect>
#include <QSize>

class QWidget;

namespace mizbazi::app {

// `wanted` shrunk to fit `available` (keeping a margin for the window frame) and centred in it.
QRect fitWithin(const QRect& available, QSize wanted);

// Shows `window` where it was last left (KeptSettings::windowPlace, ui/app/settings.h), or fitted
// to its screen the first time. A remembered place on a screen that is gone is fitted to the screen
// there is.
void showAsRemembered(QWidget& window);
// Remembers `window`'s place (normal geometry and maximised state); full screen is not kept.
void rememberPlace(const QWidget& window);

}  // namespace mizbazi::app
