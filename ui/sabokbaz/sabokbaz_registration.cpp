#include "ui/sabokbaz/sabokbaz_registration.h"

#include "ui/sabokbaz/sabokbaz_table.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/table_registry.h"

namespace mizbazi::ui::sabokbaz {

void registerTable(TableRegistry& registry) {
  TableEntry e;
  e.gameId = QStringLiteral("sabokbaz");
  e.name = [] { return SabokbazTable::tr("Sabokbaz"); };
  e.blurb = [] {
    return SabokbazTable::tr(
        "4 or 6 players in teams of two. Take tricks worth points; fate and the specials can "
        "turn a hand around.");
  };
  e.artId = QStringLiteral("sabokbaz/back");
  e.create = [](GameRecord record, const TableOptions& o, QWidget* parent) -> GameTable* {
    return new SabokbazTable(std::move(record), o, parent);
  };
  e.optionText = [](const QString& key, const QString&) {
    return key == QLatin1String("target") ? SabokbazTable::tr("The match ends at plus or minus")
                                          : QString();
  };
  e.refusals = &SabokbazTexts::refusal;  // a file's refused move, told in the UI's words
  // The designer's condition (his notes at the end of the game's rulebook).
  e.credit = [] {
    return SabokbazTable::tr(
        "Sabokbaz was designed by Shahab Siavash in 1395 SH. He asks that the game not be "
        "published in any form, software included, without his permission.");
  };
  registry.add(std::move(e));
}

}  // namespace mizbazi::ui::sabokbaz
