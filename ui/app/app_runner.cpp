#include "app/app_runner.h"

#include <QApplication>
#include <QFile>
#include <QIcon>
#include <QPointer>
#include <QScreen>
#include <QStyleFactory>
#include <QTimer>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>

#include "app/autosave.h"
#include "app/command_line.h"
#include "app/fonts.h"
#include "app/language.h"
#include "app/main_window.h"
#include "app/perf_probe.h"
#include "app/settings.h"
#include "core/registry.h"
#include "table/game_table.h"
#include "table/table_registry.h"
#include "table/table_view.h"

namespace mizbazi::app {

namespace {

// Answers --version and --help before Qt needs a display.
bool answerWithoutDisplay(int argc, char** argv, int& exitCode) {
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--version") || !std::strcmp(argv[i], "-v")) {
      std::cout << versionText();
      exitCode = 0;
      return true;
    }
    if (!std::strcmp(argv[i], "--help") || !std::strcmp(argv[i], "-h")) {
      std::cout << helpText();
      exitCode = 0;
      return true;
    }
  }
  return false;
}

bool hasReverse(int argc, char** argv) {
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "-reverse") || !std::strcmp(argv[i], "--reverse")) return true;
  }
  return false;
}

Scenario newGameScenario(const CommandLine& cl) {
  Scenario s;
  s.game = cl.newGame;
  const Game* game = findGame(cl.newGame);
  int players = cl.players;
  if (players == 0)
    players = game ? std::max(game->info().minPlayers, std::min(4, game->info().maxPlayers)) : 2;
  s.options["players"] = players;
  for (int i = 0; i < players; ++i) {
    PlayerSpec p;
    p.name = QCoreApplication::translate("MainWindow", "Player %1")
                 .arg(QLocale().toString(i + 1))
                 .toStdString();
    const bool bot = cl.allComputers || (cl.computers && i > 0);
    p.kind = bot ? "bot" : "human";
    if (bot) p.level = "normal";
    s.players.push_back(p);
  }
  s.seed = cl.seed;
  return s;
}

class App {
 public:
  App(QApplication& qapp, CommandLine cl, bool reverse)
      : qapp_(qapp), cl_(std::move(cl)), reverse_(reverse), settings_(AppSettings::load()) {
    if (!cl_.language.empty()) settings_.language = QString::fromStdString(cl_.language);
  }

  int run() {
    prepareApplication(qapp_, settings_.language, reverse_);
    buildWindow();
    bool started = false;
    if (!cl_.file.empty()) {
      QString error = window_->openFile(QString::fromStdString(cl_.file));
      if (!error.isEmpty()) {
        std::cerr << "mizbazi: " << error.toStdString() << "\n";
        return 2;
      }
      started = true;
    } else if (!cl_.newGame.empty()) {
      QString error = window_->openScenario(newGameScenario(cl_));
      if (!error.isEmpty()) {
        std::cerr << "mizbazi: " << error.toStdString() << "\n";
        return 2;
      }
      started = true;
    }
    showWindow();
    if (!started && !cl_.noResume && cl_.screenshot.empty() && !cl_.perf) {
      // After the window is up, so the question appears over the app, not before it.
      QTimer::singleShot(0, window_, [this]() { window_->offerResume(); });
    }
    if (!cl_.screenshot.empty()) scheduleScreenshot();
    if (cl_.perf) schedulePerf();
    return qapp_.exec();
  }

 private:
  void buildWindow() {
    window_ = new MainWindow(settings_, Autosave());
    window_->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(window_, &MainWindow::languageChangeRequested, &qapp_,
                     [this](const QString& lang) { switchLanguage(lang); });
  }

  void showWindow() {
    if (cl_.width > 0) window_->resize(cl_.width, cl_.height);
    if (cl_.fullScreen)
      window_->showFullScreen();
    else
      window_->show();
  }

  // A new language rebuilds the window; the game in progress continues where it was.
  void switchLanguage(const QString& lang) {
    std::optional<Scenario> game = window_->currentScenario();
    settings_ = window_->settings();
    settings_.language = lang;
    QPointer<MainWindow> old = window_;
    const QRect geometry = old->geometry();
    const bool full = old->isFullScreen();
    applyLanguage(qapp_, lang, reverse_);
    buildWindow();
    if (game) window_->openScenario(*game);
    window_->setGeometry(geometry);
    full ? window_->showFullScreen() : window_->show();
    old->setAttribute(Qt::WA_DeleteOnClose, false);
    old->hide();
    old->deleteLater();
  }

  void whenSettled(std::function<void()> then) {
    auto* poll = new QTimer(&qapp_);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, &qapp_, [this, poll, then]() {
      ui::GameTable* t = window_->table();
      if (t && !t->isSettled()) return;
      poll->stop();
      poll->deleteLater();
      then();
    });
    poll->start();
  }

  void scheduleScreenshot() {
    QTimer::singleShot(300, &qapp_, [this]() {
      whenSettled([this]() {
        QTimer::singleShot(cl_.screenshotDelayMs, &qapp_, [this]() {
          QPixmap shot = window_->grab();
          if (!shot.save(QString::fromStdString(cl_.screenshot))) {
            std::cerr << "mizbazi: could not write " << cl_.screenshot << "\n";
            qapp_.exit(1);
            return;
          }
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
  bool reverse_;
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
  int exitCode = 0;
  if (answerWithoutDisplay(argc, argv, exitCode)) return exitCode;
  const bool reverse = hasReverse(argc, argv);

  QApplication::setStyle(
      QStyleFactory::create("Fusion"));  // the same look everywhere, mirrors well
  QApplication qapp(argc, argv);
  QCoreApplication::setOrganizationName("Mizbazi");
  QCoreApplication::setApplicationName("mizbazi");
  QCoreApplication::setApplicationVersion(MIZBAZI_VERSION);
  QGuiApplication::setDesktopFileName("org.mizbazi.Mizbazi");
  if (QFile::exists(":/icons/mizbazi.svg"))
    QApplication::setWindowIcon(QIcon(":/icons/mizbazi.svg"));

  CommandLine cl;
  QStringList qargs = QCoreApplication::arguments();
  std::vector<std::string> args;
  for (int i = 1; i < qargs.size(); ++i) {
    if (qargs[i] == "-reverse" || qargs[i] == "--reverse") continue;
    args.push_back(qargs[i].toStdString());
  }
  if (auto error = parseCommandLine(args, cl)) {
    std::cerr << "mizbazi: " << *error << "\n";
    return 2;
  }

  App app(qapp, cl, reverse);
  return app.run();
}

}  // namespace mizbazi::app
