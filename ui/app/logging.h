// The app's log, one QLoggingCategory per area, so a developer can turn on exactly what they need:
//   QT_LOGGING_RULES="mizbazi.*.info=true" mizbazi ...
// Warnings are on by default; info and debug are off. A log is for developers: anything the
// player must know is shown in the window (or, for the command line, printed as an error).
#pragma once

#include <QLoggingCategory>

namespace mizbazi::app {

Q_DECLARE_LOGGING_CATEGORY(lcStartup)   // mizbazi.startup: command line, language, first window
Q_DECLARE_LOGGING_CATEGORY(lcFiles)     // mizbazi.files: opening and saving games
Q_DECLARE_LOGGING_CATEGORY(lcAutosave)  // mizbazi.autosave: the kept unfinished games
Q_DECLARE_LOGGING_CATEGORY(lcScripted)  // mizbazi.scripted: --until-end, --screenshot, --perf
Q_DECLARE_LOGGING_CATEGORY(lcWindow)    // mizbazi.window: geometry, screens

}  // namespace mizbazi::app
