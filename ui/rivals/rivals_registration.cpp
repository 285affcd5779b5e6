#include "ui/rivals/rivals_registration.h"

#include "ui/rivals/rivals_drop_refusals.h"
#include "ui/rivals/rivals_table.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/table_registry.h"

namespace mizbazi::ui::rivals {

void registerTable(TableRegistry& registry) {
  TableEntry e;
  e.gameId = QStringLiteral("rivals");
  e.name = [] { return RivalsTable::tr("Lost Cities: Rivals"); };
  e.blurb = [] {
    return RivalsTable::tr(
        "2 to 4 players. Bid coins for the cards on display and build five expeditions.");
  };
  e.artId = QStringLiteral("rivals/back");
  e.create = [](GameRecord record, const TableOptions& o, QWidget* parent) -> GameTable* {
    return new RivalsTable(std::move(record), o, parent);
  };
  e.credit = [] { return RivalsTable::tr("Lost Cities: Rivals was designed by Reiner Knizia."); };
  e.refusals = &RivalsTexts::refusal;  // a file's refused move, told in the UI's words
  e.refusalCodes = refusalCodesOf<DropRefusalCode>();
  registry.add(std::move(e));
}

}  // namespace mizbazi::ui::rivals
