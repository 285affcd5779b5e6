// Nine's entry in the table registry (a test game: registered by tests/games' test_tables.cpp).
#pragma once

namespace mizbazi::ui {
class TableRegistry;
}

namespace mizbazi::ui::nine {

void registerTable(TableRegistry& registry);

}  // namespace mizbazi::ui::nine
