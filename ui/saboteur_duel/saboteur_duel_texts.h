// Every Saboteur word the table shows: card, tool and colour names, each card's ability (for
// tooltips, in our own words), goal contents, the solo verdicts, the engine's refusal codes as
// translated sentences, and the art ids of the card files. Persian comes from the translation,
// so the English UI reads the same words in English.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "core/game.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/table/refusal_text.h"

namespace mizbazi::ui::saboteur_duel {

class SaboteurDuelTexts {
  Q_DECLARE_TR_FUNCTIONS(SaboteurDuelTexts)

 public:
  // "door-blue-2" → «در آبی»; goals are named by what they hold. Unknown ids come back as given.
  static QString cardName(const QString& id);
  // The name as a sentence quotes it: «Bend».
  static QString quotedName(const QString& id);
  // The one or two words painted on a card's band ("Sabotage", «تعمیر»); empty when none.
  static QString faceLabel(const QString& id);
  static QString toolName(const QString& tool);  // "lamp" → «چراغ»
  static QString colorName(Color color);         // green → «سبز»
  static QString dwarfName(Color color);         // green → «کوتولهٔ سبز»
  // What a goal holds, as a phrase ("two nuggets behind a blue door", "nothing").
  static QString goalContent(const QString& id);
  // What a card does, in a sentence or two (tooltips and the rules panel). No sentence names a
  // card: a tooltip must not name a card the other seat may hold (the shared-screen rule).
  static QString ability(const QString& id);
  // A card's tooltip: its name, and what it does.
  static QString cardTip(const QString& id);
  // The solo rating 0..3 after three rounds, in our own words.
  static QString soloVerdict(int rating);
  // A count of nuggets in words of the UI language ("two nuggets", «دو قطعه طلا»).
  static QString nuggetsPhrase(int n);

  // The engine's refusals by code, and the table's own for a drop that is no move
  // (saboteur_duel_drop_refusals.h), with their arguments filled in; nullopt for unknown codes.
  static std::optional<QString> refusal(const Refusal& why);
  static RefusalTranslator translator() { return &SaboteurDuelTexts::refusal; }

  // Art ids (resources/cards/saboteur_duel/<id>.svg).
  static QString art(const QString& id, bool turned = false);
  static QString backArt() { return QStringLiteral("saboteur_duel/back"); }
  static QString goalBackArt() { return QStringLiteral("saboteur_duel/goal-back"); }
  static QString dwarfArt(Color color) { return "saboteur_duel/dwarf-" + colorId(color); }
  static QString markerArt(Color color) { return "saboteur_duel/marker-" + colorId(color); }
  // A key on a door, in its owner's colour; no colour: a key in the supply.
  static QString keyArt(Color color) {
    return "saboteur_duel/key-" + (color == Color::kNone ? QStringLiteral("free") : colorId(color));
  }
  static QString toolArt(const QString& tool) { return "saboteur_duel/tool-" + tool; }
  // "saboteur_duel/gold-2a-turned" → "gold-2a" (and whether it is turned); empty for other art.
  static QString cardIdOfArt(const QString& art, bool* turned = nullptr);
};

}  // namespace mizbazi::ui::saboteur_duel
