// The app's main(): command line, Qt, fonts, language, the main window, resume, and the
// screenshot and performance modes used by scripts/ui-screenshots and scripts/ui-perf.
#pragma once

class QApplication;
class QString;

namespace mizbazi::app {

int runApp(int argc, char** argv);

// Everything the app sets up before its first window: the bundled font, the language (layout
// direction, digits, translators), the games and their tables. The UI tests start the same way.
void prepareApplication(QApplication& app, const QString& language, bool reverse);

}  // namespace mizbazi::app
