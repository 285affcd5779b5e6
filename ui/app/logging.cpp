#include "ui/app/logging.h"

namespace mizbazi::app {

// QtWarningMsg: info and debug stay quiet unless QT_LOGGING_RULES asks for them.
Q_LOGGING_CATEGORY(lcStartup, "mizbazi.startup", QtWarningMsg)
Q_LOGGING_CATEGORY(lcFiles, "mizbazi.files", QtWarningMsg)
Q_LOGGING_CATEGORY(lcAutosave, "mizbazi.autosave", QtWarningMsg)
Q_LOGGING_CATEGORY(lcScripted, "mizbazi.scripted", QtWarningMsg)
Q_LOGGING_CATEGORY(lcWindow, "mizbazi.window", QtWarningMsg)

}  // namespace mizbazi::app
