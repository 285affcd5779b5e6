#include "ui/zirkhaki/zirkhaki_registration.h"

#include "ui/table/table_registry.h"
#include "ui/zirkhaki/zirkhaki_drop_refusals.h"
#include "ui/zirkhaki/zirkhaki_table.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

void registerTable(TableRegistry& registry) {
  TableEntry e;
  e.gameId = QStringLiteral("zirkhaki");
  e.name = [] { return ZirkhakiTable::tr("Zirkhaki"); };
  e.blurb = [] {
    return ZirkhakiTable::tr(
        "2 to 8 players. Dig up treasure card by card; push your luck, or lose the lot.");
  };
  e.artId = QStringLiteral("zirkhaki/back");
  e.create = [](GameRecord record, const TableOptions& o, QWidget* parent) -> GameTable* {
    return new ZirkhakiTable(std::move(record), o, parent);
  };
  e.optionText = [](const QString& key, const QString&) {
    return key == QLatin1String("rings") ? ZirkhakiTable::tr("Advanced game, with rings")
                                         : QString();
  };
  e.refusals = &ZirkhakiTexts::refusal;  // a file's refused move, told in the UI's words
  e.refusalCodes = refusalCodesOf<DropRefusalCode>();
  registry.add(std::move(e));
}

}  // namespace mizbazi::ui::zirkhaki
