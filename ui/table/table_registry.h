// Which games have a table in this build, and how to make one. Registered explicitly at start-up
// (registerAllTables), like the engine's games: static initialisers in a static library would be
// dropped by the linker.
#pragma once

#include <QHash>
#include <QString>
#include <functional>

#include "core/match.h"
#include "table/table_controller.h"

class QWidget;

namespace mizbazi::ui {

class GameTable;

using TableFactory =
    std::function<GameTable*(Match match, const TableOptions& options, QWidget* parent)>;

class TableRegistry {
 public:
  static TableRegistry& instance();
  void add(const QString& gameId, TableFactory factory);
  bool has(const QString& gameId) const;
  GameTable* create(Match match, const TableOptions& options, QWidget* parent) const;

 private:
  QHash<QString, TableFactory> factories_;
};

// Registers every table built in; safe to call repeatedly.
void registerAllTables();

}  // namespace mizbazi::ui
