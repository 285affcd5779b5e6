// The built-in lessons (resources/lessons/<folder>/*.json, compiled in under :/lessons): which
// exist for each game with a table, in the order of their file names, and which the learner has
// finished (remembered in the settings). Only games whose table is registered list lessons.
#pragma once

#include <QString>
#include <QVector>
#include <optional>

#include "core/lesson.h"

namespace mizbazi::app {

struct LessonEntry {
  QString path;    // ":/lessons/<folder>/01-first-steps.json"
  QString key;     // "<folder>/first-steps": what the settings remember (see keyOf)
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

  // The lesson after `key` in the same game (none after a game's last lesson).
  static std::optional<LessonEntry> nextAfter(const QString& key);

  // Whether the learner finished the lesson. A tick kept under the lesson's earlier key (its file
  // name with the number it had before the lessons were put in a new order) counts, and is moved
  // to the current key.
  static bool isCompleted(const QString& key);
  static void setCompleted(const QString& key);
  // Takes over the ticks kept under a registered game's former folders (TableEntry::formerFolders)
  // into the folder its lessons have now. Called once at start; when nothing is kept under a former
  // folder (every start after the first) it reads no lesson file.
  static void takeOverFormerFolders();
  // The catalog key of a lesson path (empty when it is not a built-in one): its folder and its file
  // name without the leading number, which only orders the lessons, so that a lesson moved to
  // another place keeps its tick.
  static QString keyOf(const QString& path);
};

}  // namespace mizbazi::app
