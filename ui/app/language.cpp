#include "app/language.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace mizbazi::app {

namespace {
QTranslator* appTranslator = nullptr;
QTranslator* qtTranslator = nullptr;
QString applied = QStringLiteral("en");
}  // namespace

void applyLanguage(QApplication& app, const QString& language, bool forceReverse) {
  for (QTranslator** t : {&appTranslator, &qtTranslator}) {
    if (*t) {
      QCoreApplication::removeTranslator(*t);
      delete *t;
      *t = nullptr;
    }
  }
  const bool persian = language == QLatin1String("fa");
  QLocale locale = persian ? QLocale(QLocale::Persian, QLocale::Iran)
                           : QLocale(QLocale::English, QLocale::UnitedStates);
  QLocale::setDefault(locale);
  if (persian) {
    appTranslator = new QTranslator(&app);
    if (appTranslator->load(QStringLiteral(":/i18n/mizbazi_fa.qm"))) {
      QCoreApplication::installTranslator(appTranslator);
    }
    // Qt's own strings (OK, Cancel, file dialogs) from the system's Qt translations.
    qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
      QCoreApplication::installTranslator(qtTranslator);
    }
  }
  Qt::LayoutDirection dir = persian ? Qt::RightToLeft : Qt::LeftToRight;
  if (forceReverse) dir = dir == Qt::RightToLeft ? Qt::LeftToRight : Qt::RightToLeft;
  app.setLayoutDirection(dir);
  applied = persian ? QStringLiteral("fa") : QStringLiteral("en");
}

QString currentLanguage() {
  return applied;
}

}  // namespace mizbazi::app
