#include "ui/app/game_catalog.h"

#include "core/registry.h"
#include "ui/table/outside_text.h"
#include "ui/table/table_registry.h"

namespace mizbazi::app {

QVector<CatalogEntry> GameCatalog::entries() {
  QVector<CatalogEntry> out;
  for (const ui::TableEntry& e : ui::TableRegistry::instance().entries()) {
    if (!findGame(e.gameId.toStdString())) continue;  // a table without its engine: not playable
    out.push_back(
        {e.gameId, e.name ? e.name() : e.gameId, e.blurb ? e.blurb() : QString(), e.artId});
  }
  return out;
}

QString GameCatalog::nameOf(const QString& id) {
  // The players' words are the table's (Linguist); the engine's name is English for the command
  // line. A game without a table in this build is shown by its id, as written.
  if (const ui::TableEntry* e = ui::TableRegistry::instance().find(id); e && e->name)
    return e->name();
  return ui::outsideText(id);  // from a file's name or a file, or no table of ours
}

QString GameCatalog::optionText(const QString& id, const QString& key, const QString& choice) {
  if (const ui::TableEntry* e = ui::TableRegistry::instance().find(id); e && e->optionText) {
    const QString text = e->optionText(key, choice);
    if (!text.isEmpty()) return text;
  }
  if (!choice.isEmpty()) return choice;
  return key;
}

}  // namespace mizbazi::app
