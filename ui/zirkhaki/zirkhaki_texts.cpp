#include "ui/zirkhaki/zirkhaki_texts.h"

#include <QLocale>

#include "ui/zirkhaki/zirkhaki_drop_refusals.h"
#include "zirkhaki/zirkhaki_refusals.h"

namespace mizbazi::ui::zirkhaki {

using mizbazi::zirkhaki::RefusalCode;

QString ZirkhakiTexts::suitName(const QString& s) {
  if (s == "astrolabe") return tr("astrolabe");
  if (s == "pistol") return tr("pistol");
  if (s == "dagger") return tr("dagger");
  if (s == "carpet") return tr("carpet");
  if (s == "snake") return tr("snake");
  if (s == "horseshoe") return tr("horseshoe");
  if (s == "coin") return tr("coin");
  if (s == "chest") return tr("chest");
  if (s == "key") return tr("key");
  if (s == "map") return tr("map");
  return s;
}

QString ZirkhakiTexts::cardName(const QString& id) {
  const QString suit = suitOf(id);
  const QString v = QLocale().toString(valueOf(id));
  // One template per suit: Persian joins a name and its number differently after a final «ه».
  if (suit == "astrolabe") return tr("astrolabe %1").arg(v);
  if (suit == "pistol") return tr("pistol %1").arg(v);
  if (suit == "dagger") return tr("dagger %1").arg(v);
  if (suit == "carpet") return tr("carpet %1").arg(v);
  if (suit == "snake") return tr("snake %1").arg(v);
  if (suit == "horseshoe") return tr("horseshoe %1").arg(v);
  if (suit == "coin") return tr("coin %1").arg(v);
  if (suit == "chest") return tr("chest %1").arg(v);
  if (suit == "key") return tr("key %1").arg(v);
  if (suit == "map") return tr("map %1").arg(v);
  return id;
}

QString ZirkhakiTexts::ringName(const QString& r) {
  if (r == "snake-charmer") return tr("Snake Charmer");
  if (r == "strongman") return tr("Strongman");
  if (r == "blade") return tr("Blade");
  if (r == "treasure-lover") return tr("Treasure Lover");
  if (r == "goldsmith") return tr("Goldsmith");
  if (r == "map-reader") return tr("Map Reader");
  if (r == "rogue") return tr("Rogue");
  if (r == "fortune-teller") return tr("Fortune Teller");
  return r;
}

QString ZirkhakiTexts::ringEffect(const QString& r) {
  if (r == "snake-charmer") return tr("A snake goes straight to your field, with no forced draws.");
  if (r == "strongman")
    return tr("The card your pistol shoots goes to your field, not the discard pile.");
  if (r == "blade") return tr("Your dagger may steal any suit, even one you already have.");
  if (r == "treasure-lover") return tr("Chest and key pay out twice as many cards.");
  if (r == "goldsmith") return tr("+5 points at the end if your field holds a coin.");
  if (r == "map-reader") return tr("Your map lets you choose from the whole discard pile.");
  if (r == "rogue") return tr("Your horseshoe plays two cards from your field.");
  if (r == "fortune-teller") return tr("Your astrolabe shows the top three cards.");
  return QString();
}

QString ZirkhakiTexts::suitEffect(const QString& s) {
  if (s == "astrolabe") return tr("You alone see the deck's top card; then draw it or bank.");
  if (s == "pistol") return tr("Shoot a top card of another player's field to the discard pile.");
  if (s == "dagger")
    return tr("Steal a top card from another player's field, of a suit you don't have.");
  if (s == "carpet") return tr("If you bust later this turn, the cards before it are saved.");
  if (s == "snake") return tr("You must draw two more cards before you may bank.");
  if (s == "horseshoe") return tr("Play a top card of your own field again.");
  if (s == "coin") return tr("No ability: it is simply worth more.");
  if (s == "chest")
    return tr("Banked together with a key, it pays out cards from the discard pile.");
  if (s == "key")
    return tr("Banked together with a chest, it pays out cards from the discard pile.");
  if (s == "map") return tr("Reveal cards from the discard pile and play one of them.");
  return QString();
}

QString ZirkhakiTexts::pendingHint(ChoiceKind kind) {
  switch (kind) {
    case ChoiceKind::kPistol:
      return tr(
          "Pistol: click a top card in another player's field to shoot it to the discard pile.");
    case ChoiceKind::kDagger:
      return tr(
          "Dagger: click a top card in another player's field to steal it into your treasure "
          "zone.");
    case ChoiceKind::kHorseshoe:
      return tr("Horseshoe: click a top card in your own field to play it again.");
    case ChoiceKind::kMap:
      return tr("Map: choose one of the revealed cards.");
  }
  return QString();
}

QString ZirkhakiTexts::cardIdOfArt(const QString& art) {
  QString id = art.section('/', 1);
  if (id.startsWith("ring-") || id == "back") return QString();
  return id;
}

std::optional<QString> ZirkhakiTexts::refusal(const Refusal& why) {
  auto arg = [&](std::size_t i) {
    return i < why.args.size() ? QString::fromStdString(why.args[i]) : QString();
  };
  if (const auto code = refusalOf<RefusalCode>(why)) {
    switch (*code) {  // every code, no default: a code without words does not build
      case RefusalCode::kChooseRingFirst:
        return tr("First everyone chooses a ring.");
      case RefusalCode::kNotOffered:
        return tr("That ring was not offered to you.");
      case RefusalCode::kChoicePending:
        return tr("First finish the %1's choice.").arg(suitName(arg(0)));
      case RefusalCode::kForcedDraw:
        return tr("The snake forces %1 more draw(s) before you may bank.")
            .arg(QLocale().toString(arg(0).toInt()));
      case RefusalCode::kDeckEmpty:
        return tr("The deck is empty.");
      case RefusalCode::kNothingToBank:
        return tr("There is nothing in the treasure zone to bank.");
      case RefusalCode::kNoPickNow:
        return tr("There is no card to take now.");
      case RefusalCode::kWrongField:
        if (arg(0) == "horseshoe") return tr("The horseshoe takes a card from your own field.");
        return tr("The %1 targets another player's field.").arg(suitName(arg(0)));
      case RefusalCode::kNoSuchSeat:
        return tr("There is no such player.");
      case RefusalCode::kEmptySuit:
        return tr("That field has no card of that suit.");
      case RefusalCode::kDaggerOwnSuit:
        return tr("You already have %1 in your field, so the dagger cannot steal it.")
            .arg(suitName(arg(0)));
      case RefusalCode::kNoChoiceNow:
        return tr("There are no map cards to choose from.");
      case RefusalCode::kNotRevealed:
        return tr("That card is not among the map's cards.");
    }
  }
  // The table's own reasons for a drop that is no move (ZirkhakiMoves::refusalFor).
  if (const auto code = refusalOf<DropRefusalCode>(why)) {
    switch (*code) {
      case DropRefusalCode::kWrongTargetPistol:
        return tr("The pistol sends the card to the discard pile: drop it there.");
      case DropRefusalCode::kWrongTargetPlay:
        return tr("That card goes into your treasure zone: drop it there.");
      case DropRefusalCode::kWrongTargetBank:
        return tr("To bank, drop the treasure on your own field.");
    }
  }
  return std::nullopt;
}

}  // namespace mizbazi::ui::zirkhaki
