// Everything the app keeps between runs through QSettings, in this one place: each value's key,
// type, bounds and default are written here and nowhere else (no other file includes QSettings),
// so that a key renamed in one module cannot silently orphan what another wrote.
// - AppSettings: the user's preferences, one small value type so dialogs edit a copy and nothing
//   is written until the user accepts.
// - KeptSettings: what modules remember for themselves (a game's new-game choices, its devices'
//   seats, finished lessons, a refused autosave discard, the window's place), each through a typed
//   function.
#pragma once

#include <QByteArray>
#include <QRect>
#include <QString>
#include <QStringList>
#include <QVector>

namespace mizbazi::app {

enum class UndoPolicy { kAuto, kAlways, kNever };  // auto: only at tables with no computer seat

struct AppSettings {
  QString language = QStringLiteral("fa");  // "fa" or "en"
  int botDelayMs = 900;                     // pause before a computer seat acts
  int animationPercent = 100;               // 100 = normal speed, 0 = no animation
  UndoPolicy undo = UndoPolicy::kAuto;
  bool confirmPrivateViews = true;  // "pass the device" step before a private peek
  QStringList lastNames;            // player names of the last new game
  bool projectorMode = false;       // for a class: large text, slower cards (View menu, F8)
  bool rulesPanel = false;          // the rules beside the table (View menu, F7)
  bool sidePanelFolded = false;     // the table's side panel folded away by the person (F9)

  static AppSettings load();
  void save() const;
};

namespace KeptSettings {

// A game's last new-game choices as scenario text (NewGameMemory); empty when none.
QByteArray newGameChoices(const QString& gameId);
void setNewGameChoices(const QString& gameId, const QByteArray& scenarioText);
// The seats a game's last new game gave to devices (NewGameMemory).
QVector<int> deviceSeats(const QString& gameId);
void setDeviceSeats(const QString& gameId, const QVector<int>& seats);

// Finished lessons, by LessonCatalog's key ("rivals/bidding"), grouped by game folder.
bool lessonCompleted(const QString& key);
void setLessonCompleted(const QString& key);
QStringList completedLessonNames(const QString& folder);  // the names kept under `folder`
void forgetLesson(const QString& key);
// Moves every tick kept under `fromFolder` to `toFolder` (a game's folder renamed): a lesson ticked
// under either stays ticked, and nothing is left under `fromFolder`.
void moveLessons(const QString& fromFolder, const QString& toFolder);

// The autosave the user chose to keep rather than discard, as its fingerprint (Autosave).
QString refusedDiscard(const QString& gameId);
void setRefusedDiscard(const QString& gameId, const QString& fingerprint);
void forgetRefusedDiscard(const QString& gameId);

// Where the main window was (window_geometry.h); an invalid rectangle when never kept.
struct WindowPlace {
  QRect geometry;
  bool maximized = false;
};
WindowPlace windowPlace();
void setWindowPlace(const WindowPlace& place);

}  // namespace KeptSettings

}  // namespace mizbazi::app
