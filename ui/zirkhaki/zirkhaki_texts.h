// Every Zirkhaki word the table shows: card, suit and ring names, the refusal reasons by code,
// and the art ids of the card files. Persian comes from the translation, so the English UI reads
// the same words in English.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>

#include "core/game.h"
#include "zirkhaki/zirkhaki_state.h"

namespace mizbazi::ui::zirkhaki {

using mizbazi::zirkhaki::ChoiceKind;

class ZirkhakiTexts {
  Q_DECLARE_TR_FUNCTIONS(ZirkhakiTexts)

 public:
  static QString suitName(const QString& suitId);    // "coin" → سکه
  static QString cardName(const QString& cardId);    // "coin-7" → سکهٔ ۷
  static QString ringName(const QString& ringId);    // "rogue" → رند
  static QString ringEffect(const QString& ringId);  // one line, for tooltips and the log
  static QString suitEffect(const QString& suitId);  // what a card of the suit does, one line
  static QString pendingHint(ChoiceKind kind);       // what the player must do
  static std::optional<QString> refusal(const Refusal& why);

  static QString cardArt(const QString& cardId) { return "zirkhaki/" + cardId; }
  static QString ringArt(const QString& ringId) { return "zirkhaki/ring-" + ringId; }
  static QString backArt() { return QStringLiteral("zirkhaki/back"); }
  static QString ringBackArt() { return QStringLiteral("zirkhaki/ring-back"); }
  // "zirkhaki/coin-7" → "coin-7" (empty for rings and backs)
  static QString cardIdOfArt(const QString& art);
  static QString suitOf(const QString& cardId) { return cardId.section('-', 0, 0); }
  static int valueOf(const QString& cardId) { return cardId.section('-', 1).toInt(); }
};

}  // namespace mizbazi::ui::zirkhaki
