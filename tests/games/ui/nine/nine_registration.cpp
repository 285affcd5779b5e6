#include "ui/nine/nine_registration.h"

#include "ui/nine/nine_table.h"
#include "ui/table/table_registry.h"

namespace mizbazi::ui::nine {

void registerTable(TableRegistry& registry) {
  TableEntry e;
  e.gameId = QStringLiteral("nine");
  e.name = [] { return NineTable::tr("Nine"); };
  e.blurb = [] {
    return NineTable::tr("2 players. Nine cards, four each: the higher card takes the trick.");
  };
  e.artId = QStringLiteral("nine/back");
  e.create = [](GameRecord record, const TableOptions& o, QWidget* parent) -> GameTable* {
    return new NineTable(std::move(record), o, parent);
  };
  e.refusals = &NineTable::refusal;
  registry.add(std::move(e));
}

}  // namespace mizbazi::ui::nine
