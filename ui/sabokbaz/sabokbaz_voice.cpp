// What the Sabokbaz table says to a screen reader (ui/table/table_voice.h): each hand by its
// holder, the trick as one place with who played each card, the family led and who takes it so far,
// each team's taken cards with the scores written beside them, the last trick while it is shown,
// and a move as the card it plays. Everything from the picture, the observation of the seat on
// screen.
#include <QCoreApplication>
#include <QLocale>

#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_scene.h"
#include "ui/sabokbaz/sabokbaz_table.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/label_item.h"
#include "ui/table/pile.h"

namespace mizbazi::ui::sabokbaz {

QString SabokbazTable::placeName(const Place& place) const {
  const QLocale loc;
  switch (place.zone) {
    case places::kHand:
      return place.seat == youSeat() ? tr("your hand")
                                     : tr("%1's hand").arg(names().value(place.seat));
    case places::kTrick:
      // The trick is one place; the places of its cards are not spoken apart.
      return place.slot < 0 ? tr("the trick") : QString();
    case places::kTaken:
      return tr("cards taken by team %1").arg(loc.toString(place.seat + 1));
    case places::kDeck:
      return tr("the deck");
    case places::kOut:
      return QCoreApplication::translate("mizbazi::ui::sabokbaz::SabokbazScene", "Out of the game");
    case places::kLastTrick:
      return place.slot == 0 ? tr("the last trick") : QString();
    default:
      break;
  }
  return GameTable::placeName(place);
}

QString SabokbazTable::pileSummary(const Pile& pile) const {
  const Place& key = pile.key();
  const QLocale loc;
  if (key.zone == places::kTrick && key.slot < 0) {
    // The cards of the trick, each with who played it; the family led; who takes it so far.
    if (model().trick.isEmpty()) return tr("%1, empty").arg(placeName(key));
    QStringList cards;
    for (const PlayedCard& c : model().trick)
      cards << tr("%1 by %2").arg(SabokbazTexts::cardName(c.card), names().value(c.seat));
    QStringList parts{tr("%1: %2").arg(placeName(key), loc.createSeparatedList(cards))};
    if (const LabelItem* led = gameScene().ledLabel(); led && !led->text().isEmpty())
      parts << led->text();
    if (model().trick.size() > 1 && model().takingSeat() >= 0)
      parts << tr("%1 takes it so far, worth %2")
                   .arg(names().value(model().takingSeat()),
                        SabokbazTexts::worth(model().trickPoints()));
    return parts.join(tr("; "));
  }
  if (key.zone == places::kTaken) {
    // With the team's scores, as written beside the table.
    const int team = key.seat;
    const QString scores = QCoreApplication::translate("mizbazi::ui::sabokbaz::SabokbazScene",
                                                       "Team %1: %2 · this hand %3")
                               .arg(loc.toString(team + 1),
                                    SabokbazTexts::signedNumber(model().matchScores.value(team)),
                                    SabokbazTexts::signedNumber(model().handScores.value(team)));
    const int count = static_cast<int>(pile.cards().size());
    return tr("%1, %Ln card(s); %2", nullptr, count).arg(placeName(key), scores);
  }
  if (key.zone == places::kLastTrick && key.slot == 0) {
    if (!gameScene().lastTrickShown() || !model().lastTrick) return QString();
    QStringList cards;
    for (const PlayedCard& c : model().lastTrick->cards)
      cards << tr("%1 by %2").arg(SabokbazTexts::cardName(c.card), names().value(c.seat));
    return tr("%1: %2; %3")
        .arg(placeName(key), loc.createSeparatedList(cards), gameScene().lastTrickLabel()->text());
  }
  return GameTable::pileSummary(pile);
}

int SabokbazTable::seatOfPlace(const Place& place) const {
  // A taken pile's "seat" is its team: it lies apart, with the middle.
  return place.zone == places::kHand ? place.seat : -1;
}

QString SabokbazTable::seatSummary(int seat) const {
  return tr("%1, team %2", "a seat: who, and the team")
      .arg(GameTable::seatSummary(seat), QLocale().toString(model().teamOf(seat) + 1));
}

QString SabokbazTable::moveWords(const QString& actionText) const {
  if (actionText.startsWith(QLatin1String("play ")))
    return tr("Play %1").arg(SabokbazTexts::cardName(actionText.mid(5)));
  return GameTable::moveWords(actionText);
}

}  // namespace mizbazi::ui::sabokbaz
