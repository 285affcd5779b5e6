// What the Zirkhaki table says to a screen reader (ui/table/table_voice.h): its places by the names
// the table writes under them, each seat with its ring and score, the public discard pile by suit,
// and the moves a pending card asks for in the card's own words ("Shoot Sara's coin 7 with the
// pistol"). Everything from the picture, the observation of the seat on screen.
#include <QCoreApplication>
#include <QLocale>

#include "ui/table/pile.h"
#include "ui/zirkhaki/zirkhaki_scene.h"
#include "ui/zirkhaki/zirkhaki_table.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

QString ZirkhakiTable::placeName(const Place& place) const {
  const bool yours = place.seat >= 0 && place.seat == youSeat();
  const QString owner = names().value(place.seat);
  switch (place.zone) {
    case kZoneDeck:
      return QCoreApplication::translate("ZirkhakiScene", "Deck");
    case kZoneDiscard:
      return QCoreApplication::translate("ZirkhakiScene", "Discard pile");
    case kZonePlay:
      return QCoreApplication::translate("ZirkhakiScene", "Treasure zone");
    case kZoneRevealed:
      return QCoreApplication::translate("ZirkhakiScene", "Map");
    case kZonePeek:
      return QCoreApplication::translate("ZirkhakiScene", "Your peek");
    case kZoneOffers:
      return tr("the rings offered");
    case kZoneRing:
      return yours ? tr("your ring") : tr("%1's ring").arg(owner);
    case kZoneField: {
      const QString suit = ZirkhakiTexts::suitName(suitIds().value(place.slot));
      return yours ? tr("your field: %1", "a suit's column of one's field").arg(suit)
                   : tr("%1's field: %2", "owner, suit").arg(owner, suit);
    }
    default:
      break;
  }
  return GameTable::placeName(place);
}

QString ZirkhakiTable::pileSummary(const Pile& pile) const {
  switch (pile.key().zone) {
    case kZoneDiscard:
      // Public: every card by suit, as a click on the pile shows them.
      return model().discard.isEmpty() ? tr("%1, empty").arg(placeName(pile.key()))
                                       : discardWords();
    case kZonePlay:
      // Said when empty too: that it is empty is the news of a turn.
      if (pile.cards().isEmpty()) return tr("%1, empty").arg(placeName(pile.key()));
      break;
    default:
      break;
  }
  return GameTable::pileSummary(pile);
}

QString ZirkhakiTable::artName(const QString& artId) const {
  const QString id = artId.section('/', 1);
  if (id == QLatin1String("ring-back")) return tr("a face-down ring");
  if (id.startsWith(QLatin1String("ring-"))) return ZirkhakiTexts::ringName(id.mid(5));
  return GameTable::artName(artId);
}

QString ZirkhakiTable::seatSummary(int seat) const {
  QStringList parts{GameTable::seatSummary(seat)};
  const QString ring = model().rings.value(seat);
  if (!ring.isEmpty()) parts << ZirkhakiTexts::ringName(ring);
  parts << QCoreApplication::translate("ZirkhakiScene", "score %1")
               .arg(QLocale().toString(model().scores.value(seat)));
  return parts.join(tr(", "));
}

QString ZirkhakiTable::moveWords(const QString& actionText) const {
  const QStringList w = actionText.split(' ');
  const QString verb = w.value(0);
  if (verb == QLatin1String("draw")) return tr("Draw a card");
  if (verb == QLatin1String("bank")) return tr("Bank the treasure zone");
  if (verb == QLatin1String("pick") && w.size() == 3) {
    // The top card of that field's suit: the one the pending card takes.
    const int seat = w[1].toInt();
    const QStringList cards = model().fieldSuit(seat, w[2]);
    const QString card =
        cards.isEmpty() ? ZirkhakiTexts::suitName(w[2]) : ZirkhakiTexts::cardName(cards.last());
    const QString owner = names().value(seat);
    if (model().pendingKind == ChoiceKind::kPistol)
      return tr("Shoot %1's %2 with the pistol").arg(owner, card);
    if (model().pendingKind == ChoiceKind::kDagger)
      return tr("Steal %1's %2 with the dagger").arg(owner, card);
    if (model().pendingKind == ChoiceKind::kHorseshoe)
      return tr("Play your %1 again with the horseshoe").arg(card);
  }
  if (verb == QLatin1String("choose") && w.size() == 2)
    return tr("Take %1 from the map").arg(ZirkhakiTexts::cardName(w[1]));
  if (verb == QLatin1String("ring") && w.size() == 2)
    return tr("Take the ring %1: %2")
        .arg(ZirkhakiTexts::ringName(w[1]), ZirkhakiTexts::ringEffect(w[1]));
  return GameTable::moveWords(actionText);
}

}  // namespace mizbazi::ui::zirkhaki
