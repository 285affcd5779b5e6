#include "ui/rivals/rivals_texts.h"

#include <QLocale>

#include "rivals/rivals_cards.h"
#include "rivals/rivals_refusals.h"
#include "rivals/rivals_state.h"
#include "ui/rivals/rivals_drop_refusals.h"
#include "ui/rivals/rivals_moves.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;
using eng::RefusalCode;

namespace {

std::optional<int> nameOf(const QString& cardId) {
  return eng::parseNameId(cardId.toStdString());
}

}  // namespace

QString RivalsTexts::colorName(int color) {
  switch (color) {
    case 0:
      return tr("yellow");
    case 1:
      return tr("blue");
    case 2:
      return tr("white");
    case 3:
      return tr("green");
    case 4:
      return tr("red");
  }
  return QString();
}

QString RivalsTexts::colorName(const QString& colorId) {
  auto color = eng::parseColor(colorId.toStdString());
  return color ? colorName(*color) : colorId;
}

QString RivalsTexts::cardName(const QString& cardId) {
  auto name = nameOf(cardId);
  if (!name) return cardId;
  const QString color = colorName(eng::colorOfName(*name));
  switch (eng::kindOfName(*name)) {
    case eng::kKindWager:
      return tr("%1 wager", "card name: colour").arg(color);
    case eng::kKindStartingWager:
      return tr("%1 starting wager", "card name: colour").arg(color);
    default:
      return tr("%1 %2", "card name: colour, number")
          .arg(color, QLocale().toString(eng::valueOfName(*name)));
  }
}

QString RivalsTexts::cardWord(const QString& cardId) {
  auto name = nameOf(cardId);
  if (!name) return QString();
  switch (eng::kindOfName(*name)) {
    case eng::kKindWager:
      return tr("Wager", "the word on a wager card");
    case eng::kKindStartingWager:
      return tr("Starting wager", "the word on a starting wager card");
    default:
      return QString();
  }
}

QString RivalsTexts::coins(int n) {
  return tr("%Ln coin(s)", nullptr, n);
}

QString RivalsTexts::footprints(int n) {
  return tr("%Ln footprint(s)", nullptr, n);
}

QString RivalsTexts::cardTooltip(const QString& cardId) {
  auto name = nameOf(cardId);
  if (!name) return QString();
  const QString color = colorName(eng::colorOfName(*name));
  switch (eng::kindOfName(*name)) {
    case eng::kKindWager:
      return tr("%1: each wager in an expedition multiplies its footprints once more (one wager "
                "doubles them, two triple them). Only before the expedition's first numbered "
                "card.")
          .arg(cardName(cardId));
    case eng::kKindStartingWager:
      return tr("%1: dealt before the game; it counts as a wager in your %2 expedition.")
          .arg(cardName(cardId), color);
    default: {
      const int value = eng::valueOfName(*name);
      return tr("%1: %2. It may go into your %3 expedition while its last number is %4 or "
                "lower.")
          .arg(cardName(cardId), footprints(eng::footprintsOfName(*name)), color,
               QLocale().toString(value));
    }
  }
}

QString RivalsTexts::stackName(int stack) {
  switch (stack) {
    case 0:
      return tr("first stack");
    case 1:
      return tr("second stack");
    case 2:
      return tr("third stack");
    case 3:
      return tr("fourth stack");
  }
  return QString();
}

QString RivalsTexts::pileName(const Place& place, int viewer, const QString& ownerName) {
  switch (place.zone) {
    case eng::kZoneStack:
      return stackName(place.slot);
    case eng::kZoneDisplay:
      return tr("the display");
    case eng::kZoneOut:
      return tr("out of the game (face down)");
    case eng::kZoneBox:
      return tr("the box");
    case eng::kZoneExpedition:
      if (place.seat == viewer) {
        return tr("your %1 expedition", "colour").arg(colorName(place.slot));
      }
      return tr("%1's %2 expedition", "owner, colour").arg(ownerName, colorName(place.slot));
    case kZonePurse:
      if (place.seat == viewer) return tr("your coins");
      return tr("%1's coins", "owner").arg(ownerName);
    case kZoneReserve:
      return tr("the reserve");
  }
  return QString();
}

QString RivalsTexts::pileTooltip(const Place& place) {
  switch (place.zone) {
    case eng::kZoneStack:
      return tr(
          "A stack of face-down cards. Reveal its top card into the display; when a stack "
          "runs out, the reserve is shared and the next stack comes into play. The last "
          "card of the fourth stack ends the game.");
    case eng::kZoneDisplay:
      return tr(
          "The display: the cards up for auction. Its cards stay until an auction's winner "
          "takes them or no one can use them any more.");
    case eng::kZoneOut:
      return tr(
          "Cards out of the game: one discard per auction, and the cards no one can use "
          "any more.");
    case eng::kZoneBox:
      return tr("The starting wagers nobody was dealt.");
    case eng::kZoneExpedition:
      return tr(
          "An expedition: wagers first, then numbers that never go down. Worth its "
          "footprints × (1 + its wagers), and eight more with four or more numbered cards.");
    case kZonePurse:
      return tr("Coins: pay for auctions with them; each coin left at the end is one point.");
    case kZoneReserve:
      return tr(
          "The reserve: auction payments. When a stack runs out it is shared equally; what "
          "cannot be shared stays. Coins here score nothing.");
  }
  return QString();
}

QString RivalsTexts::cardIdOfArt(const QString& art) {
  if (!art.startsWith(QStringLiteral("rivals/"))) return QString();
  const QString id = art.mid(7);
  return nameOf(id) ? id : QString();
}

std::optional<QString> RivalsTexts::refusal(const Refusal& why) {
  auto arg = [&](std::size_t i) {
    return i < why.args.size() ? QString::fromStdString(why.args[i]) : QString();
  };
  const QLocale loc;
  // args[0] is the action's text; the figures follow (rivals_refusals.h).
  if (const auto code = refusalOf<RefusalCode>(why)) {
    switch (*code) {  // every code, no default: a code without words does not build
      case RefusalCode::kUnknownAction:
        return tr("That is not a move of Rivals.");
      case RefusalCode::kAuctionRunning:
        return tr("An auction is running: bid higher or pass.");
      case RefusalCode::kClaimRunning:
        return tr(
            "You won the auction: take cards from the display into your expeditions, discard "
            "one if you like, then press Done.");
      case RefusalCode::kNoAuction:
        return tr("There is no auction to pass in: reveal a card or open an auction with a bid.");
      case RefusalCode::kNotAuctionWinner:
        return tr(
            "Only the winner of an auction takes or discards display cards, right after "
            "winning it.");
      case RefusalCode::kDisplayEmpty:
        return tr("The display is empty, so there is nothing to auction: reveal a card first.");
      case RefusalCode::kBidBelowOne:
        return tr("A bid is at least one coin.");
      case RefusalCode::kBidNotHigher:
        return tr("Your bid must be higher than the current bid of %1.").arg(coins(arg(1).toInt()));
      case RefusalCode::kNotEnoughCoins:
        if (arg(1).toInt() == 0) return tr("You have no coins to bid with.");
        return tr("You cannot bid more than you have: %1.").arg(coins(arg(1).toInt()));
      case RefusalCode::kCardNotInDisplay:
        return tr("%1 is not in the display.").arg(cardName(arg(1)));
      case RefusalCode::kWagerAfterNumber:
        return tr("Your %1 expedition already has a numbered card: wagers go only before the "
                  "first number.")
            .arg(colorName(arg(1).section('-', 0, 0)));
      case RefusalCode::kNumberTooLow:
        return tr("Your %1 expedition is already at %2, so %3 is too low: numbers never go down.")
            .arg(colorName(arg(1).section('-', 0, 0)), loc.toString(arg(2).toInt()),
                 cardName(arg(1)));
      case RefusalCode::kAlreadyDiscarded:
        return tr("You have already discarded a card after this auction: only one is allowed.");
    }
  }
  // The table's own reasons for a drop that is no move (RivalsMoves::whyNoMove).
  if (const auto code = refusalOf<DropRefusalCode>(why)) {
    switch (*code) {
      case DropRefusalCode::kWrongColumn:
        return tr("%1 goes into your %2 expedition, not the %3 one.")
            .arg(cardName(arg(0)), colorName(arg(0).section('-', 0, 0)), colorName(arg(1)));
      case DropRefusalCode::kNotYourExpedition:
        return tr("You can add cards only to your own expeditions.");
    }
  }
  return std::nullopt;
}

}  // namespace mizbazi::ui::rivals
