// The main window: the game chooser, the table of the game in progress, and the menus (Game,
// View, Settings, Help). It owns the autosave: every change of the record is written at once, one
// file per game, and an unfinished game never leaves the table or is replaced without a yes.
#pragma once

#include <QDate>
#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <memory>
#include <optional>

#include "core/lesson.h"
#include "core/scenario.h"
#include "ui/app/autosave.h"
#include "ui/app/file_errors.h"
#include "ui/app/settings.h"
#include "ui/app/statistics_store.h"
#include "ui/table/game_table.h"

class QAction;
class QLabel;
class QMenu;
class QStackedWidget;

namespace mizbazi::ui {
class LessonRunner;
}
namespace mizbazi::net {
struct DevicePlan;
class DeviceSession;
}  // namespace mizbazi::net

namespace mizbazi::app {

class GameChooser;
class RulesPanel;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  MainWindow(AppSettings settings, Autosave autosave, QWidget* parent = nullptr);
  ~MainWindow() override;  // leaves the cards' projector sizes as it found them

  // Starts `scenario` (its actions are replayed), asking nothing. Returns an empty string or the
  // one-line reason it could not be opened (translated); the window is then unchanged.
  QString openScenario(const Scenario& scenario, const QString& path = QString());
  QString openFile(const QString& path);
  // As a player starts a game: first asks before an unfinished game would be lost (see
  // mayLeaveFor). Empty when started or cancelled; else the reason, also shown in the window.
  QString startScenario(const Scenario& scenario);
  // `mizbazi FILE` and Open: a file that cannot be opened is explained in the window (the
  // chooser stays) and its reason returned.
  QString startFile(const QString& path);
  // Opens a saved game to step through (ui/table/replay_bar.h), at its start; the file is only
  // read. "Play on from here" starts a new game from the step on screen. Empty or the reason.
  QString openReplay(const QString& path);
  // Saves the game in progress (atomically). Empty on success.
  QString saveTo(const QString& path);
  void showNewGameDialog(const QString& gameId);
  // Lessons (main_window_lessons.cpp): the chooser page; a built-in lesson started as a player
  // starts one (asking before an unfinished game is left); a lesson file opened as a lesson.
  void showLessons();
  QString startLesson(const QString& path);
  QString openLesson(const GameFile& file, const QString& path);
  ui::LessonRunner* lessonRunner() const;  // the lesson at the table, or nullptr
  // Resumes the most recently played kept game after asking; true when a game was resumed.
  bool offerResume();
  // Before the table changes (to the chooser when `nextGameId` is empty, or to a game of that
  // kind): asks about the unfinished game at the table and about a kept game the next one would
  // replace. False when the player cancelled. Nothing kept is touched here: what the player let go
  // of goes only once the table has changed (see letGoOfKeptGames), so that a start that fails
  // leaves every kept game as it was.
  bool mayLeaveFor(const QString& nextGameId);

  // main_window_devices.cpp: the next game opened has these seats on people's own devices (the
  // new-game dialog's choice, or the command line's). Without one, a kept game whose devices
  // were kept beside it (a restarted host) gets them back.
  void setDevicePlan(const net::DevicePlan& plan);
  net::DeviceSession* deviceSession() const;

  // For this run only (command line), never saved: -1 keeps the setting.
  void setRunOverrides(int botDelayMs, int animationPercent);
  // A scripted run (screenshots, tests of the whole app): no autosave, no questions.
  void setScripted(bool on) { scripted_ = on; }
  // Opens where it was left, within the screen.
  void showWithSavedGeometry();

  ui::GameTable* table() const { return table_; }
  GameChooser* chooser() const { return chooser_; }
  std::optional<Scenario> currentScenario() const;
  QString currentPath() const { return currentPath_; }
  const AppSettings& settings() const { return settings_; }
  const Autosave& autosave() const { return autosave_; }
  QString lastError() const { return lastError_.text; }
  QString lastErrorDetails() const { return lastError_.details; }
  // The standing notice that the last autosave failed (hidden once one succeeds, or the game ends).
  QLabel* autosaveWarning() const { return autosaveWarning_; }
  // The standing notice that a finished game's results could not be written to the statistics
  // (hidden once a later game's are).
  QLabel* statisticsWarning() const { return statisticsWarning_; }
  // The keys the Help lists: the table's (framework and game) and the menus' own.
  QVector<ui::KeyHelp> keyHelp() const;
  // The teacher's switches (main_window_aids.cpp), as the View menu sets them.
  void setProjectorMode(bool on);
  void setRulesPanelShown(bool on);
  void setOddsShown(bool on);
  RulesPanel* rulesPanel() const { return rulesPanel_; }
  // "Zirkhaki 2026-11-23.mizbazi" (the game's name in the UI's language).
  static QString suggestedFileName(const Scenario& scenario, const QDate& date);

 Q_SIGNALS:
  void languageChangeRequested(const QString& language);

 protected:
  void closeEvent(QCloseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;  // the rules panel's room

 private:
  void buildMenus();
  void buildGameMenu();
  void buildViewMenu();
  void buildLessonsMenu();
  // main_window_aids.cpp: projector mode, the rules panel and the odds, for the table at hand.
  void buildTeachingActions(QMenu* view);
  void applyTeachingAids();
  // The rules panel gives way to the table (GameTable::kTableShare) before the table's own panels
  // do: folded away when there is no room for it, unless the person asked for it (F7) since.
  void fitRulesPanel();
  // A new table: the side panel as the person last left it, and its panels' room watched.
  void connectTableAids(ui::GameTable* table);
  void updateActions();
  void updateUndoTips();
  // Why the table at hand keeps moves from being taken back, and how to allow it (empty: it does
  // not, or nothing is at the table).
  QString whyNoUndo() const;
  void updateTitle();
  void leaveTable();
  void showChooser();
  void refreshChooser();
  void continueGame(const QString& gameId);
  void playAgain();
  void connectTable(ui::GameTable* table);
  void openDialog();
  void replayDialog();
  void save();
  void saveAs();
  // Asks where to save `scenario` (a real name suggested); empty when cancelled.
  QString askSavePath(const Scenario& scenario);
  bool saveCopy(const Scenario& scenario);
  bool unfinishedAtTable() const;
  void showSettings();
  void showHelp(int page);
  void showStatistics();
  void reportError(const QString& title, const UserError& error);
  // A kept game that cannot be resumed: moved aside (kept) and the user told why and where.
  void reportUnresumable(const QString& gameId, const QString& title, const QString& why);
  // A game this build can play: a kept file of any other is neither offered nor touched.
  static bool playableHere(const QString& gameId);
  // Forgets a kept game; when the file cannot be removed, says so (and it is not offered at start
  // again). False then.
  bool discardKept(const QString& gameId);
  // The table has changed (`newGameId`'s table is in place, or none when empty; `written`: its
  // autosave was written): the kept games the player let go of in mayLeaveFor go now, except the
  // new game's own file, which its first autosave has already replaced.
  void letGoOfKeptGames(const QString& newGameId = QString(), bool written = false);
  // False when the write failed (the notice is shown) or nothing was written.
  bool writeAutosave();
  ui::TableOptions tableOptions(const std::vector<PlayerSpec>& players) const;
  // main_window_devices.cpp: the devices of the game just opened at `table`, if it has any.
  void attachDevices(ui::GameTable* table);
  QString devicesFile(const QString& gameId) const;
  // openScenario's work: the new table in place of the old, or the reason it cannot be.
  QString installTable(const Scenario& scenario, const QString& path);

  AppSettings settings_;
  Autosave autosave_;
  StatisticsStore statistics_;
  QStackedWidget* pages_;
  GameChooser* chooser_;
  QPointer<ui::GameTable> table_;
  QString currentPath_;
  UserError lastError_;
  bool scripted_ = false;
  bool lessonOpening_ = false;  // a lesson's table is being made: nothing to autosave
  bool openingReplay_ = false;  // openScenario makes the table a replay
  QHash<int, int> hintsUsed_;   // seat → hints shown at the table (counted in the statistics)
  int runBotDelayMs_ = -1;
  int runAnimationPercent_ = -1;
  QLabel* autosaveWarning_ = nullptr;
  QLabel* statisticsWarning_ = nullptr;
  QStringList letGo_;  // kept games (ids) to forget once the table has changed; see mayLeaveFor
  QAction* saveAction_ = nullptr;
  QAction* saveAsAction_ = nullptr;
  QAction* closeAction_ = nullptr;
  QAction* undoAction_ = nullptr;
  QAction* redoAction_ = nullptr;
  QAction* zoomIn_ = nullptr;
  QAction* zoomOut_ = nullptr;
  QAction* zoomReset_ = nullptr;
  QAction* projectorAction_ = nullptr;
  QAction* rulesAction_ = nullptr;
  QAction* oddsAction_ = nullptr;
  RulesPanel* rulesPanel_ = nullptr;
  bool rulesKept_ = false;    // asked for (F7) while there was no room: shown all the same
  bool rulesFolded_ = false;  // wanted, but folded away for the table's room
  int rulesWidth_ = 0;
  bool oddsShown_ = false;        // for this window only: odds are off for play unless asked for
  QAction* everyHand_ = nullptr;  // the teacher's "Show every hand" (ui/table/every_hand.h)
  QList<QAction*> keyedActions_;  // every menu action with a shortcut, in menu order
  std::shared_ptr<net::DevicePlan> devicePlan_;  // for the next game opened (setDevicePlan)
};

}  // namespace mizbazi::app
