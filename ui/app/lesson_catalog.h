// The built-in lessons (resources/lessons/<folder>/*.json, compiled in under :/lessons): which
// exist for each game with a table, in the order of their file names, and which the learner has
// finished (remembered in the settings). Only games whose table is registered list lessons.
#pragma once

#include <QString>
#include <QVector>

#include "core/lesson.h"

namespace mizbazi::app {

struct LessonEntry {
  QString path;    // ":/lessons/<folder>/01-first-steps.json"
  QString key;     // "<folder>/01-first-steps": what the settings remember
  QString gameId;  // the engine's id, from the file
  LessonText title;
};

class LessonCatalog {
 public:
  // Every built-in step lesson of a registered table, game by game in the tables' order, each
  // game's lessons by file name. Files that are not step lessons are left out.
  static QVector<LessonEntry> all();
  static QVector<LessonEntry> of(const QString& gameId);
  // A lesson file read from the resources (or any path). Throws InputError.
  static GameFile read(const QString& path);

  static bool isCompleted(const QString& key);
  static void setCompleted(const QString& key);
  // The catalog key of a lesson path (empty when it is not a built-in one).
  static QString keyOf(const QString& path);
};

}  // namespace mizbazi::app
