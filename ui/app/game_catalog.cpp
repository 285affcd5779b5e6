#include "app/game_catalog.h"

#include "core/registry.h"
#include "table/table_registry.h"

namespace mizbazi::app {

QVector<CatalogEntry> GameCatalog::entries() {
  auto playable = [](const char* id) {
    return findGame(id) != nullptr && ui::TableRegistry::instance().has(QString::fromLatin1(id));
  };
  return {
      {"zirkhaki", tr("Zirkhaki"),
       tr("2 to 8 players. Dig up treasure card by card; push your luck, or lose the lot."),
       "zirkhaki/back", playable("zirkhaki")},
      {"rivals", tr("Lost Cities: Rivals"),
       tr("2 to 4 players. Bid for expedition cards and build the most valuable routes."), "",
       playable("rivals")},
      {"sabokbaz", tr("Sabokbaz"), tr("4 or 6 players in partnerships. Win tricks together."), "",
       playable("sabokbaz")},
      {"saboteur-duel", tr("Saboteur: The Duel"),
       tr("2 players, or solo. Dig tunnels to the gold and sabotage your rival."), "",
       playable("saboteur-duel")},
  };
}

QString GameCatalog::nameOf(const QString& id) {
  for (const CatalogEntry& e : entries()) {
    if (e.id == id) return e.name;
  }
  return id;
}

}  // namespace mizbazi::app
