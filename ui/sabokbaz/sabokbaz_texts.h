// Every Sabokbaz word the table shows: family, card and team names, what each card does (for
// tooltips), a card's worth, and the engine's refusals translated by their code. Persian comes from
// the translation (translations/sabokbaz_fa.ts), so the English UI reads the same words in English.
// Card ids are the engine's ("badeh-10", "ajal"); art ids add the game's folder ("sabokbaz/ajal").
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

#include "core/game.h"
#include "sabokbaz/sabokbaz_cards.h"
#include "sabokbaz/sabokbaz_rules.h"
#include "ui/table/refusal_text.h"

namespace mizbazi::ui::sabokbaz {

using mizbazi::sabokbaz::Bonus;
using mizbazi::sabokbaz::Family;

class SabokbazTexts {
  Q_DECLARE_TR_FUNCTIONS(SabokbazTexts)

 public:
  // "koozeh", "sabzeh", "zamaneh", "badeh" → کوزه …; a special's id → its name (دوزخ …).
  static QString suitName(const QString& suitId);
  // A count of a suit's cards: "3 jugs", "1 wine card", «۳ کوزه».
  static QString suitCount(const QString& suitId, int count);
  // What must be followed: jugs, greenery, or wine or fate (→ «باده یا زمانه»).
  static QString familyName(Family family);
  // "badeh-10" → «بادهٔ ۱۰», "ajal" → «اجل» (digits in the UI's language).
  static QString cardName(const QString& cardId);
  // The word on a card's ribbon: capitalised in English ("Badeh"), the name in Persian.
  static QString ribbonName(const QString& kind);
  // A card's or a trick's worth in words: «مثبت ۳», «منفی ۲», «صفر» ("+3", "−2", "0").
  static QString worth(int value);
  // The same as a signed number (card faces, scores, target, end screen): "+۳", "−۲", always
  // read left to right, the sign on the left of the digits, even inside a Persian sentence.
  static QString signedNumber(int value);
  // The card's tooltip: its name, its worth and what it does, in our own words.
  static QString cardTooltip(const QString& cardId);
  // What a special card does (its part of the tooltip); empty for numbered cards.
  static QString specialAbility(const QString& specialId);
  // «سارا و علی»: the members of a team, joined.
  static QString members(const QStringList& names);
  // «تیم ۱: سارا و علی» (team numbers from 0; shown from 1).
  static QString teamLabel(int team, const QStringList& memberNames);
  // «تیم سارا و علی»: a team inside a sentence.
  static QString teamMention(const QStringList& memberNames);
  // All fate → «همهٔ زمانه‌ها», four cards → «چهار کارت»; empty for
  // none.
  static QString bonusName(Bonus bonus);

  // The engine's refusal codes (engine/sabokbaz/sabokbaz_refusals.h) as sentences; nullopt for
  // codes that are not Sabokbaz's own (the framework translates the common ones).
  static std::optional<QString> refusal(const Refusal& why);
  static RefusalTranslator refusalTranslator() { return &SabokbazTexts::refusal; }

  static QString cardArt(const QString& cardId) { return QStringLiteral("sabokbaz/") + cardId; }
  static QString backArt() { return QStringLiteral("sabokbaz/back"); }
  // "sabokbaz/badeh-10" → "badeh-10"; empty for the back and for other games' art.
  static QString cardIdOfArt(const QString& artId);
};

}  // namespace mizbazi::ui::sabokbaz
