// Switching the whole application between Persian (right-to-left, Persian digits) and English.
#pragma once

#include <QString>

class QApplication;
class QCoreApplication;

namespace mizbazi::app {

// Installs the app's and Qt's own translators for `language` ("fa" or "en"), sets the default
// QLocale (Persian digits through QLocale::toString) and the layout direction. `forceReverse`
// is Qt's -reverse option: the opposite direction, for testing both mirrors.
void applyLanguage(QApplication& app, const QString& language, bool forceReverse = false);

// The translators and the default locale only (no widgets): enough for --help on a terminal.
void installTranslators(QCoreApplication& app, const QString& language);

// The language currently applied.
QString currentLanguage();

}  // namespace mizbazi::app
