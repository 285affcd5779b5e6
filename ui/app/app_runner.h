// The app's main(): command line, Qt, fonts, language, the main window, resume, and the
// screenshot and performance modes used by scripts/ui-screenshots and scripts/ui-perf.
#pragma once

namespace mizbazi::app {

int runApp(int argc, char** argv);

}  // namespace mizbazi::app
