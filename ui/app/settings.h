// The user's preferences, kept through QSettings. One small value type so dialogs edit a copy and
// nothing is written until the user accepts.
#pragma once

#include <QString>
#include <QStringList>

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

}  // namespace mizbazi::app
