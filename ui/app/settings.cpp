#include "ui/app/settings.h"

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

namespace KeptSettings {

namespace {
QString newGameKey(const QString& gameId) {
  return QStringLiteral("newGame/") + gameId;
}
QString lessonKey(const QString& key) {
  return QStringLiteral("lessons/completed/") + key;
}
QString refusedDiscardKey(const QString& gameId) {
  return QStringLiteral("autosave/discardRefused/") + gameId;
}
}  // namespace

QByteArray newGameChoices(const QString& gameId) {
  return QSettings().value(newGameKey(gameId)).toByteArray();
}

void setNewGameChoices(const QString& gameId, const QByteArray& scenarioText) {
  QSettings().setValue(newGameKey(gameId), scenarioText);
}

QVector<int> deviceSeats(const QString& gameId) {
  QVector<int> out;
  for (const QVariant& v :
       QSettings().value(newGameKey(gameId) + QStringLiteral("/devices")).toList())
    out << v.toInt();
  return out;
}

void setDeviceSeats(const QString& gameId, const QVector<int>& seats) {
  QVariantList list;
  for (int s : seats) list << s;
  QSettings().setValue(newGameKey(gameId) + QStringLiteral("/devices"), list);
}

bool lessonCompleted(const QString& key) {
  return QSettings().value(lessonKey(key), false).toBool();
}

void setLessonCompleted(const QString& key) {
  QSettings().setValue(lessonKey(key), true);
}

QStringList completedLessonNames(const QString& folder) {
  QSettings s;
  s.beginGroup(lessonKey(folder));
  QStringList out;
  for (const QString& name : s.childKeys()) {
    if (s.value(name).toBool()) out << name;
  }
  return out;
}

void forgetLesson(const QString& key) {
  QSettings().remove(lessonKey(key));
}

void moveLessons(const QString& fromFolder, const QString& toFolder) {
  QSettings s;
  for (const QString& name : completedLessonNames(fromFolder))
    s.setValue(lessonKey(toFolder + '/' + name), true);
  s.remove(lessonKey(fromFolder));
}

QString refusedDiscard(const QString& gameId) {
  return QSettings().value(refusedDiscardKey(gameId)).toString();
}

void setRefusedDiscard(const QString& gameId, const QString& fingerprint) {
  QSettings().setValue(refusedDiscardKey(gameId), fingerprint);
}

void forgetRefusedDiscard(const QString& gameId) {
  if (QSettings s; s.contains(refusedDiscardKey(gameId))) s.remove(refusedDiscardKey(gameId));
}

WindowPlace windowPlace() {
  QSettings s;
  return {s.value("window/geometry").toRect(), s.value("window/maximized", false).toBool()};
}

void setWindowPlace(const WindowPlace& place) {
  QSettings s;
  s.setValue("window/geometry", place.geometry);
  s.setValue("window/maximized", place.maximized);
}

}  // namespace KeptSettings

}  // namespace mizbazi::app
