#include "ui/sabokbaz/sabokbaz_odds.h"

#include <QLocale>
#include <QSet>

#include "sabokbaz/sabokbaz_cards.h"
#include "ui/sabokbaz/sabokbaz_texts.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

std::optional<SabokbazOdds> SabokbazOdds::of(const SabokbazPicture& v) {
  if (v.finished) return std::nullopt;
  // Every card the seat on screen can see now.
  QSet<QString> seen;
  if (v.seat >= 0 && v.seat < v.hands.size() && v.hands[v.seat].known) {
    for (const QString& id : v.hands[v.seat].cards) seen.insert(id);
  }
  for (const PlayedCard& c : v.trick) seen.insert(c.card);
  for (const QStringList& pile : v.taken) {
    for (const QString& id : pile) seen.insert(id);
  }
  for (const QString& id : v.out) seen.insert(id);

  SabokbazOdds odds;
  for (int c = 0; c < engine::kCardCount; ++c) {
    const QString id = QString::fromStdString(engine::cardId(c));
    if (seen.contains(id)) continue;
    ++odds.total;
    if (engine::isSpecial(c)) {
      odds.specials << id;
    } else {
      ++odds.unseen[engine::suitOf(c)];
    }
  }
  return odds;
}

QString SabokbazOdds::text() const {
  static const char* const kSuits[] = {"koozeh", "sabzeh", "zamaneh", "badeh"};
  QStringList families;
  for (int s = 0; s < 4; ++s) {
    families << SabokbazTexts::suitCount(QString::fromLatin1(kSuits[s]), unseen[s]);
  }
  QStringList names;
  for (const QString& id : specials) names << SabokbazTexts::cardName(id);
  const QString comma = tr(", ");
  const QString head =
      tr("Not seen yet (%Ln card(s)): %1.", nullptr, total).arg(families.join(comma));
  if (names.isEmpty()) return head + ' ' + tr("Every special has been seen.");
  return head + ' ' + tr("Specials still in someone's hand: %1.").arg(names.join(comma));
}

}  // namespace mizbazi::ui::sabokbaz
