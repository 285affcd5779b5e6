#include "ui/app/command_line.h"

#include <QCommandLineParser>
#include <QLocale>
#include <QRegularExpression>
#include <cstring>

#include "ui/table/table_registry.h"

namespace mizbazi::app {

namespace {

// Every option once, so that parse() and help() describe the same command line.
struct Options {
  QCommandLineOption lang{"lang",
                          CommandLineText::tr("language for this run (default: the setting, "
                                              "Persian at first)"),
                          "fa|en"};
  QCommandLineOption noResume{"no-resume",
                              CommandLineText::tr("do not offer to resume an interrupted game")};
  QCommandLineOption newGame{"new", QString(), "GAME"};
  QCommandLineOption players{"players", CommandLineText::tr("with --new: number of seats"), "N"};
  QCommandLineOption computers{
      "computers", CommandLineText::tr("with --new: every seat after the first is a computer")};
  QCommandLineOption allComputers{"all-computers",
                                  CommandLineText::tr("with --new: every seat is a computer")};
  QCommandLineOption level{"level",
                           CommandLineText::tr("with --new: the computers' level (default normal)"),
                           "easy|normal|hard|random"};
  QCommandLineOption seed{"seed", CommandLineText::tr("with --new: the deal's seed"), "S"};
  QCommandLineOption botDelay{
      "bot-delay", CommandLineText::tr("computer players wait this long before each move"), "MS"};
  QCommandLineOption animation{
      "animation", CommandLineText::tr("card movement speed in percent (100 normal, 0 off)"),
      "PERCENT"};
  QCommandLineOption untilEnd{
      "until-end", CommandLineText::tr("wait until the game is over (then take the screenshot, "
                                       "or quit)")};
  QCommandLineOption size{"size", CommandLineText::tr("window size in pixels"), "WxH"};
  QCommandLineOption fullScreen{"full-screen",
                                CommandLineText::tr("start full screen (projectors)")};
  QCommandLineOption screenshot{
      "screenshot", CommandLineText::tr("save the window once the table is still, then quit"),
      "PNG"};
  QCommandLineOption screenshotDelay{
      "screenshot-delay", CommandLineText::tr("extra wait before that screenshot (default 600)"),
      "MS"};
  QCommandLineOption perf{
      "perf", CommandLineText::tr("print start-up time, memory and drag-frame figures, then quit")};
  QCommandLineOption deviceSeats{
      "device-seats",
      CommandLineText::tr("with --new: these seats are played from people's own devices "
                          "(numbered from 1, e.g. 2,3,4); the game starts once all have joined"),
      "LIST"};
  QCommandLineOption listen{
      "listen", CommandLineText::tr("with device seats: wait for devices at this address"),
      "HOST:PORT"};
  QCommandLineOption joinCode{
      "join-code", CommandLineText::tr("with device seats: the code devices must give"), "CODE"};
  QCommandLineOption resume{"resume", CommandLineText::tr("continue the kept game of GAME at once"),
                            "GAME"};
  QCommandLineOption join{
      "join",
      CommandLineText::tr("join a table at ADDRESS with CODE from this computer (opens its page "
                          "in the web browser)"),
      "ADDRESS CODE"};
  QCommandLineOption privacyWatch{
      "privacy-watch",
      CommandLineText::tr("for tests: check every painted frame for a device seat's card, and "
                          "write the counts to FILE"),
      "FILE"};
  QCommandLineOption reverse{QStringList{"reverse"},
                             CommandLineText::tr("mirror the layout (also Qt's -reverse; for "
                                                 "testing directions)")};
  QCommandLineOption help{QStringList{"h", "help"}, CommandLineText::tr("this text")};
  QCommandLineOption version{QStringList{"v", "version"}, CommandLineText::tr("the version")};

  Options() {
    QStringList games;
    for (const ui::TableEntry& e : ui::TableRegistry::instance().entries()) games << e.gameId;
    newGame.setDescription(
        games.isEmpty()
            ? CommandLineText::tr("start a new game at once")
            : CommandLineText::tr("start a new game at once (%1)").arg(games.join(", ")));
  }

  void addTo(QCommandLineParser& p) const {
    p.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);  // -reverse
    p.setApplicationDescription(
        CommandLineText::tr("Mizbazi: Persian tabletop card games, played hot-seat on one "
                            "screen."));
    p.addPositionalArgument("FILE", CommandLineText::tr("a .mizbazi game or teaching scenario"),
                            "[FILE]");
    for (const QCommandLineOption* o :
         {&lang,         &noResume,     &newGame,    &players,    &computers,
          &allComputers, &level,        &seed,       &botDelay,   &animation,
          &untilEnd,     &size,         &fullScreen, &screenshot, &screenshotDelay,
          &perf,         &deviceSeats,  &listen,     &joinCode,   &resume,
          &join,         &privacyWatch, &reverse,    &help,       &version}) {
      p.addOption(*o);
    }
  }
};

// A whole number in [lo, hi], in Latin or Persian digits.
std::optional<long long> number(const QString& text, long long lo, long long hi) {
  bool ok = false;
  long long v = QLocale::c().toLongLong(text, &ok);
  if (!ok) v = QLocale(QLocale::Persian).toLongLong(text, &ok);
  if (!ok || v < lo || v > hi) return std::nullopt;
  return v;
}

}  // namespace

std::optional<QString> CommandLineText::parse(const QStringList& arguments, CommandLine& out) {
  QCommandLineParser p;
  Options o;
  o.addTo(p);
  if (!p.parse(arguments)) {
    const QStringList unknown = p.unknownOptionNames();
    if (!unknown.isEmpty()) {
      const QString name = unknown.first();
      return tr("unknown option '%1' (see mizbazi --help)")
          .arg((name.size() > 1 ? "--" : "-") + name);
    }
    return p.errorText();
  }
  out.showHelp = p.isSet(o.help);
  out.showVersion = p.isSet(o.version);
  out.reverse = p.isSet(o.reverse);
  out.noResume = p.isSet(o.noResume);
  out.computers = p.isSet(o.computers);
  out.allComputers = p.isSet(o.allComputers);
  out.untilEnd = p.isSet(o.untilEnd);
  out.fullScreen = p.isSet(o.fullScreen);
  out.perf = p.isSet(o.perf);
  if (p.isSet(o.lang)) {
    out.language = p.value(o.lang);
    if (out.language != "fa" && out.language != "en")
      return tr("--lang takes fa or en, not '%1'").arg(out.language);
  }
  out.newGame = p.value(o.newGame);
  if (p.isSet(o.players)) {
    auto n = number(p.value(o.players), 1, 8);
    if (!n) return tr("--players takes a number from 1 to 8");
    out.players = int(*n);
  }
  if (p.isSet(o.level)) {
    out.level = p.value(o.level);
    if (!QStringList{"easy", "normal", "hard", "random"}.contains(out.level))
      return tr("--level takes easy, normal, hard or random, not '%1'").arg(out.level);
  }
  if (p.isSet(o.seed)) {
    bool ok = false;
    out.seed = p.value(o.seed).toULongLong(&ok);
    if (!ok) return tr("--seed takes a non-negative number");
  }
  if (p.isSet(o.botDelay)) {
    auto n = number(p.value(o.botDelay), 0, 5000);
    if (!n) return tr("--bot-delay takes milliseconds from 0 to 5000");
    out.botDelayMs = int(*n);
  }
  if (p.isSet(o.animation)) {
    auto n = number(p.value(o.animation), 0, 200);
    if (!n) return tr("--animation takes a percentage from 0 to 200");
    out.animationPercent = int(*n);
  }
  if (p.isSet(o.size)) {
    const QStringList wh = p.value(o.size).split('x');
    auto w = wh.size() == 2 ? number(wh[0], 200, 8192) : std::nullopt;
    auto h = wh.size() == 2 ? number(wh[1], 200, 8192) : std::nullopt;
    if (!w || !h) return tr("--size takes WIDTHxHEIGHT, for example 1920x1080");
    out.width = int(*w);
    out.height = int(*h);
  }
  out.screenshot = p.value(o.screenshot);
  if (p.isSet(o.screenshotDelay)) {
    auto n = number(p.value(o.screenshotDelay), 0, 60000);
    if (!n) return tr("--screenshot-delay takes milliseconds");
    out.screenshotDelayMs = int(*n);
  }
  QStringList files = p.positionalArguments();
  if (p.isSet(o.join)) {
    out.join = p.value(o.join);
    if (files.size() != 1) return tr("--join takes an address and a code: --join ADDRESS CODE");
    out.joinWith = files.takeFirst();
  }
  if (files.size() > 1) return tr("only one file can be opened at a time");
  if (!files.isEmpty()) out.file = files.first();
  if (p.isSet(o.deviceSeats)) {
    for (const QString& part : p.value(o.deviceSeats).split(',')) {
      auto n = number(part.trimmed(), 1, 8);
      if (!n) return tr("--device-seats takes seat numbers from 1 to 8, such as 2,3,4");
      if (!out.deviceSeats.contains(int(*n) - 1)) out.deviceSeats << int(*n) - 1;
    }
  }
  if (p.isSet(o.listen)) {
    const QString value = p.value(o.listen);
    const qsizetype colon = value.lastIndexOf(':');
    auto port = colon > 0 ? number(value.mid(colon + 1), 0, 65535) : std::nullopt;
    if (!port) return tr("--listen takes HOST:PORT, for example 127.0.0.1:8750");
    out.listenHost = value.left(colon);
    out.listenPort = int(*port);
  }
  if (p.isSet(o.joinCode)) {
    out.joinCode = p.value(o.joinCode);
    static const QRegularExpression digits(QStringLiteral("^[0-9]{4,12}$"));
    if (!digits.match(out.joinCode).hasMatch()) return tr("--join-code takes 4 to 12 digits");
  }
  out.resume = p.value(o.resume);
  out.privacyWatch = p.value(o.privacyWatch);
  if (!out.deviceSeats.isEmpty() && out.newGame.isEmpty())
    return tr("--device-seats goes with --new");
  if ((p.isSet(o.listen) || p.isSet(o.joinCode)) && out.deviceSeats.isEmpty() &&
      out.resume.isEmpty())
    return tr("--listen and --join-code go with --device-seats or --resume");
  if (!out.resume.isEmpty() && (!out.newGame.isEmpty() || !out.file.isEmpty()))
    return tr("give --resume alone, without --new or a file");
  const bool withNew =
      out.players || out.computers || out.allComputers || p.isSet(o.level) || out.seed.has_value();
  if (withNew && out.newGame.isEmpty())
    return tr("--players, --computers, --all-computers, --level and --seed go with --new");
  if (!out.newGame.isEmpty() && !out.file.isEmpty())
    return tr("give either a file or --new, not both");
  return std::nullopt;
}

QString CommandLineText::help() {
  QCommandLineParser p;
  Options o;
  o.addTo(p);
  p.parse({QStringLiteral("mizbazi")});
  // "Usage: mizbazi", not the path it was started by.
  QString text = p.helpText();
  const QString program = QCoreApplication::arguments().value(0);
  const int at = program.isEmpty() ? -1 : int(text.indexOf(program));
  if (at >= 0) text.replace(at, program.size(), QStringLiteral("mizbazi"));
  return text;
}

QString CommandLineText::version() {
  return QStringLiteral("mizbazi %1\n").arg(QStringLiteral(MIZBAZI_VERSION));
}

bool wantsHelpOrVersion(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    for (const char* o : {"--version", "-v", "-version", "--help", "-h", "-help"}) {
      if (!std::strcmp(argv[i], o)) return true;
    }
  }
  return false;
}

QString languageInArgv(int argc, char** argv) {
  for (int i = 1; i + 1 < argc; ++i) {
    if (!std::strcmp(argv[i], "--lang") || !std::strcmp(argv[i], "-lang"))
      return QString::fromLocal8Bit(argv[i + 1]);
  }
  for (int i = 1; i < argc; ++i) {
    if (!std::strncmp(argv[i], "--lang=", 7)) return QString::fromLocal8Bit(argv[i] + 7);
  }
  return QString();
}

}  // namespace mizbazi::app
