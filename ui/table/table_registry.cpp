#include "table/table_registry.h"

#include "table/game_table.h"
#ifdef MIZBAZI_UI_HAS_ZIRKHAKI
#include "zirkhaki/zirkhaki_table.h"
#endif

namespace mizbazi::ui {

TableRegistry& TableRegistry::instance() {
  static TableRegistry registry;
  return registry;
}

void TableRegistry::add(const QString& gameId, TableFactory factory) {
  factories_.insert(gameId, std::move(factory));
}

bool TableRegistry::has(const QString& gameId) const {
  registerAllTables();
  return factories_.contains(gameId);
}

GameTable* TableRegistry::create(Match match, const TableOptions& options, QWidget* parent) const {
  registerAllTables();
  auto it = factories_.find(QString::fromStdString(match.game().info().id));
  if (it == factories_.end()) return nullptr;
  return (*it)(std::move(match), options, parent);
}

void registerAllTables() {
  static bool done = false;
  if (done) return;
  done = true;
#ifdef MIZBAZI_UI_HAS_ZIRKHAKI
  TableRegistry::instance().add("zirkhaki", [](Match m, const TableOptions& o, QWidget* parent) {
    return static_cast<GameTable*>(new zirkhaki::ZirkhakiTable(std::move(m), o, parent));
  });
#endif
}

}  // namespace mizbazi::ui
