#include "app/settings.h"

#include <QSettings>

namespace mizbazi::app {

namespace {
QString undoName(UndoPolicy p) {
  switch (p) {
    case UndoPolicy::kAlways:
      return QStringLiteral("always");
    case UndoPolicy::kNever:
      return QStringLiteral("never");
    default:
      return QStringLiteral("auto");
  }
}
UndoPolicy undoFromName(const QString& s) {
  if (s == QLatin1String("always")) return UndoPolicy::kAlways;
  if (s == QLatin1String("never")) return UndoPolicy::kNever;
  return UndoPolicy::kAuto;
}
}  // namespace

AppSettings AppSettings::load() {
  QSettings s;
  AppSettings a;
  QString lang = s.value("language", a.language).toString();
  // A hand-edited or stale file must not leave the app without a language.
  a.language = (lang == QLatin1String("en")) ? QStringLiteral("en") : QStringLiteral("fa");
  a.botDelayMs = qBound(0, s.value("botDelayMs", a.botDelayMs).toInt(), 5000);
  a.animationPercent = qBound(0, s.value("animationPercent", a.animationPercent).toInt(), 200);
  a.undo = undoFromName(s.value("undo").toString());
  a.confirmPrivateViews = s.value("confirmPrivateViews", a.confirmPrivateViews).toBool();
  a.lastNames = s.value("lastNames").toStringList();
  a.projectorMode = s.value("projectorMode", a.projectorMode).toBool();
  a.rulesPanel = s.value("rulesPanel", a.rulesPanel).toBool();
  a.sidePanelFolded = s.value("sidePanelFolded", a.sidePanelFolded).toBool();
  return a;
}

void AppSettings::save() const {
  QSettings s;
  s.setValue("language", language);
  s.setValue("botDelayMs", botDelayMs);
  s.setValue("animationPercent", animationPercent);
  s.setValue("undo", undoName(undo));
  s.setValue("confirmPrivateViews", confirmPrivateViews);
  s.setValue("lastNames", lastNames);
  s.setValue("projectorMode", projectorMode);
  s.setValue("rulesPanel", rulesPanel);
  s.setValue("sidePanelFolded", sidePanelFolded);
}

}  // namespace mizbazi::app
