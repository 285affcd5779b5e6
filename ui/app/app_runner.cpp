#include "ui/app/app_runner.h"

#include <QApplication>
#include <QDesktopServices>
#include <QFile>
#include <QIcon>
#include <QPointer>
#include <QScreen>
#include <QTimer>
#include <QUrl>
#include <cstdio>
#include <cstring>
#include <memory>

#include "core/registry.h"
#include "ui/app/app_style.h"
#include "ui/app/autosave.h"
#include "ui/app/command_line.h"
#include "ui/app/fonts.h"
#include "ui/app/game_catalog.h"
#include "ui/app/language.h"
#include "ui/app/lesson_catalog.h"
#include "ui/app/logging.h"
#include "ui/app/main_window.h"
#include "ui/app/new_game_dialog.h"
#include "ui/app/perf_probe.h"
#include "ui/app/raster_icon.h"
#include "ui/app/settings.h"
#include "ui/net/device_session.h"
#include "ui/net/privacy_watch.h"
#include "ui/table/game_table.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_view.h"

namespace mizbazi::app {

namespace {

void print(FILE* stream, const QString& text) {
  const QByteArray bytes = text.toUtf8();
  std::fwrite(bytes.data(), 1, bytes.size(), stream);
  std::fflush(stream);
}

// An error the person at the terminal must see (never a log line: logging may be off).
void printError(const QString& text) {
  print(stderr, QStringLiteral("mizbazi: %1\n").arg(text));
}

// The language of the run before any window: --lang, else the saved setting.
QString startLanguage(int argc, char** argv) {
  const QString lang = languageInArgv(argc, argv);
  if (lang == QLatin1String("fa") || lang == QLatin1String("en")) return lang;
  return AppSettings::load().language;
}

void nameApplication() {
  QCoreApplication::setOrganizationName("Mizbazi");
  QCoreApplication::setApplicationName("mizbazi");
  QCoreApplication::setApplicationVersion(MIZBAZI_VERSION);
}

// --help and --version with only a QCoreApplication: no display is needed.
int answerWithoutDisplay(int argc, char** argv) {
  QCoreApplication core(argc, argv);
  nameApplication();
  installTranslators(core, startLanguage(argc, argv));
  registerAllGames();
  ui::registerAllTables();
  CommandLine cl;
  // A Qt option such as -platform is not known here: the request for help still stands.
  const bool understood = !CommandLineText::parse(core.arguments(), cl).has_value();
  const bool version =
      understood ? cl.showVersion && !cl.showHelp
                 : !core.arguments().contains("--help") && !core.arguments().contains("-h");
  print(stdout, version ? CommandLineText::version() : CommandLineText::help());
  return 0;
}

bool hasReverse(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-reverse") || !std::strcmp(argv[i], "--reverse")) return true;
  }
  return false;
}

Scenario newGameScenario(const CommandLine& cl) {
  Scenario s;
  s.game = cl.newGame.toStdString();
  const Game* game = findGame(s.game);
  int players = cl.players;
  if (players == 0)
    players = game ? std::max(game->info().minPlayers, std::min(4, game->info().maxPlayers)) : 2;
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    PlayerSpec p;
    p.name = defaultPlayerName(i).toStdString();
    const bool bot = (cl.allComputers || (cl.computers && i > 0)) && !cl.deviceSeats.contains(i);
    p.kind = bot ? "bot" : "human";
    if (bot) p.level = cl.level.toStdString();
    s.players.push_back(p);
  }
  s.seed = cl.seed;
  return s;
}

// --join ADDRESS CODE: this computer joins as a device, through the page the host serves, in the
// web browser (the page keeps its seat's token like a phone's).
int joinInBrowser(const CommandLine& cl) {
  QString address = cl.join;
  if (!address.contains(QLatin1String("://"))) address.prepend(QLatin1String("http://"));
  QUrl url(address);
  if (!url.isValid() || url.host().isEmpty() || url.scheme() != QLatin1String("http")) {
    printError(QCoreApplication::translate("CommandLineText",
                                           "--join takes an address such as "
                                           "192.168.1.5:8750, not '%1'")
                   .arg(cl.join));
    return 2;
  }
  url.setPath(QStringLiteral("/"));
  url.setFragment(QStringLiteral("code=") + cl.joinWith);
  print(stdout, url.toString() + QLatin1Char('\n'));
  if (!QDesktopServices::openUrl(url)) {
    printError(QCoreApplication::translate("CommandLineText",
                                           "no web browser could be opened: open %1 yourself")
                   .arg(url.toString()));
    return 1;
  }
  return 0;
}

class App {
 public:
  App(QApplication& qapp, CommandLine cl)
      : qapp_(qapp), cl_(std::move(cl)), settings_(AppSettings::load()) {
    if (!cl_.language.isEmpty()) settings_.language = cl_.language;
  }

  int run() {
    prepareApplication(qapp_, settings_.language, cl_.reverse);
    qCInfo(lcStartup) << "language" << settings_.language << "reverse" << cl_.reverse;
    buildWindow();
    if (cl_.scripted()) return runScripted();
    showWindow();
    // After the window is up, so that questions and errors appear over the app, not before it.
    if (!cl_.privacyWatch.isEmpty()) new net::PrivacyWatch(cl_.privacyWatch, &qapp_);
    QTimer::singleShot(0, window_, [this]() {
      if (!cl_.resume.isEmpty()) {
        const QString error = resumeKept();
        if (!error.isEmpty()) {
          printError(error);
          qapp_.exit(2);
        }
      } else if (!cl_.file.isEmpty())
        window_->startFile(cl_.file);  // a bad file is explained over the chooser
      else if (!cl_.newGame.isEmpty())
        startNewGame();
      else if (!cl_.noResume)
        window_->offerResume();
    });
    return qapp_.exec();
  }

 private:
  // Screenshots, --until-end, --perf: the game starts before the window shows, nothing is asked,
  // and a reason to stop is printed with a failing exit.
  int runScripted() {
    // A scripted run ends by itself (a screenshot, --until-end): no results window waits for a
    // person. A game of computers a person starts shows its results as any other.
    ui::GameTable::setShowEndDialog(false);
    if (!cl_.file.isEmpty() || !cl_.newGame.isEmpty()) {
      const QString error = cl_.file.isEmpty() ? startNewGame() : window_->startFile(cl_.file);
      if (!error.isEmpty()) {
        printError(error);
        return 2;
      }
    }
    if (cl_.untilEnd && !onlyComputersPlay()) {
      printError(QCoreApplication::translate(
          "CommandLineText", "--until-end needs a game in which only computers play"));
      return 2;
    }
    showWindow();
    if (!cl_.screenshot.isEmpty())
      scheduleScreenshot();
    else if (cl_.untilEnd)
      whenSettled([this]() { qapp_.quit(); });
    if (cl_.perf) schedulePerf();
    return qapp_.exec();
  }

  QString startNewGame() {
    const Scenario s = newGameScenario(cl_);
    if (!cl_.deviceSeats.isEmpty()) {
      for (int seat : cl_.deviceSeats) {
        if (seat >= int(s.players.size()))
          return QCoreApplication::translate("CommandLineText",
                                             "--device-seats names seat %1, but the game has %2")
              .arg(seat + 1)
              .arg(s.players.size());
      }
      net::DevicePlan plan = devicePlan();
      plan.seats = QVector<int>(cl_.deviceSeats.begin(), cl_.deviceSeats.end());
      plan.code = cl_.joinCode;
      plan.startWhenAllJoined = true;
      window_->setDevicePlan(plan);
    }
    return window_->startScenario(s);
  }

  // The command line's address for devices (--listen), printed for the script that asked.
  net::DevicePlan devicePlan() const {
    net::DevicePlan plan;
    if (cl_.listenPort >= 0) {
      plan.address = cl_.listenHost;
      plan.port = quint16(cl_.listenPort);
      plan.portFixed = true;
      plan.printAddress = true;
    }
    return plan;
  }

  // --resume GAME: the kept game at once, its devices given back (main_window_devices.cpp).
  QString resumeKept() {
    QString error;
    std::optional<Scenario> kept = window_->autosave().read(cl_.resume, &error);
    if (!kept)
      return error.isEmpty()
                 ? QCoreApplication::translate("CommandLineText", "there is no kept game of %1")
                       .arg(cl_.resume)
                 : error;
    window_->setDevicePlan(devicePlan());
    return window_->openScenario(*kept);
  }

  bool onlyComputersPlay() const {
    ui::GameTable* t = window_->table();
    if (!t) return false;
    for (const PlayerSpec& p : t->controller().players()) {
      if (p.kind != "bot") return false;
    }
    return true;
  }

  void buildWindow() {
    window_ = new MainWindow(settings_, Autosave());
    window_->setAttribute(Qt::WA_DeleteOnClose);
    window_->setRunOverrides(cl_.botDelayMs, cl_.animationPercent);
    window_->setScripted(cl_.scripted());
    QObject::connect(window_, &MainWindow::languageChangeRequested, &qapp_,
                     [this](const QString& lang) { switchLanguage(lang); });
  }

  void showWindow() {
    if (cl_.width > 0) {
      window_->resize(cl_.width, cl_.height);
      window_->show();
    } else if (cl_.fullScreen) {
      window_->showFullScreen();
    } else {
      window_->showWithSavedGeometry();
    }
    if (cl_.fullScreen && cl_.width > 0) window_->showFullScreen();
  }

  // A new language rebuilds the window; the game in progress continues where it was.
  void switchLanguage(const QString& lang) {
    std::optional<Scenario> game = window_->currentScenario();
    const QString path = window_->currentPath();
    settings_ = window_->settings();
    settings_.language = lang;
    QPointer<MainWindow> old = window_;
    const QRect geometry = old->geometry();
    const bool full = old->isFullScreen();
    const bool maximized = old->isMaximized();
    applyLanguage(qapp_, lang, cl_.reverse);
    buildWindow();
    if (game) window_->openScenario(*game, path);
    window_->setGeometry(geometry);
    full ? window_->showFullScreen() : maximized ? window_->showMaximized() : window_->show();
    old->setAttribute(Qt::WA_DeleteOnClose, false);
    old->setScripted(true);  // it is replaced, not closed: nothing to ask
    old->hide();
    old->deleteLater();
  }

  // Runs `then` once the table is still: after the game is over with --until-end.
  void whenSettled(std::function<void()> then) {
    auto* poll = new QTimer(&qapp_);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, &qapp_, [this, poll, then]() {
      ui::GameTable* t = window_->table();
      if (t && !t->isSettled()) return;
      if (cl_.untilEnd && t && !t->controller().state().isTerminal()) return;
      poll->stop();
      poll->deleteLater();
      if (t) {
        qCInfo(lcScripted).noquote()
            << "settled after" << t->controller().record().actions().size() << "moves,"
            << (t->controller().state().isTerminal() ? "game over" : "game on");
      }
      then();
    });
    poll->start();
  }

  void scheduleScreenshot() {
    QTimer::singleShot(300, &qapp_, [this]() {
      whenSettled([this]() {
        QTimer::singleShot(cl_.screenshotDelayMs, &qapp_, [this]() {
          QPixmap shot = window_->grab();
          if (!shot.save(cl_.screenshot)) {
            printError(QCoreApplication::translate("CommandLineText", "could not write %1")
                           .arg(cl_.screenshot));
            qapp_.exit(1);
            return;
          }
          qCInfo(lcScripted).noquote() << "screenshot" << cl_.screenshot << shot.size();
          qapp_.quit();
        });
      });
    });
  }

  void schedulePerf() {
    ui::GameTable* t = window_->table();
    auto report = [this]() {
      whenSettled([this]() {
        std::printf("rss-mb %.1f\n", residentMegabytes());
        if (ui::GameTable* table = window_->table()) runDragProbe(*table);
        std::printf("rss-mb-after-drag %.1f\n", residentMegabytes());
        std::fflush(stdout);
        qapp_.quit();
      });
    };
    if (t) {
      QObject::connect(&t->view(), &ui::TableView::firstPaint, &qapp_, [report]() {
        std::printf("first-paint-ms %.1f\n", msSinceLaunch());
        std::fflush(stdout);
        QTimer::singleShot(200, report);
      });
    } else {
      QTimer::singleShot(0, &qapp_, [report]() {
        std::printf("first-paint-ms %.1f\n", msSinceLaunch());
        report();
      });
    }
  }

  QApplication& qapp_;
  CommandLine cl_;
  AppSettings settings_;
  QPointer<MainWindow> window_;
};

}  // namespace

void prepareApplication(QApplication& app, const QString& language, bool reverse) {
  static QString family = loadBundledFonts();
  if (!family.isEmpty()) {
    QFont font(family);
    font.setPointSizeF(11.5);  // a little larger than desktop defaults: tables are read from afar
    QApplication::setFont(font);
  }
  applyLanguage(app, language, reverse);
  registerAllGames();
  ui::registerAllTables();
}

int runApp(int argc, char** argv) {
  markProcessStart();
  if (wantsHelpOrVersion(argc, argv)) return answerWithoutDisplay(argc, argv);
  const bool reverse = hasReverse(argc, argv);  // before Qt takes -reverse out of argv

  QApplication::setStyle(createAppStyle());  // Fusion: the same look everywhere, mirrors well
  QApplication qapp(argc, argv);
  nameApplication();
  QGuiApplication::setDesktopFileName("org.mizbazi.Mizbazi");
  if (QFile::exists(":/icons/mizbazi.svg"))
    QApplication::setWindowIcon(rasterIcon(":/icons/mizbazi.svg"));

  installTranslators(qapp, startLanguage(argc, argv));  // errors in the run's language
  registerAllGames();
  ui::registerAllTables();
  CommandLine cl;
  if (auto error = CommandLineText::parse(QCoreApplication::arguments(), cl)) {
    printError(*error);
    return 2;
  }
  if (!cl.join.isEmpty()) return joinInBrowser(cl);
  cl.reverse = cl.reverse || reverse;
  LessonCatalog::takeOverFormerFolders();  // a game renamed since the last run keeps its ticks
  App app(qapp, cl);
  return app.run();
}

}  // namespace mizbazi::app
