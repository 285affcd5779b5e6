// How the app learns that Saboteur Duel has a table: called from the generated all_tables.cpp.
#pragma once

namespace mizbazi::ui {
class TableRegistry;
}

namespace mizbazi::ui::saboteur_duel {

void registerTable(TableRegistry& registry);

}  // namespace mizbazi::ui::saboteur_duel
