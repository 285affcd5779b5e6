#include "app/main_window.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>

#include "app/game_catalog.h"
#include "app/game_chooser.h"
#include "app/help_dialog.h"
#include "app/new_game_dialog.h"
#include "app/resume_prompt.h"
#include "app/settings_dialog.h"
#include "core/errors.h"
#include "core/match.h"
#include "core/registry.h"
#include "table/animator.h"
#include "table/game_table.h"
#include "table/table_registry.h"
#include "table/table_scene.h"
#include "table/table_view.h"

namespace mizbazi::app {

namespace {
ui::TableOptions tableOptions(const AppSettings& s, const std::vector<PlayerSpec>& players) {
  ui::TableOptions o;
  o.botDelayMs = s.botDelayMs;
  o.animationPercent = s.animationPercent;
  o.confirmPrivateViews = s.confirmPrivateViews;
  const bool computer = std::any_of(players.begin(), players.end(),
                                    [](const PlayerSpec& p) { return p.kind == "bot"; });
  o.undoAllowed = s.undo == UndoPolicy::kAlways || (s.undo == UndoPolicy::kAuto && !computer);
  return o;
}
}  // namespace

MainWindow::MainWindow(AppSettings settings, Autosave autosave, QWidget* parent)
    : QMainWindow(parent), settings_(std::move(settings)), autosave_(std::move(autosave)) {
  setObjectName("mainWindow");
  setWindowTitle(tr("Mizbazi"));
  pages_ = new QStackedWidget(this);
  chooser_ = new GameChooser(pages_);
  pages_->addWidget(chooser_);
  setCentralWidget(pages_);
  connect(chooser_, &GameChooser::gameChosen, this, &MainWindow::showNewGameDialog);
  connect(chooser_, &GameChooser::openRequested, this, &MainWindow::openDialog);
  buildMenus();
  // A failed autosave is told here and stays told until a later one succeeds: a passing message
  // would be missed, and a dialog at every move would stop the game (which goes on in memory).
  autosaveWarning_ = new QLabel(this);
  autosaveWarning_->setObjectName("autosaveWarning");
  autosaveWarning_->setWordWrap(false);
  statusBar()->addPermanentWidget(autosaveWarning_, 1);
  autosaveWarning_->hide();
  updateActions();
  resize(1280, 800);
}

void MainWindow::buildMenus() {
  // No & mnemonics: they would underline a letter inside a Persian word.
  QMenu* game = menuBar()->addMenu(tr("Game"));
  QAction* newGame = game->addAction(tr("New game…"), this, &MainWindow::showChooser);
  newGame->setShortcut(QKeySequence::New);
  QAction* open = game->addAction(tr("Open…"), this, &MainWindow::openDialog);
  open->setShortcut(QKeySequence::Open);
  saveAction_ = game->addAction(tr("Save"), this, &MainWindow::save);
  saveAction_->setShortcut(QKeySequence::Save);
  saveAsAction_ = game->addAction(tr("Save as…"), this, &MainWindow::saveAs);
  saveAsAction_->setShortcut(QKeySequence::SaveAs);
  closeAction_ = game->addAction(tr("Leave the table"), this, &MainWindow::showChooser);
  game->addSeparator();
  undoAction_ = game->addAction(tr("Undo"), this, [this]() {
    if (table_) table_->undo();
  });
  undoAction_->setShortcut(QKeySequence::Undo);
  redoAction_ = game->addAction(tr("Redo"), this, [this]() {
    if (table_) table_->redo();
  });
  redoAction_->setShortcut(QKeySequence::Redo);
  game->addSeparator();
  QAction* quit = game->addAction(tr("Quit"), this, &QWidget::close);
  quit->setShortcut(QKeySequence::Quit);

  QMenu* view = menuBar()->addMenu(tr("View"));
  zoomIn_ = view->addAction(tr("Zoom in"), this, [this]() {
    if (table_) table_->view().zoomIn();
  });
  zoomIn_->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
  zoomOut_ = view->addAction(tr("Zoom out"), this, [this]() {
    if (table_) table_->view().zoomOut();
  });
  zoomOut_->setShortcut(QKeySequence::ZoomOut);
  zoomReset_ = view->addAction(tr("Fit the table to the window"), this, [this]() {
    if (table_) table_->view().resetZoom();
  });
  zoomReset_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  QAction* full = view->addAction(tr("Full screen"), this,
                                  [this]() { isFullScreen() ? showNormal() : showFullScreen(); });
  full->setShortcut(QKeySequence::FullScreen);
  full->setShortcuts({QKeySequence::FullScreen, QKeySequence(Qt::Key_F11)});

  QMenu* settings = menuBar()->addMenu(tr("Settings"));
  settings->addAction(tr("Settings…"), this, &MainWindow::showSettings);

  QMenu* help = menuBar()->addMenu(tr("Help"));
  QAction* rules = help->addAction(tr("Rules"), this, [this]() { showHelp(0); });
  rules->setShortcut(QKeySequence::HelpContents);
  help->addAction(tr("Keyboard"), this, [this]() { showHelp(1); });
  help->addAction(tr("About Mizbazi"), this, [this]() { showHelp(2); });
}

void MainWindow::updateActions() {
  const bool playing = table_ != nullptr;
  saveAction_->setEnabled(playing);
  saveAsAction_->setEnabled(playing);
  closeAction_->setEnabled(playing);
  zoomIn_->setEnabled(playing);
  zoomOut_->setEnabled(playing);
  zoomReset_->setEnabled(playing);
  undoAction_->setEnabled(playing && table_->controller().canUndo());
  redoAction_->setEnabled(playing && table_->controller().canRedo());
  const bool undoOn = playing && table_->controller().options().undoAllowed;
  undoAction_->setVisible(!playing || undoOn);
  redoAction_->setVisible(!playing || undoOn);
}

void MainWindow::showChooser() {
  pages_->setCurrentWidget(chooser_);
  if (table_) {
    // The autosave stays: leaving the table is not finishing the game.
    table_->deleteLater();
    table_ = nullptr;
  }
  currentPath_.clear();
  setWindowTitle(tr("Mizbazi"));
  updateActions();
}

void MainWindow::showNewGameDialog(const QString& gameId) {
  const Game* game = findGame(gameId.toStdString());
  if (!game || !ui::TableRegistry::instance().has(gameId)) {
    reportError(tr("Not available"),
                tr("%1 cannot be played in this version yet.").arg(GameCatalog::nameOf(gameId)));
    return;
  }
  NewGameDialog dialog(*game, settings_.lastNames, this);
  if (dialog.exec() != QDialog::Accepted) return;
  settings_.lastNames = dialog.names();
  settings_.save();
  QString error = openScenario(dialog.scenario());
  if (!error.isEmpty()) reportError(tr("The game could not start"), error);
}

QString MainWindow::openScenario(const Scenario& scenario, const QString& path) {
  lastError_.clear();
  Scenario start = scenario;
  start.actions.clear();
  std::optional<Match> match;
  try {
    match.emplace(Match::fromScenario(start));
  } catch (const InputError& e) {
    lastError_ = QString::fromStdString(e.where() + ": " + e.what());
    return lastError_;
  } catch (const std::exception& e) {
    // No file may crash the app; this would be an engine bug, told rather than fatal.
    lastError_ = tr("The game could not be set up: %1").arg(QString::fromStdString(e.what()));
    return lastError_;
  }
  if (auto error = match->replay(scenario.actions)) {
    lastError_ =
        tr("The file's moves stop being valid at move %1: %2")
            .arg(QLocale().toString(error->index + 1), QString::fromStdString(error->describe()));
    return lastError_;
  }
  const QString gameId = QString::fromStdString(scenario.game);
  if (!ui::TableRegistry::instance().has(gameId)) {
    lastError_ = tr("%1 cannot be played in this version yet.").arg(GameCatalog::nameOf(gameId));
    return lastError_;
  }
  const ui::TableOptions options = tableOptions(settings_, match->players());
  ui::GameTable* table = ui::TableRegistry::instance().create(std::move(*match), options, pages_);
  if (!table) {
    lastError_ = tr("%1 cannot be played in this version yet.").arg(GameCatalog::nameOf(gameId));
    return lastError_;
  }
  if (table_) table_->deleteLater();
  table_ = table;
  pages_->addWidget(table);
  pages_->setCurrentWidget(table);
  currentPath_ = path;
  setWindowTitle(path.isEmpty() ? GameCatalog::nameOf(gameId) + " — " + tr("Mizbazi")
                                : QFileInfo(path).fileName() + " — " + tr("Mizbazi"));
  connect(table, &ui::GameTable::matchChanged, this, [this]() {
    writeAutosave();
    updateActions();
  });
  connect(table, &ui::GameTable::settled, this, &MainWindow::updateActions);
  connect(table, &ui::GameTable::gameFinished, this, [this]() { autosave_.clear(); });
  writeAutosave();
  updateActions();
  table->view().setFocus();
  return QString();
}

QString MainWindow::openFile(const QString& path) {
  Scenario scenario;
  try {
    scenario = loadScenarioFile(path.toStdString());
  } catch (const InputError& e) {
    lastError_ = QString("%1: %2: %3")
                     .arg(QFileInfo(path).fileName(), QString::fromStdString(e.where()),
                          QString::fromUtf8(e.what()));
    return lastError_;
  } catch (const std::exception& e) {
    lastError_ = QString("%1: %2").arg(QFileInfo(path).fileName(), QString::fromUtf8(e.what()));
    return lastError_;
  }
  return openScenario(scenario, path);
}

std::optional<Scenario> MainWindow::currentScenario() const {
  if (!table_) return std::nullopt;
  return table_->controller().match().toScenario();
}

QString MainWindow::saveTo(const QString& path) {
  auto scenario = currentScenario();
  if (!scenario) return tr("There is no game to save.");
  QString error = writeScenarioFile(path, *scenario);
  if (!error.isEmpty()) {
    return tr("Could not save: %1. The file on disk was not changed; the game goes on.").arg(error);
  }
  currentPath_ = path;
  return QString();
}

void MainWindow::save() {
  if (currentPath_.isEmpty()) {
    saveAs();
    return;
  }
  QString error = saveTo(currentPath_);
  if (!error.isEmpty()) reportError(tr("The game was not saved"), error);
}

void MainWindow::saveAs() {
  if (!table_) return;
  QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  QString path =
      QFileDialog::getSaveFileName(this, tr("Save the game"), dir, tr("Mizbazi games (*.mizbazi)"));
  if (path.isEmpty()) return;
  if (!path.endsWith(".mizbazi")) path += ".mizbazi";
  QString error = saveTo(path);
  if (!error.isEmpty()) reportError(tr("The game was not saved"), error);
}

void MainWindow::openDialog() {
  QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), dir,
                                              tr("Mizbazi games (*.mizbazi *.json)"));
  if (path.isEmpty()) return;
  QString error = openFile(path);
  if (!error.isEmpty()) reportError(tr("The file could not be opened"), error);
}

bool MainWindow::offerResume() {
  QString error;
  std::optional<Scenario> saved = autosave_.read(&error);
  if (!saved) {
    // Moved aside, kept: the next start must not meet it again (nor crash on it again).
    if (!error.isEmpty()) reportUnresumable(tr("The interrupted game could not be read"), error);
    return false;
  }
  const QString name = GameCatalog::nameOf(QString::fromStdString(saved->game));
  switch (ResumePrompt::ask(this, name, static_cast<int>(saved->actions.size()))) {
    case ResumePrompt::Answer::kResume: {
      QString e = openScenario(*saved);
      if (!e.isEmpty()) {
        reportUnresumable(tr("The interrupted game could not be resumed"), e);
        return false;
      }
      return true;
    }
    case ResumePrompt::Answer::kDiscard:
      autosave_.clear();
      return false;
    case ResumePrompt::Answer::kLater:
      return false;
  }
  return false;
}

void MainWindow::writeAutosave() {
  if (!table_) return;
  if (table_->controller().state().isTerminal()) {
    autosave_.clear();  // nothing to resume
    return;
  }
  // Written after every move, so a failed write is retried at the next one.
  QString error = autosave_.write(table_->controller().match().toScenario());
  if (error.isEmpty()) {
    autosaveWarning_->hide();
    return;
  }
  lastError_ = tr("Could not save the game automatically: %1. The game goes on; it will be saved "
                  "again after the next move.")
                   .arg(error);
  autosaveWarning_->setText(lastError_);
  autosaveWarning_->show();
}

void MainWindow::reportUnresumable(const QString& title, const QString& why) {
  const QString kept = autosave_.setAside();
  reportError(title, kept.isEmpty() ? tr("%1 (the file is kept at %2)").arg(why, autosave_.path())
                                    : tr("%1. The file was kept as %2.").arg(why, kept));
}

void MainWindow::showSettings() {
  SettingsDialog dialog(settings_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  const QString oldLanguage = settings_.language;
  settings_ = dialog.settings();
  settings_.save();
  if (table_) {
    ui::TableOptions o = tableOptions(settings_, table_->controller().players());
    table_->controller().setOptions(o);
    table_->scene().animator().setSpeedPercent(o.animationPercent);
  }
  updateActions();
  if (settings_.language != oldLanguage) Q_EMIT languageChangeRequested(settings_.language);
}

void MainWindow::showHelp(int page) {
  QString gameId =
      table_ ? QString::fromStdString(table_->controller().match().game().info().id) : QString();
  HelpDialog dialog(gameId, static_cast<HelpDialog::Page>(page), this);
  dialog.exec();
}

void MainWindow::reportError(const QString& title, const QString& text) {
  lastError_ = text;
  QMessageBox::warning(this, title, text);
}

}  // namespace mizbazi::app
