#include "ui/zirkhaki/zirkhaki_end.h"

#include <QLocale>
#include <algorithm>

#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

QString ZirkhakiEnd::explanation(const ZirkhakiPicture& v, const QStringList& names) {
  const QLocale loc;
  if (v.winners.isEmpty() || v.scores.isEmpty()) return QString();
  const int best = *std::max_element(v.scores.begin(), v.scores.end());
  QVector<int> top;
  for (int s = 0; s < v.scores.size(); ++s) {
    if (v.scores[s] == best) top << s;
  }
  QStringList winnerNames;
  for (int w : v.winners) winnerNames << names.value(w);
  const QString winners = loc.createSeparatedList(winnerNames);
  if (top.size() == 1) {
    return tr("%1 wins with %2 points.").arg(winners, loc.toString(best));
  }
  QStringList tiedNames;
  for (int s : top) tiedNames << names.value(s);
  const QString tied = loc.createSeparatedList(tiedNames);
  if (v.winners.size() == 1) {
    return tr("%1 tied on %2 points; the tie goes to more cards in the field: %3 has %4 and wins.")
        .arg(tied, loc.toString(best), winners, loc.toString(v.cardCounts.value(v.winners[0])));
  }
  if (v.winners.size() == top.size()) {
    return tr("%1 tied on %2 points and on cards in the field (%3): they all win.")
        .arg(tied, loc.toString(best), loc.toString(v.cardCounts.value(v.winners[0])));
  }
  return tr("%1 tied on %2 points; with the most cards in the field (%3), %4 win.")
      .arg(tied, loc.toString(best), loc.toString(v.cardCounts.value(v.winners[0])), winners);
}

EndSummary ZirkhakiEnd::summary(EndSummary s, const ZirkhakiPicture& v, const QStringList& names) {
  const QLocale loc;
  s.title = tr("The deck is empty: the game is over.");
  EndColumn cards{tr("Cards in field"), {}};
  EndColumn ring{tr("Ring"), {}};
  for (int seat = 0; seat < s.rowNames.size(); ++seat) {
    cards.cells << loc.toString(v.cardCounts.value(seat));
    // Empty when the seat has no ring, so that a basic game shows no Ring column at all.
    ring.cells << (seat < v.rings.size() && !v.rings[seat].isEmpty()
                       ? ZirkhakiTexts::ringName(v.rings[seat])
                       : QString());
  }
  s.columns = {cards, ring};
  s.explanation = explanation(v, names);
  s.rule =
      tr("Score: the top card of each suit in your field counts. Ties go to the player with "
         "more cards in their field; if still tied, all of them win.");
  return s;
}

}  // namespace mizbazi::ui::zirkhaki
