// Mixing directions safely: a player's name (Persian or Latin) inside a sentence of the other
// direction must not reorder the sentence around it ("s turn'سارا"). Unicode isolates keep it
// whole.
#pragma once

#include <QString>

namespace mizbazi::ui {

// FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE around `text`.
inline QString isolate(const QString& text) {
  return QChar(0x2068) + text + QChar(0x2069);
}

// The text without isolates (for comparisons and plain-text logs).
inline QString withoutIsolates(QString text) {
  text.remove(QChar(0x2068));
  text.remove(QChar(0x2069));
  return text;
}

}  // namespace mizbazi::ui
