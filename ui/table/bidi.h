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

// LEFT-TO-RIGHT ISOLATE … POP DIRECTIONAL ISOLATE: for text that reads left to right whatever it
// starts with (a file's path, whose first strong letter may be a Persian folder's name).
inline QString isolateLeftToRight(const QString& text) {
  return QChar(0x2066) + text + QChar(0x2069);
}

// The text without isolates (for comparisons and plain-text logs).
inline QString withoutIsolates(QString text) {
  text.remove(QChar(0x2066));
  text.remove(QChar(0x2068));
  text.remove(QChar(0x2069));
  return text;
}

}  // namespace mizbazi::ui
