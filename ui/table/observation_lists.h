// The lists of the observation's shared keys (core/observation_header.h) in the Qt types the
// tables keep them in.
#pragma once

#include <QStringList>
#include <QVector>
#include <string>
#include <vector>

namespace mizbazi::ui {

inline QVector<int> qtList(const std::vector<int>& values) {
  return QVector<int>(values.begin(), values.end());
}

inline QStringList qtList(const std::vector<std::string>& texts) {
  QStringList out;
  out.reserve(static_cast<qsizetype>(texts.size()));
  for (const std::string& t : texts) out << QString::fromStdString(t);
  return out;
}

}  // namespace mizbazi::ui
