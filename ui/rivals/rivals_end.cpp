#include "ui/rivals/rivals_end.h"

#include <QLocale>
#include <algorithm>

#include "ui/rivals/rivals_texts.h"

namespace mizbazi::ui::rivals {

QString RivalsEnd::columnCell(const RivalsColumn& c) {
  if (c.empty()) return QString();
  const QLocale loc;
  if (c.bonus > 0) {
    return tr("%1 × %2 + %3 = %4", "footprints × (1 + wagers) + bonus = score")
        .arg(loc.toString(c.footprints), loc.toString(c.multiplier()), loc.toString(c.bonus),
             loc.toString(c.score));
  }
  return tr("%1 × %2 = %3", "footprints × (1 + wagers) = score")
      .arg(loc.toString(c.footprints), loc.toString(c.multiplier()), loc.toString(c.score));
}

QString RivalsEnd::explanation(const RivalsPicture& v, const QStringList& names) {
  const QLocale loc;
  if (v.winners.isEmpty() || v.scores.isEmpty()) return QString();
  const int best = *std::max_element(v.scores.begin(), v.scores.end());
  QStringList tied, winners;
  for (int s = 0; s < v.scores.size(); ++s) {
    if (v.scores[s] == best) tied << names.value(s);
  }
  for (int w : v.winners) winners << names.value(w);
  const QString who = loc.createSeparatedList(winners);
  if (tied.size() == 1) return tr("%1 wins with %Ln point(s).", nullptr, best).arg(who);
  const QString coins = RivalsTexts::coins(v.coins.value(v.winners.value(0)));
  if (v.winners.size() == 1) {
    return tr("%1 tied on %Ln point(s); the tie goes to more coins: %2 has %3 and wins.", nullptr,
              best)
        .arg(loc.createSeparatedList(tied), who, coins);
  }
  return tr("%1 tied on %Ln point(s) and on coins (%2): they share the win.", nullptr, best)
      .arg(who, coins);
}

EndSummary RivalsEnd::summary(EndSummary s, const RivalsPicture& v, const QStringList& names) {
  const QLocale loc;
  s.title = tr("The last card is revealed: the game is over.");
  QVector<EndColumn> columns;
  for (int c = 0; c < kColors; ++c) {
    EndColumn col{RivalsTexts::colorName(c), {}};
    for (int seat = 0; seat < s.rowNames.size(); ++seat) col.cells << columnCell(v.column(seat, c));
    columns << col;
  }
  EndColumn coins{tr("Coins"), {}};
  for (int seat = 0; seat < s.rowNames.size(); ++seat)
    coins.cells << loc.toString(v.coins.value(seat));
  columns << coins;
  s.columns = columns;
  s.explanation = explanation(v, names);
  s.rule =
      tr("Each expedition scores its footprints × (1 + its wagers), and 8 more with four or "
         "more numbered cards; each coin is a point. A tie goes to more coins; if still tied, "
         "the win is shared.");
  return s;
}

}  // namespace mizbazi::ui::rivals
