#include "app/game_catalog.h"

#include "app/language.h"
#include "core/registry.h"
#include "table/outside_text.h"
#include "table/table_registry.h"

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
  if (const ui::TableEntry* e = ui::TableRegistry::instance().find(id); e && e->name)
    return e->name();
  if (const Game* g = findGame(id.toStdString())) {
    const GameInfo& info = g->info();
    return QString::fromStdString(currentLanguage() == "fa" ? info.nameFa : info.nameEn);
  }
  return ui::outsideText(id);  // from a file's name or a file: no game of ours
}

QString GameCatalog::optionText(const QString& id, const QString& key, const QString& choice) {
  if (const ui::TableEntry* e = ui::TableRegistry::instance().find(id); e && e->optionText) {
    const QString text = e->optionText(key, choice);
    if (!text.isEmpty()) return text;
  }
  if (!choice.isEmpty()) return choice;
  if (const Game* g = findGame(id.toStdString())) {
    if (const OptionSpec* o = g->info().option(key.toStdString()))
      return QString::fromStdString(currentLanguage() == "fa" ? o->nameFa : o->nameEn);
  }
  return key;
}

}  // namespace mizbazi::app
