// How the app learns that Zirkhaki has a table: called from the generated all_tables.cpp.
#pragma once

namespace mizbazi::ui {
class TableRegistry;
}

namespace mizbazi::ui::zirkhaki {

void registerTable(TableRegistry& registry);

}  // namespace mizbazi::ui::zirkhaki
