// How the app learns that Rivals has a table: called from the generated all_tables.cpp.
#pragma once

namespace mizbazi::ui {
class TableRegistry;
}

namespace mizbazi::ui::rivals {

void registerTable(TableRegistry& registry);

}  // namespace mizbazi::ui::rivals
