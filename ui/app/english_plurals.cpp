#include "ui/app/english_plurals.h"

namespace mizbazi::app {

QString EnglishPlurals::translate(const char*, const char* sourceText, const char*, int n) const {
  // Only counted strings; any other is left to the source text (a null string: not translated).
  if (n < 0 || !sourceText) return QString();
  QString text = QString::fromUtf8(sourceText);
  if (!text.contains(QLatin1String("(s)"))) return QString();
  return text.replace(QLatin1String("(s)"), n == 1 ? QString() : QStringLiteral("s"));
}

}  // namespace mizbazi::app
