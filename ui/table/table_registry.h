// Which games have a table in this build, what the chooser says of them and how to make one. Each
// game table registers itself from its own folder (ui/<folder>/<folder>_registration.h), called
// from the generated all_tables.cpp, like the engine's games: nothing here names a game.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>
#include <functional>
#include <string>
#include <vector>

#include "core/game_record.h"
#include "ui/table/refusal_text.h"
#include "ui/table/table_controller.h"

class QWidget;

namespace mizbazi::ui {

class GameTable;

using TableFactory =
    std::function<GameTable*(GameRecord record, const TableOptions& options, QWidget* parent)>;

struct TableEntry {
  QString gameId;                  // the engine's id
  std::function<QString()> name;   // translated when asked (the language can change)
  std::function<QString()> blurb;  // one line: players and what the game is about
  QString artId;                   // card art on the chooser ("zirkhaki/back")
  TableFactory create;
  // The game's refusal codes in the UI's words (for files whose moves are refused before any
  // table exists); may be empty.
  RefusalTranslator refusals;
  // The table's own refusal codes, for a drop that is no action (its DropRefusalCode,
  // ui/table/table_refusals.h), as Game::refusalCodes lists the engine's: each has words in
  // `refusals`. Empty when the table has none.
  std::vector<std::string> refusalCodes;
  // The new-game dialog's words for the game's options: an option's name (`choice` empty) or one
  // of its choices ("green" → «سبز»), translated when asked. Empty, or an empty answer: the
  // engine's own name, or the choice as written.
  std::function<QString(const QString& key, const QString& choice)> optionText;
  // Who made the game and on what terms, for the About page (translated when asked); may be empty.
  std::function<QString()> credit;
  // The folders the game's code had before a rename. What the app keeps by folder (the ticks of
  // finished lessons, "lessons/completed/<folder>/<lesson>") is taken over from them once at start
  // (app/lesson_catalog.h), so a person who finished lessons in an earlier version keeps them.
  QStringList formerFolders;
};

class TableRegistry {
 public:
  static TableRegistry& instance();
  // Registering the same game twice replaces the first entry (tests may re-register).
  void add(TableEntry entry);
  bool has(const QString& gameId) const;
  const TableEntry* find(const QString& gameId) const;
  // In registration order (the order of MIZBAZI_GAMES).
  const QVector<TableEntry>& entries() const { return entries_; }
  // nullptr when the record's game has no table in this build.
  GameTable* create(GameRecord record, const TableOptions& options, QWidget* parent) const;

 private:
  QVector<TableEntry> entries_;
};

// Registers every table built in (generated: ui/all_tables.cpp.in); safe to call repeatedly.
void registerAllTables();

}  // namespace mizbazi::ui
