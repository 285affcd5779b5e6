// The app's command line, read with QCommandLineParser; its help is translated (Persian or
// English, from --lang or the saved setting). --version and --help are answered with only a
// QCoreApplication, so they work on a machine without a display (packaging checks, CI).
// Everything else is read after QApplication has taken its own options (-platform, -style...);
// -reverse (Qt's mirror option) is accepted in both places.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

namespace mizbazi::app {

struct CommandLine {
  bool showVersion = false;
  bool showHelp = false;
  bool reverse = false;       // -reverse / --reverse: mirror the layout
  QString file;               // a .mizbazi scenario or save to open
  QString language;           // "fa" or "en": overrides the setting for this run
  bool noResume = false;      // do not offer to resume an interrupted game
  QString newGame;            // start this game at once (screenshots, demonstrations, tests)
  int players = 0;            // with newGame: seat count (0: the game's default)
  bool computers = false;     // with newGame: every seat but the first is a computer
  bool allComputers = false;  // with newGame: every seat is a computer
  QString level = QStringLiteral("normal");  // with newGame: the computers' level
  std::optional<unsigned long long> seed;
  int botDelayMs = -1;        // -1: the setting
  int animationPercent = -1;  // -1: the setting
  bool untilEnd = false;      // wait for the game to end (then screenshot, or quit)
  int width = 0, height = 0;  // --size WxH
  bool fullScreen = false;
  QString screenshot;  // grab the window to this PNG once the table is still, then quit
  int screenshotDelayMs = 600;
  bool perf = false;  // print start-up, memory and drag-frame figures, then quit
  // Seats on people's own devices (docs/network.md), for scripts and tests.
  QList<int> deviceSeats;  // with newGame: 0-based seats played from devices
  QString listenHost;      // --listen HOST:PORT (empty: any address, the usual port)
  int listenPort = -1;
  QString joinCode;      // --join-code: the code devices must give (empty: a new one)
  QString resume;        // --resume GAME: continue the kept game of GAME at once
  QString join;          // --join ADDRESS CODE: join a table as a device
  QString joinWith;      // its code
  QString privacyWatch;  // --privacy-watch FILE: the shared screen's check, for tests

  // A scripted run (screenshot, performance): it asks nothing and leaves the player's kept
  // games alone.
  bool scripted() const { return !screenshot.isEmpty() || perf || untilEnd; }
};

class CommandLineText {
  Q_DECLARE_TR_FUNCTIONS(CommandLineText)

 public:
  // Reads `arguments` (arguments()[0] is the program). Returns a translated one-line error for
  // anything it does not understand; `out` is then unspecified.
  static std::optional<QString> parse(const QStringList& arguments, CommandLine& out);
  // The --help text in the current language; the --version line.
  static QString help();
  static QString version();
};

// True when argv asks only for --help or --version (answered without a display).
bool wantsHelpOrVersion(int argc, char** argv);
// The --lang value in argv, if any (before Qt has parsed anything).
QString languageInArgv(int argc, char** argv);

}  // namespace mizbazi::app
