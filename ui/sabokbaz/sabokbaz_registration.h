// How the app learns that Sabokbaz has a table: called from the generated all_tables.cpp (only
// when Sabokbaz is built in: MIZBAZI_GAMES leaves it out).
#pragma once

namespace mizbazi::ui {
class TableRegistry;
}

namespace mizbazi::ui::sabokbaz {

void registerTable(TableRegistry& registry);

}  // namespace mizbazi::ui::sabokbaz
