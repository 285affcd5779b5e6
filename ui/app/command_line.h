// The app's command line. --version and --help are answered before any Qt object exists, so they
// work on a machine without a display (packaging checks, CI). Everything else is read after
// QApplication has taken its own options (-reverse, -platform, ...).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace mizbazi::app {

struct CommandLine {
  bool showVersion = false;
  bool showHelp = false;
  std::string file;           // a .mizbazi scenario or save to open
  std::string language;       // "fa" or "en": overrides the setting for this run
  bool noResume = false;      // do not offer to resume an interrupted game
  std::string newGame;        // start this game at once (screenshots, performance runs)
  int players = 0;            // with newGame: seat count (0: the game's default)
  bool computers = false;     // with newGame: every seat but the first is a computer
  bool allComputers = false;  // with newGame: every seat is a computer
  std::optional<unsigned long long> seed;
  int width = 0, height = 0;  // --size WxH
  bool fullScreen = false;
  std::string screenshot;  // grab the window to this PNG once the table is still, then quit
  int screenshotDelayMs = 600;
  bool perf = false;  // print start-up, memory and drag-frame figures, then quit
};

// Reads the arguments (argv without the program name). Returns an error message for anything it
// does not understand; `out` is then unspecified.
std::optional<std::string> parseCommandLine(const std::vector<std::string>& args, CommandLine& out);

std::string versionText();
std::string helpText();

}  // namespace mizbazi::app
