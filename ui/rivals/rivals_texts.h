// Every Rivals word the table shows: colour and card names, what a card or a pile is for
// (tooltips), the stacks' ordinals, and the engine's refusals by code with their arguments filled
// in. Persian comes from translations/rivals_fa.ts, so the English UI reads the same words in
// English; digits go through QLocale (Persian digits in Persian).
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "core/event.h"
#include "core/game.h"

namespace mizbazi::ui::rivals {

class RivalsTexts {
  Q_DECLARE_TR_FUNCTIONS(RivalsTexts)

 public:
  // Colours by index (the engine's order: yellow, blue, white, green, red) or by id ("red").
  static QString colorName(int color);
  static QString colorName(const QString& colorId);
  // "red-4" → «قرمز ۴», "red-w" → «شرط‌بندی قرمز»,
  // "red-s" → «شرط‌بندی آغازین قرمز».
  static QString cardName(const QString& cardId);
  // The word painted on a wager's ribbon, «شرط‌بندی» or «شرط آغازین»;
  // empty for numbers.
  static QString cardWord(const QString& cardId);
  // One or two sentences: what the card is worth and where it may go.
  static QString cardTooltip(const QString& cardId);
  // "one coin" / "5 coins" and "one footprint" / "2 footprints", with QLocale digits.
  static QString coins(int n);
  static QString footprints(int n);
  // "first" .. "fourth" stack, for 0 .. 3.
  static QString stackName(int stack);

  // A pile by its key (rivals_moves.h: the engine's zones, and the UI's purse and reserve), seen
  // by `viewer` ("your red expedition" when it is theirs), and what it is for.
  static QString pileName(const Place& place, int viewer, const QString& ownerName = {});
  static QString pileTooltip(const Place& place);

  // The engine's refusal codes (engine/rivals/rivals_refusals.h) and the table's own
  // (rivals_drop_refusals.h), translated with their arguments; nullopt for other codes.
  static std::optional<QString> refusal(const Refusal& why);

  // Art ids of the card files (resources/cards/rivals/).
  static QString artId(const QString& cardId) { return QStringLiteral("rivals/") + cardId; }
  static QString backArt() { return QStringLiteral("rivals/back"); }
  static QString coinArt() { return QStringLiteral("rivals/coin"); }
  // "rivals/red-4" → "red-4"; empty for the back, the coin and other games' art.
  static QString cardIdOfArt(const QString& art);
};

}  // namespace mizbazi::ui::rivals
