#include "ui/table/table_registry.h"

#include <algorithm>
#include <limits>

#include "core/registry.h"
#include "ui/table/game_table.h"

namespace mizbazi::ui {

TableRegistry& TableRegistry::instance() {
  static TableRegistry registry;
  return registry;
}

void TableRegistry::add(TableEntry entry) {
  for (TableEntry& e : entries_) {
    if (e.gameId == entry.gameId) {
      e = std::move(entry);
      return;
    }
  }
  // In the engine's order of games (GameInfo::listPosition); a table without its game, last.
  auto positionOf = [](const QString& id) {
    const Game* game = findGame(id.toStdString());
    return game ? game->info().listPosition : std::numeric_limits<int>::max();
  };
  const int position = positionOf(entry.gameId);
  auto after = std::find_if(entries_.begin(), entries_.end(),
                            [&](const TableEntry& e) { return positionOf(e.gameId) > position; });
  entries_.insert(after, std::move(entry));
}

const TableEntry* TableRegistry::find(const QString& gameId) const {
  for (const TableEntry& e : entries_) {
    if (e.gameId == gameId) return &e;
  }
  return nullptr;
}

bool TableRegistry::has(const QString& gameId) const {
  return find(gameId) != nullptr;
}

GameTable* TableRegistry::create(GameRecord record, const TableOptions& options,
                                 QWidget* parent) const {
  const TableEntry* e = find(QString::fromStdString(record.game().info().id));
  if (!e || !e->create) return nullptr;
  return e->create(std::move(record), options, parent);
}

}  // namespace mizbazi::ui
