#include "ui/app/language.h"

#include <QApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

#include "ui/app/english_plurals.h"

namespace mizbazi::app {

namespace {
// The app's and the table's strings (mizbazi_fa.qm) and one file per game table (<folder>_fa.qm).
QList<QTranslator*> appTranslators;
QTranslator* qtTranslator = nullptr;
EnglishPlurals* englishPlurals = nullptr;
QString applied = QStringLiteral("en");
QPointer<QCoreApplication> installedIn;  // the application the translators above are in
}  // namespace

void installTranslators(QCoreApplication& app, const QString& language) {
  const bool persian = language == QLatin1String("fa");
  QLocale locale = persian ? QLocale(QLocale::Persian, QLocale::Iran)
                           : QLocale(QLocale::English, QLocale::UnitedStates);
  QLocale::setDefault(locale);
  // The start installs them twice, for the command line's errors and then for the window: the
  // second time (half a millisecond: Qt's own file is read again and every translator told) is
  // skipped.
  if (installedIn == &app && applied == (persian ? QLatin1String("fa") : QLatin1String("en")))
    return;
  for (QTranslator* t : appTranslators) {
    QCoreApplication::removeTranslator(t);
    delete t;
  }
  appTranslators.clear();
  if (qtTranslator) {
    QCoreApplication::removeTranslator(qtTranslator);
    delete qtTranslator;
    qtTranslator = nullptr;
  }
  if (englishPlurals) {
    QCoreApplication::removeTranslator(englishPlurals);
    delete englishPlurals;
    englishPlurals = nullptr;
  }
  if (persian) {
    const QDir i18n(QStringLiteral(":/i18n"));
    for (const QString& file : i18n.entryList({QStringLiteral("*_fa.qm")}, QDir::Files)) {
      auto* t = new QTranslator(&app);
      if (t->load(i18n.filePath(file))) {
        QCoreApplication::installTranslator(t);
        appTranslators.push_back(t);
      } else {
        delete t;
      }
    }
    // Qt's own strings (OK, Cancel, file dialogs) from the system's Qt translations.
    qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
      QCoreApplication::installTranslator(qtTranslator);
    }
  }
  if (!persian) {
    englishPlurals = new EnglishPlurals(&app);
    QCoreApplication::installTranslator(englishPlurals);
  }
  applied = persian ? QStringLiteral("fa") : QStringLiteral("en");
  installedIn = &app;
}

void applyLanguage(QApplication& app, const QString& language, bool forceReverse) {
  installTranslators(app, language);
  const bool persian = applied == QLatin1String("fa");
  Qt::LayoutDirection dir = persian ? Qt::RightToLeft : Qt::LeftToRight;
  if (forceReverse) dir = dir == Qt::RightToLeft ? Qt::LeftToRight : Qt::RightToLeft;
  app.setLayoutDirection(dir);
}

QString currentLanguage() {
  return applied;
}

}  // namespace mizbazi::app
