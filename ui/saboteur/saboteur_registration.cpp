#include "ui/saboteur/saboteur_registration.h"

#include "ui/saboteur/saboteur_drop_refusals.h"
#include "ui/saboteur/saboteur_table.h"
#include "ui/saboteur/saboteur_texts.h"
#include "ui/table/table_registry.h"

namespace mizbazi::ui::saboteur {

void registerTable(TableRegistry& registry) {
  TableEntry e;
  e.gameId = QStringLiteral("saboteur-duel");
  e.name = [] { return SaboteurTable::tr("Saboteur: the Duel"); };
  e.blurb = [] {
    return SaboteurTable::tr(
        "2 players, or 1 alone. Dig a maze of tunnels toward hidden gold, open doors with keys, "
        "bribe trolls and break your rival's tools.");
  };
  e.artId = QStringLiteral("saboteur/back");
  e.create = [](GameRecord record, const TableOptions& o, QWidget* parent) -> GameTable* {
    return new SaboteurTable(std::move(record), o, parent);
  };
  e.optionText = [](const QString& key, const QString& choice) {
    if (key == QLatin1String("solo")) return SaboteurTable::tr("Solo game");
    if (key != QLatin1String("solo_color")) return QString();
    if (choice.isEmpty()) return SaboteurTable::tr("Your dwarf's colour");
    const Color color = colorOfId(choice);
    return color == Color::kNone ? choice : SaboteurTexts::colorName(color);
  };
  e.refusals = &SaboteurTexts::refusal;  // a file's refused move, told in the UI's words
  e.refusalCodes = refusalCodesOf<DropRefusalCode>();
  // The folders' name before issue 34 ("one name per thing"): kept lesson ticks move on.
  e.formerFolders = {QStringLiteral("saboteur")};
  registry.add(std::move(e));
}

}  // namespace mizbazi::ui::saboteur
