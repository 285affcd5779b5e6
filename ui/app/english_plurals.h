// English is the source language, so it has no translation file, and Qt picks a plural form only
// from a translation. This translator gives English its plurals: a counted string is written
// once with "(s)" where English adds an s ("%Ln card(s)", through tr(text, nullptr, n)) and is
// read "1 card" or "3 cards". Persian needs no such rule (one form); its .ts gives the sentence.
#pragma once

#include <QTranslator>

namespace mizbazi::app {

class EnglishPlurals : public QTranslator {
 public:
  using QTranslator::QTranslator;
  QString translate(const char* context, const char* sourceText,
                    const char* disambiguation = nullptr, int n = -1) const override;
  bool isEmpty() const override { return false; }
};

}  // namespace mizbazi::app
