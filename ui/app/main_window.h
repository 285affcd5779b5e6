// The main window: the game chooser, the table of the game in progress, and the menus (Game,
// View, Settings, Help). It owns the autosave: every change of the match is written at once.
#pragma once

#include <QMainWindow>
#include <QPointer>
#include <optional>

#include "app/autosave.h"
#include "app/settings.h"
#include "core/scenario.h"
#include "table/game_table.h"

class QAction;
class QLabel;
class QStackedWidget;

namespace mizbazi::app {

class GameChooser;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  MainWindow(AppSettings settings, Autosave autosave, QWidget* parent = nullptr);

  // Starts `scenario` (its actions are replayed). Returns an empty string or the one-line reason
  // it could not be opened; the window is then unchanged.
  QString openScenario(const Scenario& scenario, const QString& path = QString());
  QString openFile(const QString& path);
  // Saves the game in progress (atomically). Empty on success.
  QString saveTo(const QString& path);
  void showNewGameDialog(const QString& gameId);
  // Resumes the autosaved game after asking; returns true when a game was resumed.
  bool offerResume();

  ui::GameTable* table() const { return table_; }
  GameChooser* chooser() const { return chooser_; }
  std::optional<Scenario> currentScenario() const;
  const AppSettings& settings() const { return settings_; }
  const Autosave& autosave() const { return autosave_; }
  QString lastError() const { return lastError_; }
  // The standing notice that the last autosave failed (hidden once one succeeds).
  QLabel* autosaveWarning() const { return autosaveWarning_; }

 Q_SIGNALS:
  void languageChangeRequested(const QString& language);

 private:
  void buildMenus();
  void updateActions();
  void showChooser();
  void openDialog();
  void save();
  void saveAs();
  void showSettings();
  void showHelp(int page);
  void reportError(const QString& title, const QString& text);
  // An autosave that cannot be resumed: moved aside (kept) and the user told why and where.
  void reportUnresumable(const QString& title, const QString& why);
  void writeAutosave();

  AppSettings settings_;
  Autosave autosave_;
  QStackedWidget* pages_;
  GameChooser* chooser_;
  QPointer<ui::GameTable> table_;
  QString currentPath_;
  QString lastError_;
  QLabel* autosaveWarning_ = nullptr;
  QAction* saveAction_ = nullptr;
  QAction* saveAsAction_ = nullptr;
  QAction* closeAction_ = nullptr;
  QAction* undoAction_ = nullptr;
  QAction* redoAction_ = nullptr;
  QAction* zoomIn_ = nullptr;
  QAction* zoomOut_ = nullptr;
  QAction* zoomReset_ = nullptr;
};

}  // namespace mizbazi::app
