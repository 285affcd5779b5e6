#include "ui/app/main_window.h"

#include <QApplication>
#include <QCalendar>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>

#include "core/errors.h"
#include "core/game_record.h"
#include "core/registry.h"
#include "ui/app/game_catalog.h"
#include "ui/app/game_chooser.h"
#include "ui/app/help_dialog.h"
#include "ui/app/language.h"
#include "ui/app/leave_prompt.h"
#include "ui/app/logging.h"
#include "ui/app/new_game_dialog.h"
#include "ui/app/resume_prompt.h"
#include "ui/app/settings_dialog.h"
#include "ui/app/statistics_dialog.h"
#include "ui/app/window_geometry.h"
#include "ui/net/device_session.h"
#include "ui/table/animator.h"
#include "ui/table/bidi.h"
#include "ui/table/every_hand.h"
#include "ui/table/game_table.h"
#include "ui/table/hint_panel.h"
#include "ui/table/ink_room.h"
#include "ui/table/lesson_runner.h"
#include "ui/table/outside_text.h"
#include "ui/table/replay_bar.h"
#include "ui/table/table_registry.h"
#include "ui/table/table_scene.h"
#include "ui/table/table_view.h"

namespace mizbazi::app {

namespace {
QString gameIdOf(const Scenario& s) {
  return QString::fromStdString(s.game);
}

// A failure no message of ours foresaw (an engine bug), told rather than fatal.
QString unexpectedError(const QString& path, const std::exception& e) {
  return QStringLiteral("%1: %2").arg(
      ui::isolate(ui::outsideText(QFileInfo(path).fileName())),
      ui::outsideText(std::string_view(e.what()), ui::kShownParagraph));
}
}  // namespace

MainWindow::MainWindow(AppSettings settings, Autosave autosave, QWidget* parent)
    : QMainWindow(parent), settings_(std::move(settings)), autosave_(std::move(autosave)) {
  setObjectName("mainWindow");
  ui::keepInkRoomEverywhere();  // the dialogs' wrapped words too
  pages_ = new QStackedWidget(this);
  chooser_ = new GameChooser(pages_);
  pages_->addWidget(chooser_);
  setCentralWidget(pages_);
  connect(chooser_, &GameChooser::gameChosen, this, &MainWindow::showNewGameDialog);
  connect(chooser_, &GameChooser::continueChosen, this, &MainWindow::continueGame);
  connect(chooser_, &GameChooser::openRequested, this, &MainWindow::openDialog);
  buildMenus();
  // A failed autosave is told here and stays told until a later one succeeds: a passing message
  // would be missed, and a dialog at every move would stop the game (which goes on in memory).
  autosaveWarning_ = new QLabel(this);
  autosaveWarning_->setObjectName("autosaveWarning");
  autosaveWarning_->setWordWrap(false);
  ui::showPlainly(autosaveWarning_);  // the system's reason may name a path
  statusBar()->addPermanentWidget(autosaveWarning_, 1);
  autosaveWarning_->hide();
  // Standing too: a passing status message would be hidden behind the notice above.
  statisticsWarning_ = new QLabel(this);
  statisticsWarning_->setObjectName("statisticsWarning");
  ui::showPlainly(statisticsWarning_);
  statusBar()->addPermanentWidget(statisticsWarning_, 1);
  statisticsWarning_->hide();
  autosave_.removeStaleTemporaries();
  updateActions();
  updateTitle();
  refreshChooser();
  resize(1280, 800);  // showWithSavedGeometry() fits the real app to its screen
}

ui::TableOptions MainWindow::tableOptions(const std::vector<PlayerSpec>& players) const {
  ui::TableOptions o;
  o.botDelayMs = runBotDelayMs_ >= 0 ? runBotDelayMs_ : settings_.botDelayMs;
  o.animationPercent =
      runAnimationPercent_ >= 0 ? runAnimationPercent_ : settings_.animationPercent;
  if (settings_.projectorMode) o.animationPercent = o.animationPercent * 3 / 2;  // a class follows
  o.confirmPrivateViews = settings_.confirmPrivateViews;
  const bool computer = std::any_of(players.begin(), players.end(),
                                    [](const PlayerSpec& p) { return p.kind == "bot"; });
  o.undoAllowed =
      settings_.undo == UndoPolicy::kAlways || (settings_.undo == UndoPolicy::kAuto && !computer);
  return o;
}

void MainWindow::setRunOverrides(int botDelayMs, int animationPercent) {
  runBotDelayMs_ = botDelayMs;
  runAnimationPercent_ = animationPercent;
}

void MainWindow::showWithSavedGeometry() {
  showAsRemembered(*this);
}

// ---- Menus -------------------------------------------------------------------------------------

void MainWindow::buildMenus() {
  // No & mnemonics: they would underline a letter inside a Persian word.
  buildGameMenu();
  buildViewMenu();
  buildLessonsMenu();
  QMenu* settings = menuBar()->addMenu(tr("Settings"));
  settings->addAction(tr("Settings…"), this, &MainWindow::showSettings);

  QMenu* help = menuBar()->addMenu(tr("Help"));
  QAction* rules = help->addAction(tr("Rules"), this, [this]() { showHelp(0); });
  rules->setShortcut(QKeySequence(Qt::Key_F1));
  help->addAction(tr("Keyboard"), this, [this]() { showHelp(1); });
  help->addAction(tr("About Mizbazi"), this, [this]() { showHelp(2); });
  for (QMenu* m : menuBar()->findChildren<QMenu*>()) {
    m->setToolTipsVisible(true);  // Undo says why it is off
    for (QAction* a : m->actions()) {
      if (!a->shortcuts().isEmpty()) keyedActions_ << a;
    }
  }
}

void MainWindow::buildGameMenu() {
  QMenu* game = menuBar()->addMenu(tr("Game"));
  QAction* newGame = game->addAction(tr("New game…"), this, &MainWindow::leaveTable);
  newGame->setObjectName("newGameAction");
  newGame->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_N));
  QAction* open = game->addAction(tr("Open…"), this, &MainWindow::openDialog);
  open->setObjectName("openAction");
  open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_O));
  game->addAction(tr("Replay a saved game…"), this, &MainWindow::replayDialog)
      ->setObjectName("replayAction");
  saveAction_ = game->addAction(tr("Save"), this, &MainWindow::save);
  saveAction_->setObjectName("saveAction");
  saveAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_S));
  saveAsAction_ = game->addAction(tr("Save as…"), this, &MainWindow::saveAs);
  saveAsAction_->setObjectName("saveAsAction");
  saveAsAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
  closeAction_ = game->addAction(tr("Leave the table"), this, &MainWindow::leaveTable);
  closeAction_->setObjectName("leaveAction");
  game->addSeparator();
  undoAction_ = game->addAction(tr("Undo"), this, [this]() {
    if (!table_) return;
    // Kept from undoing by a setting or a lesson: Ctrl+Z and the menu say so, and how to allow it.
    if (const QString why = whyNoUndo(); !why.isEmpty()) {
      if (!table_->tellRefusal(why)) statusBar()->showMessage(why, 15000);
      return;
    }
    table_->undo();
  });
  undoAction_->setObjectName("undoAction");
  undoAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
  redoAction_ = game->addAction(tr("Redo"), this, [this]() {
    if (table_) table_->redo();
  });
  redoAction_->setObjectName("redoAction");
  // Both common spellings: Ctrl+Shift+Z (Linux desktops) and Ctrl+Y (what many people know).
  redoAction_->setShortcuts(
      {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
  game->addSeparator();
  game->addAction(tr("Statistics…"), this, &MainWindow::showStatistics)
      ->setObjectName("statisticsAction");
  game->addSeparator();
  QAction* quit = game->addAction(tr("Quit"), this, &QWidget::close);
  quit->setObjectName("quitAction");
  quit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
}

void MainWindow::buildViewMenu() {
  QMenu* view = menuBar()->addMenu(tr("View"));
  zoomIn_ = view->addAction(tr("Zoom in"), this, [this]() {
    if (table_) table_->view().zoomIn();
  });
  zoomIn_->setObjectName("zoomInAction");
  zoomIn_->setShortcuts(
      {QKeySequence(Qt::CTRL | Qt::Key_Plus), QKeySequence(Qt::CTRL | Qt::Key_Equal)});
  zoomOut_ = view->addAction(tr("Zoom out"), this, [this]() {
    if (table_) table_->view().zoomOut();
  });
  zoomOut_->setObjectName("zoomOutAction");
  zoomOut_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Minus));
  zoomReset_ = view->addAction(tr("Fit the table to the window"), this, [this]() {
    if (table_) table_->view().resetZoom();
  });
  zoomReset_->setObjectName("zoomResetAction");
  zoomReset_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
  QAction* full = view->addAction(tr("Full screen"), this,
                                  [this]() { isFullScreen() ? showNormal() : showFullScreen(); });
  full->setObjectName("fullScreenAction");
  full->setShortcut(QKeySequence(Qt::Key_F11));  // shown in the menu
  buildTeachingActions(view);
  view->addSeparator();
  everyHand_ = view->addAction(tr("Show every hand (teacher)"));
  everyHand_->setObjectName("everyHandAction");
  everyHand_->setCheckable(true);
  connect(everyHand_, &QAction::triggered, this, [this](bool on) {
    if (table_ && (!on || ui::EveryHandMark::askEveryHand(table_, this)))
      ui::EveryHandMark::set(table_, on);
    updateActions();
  });
}

void MainWindow::updateActions() {
  const bool playing = table_ != nullptr;
  saveAction_->setEnabled(playing);
  saveAsAction_->setEnabled(playing);
  closeAction_->setEnabled(playing);
  zoomIn_->setEnabled(playing);
  zoomOut_->setEnabled(playing);
  zoomReset_->setEnabled(playing);
  everyHand_->setEnabled(playing);
  everyHand_->setChecked(playing && table_->controller().showsEveryHand());  // off at a new table
  updateUndoTips();
}

// Undo and Redo are always in the menu, so a teacher finds them. When a setting (or a lesson) keeps
// moves from being taken back, Undo stays enabled: pressed (Ctrl+Z too), it says why on the table
// and how to allow it, as its tooltip and the status bar's tip do — a greyed item would be silent.
void MainWindow::updateUndoTips() {
  const bool playing = table_ != nullptr;
  const QString why = whyNoUndo();
  undoAction_->setEnabled(playing && (table_->controller().canUndo() || !why.isEmpty()));
  redoAction_->setEnabled(playing && table_->controller().canRedo());
  const QString undoTip = why.isEmpty() ? tr("Take back the last move") : why;
  const QString redoTip = why.isEmpty() ? tr("Play again a move that was taken back") : why;
  undoAction_->setToolTip(undoTip);
  undoAction_->setStatusTip(undoTip);
  redoAction_->setToolTip(redoTip);
  redoAction_->setStatusTip(redoTip);
}

QString MainWindow::whyNoUndo() const {
  if (!table_ || table_->controller().replaying() || table_->controller().options().undoAllowed)
    return QString();
  if (lessonRunner())
    return tr("A lesson's moves are not taken back: each step goes on from the one before.");
  // The way to the switch, in the words the menu and the dialog show.
  const QString path = tr("“%1” → “%2” → “%3 %4”")
                           .arg(tr("Settings"), tr("Settings…"), SettingsDialog::tr("Undo:"),
                                SettingsDialog::tr("Always"));
  if (settings_.undo == UndoPolicy::kNever)
    return tr("Undo is turned off in Settings. To allow it: %1.").arg(path);
  return tr("Undo is off in games with a computer player. To allow it: %1.").arg(path);
}

void MainWindow::updateTitle() {
  if (!table_) {
    setWindowTitle(tr("Mizbazi"));
    return;
  }
  const QString name = currentPath_.isEmpty() ? GameCatalog::nameOf(QString::fromStdString(
                                                    table_->controller().record().game().info().id))
                                              : ui::outsideText(QFileInfo(currentPath_).fileName());
  setWindowTitle(name + " — " + tr("Mizbazi"));
}

QVector<ui::KeyHelp> MainWindow::keyHelp() const {
  QVector<ui::KeyHelp> keys;
  const bool rtl = layoutDirection() == Qt::RightToLeft;
  if (table_ && table_->findChild<ui::ReplayBar*>()) {
    // A replay has no move to make: the arrows, Home and End are the replay's, and of the table's
    // own keys only folding the side panel still does something.
    keys = ui::ReplayBar::keyHelp(rtl, true);
    for (const ui::KeyHelp& k : table_->keyHelp())
      if (k.sequence == QKeySequence(Qt::Key_F9)) keys.push_back(k);
  } else if (table_) {
    keys = table_->keyHelp();
  }
  if (table_ && table_->findChild<ui::HintPanel*>())
    keys.push_back({QStringLiteral("H"),
                    tr("A hint: the computer's choice and how it rates the moves"),
                    QKeySequence(Qt::Key_H)});
  for (QAction* a : keyedActions_) {
    QStringList spelled;
    for (const QKeySequence& k : a->shortcuts()) spelled << k.toString(QKeySequence::NativeText);
    QString what = a->text();
    what.remove(QChar(0x2026));  // "Open…" reads "Open" in a list of keys
    keys.push_back({spelled.join(" / "), what, a->shortcuts().value(0)});
  }
  // Where replaying is not on screen, its keys are still listed (File → Replay), marked as such.
  if (!table_ || !table_->findChild<ui::ReplayBar*>()) keys += ui::ReplayBar::keyHelp(rtl, false);
  return keys;
}

// ---- Leaving the table: nothing is lost without a yes ------------------------------------------

bool MainWindow::unfinishedAtTable() const {
  // A lesson is never a game to keep, nor is a replay: leaving either asks nothing.
  return table_ && !table_->controller().replaying() &&
         !table_->controller().state().isTerminal() &&
         !table_->controller().record().actions().empty() && !lessonRunner();
}

bool MainWindow::mayLeaveFor(const QString& nextGameId) {
  letGo_.clear();  // each change of table is asked about afresh
  if (scripted_) return true;
  const QString tableId =
      table_ ? QString::fromStdString(table_->controller().record().game().info().id) : QString();
  // Every "discard" and "replace" below is only noted: the files go once the table has changed.
  if (unfinishedAtTable()) {
    const Scenario current = *currentScenario();
    const int moves = static_cast<int>(current.actions.size());
    const QString name = GameCatalog::nameOf(tableId);
    if (nextGameId == tableId) {
      // The next game of this kind would take the kept file of this very game.
      switch (LeavePrompt::askReplacing(this, name, moves, true)) {
        case LeavePrompt::Answer::kSave:
          if (!saveCopy(current)) return false;
          break;
        case LeavePrompt::Answer::kDiscard:
          letGo_ << tableId;
          break;
        case LeavePrompt::Answer::kCancel:
          return false;
      }
      return true;
    }
    switch (LeavePrompt::askLeaving(this, name, moves)) {
      case LeavePrompt::Answer::kSave:
        break;  // it is kept already: the chooser offers to continue it
      case LeavePrompt::Answer::kDiscard:
        letGo_ << tableId;
        break;
      case LeavePrompt::Answer::kCancel:
        return false;
    }
  } else if (table_ && table_->controller().record().actions().empty()) {
    letGo_ << tableId;  // nothing was played: nothing to keep
  }
  if (nextGameId.isEmpty() || (table_ && nextGameId == tableId)) return true;
  const std::optional<Scenario> kept = autosave_.read(nextGameId);
  if (!kept || kept->actions.empty()) return true;
  switch (LeavePrompt::askReplacing(this, GameCatalog::nameOf(nextGameId),
                                    static_cast<int>(kept->actions.size()), false)) {
    case LeavePrompt::Answer::kSave:
      return saveCopy(*kept);
    case LeavePrompt::Answer::kDiscard:
      letGo_ << nextGameId;  // the new game's first autosave takes its place
      return true;
    case LeavePrompt::Answer::kCancel:
      return false;
  }
  return false;
}

void MainWindow::letGoOfKeptGames(const QString& newGameId, bool written) {
  const QStringList ids = std::exchange(letGo_, {});
  for (const QString& id : ids) {
    // The new game's own file was replaced whole by its first autosave (an atomic write).
    if (id == newGameId && written) continue;
    discardKept(id);
  }
}

bool MainWindow::discardKept(const QString& gameId) {
  const QString why = autosave_.clear(gameId);
  if (why.isEmpty()) return true;
  qCWarning(lcAutosave).noquote() << "could not discard" << gameId << why;
  autosave_.rememberDiscardRefused(gameId);  // else the same question at every start
  reportError(tr("The game could not be discarded"),
              {tr("The unfinished game of %1 could not be discarded: %2. Its file stays in %3; "
                  "Mizbazi will not ask about it again when it starts.")
                   .arg(GameCatalog::nameOf(gameId), why, ui::outsidePath(autosave_.directory())),
               QString()});
  return false;
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!mayLeaveFor(QString())) {
    event->ignore();
    return;
  }
  if (!scripted_) rememberPlace(*this);
  if (table_) table_->controller().stopBots();
  letGoOfKeptGames();
  QMainWindow::closeEvent(event);
}

void MainWindow::leaveTable() {
  if (!mayLeaveFor(QString())) return;
  showChooser();
}

void MainWindow::showChooser() {
  pages_->setCurrentWidget(chooser_);
  if (table_) {
    // The autosave stays (unless the player discarded it): leaving is not finishing the game.
    table_->controller().stopBots();
    table_->deleteLater();
    table_ = nullptr;
  }
  letGoOfKeptGames();
  currentPath_.clear();
  refreshChooser();
  updateTitle();
  updateActions();
  applyTeachingAids();
}

void MainWindow::refreshChooser() {
  QMap<QString, int> kept;
  if (!scripted_) {
    for (const QString& id : autosave_.games()) {
      if (!playableHere(id)) continue;
      if (auto s = autosave_.read(id)) kept[id] = static_cast<int>(s->actions.size());
    }
  }
  chooser_->setKeptGames(kept);
}

bool MainWindow::playableHere(const QString& gameId) {
  return findGame(gameId.toStdString()) && ui::TableRegistry::instance().has(gameId);
}

void MainWindow::continueGame(const QString& gameId) {
  if (!autosave_.has(gameId)) {
    // Gone since the chooser was drawn (another window, or by hand): nothing to set aside.
    reportError(tr("The interrupted game could not be read"),
                {tr("The saved game of %1 is no longer there.").arg(GameCatalog::nameOf(gameId)),
                 QString()});
    refreshChooser();
    return;
  }
  QString error;
  std::optional<Scenario> kept = autosave_.read(gameId, &error);
  if (!kept) {
    // Moved aside (kept under a dated name), so that Continue is not offered for it again.
    reportUnresumable(
        gameId, tr("The interrupted game could not be read"),
        tr("The saved game of %1 could not be read: %2")
            .arg(GameCatalog::nameOf(gameId), ui::outsideText(error, ui::kShownParagraph)));
    refreshChooser();
    return;
  }
  if (!openScenario(*kept).isEmpty()) {
    reportUnresumable(gameId, tr("The interrupted game could not be resumed"), lastError_.text);
    refreshChooser();
  }
}

// ---- Starting games ----------------------------------------------------------------------------

void MainWindow::showNewGameDialog(const QString& gameId) {
  const Game* game = findGame(gameId.toStdString());
  if (!game || !ui::TableRegistry::instance().has(gameId)) {
    reportError(tr("Not available"),
                {tr("%1 cannot be played in this version yet.").arg(GameCatalog::nameOf(gameId)),
                 QString()});
    return;
  }
  NewGameDialog dialog(*game, NewGameMemory::load(gameId), settings_.lastNames, this);
  if (dialog.exec() != QDialog::Accepted) return;
  NewGameMemory::save(dialog.scenario());
  NewGameMemory::saveDevices(gameId, dialog.deviceSeats());
  settings_.lastNames = dialog.names();
  settings_.save();
  if (!dialog.deviceSeats().isEmpty()) {
    net::DevicePlan plan;
    plan.seats = dialog.deviceSeats();
    setDevicePlan(plan);
  }
  startScenario(dialog.scenario());
  devicePlan_.reset();  // used, or the start was cancelled
}

QString MainWindow::startScenario(const Scenario& scenario) {
  if (!mayLeaveFor(gameIdOf(scenario))) return QString();
  const QString error = openScenario(scenario);  // on failure, nothing kept was touched
  if (!error.isEmpty()) reportError(tr("The game could not start"), lastError_);
  return error;
}

void MainWindow::playAgain() {
  if (!table_) return;
  Scenario again = table_->controller().record().toScenario();
  again.actions.clear();
  if (again.setup.empty()) again.seed.reset();  // a new deal, same seats and options
  if (deviceSession()) setDevicePlan(deviceSession()->planForNextGame());  // the same devices
  startScenario(again);
  devicePlan_.reset();
}

QString MainWindow::openScenario(const Scenario& scenario, const QString& path) {
  lastError_ = {};
  const QString error = installTable(scenario, path);
  // A start that failed leaves every kept game as it was: what the player let go of for it stays.
  if (!error.isEmpty()) letGo_.clear();
  return error;
}

QString MainWindow::installTable(const Scenario& scenario, const QString& path) {
  const QString gameId = gameIdOf(scenario);
  const QString shownName =
      path.isEmpty() ? GameCatalog::nameOf(gameId) : QFileInfo(path).fileName();
  Scenario start = scenario;
  start.actions.clear();
  start.hints.clear();  // the window keeps the count (hintsUsed_) and writes it into each save
  std::optional<GameRecord> record;
  try {
    record.emplace(GameRecord::fromScenario(start));
  } catch (const InputError& e) {
    lastError_ = FileErrors::input(shownName, e);
    return lastError_.text;
  } catch (const std::exception& e) {
    // No file may crash the app; this would be an engine bug, told rather than fatal.
    lastError_ = {tr("The game could not be set up: %1")
                      .arg(ui::outsideText(std::string_view(e.what()), ui::kShownParagraph)),
                  QString()};
    return lastError_.text;
  }
  if (auto error = record->replay(scenario.actions)) {
    lastError_ = FileErrors::replay(shownName, gameId, *error);
    return lastError_.text;
  }
  if (!ui::TableRegistry::instance().has(gameId)) {
    lastError_.text =
        tr("%1 cannot be played in this version yet.").arg(GameCatalog::nameOf(gameId));
    return lastError_.text;
  }
  const ui::TableOptions options = tableOptions(record->players());
  ui::GameTable* table = ui::TableRegistry::instance().create(std::move(*record), options, pages_);
  if (!table) {
    lastError_.text =
        tr("%1 cannot be played in this version yet.").arg(GameCatalog::nameOf(gameId));
    return lastError_.text;
  }
  if (table_) {
    table_->controller().stopBots();
    table_->deleteLater();
  }
  table_ = table;
  hintsUsed_.clear();
  // A resumed or reopened game still counts the hints used before it was saved.
  if (!openingReplay_) {
    for (int seat = 0; seat < int(scenario.hints.size()); ++seat)
      if (scenario.hints[seat] > 0) hintsUsed_[seat] = scenario.hints[seat];
  }
  if (openingReplay_) {
    auto* bar = new ui::ReplayBar(table);
    connect(bar, &ui::ReplayBar::playOnRequested, this,
            [this](const Scenario& here) { startScenario(here); });
    // The bar's button is the View menu's teacher's view: the same question, mark and tick.
    connect(bar, &ui::ReplayBar::everyHandRequested, this, [this]() {
      if (!everyHand_->isChecked()) everyHand_->trigger();
    });
  } else {
    auto* hint = new ui::HintPanel(table);
    connect(hint, &ui::HintPanel::hintShown, this, [this](int seat) {
      ++hintsUsed_[seat];
      writeAutosave();  // kept at once, as a move is: a hint is not lost by quitting before a move
    });
  }
  pages_->addWidget(table);
  pages_->setCurrentWidget(table);
  currentPath_ = path;
  updateTitle();
  connectTable(table);
  attachDevices(table);
  applyTeachingAids();
  // The new table is in place: only now may the kept games the player let go of go (its own
  // game's file has just been replaced whole by this write).
  letGoOfKeptGames(gameId, writeAutosave());
  updateActions();
  table->view().setFocus();
  qCInfo(lcFiles).noquote() << "started" << gameId << "with" << scenario.actions.size() << "moves"
                            << (path.isEmpty() ? QString()
                                               : "from " + ui::outsideText(path, ui::kShownPath));
  return QString();
}

void MainWindow::connectTable(ui::GameTable* table) {
  connectTableAids(table);
  connect(table, &ui::GameTable::recordChanged, this, [this]() {
    writeAutosave();
    updateActions();
  });
  connect(table, &ui::GameTable::settled, this, &MainWindow::updateActions);
  // A game counts in the statistics when it ends here, once (the store knows each deal): not when
  // a finished game is opened, nor when it is finished again after an undo.
  const bool endsHere = !table->controller().state().isTerminal();
  connect(table, &ui::GameTable::gameFinished, this, [this, table, endsHere]() {
    if (table->controller().replaying()) return;  // a replay's end is no game ending here
    // Nor is a lesson's (its moves are the lesson's, and its seats are no one's results).
    if (table->findChild<ui::LessonRunner*>()) return;
    if (!scripted_ && table_) writeAutosave();  // the finished game is no game to continue
    if (!endsHere) return;
    QString error;
    FinishedGame finished = finishedGameOf(table->controller().record());
    for (int seat = 0; seat < finished.seats.size(); ++seat)
      finished.seats[seat].hints = hintsUsed_.value(seat);
    switch (statistics_.record(finished, &error)) {
      case StatisticsStore::Outcome::kNotWritten:
        qCWarning(lcFiles).noquote() << "statistics not written:" << error;
        statisticsWarning_->setText(
            tr("This game's results could not be added to the statistics: %1. Mizbazi keeps them "
               "while it is open and writes them with the next finished game.")
                .arg(error));
        statisticsWarning_->show();
        break;
      case StatisticsStore::Outcome::kRecorded:
        statisticsWarning_->hide();  // the results kept before are written too
        break;
      default:
        break;
    }
  });
  connect(table, &ui::GameTable::playAgainRequested, this, &MainWindow::playAgain);
  connect(table, &ui::GameTable::newGameRequested, this, &MainWindow::leaveTable);
}

QString MainWindow::openFile(const QString& path) {
  lastError_ = {};
  GameFile file;  // a game, a lesson, or a test's wrapper of a scenario (core/lesson.h)
  try {
    file = loadGameFile(path.toStdString());
  } catch (const InputError& e) {
    lastError_ = FileErrors::input(QFileInfo(path).fileName(), e);
    qCWarning(lcFiles).noquote() << ui::outsideText(path, ui::kShownPath) << lastError_.details;
    return lastError_.text;
  } catch (const std::exception& e) {
    lastError_ = {unexpectedError(path, e), QString()};
    return lastError_.text;
  }
  if (file.lesson) return openLesson(file, path);
  return openScenario(file.scenario, path);
}

QString MainWindow::startFile(const QString& path) {
  lastError_ = {};
  GameFile file;  // a game, a lesson, or a test's wrapper of a scenario (core/lesson.h)
  try {
    file = loadGameFile(path.toStdString());
  } catch (const InputError& e) {
    lastError_ = FileErrors::input(QFileInfo(path).fileName(), e);
  }
  if (lastError_.empty()) {
    if (!mayLeaveFor(file.lesson ? QString() : gameIdOf(file.scenario))) return QString();
    if (file.lesson)
      openLesson(file, path);
    else
      openScenario(file.scenario, path);
  }
  if (!lastError_.empty()) {
    letGo_.clear();  // refused: every kept game stays as it was
    qCWarning(lcFiles).noquote() << ui::outsideText(path, ui::kShownPath) << lastError_.text
                                 << lastError_.details;
    reportError(tr("The file could not be opened"), lastError_);
  }
  return lastError_.text;
}

std::optional<Scenario> MainWindow::currentScenario() const {
  if (!table_) return std::nullopt;
  Scenario s = table_->controller().record().toScenario();
  if (!hintsUsed_.isEmpty()) {
    s.hints.assign(table_->controller().record().players().size(), 0);
    for (auto it = hintsUsed_.begin(); it != hintsUsed_.end(); ++it)
      if (it.key() >= 0 && it.key() < int(s.hints.size())) s.hints[it.key()] = it.value();
  }
  return s;
}

// ---- Saving ------------------------------------------------------------------------------------

QString MainWindow::suggestedFileName(const Scenario& scenario, const QDate& date) {
  QString name = GameCatalog::nameOf(gameIdOf(scenario));
  // Characters some file systems refuse (a game named "Saboteur: the Duel").
  for (QChar c : QStringLiteral("/\\:*?\"<>|")) name.replace(c, ' ');
  name = name.simplified();
  // In Persian the solar date people use, in Persian digits.
  const QString day = currentLanguage() == QLatin1String("fa")
                          ? QLocale().toString(date, QStringLiteral("yyyy-MM-dd"),
                                               QCalendar(QCalendar::System::Jalali))
                          : date.toString(Qt::ISODate);
  return name + ' ' + day + QStringLiteral(".mizbazi");
}

QString MainWindow::saveTo(const QString& path) {
  auto scenario = currentScenario();
  if (!scenario) return tr("There is no game to save.");
  QString error = writeScenarioFile(path, *scenario);
  if (!error.isEmpty()) {
    return tr("Could not save: %1. The file on disk was not changed; the game goes on.").arg(error);
  }
  currentPath_ = path;
  updateTitle();
  qCInfo(lcFiles) << "saved" << path;
  return QString();
}

void MainWindow::save() {
  if (currentPath_.isEmpty()) {
    saveAs();
    return;
  }
  QString error = saveTo(currentPath_);
  if (!error.isEmpty()) reportError(tr("The game was not saved"), {error, QString()});
}

QString MainWindow::askSavePath(const Scenario& scenario) {
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  QFileDialog dialog(this, tr("Save the game"), documents, tr("Mizbazi games (*.mizbazi)"));
  dialog.setObjectName("saveDialog");
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setDefaultSuffix(QStringLiteral("mizbazi"));
  // The file this game came from, else a real name: the game's and today's date.
  const bool fromFile = !currentPath_.isEmpty() && table_ &&
                        scenario.game == table_->controller().record().game().info().id;
  dialog.selectFile(
      fromFile ? currentPath_
               : QDir(documents).filePath(suggestedFileName(scenario, QDate::currentDate())));
  if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return QString();
  QString path = dialog.selectedFiles().first();
  if (!path.endsWith(QStringLiteral(".mizbazi"))) path += QStringLiteral(".mizbazi");
  return path;
}

bool MainWindow::saveCopy(const Scenario& scenario) {
  const QString path = askSavePath(scenario);
  if (path.isEmpty()) return false;
  const QString error = writeScenarioFile(path, scenario);
  if (!error.isEmpty()) {
    reportError(tr("The game was not saved"), {error, QString()});
    return false;
  }
  return true;
}

void MainWindow::saveAs() {
  if (!table_) return;
  const QString path = askSavePath(*currentScenario());
  if (path.isEmpty()) return;
  QString error = saveTo(path);
  if (!error.isEmpty()) reportError(tr("The game was not saved"), {error, QString()});
}

void MainWindow::openDialog() {
  QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  QString path = QFileDialog::getOpenFileName(this, tr("Open a game"), dir,
                                              tr("Mizbazi games (*.mizbazi *.json)"));
  if (path.isEmpty()) return;
  startFile(path);
}

void MainWindow::replayDialog() {
  QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  QString path = QFileDialog::getOpenFileName(this, tr("Replay a saved game"), dir,
                                              tr("Mizbazi games (*.mizbazi *.json)"));
  if (path.isEmpty() || !mayLeaveFor(QString())) return;
  if (!openReplay(path).isEmpty()) {
    letGo_.clear();  // refused: every kept game stays as it was
    reportError(tr("The file could not be opened"), lastError_);
  }
}

QString MainWindow::openReplay(const QString& path) {
  lastError_ = {};
  Scenario scenario;
  try {
    scenario = loadScenarioFile(path.toStdString());
  } catch (const InputError& e) {
    lastError_ = FileErrors::input(QFileInfo(path).fileName(), e);
    return lastError_.text;
  } catch (const std::exception& e) {
    lastError_ = {unexpectedError(path, e), QString()};
    return lastError_.text;
  }
  openingReplay_ = true;
  const QString error = openScenario(scenario, QString());  // no path: Save never writes the file
  openingReplay_ = false;
  if (error.isEmpty()) {
    setWindowTitle(tr("Replay of %1").arg(ui::outsideText(QFileInfo(path).fileName())) + " — " +
                   tr("Mizbazi"));
  }
  return error;
}

bool MainWindow::offerResume() {
  for (const QString& id : autosave_.games()) {
    // A game this build does not have is not ours to offer, nor to move: a build with it may.
    if (!playableHere(id)) {
      qCInfo(lcAutosave).noquote() << "not offered: a kept game of" << id;
      continue;
    }
    if (autosave_.discardRefused(id)) continue;  // discarded, but the folder kept it
    QString error;
    std::optional<Scenario> saved = autosave_.read(id, &error);
    if (!saved) {
      // Moved aside, kept: the next start must not meet it again (nor crash on it again).
      if (!error.isEmpty()) {
        reportUnresumable(
            id, tr("The interrupted game could not be read"),
            tr("The saved game of %1 could not be read: %2")
                .arg(GameCatalog::nameOf(id), ui::outsideText(error, ui::kShownParagraph)));
        refreshChooser();
      }
      continue;
    }
    const QString name = GameCatalog::nameOf(id);
    switch (ResumePrompt::ask(this, name, static_cast<int>(saved->actions.size()))) {
      case ResumePrompt::Answer::kResume: {
        if (!openScenario(*saved).isEmpty()) {
          reportUnresumable(id, tr("The interrupted game could not be resumed"), lastError_.text);
          refreshChooser();
          return false;
        }
        return true;
      }
      case ResumePrompt::Answer::kDiscard:
        discardKept(id);
        refreshChooser();
        return false;
      case ResumePrompt::Answer::kLater:
        return false;
    }
    return false;  // only the most recent game is offered; the chooser offers the others
  }
  return false;
}

bool MainWindow::writeAutosave() {
  // A lesson is not a game to resume; a replay is never kept (the saved file is the game, and
  // the kept game stays as it was).
  if (!table_ || scripted_ || lessonOpening_ || lessonRunner() || table_->controller().replaying())
    return false;
  const QString id = QString::fromStdString(table_->controller().record().game().info().id);
  if (table_->controller().state().isTerminal()) {
    // Nothing to resume, and nothing more to save: a notice that "the game goes on" is over.
    const QString why = autosave_.clear(id);
    if (why.isEmpty()) {
      autosaveWarning_->hide();
    } else {
      autosaveWarning_->setText(
          tr("The finished game could not be taken off the games to continue: %1.").arg(why));
      autosaveWarning_->show();
    }
    return false;
  }
  // Written after every move, so a failed write is retried at the next one.
  QString error = autosave_.write(*currentScenario());  // with the hints used so far
  if (error.isEmpty()) {
    autosaveWarning_->hide();
    return true;
  }
  qCWarning(lcAutosave).noquote() << "autosave failed:" << error;
  lastError_ = {tr("Could not save the game automatically: %1. The game goes on; it will be saved "
                   "again after the next move.")
                    .arg(error),
                QString()};
  autosaveWarning_->setText(lastError_.text);
  autosaveWarning_->show();
  return false;
}

void MainWindow::reportUnresumable(const QString& gameId, const QString& title,
                                   const QString& why) {
  const QString kept = autosave_.setAside(gameId);
  // `why` is a sentence of its own, with or without its full stop.
  QString said = why.trimmed();
  while (said.endsWith(u'.')) said.chop(1);
  reportError(
      title,
      {kept.isEmpty()
           ? tr("%1. The file stays at %2.").arg(said, ui::outsidePath(autosave_.path(gameId)))
           : tr("%1. The file was kept as %2.").arg(said, ui::outsidePath(kept)),
       QString()});
}

// ---- Settings, help, errors --------------------------------------------------------------------

void MainWindow::showSettings() {
  SettingsDialog dialog(settings_, this);
  if (dialog.exec() != QDialog::Accepted) return;
  const QString oldLanguage = settings_.language;
  settings_ = dialog.settings();
  settings_.save();
  if (table_) {
    ui::TableOptions o = tableOptions(table_->controller().players());
    // Seats on devices are the table's, not the settings' (main_window_devices.cpp).
    o.remoteSeats = table_->controller().options().remoteSeats;
    o.held = table_->controller().options().held;
    if (!o.remoteSeats.empty()) o.undoAllowed = false;
    if (lessonRunner()) o = ui::LessonRunner::tableOptions(o);  // a lesson takes no move back
    table_->controller().setOptions(o);
    table_->scene().animator().setSpeedPercent(o.animationPercent);
  }
  updateActions();
  if (settings_.language != oldLanguage) Q_EMIT languageChangeRequested(settings_.language);
}

void MainWindow::showStatistics() {
  QString gameId =
      table_ ? QString::fromStdString(table_->controller().record().game().info().id) : QString();
  StatisticsDialog dialog(statistics_, gameId, this);
  dialog.exec();
}

void MainWindow::showHelp(int page) {
  QString gameId =
      table_ ? QString::fromStdString(table_->controller().record().game().info().id) : QString();
  HelpDialog dialog(gameId, static_cast<HelpDialog::Page>(page), keyHelp(), this);
  dialog.exec();
}

void MainWindow::reportError(const QString& title, const UserError& error) {
  lastError_ = error;
  if (scripted_) {
    qCWarning(lcFiles).noquote() << title << error.text << error.details;
    return;
  }
  QMessageBox box(QMessageBox::Warning, title, QString(), QMessageBox::Ok, this);
  box.setObjectName("errorBox");
  ui::showPlainly(box);  // file names, moves and reasons are the file's words, never markup
  box.setText(error.text);
  if (!error.details.isEmpty()) {  // folded: "Show Details…"
    box.setDetailedText(ui::outsideText(error.details, ui::kShownDetails, ui::ShownLines::kKept));
  }
  box.exec();
}

}  // namespace mizbazi::app
