#include "ui/saboteur_duel/saboteur_duel_registration.h"

#include "ui/saboteur_duel/saboteur_duel_drop_refusals.h"
#include "ui/saboteur_duel/saboteur_duel_table.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/table_registry.h"

namespace mizbazi::ui::saboteur_duel {

void registerTable(TableRegistry& registry) {
  TableEntry e;
  e.gameId = QStringLiteral("saboteur-duel");
  e.name = [] { return SaboteurDuelTable::tr("Saboteur: the Duel"); };
  e.blurb = [] {
    return SaboteurDuelTable::tr(
        "2 players, or 1 alone. Dig a maze of tunnels toward hidden gold, open doors with keys, "
        "bribe trolls and break your rival's tools.");
  };
  e.artId = QStringLiteral("saboteur_duel/back");
  e.create = [](GameRecord record, const TableOptions& o, QWidget* parent) -> GameTable* {
    return new SaboteurDuelTable(std::move(record), o, parent);
  };
  e.optionText = [](const QString& key, const QString& choice) {
    if (key == QLatin1String("solo")) return SaboteurDuelTable::tr("Solo game");
    if (key != QLatin1String("solo_color")) return QString();
    if (choice.isEmpty()) return SaboteurDuelTable::tr("Your dwarf's colour");
    const Color color = colorOfId(choice);
    return color == Color::kNone ? choice : SaboteurDuelTexts::colorName(color);
  };
  e.refusals = &SaboteurDuelTexts::refusal;  // a file's refused move, told in the UI's words
  e.refusalCodes = refusalCodesOf<DropRefusalCode>();
  // The folders' name before issue 34 ("one name per thing"): kept lesson ticks move on.
  e.formerFolders = {QStringLiteral("saboteur")};
  registry.add(std::move(e));
}

}  // namespace mizbazi::ui::saboteur_duel
