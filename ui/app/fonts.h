// The bundled Vazirmatn font (OFL), used for every widget and every label on the table, in both
// languages, so the table looks the same on any machine.
#pragma once

#include <QString>

namespace mizbazi::app {

// Registers the bundled faces; returns the family name ("Vazirmatn"), or an empty string when the
// resources are missing (the app then keeps the system font).
QString loadBundledFonts();

}  // namespace mizbazi::app
