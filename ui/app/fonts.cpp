#include "ui/app/fonts.h"

#include <QFontDatabase>
#include <QStringList>

namespace mizbazi::app {

QString loadBundledFonts() {
  QString family;
  for (const char* face : {":/fonts/Vazirmatn-Regular.ttf", ":/fonts/Vazirmatn-Medium.ttf",
                           ":/fonts/Vazirmatn-Bold.ttf"}) {
    int id = QFontDatabase::addApplicationFont(QString::fromLatin1(face));
    if (id >= 0 && family.isEmpty()) {
      const QStringList families = QFontDatabase::applicationFontFamilies(id);
      if (!families.isEmpty()) family = families.first();
    }
  }
  return family;
}

}  // namespace mizbazi::app
