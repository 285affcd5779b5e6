#include "ui/rivals/rivals_odds.h"

#include <QLocale>
#include <QStringList>

#include "rivals/rivals_cards.h"
#include "ui/rivals/rivals_texts.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

RivalsOdds RivalsOdds::of(const RivalsPicture& v) {
  RivalsOdds odds;
  odds.unseen.fill(eng::kStackCardsPerColor);
  const auto seen = [&odds](const QString& id) {
    const auto name = eng::parseNameId(id.toStdString());
    // A starting wager was dealt, never in a stack.
    if (!name || eng::kindOfName(*name) == eng::kKindStartingWager) return;
    --odds.unseen[eng::colorOfName(*name)];
  };
  for (const QString& id : v.display) seen(id);
  for (const QString& id : v.out) seen(id);
  for (const auto& seat : v.expeditions) {
    for (const RivalsColumn& column : seat) {
      for (const QString& id : column.cards) seen(id);
    }
  }
  for (int& n : odds.unseen) odds.total += (n = std::max(0, n));
  return odds;
}

QString RivalsOdds::text() const {
  if (total == 0) return QString();
  const QLocale loc;
  QStringList parts;
  for (int c = 0; c < kColors; ++c)
    parts << tr("%1 %2", "colour, cards of it still unseen")
                 .arg(RivalsTexts::colorName(c), loc.toString(unseen[c]));
  return tr("Still in the stacks: %1 (%Ln card(s)).", nullptr, total)
      .arg(loc.createSeparatedList(parts));
}

}  // namespace mizbazi::ui::rivals
