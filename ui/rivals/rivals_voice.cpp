// What the Rivals table says to a screen reader (ui/table/table_voice.h): its piles by the names
// its messages use (RivalsTexts::pileName), each expedition with its live score, the display with
// the auction line, purses and the reserve as counts of coins, the cards out of the game (public)
// by name, and each seat with its coins and score. Everything from the picture and the scene's own
// lines, drawn from the observation of the seat on screen.
#include <QLocale>

#include "rivals/rivals_state.h"
#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_scene.h"
#include "ui/rivals/rivals_table.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

QString RivalsTable::placeName(const Place& place) const {
  const QString name = RivalsTexts::pileName(place, youSeat(), names().value(place.seat));
  return name.isEmpty() ? GameTable::placeName(place) : name;
}

QString RivalsTable::pileSummary(const Pile& pile) const {
  const Place& key = pile.key();
  const QString name = placeName(key);
  const int count = static_cast<int>(pile.cards().size());
  switch (key.zone) {
    case kZonePurse:
    case kZoneReserve:
      return tr("%1: %2", "a pile of coins: its name, how many")
          .arg(name, RivalsTexts::coins(count));
    case eng::kZoneOut:
      return count == 0 ? tr("%1, empty").arg(name) : outWords();
    case eng::kZoneStack: {
      if (count == 0) return QString();
      const QString left = tr("%1, %Ln card(s)", nullptr, count).arg(name);
      return key.slot == model().currentStack ? tr("%1, the stack to reveal from").arg(left) : left;
    }
    case eng::kZoneDisplay: {
      // The auction line goes with the display it is about.
      QString words = count == 0 ? tr("%1, empty").arg(name) : GameTable::pileSummary(pile);
      if (const LabelItem* line = gameScene().auctionLabel(); line && !line->text().isEmpty())
        words = tr("%1; %2", "the display; the auction line").arg(words, line->text());
      return words;
    }
    case eng::kZoneExpedition: {
      if (count == 0) return GameTable::pileSummary(pile);
      const RivalsColumn& column = model().column(key.seat, key.slot);
      return tr("%1, score %2", "an expedition's words, its score")
          .arg(GameTable::pileSummary(pile), QLocale().toString(column.score));
    }
    default:
      break;
  }
  return GameTable::pileSummary(pile);
}

bool RivalsTable::cardsAreObjects(const Pile& pile) const {
  // Coins are counted, not listed one by one.
  const int zone = pile.key().zone;
  return zone != kZonePurse && zone != kZoneReserve && GameTable::cardsAreObjects(pile);
}

QString RivalsTable::artName(const QString& artId) const {
  if (artId == RivalsTexts::coinArt()) return RivalsTexts::coins(1);
  return GameTable::artName(artId);
}

QString RivalsTable::seatSummary(int seat) const {
  const QLocale loc;
  return tr("%1, %2, score %3", "a seat: name, coins, score")
      .arg(GameTable::seatSummary(seat), RivalsTexts::coins(model().coins.value(seat)),
           loc.toString(model().scores.value(seat)));
}

QString RivalsTable::moveWords(const QString& actionText) const {
  if (actionText == QLatin1String("reveal") && model().currentStack >= 0)
    return tr("Reveal the top card of the %1").arg(RivalsTexts::stackName(model().currentStack));
  return GameTable::moveWords(actionText);
}

}  // namespace mizbazi::ui::rivals
