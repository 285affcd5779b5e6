#include "ui/zirkhaki/zirkhaki_odds.h"

#include <QLocale>
#include <QSet>
#include <array>

#include "ui/zirkhaki/zirkhaki_texts.h"
#include "zirkhaki/zirkhaki_cards.h"

namespace mizbazi::ui::zirkhaki {

std::optional<ZirkhakiOdds> ZirkhakiOdds::of(const ZirkhakiPicture& picture) {
  if (picture.finished || picture.phase != Phase::kPlay || picture.deckCount <= 0)
    return std::nullopt;
  ZirkhakiOdds odds;
  odds.deckCount = picture.deckCount;
  QSet<QString> inPlay;
  for (const QString& id : picture.playArea) inPlay.insert(ZirkhakiTexts::suitOf(id));
  if (!picture.knownDeckTop.isEmpty()) {
    odds.known = true;
    odds.knownBusts = inPlay.contains(ZirkhakiTexts::suitOf(picture.knownDeckTop.front()));
    odds.bustCards = odds.knownBusts ? 1 : 0;
    return odds;
  }
  // The seen cards, by suit; every one of them lies outside the deck.
  std::array<int, mizbazi::zirkhaki::kSuitCount> seen{};
  int seenCount = 0;
  auto count = [&](const QStringList& cards) {
    for (const QString& id : cards) {
      const int suit = suitIds().indexOf(ZirkhakiTexts::suitOf(id));
      if (suit < 0 || suit >= int(seen.size())) continue;
      ++seen[suit];
      ++seenCount;
    }
  };
  count(picture.discard);
  count(picture.playArea);
  count(picture.mapRevealed);
  for (const QStringList& field : picture.fields) count(field);
  // One set or two (5–8 players): all the cards there are.
  const int total = picture.deckCount + seenCount;
  const int sets = std::max(1, total / mizbazi::zirkhaki::kCardsPerSet);
  for (const QString& suit : inPlay) {
    const int s = suitIds().indexOf(suit);
    if (s < 0 || s >= int(seen.size())) continue;
    odds.bustCards += std::max(0, sets * mizbazi::zirkhaki::kCardsPerSuit - seen[s]);
  }
  return odds;
}

QString ZirkhakiOdds::text() const {
  const QLocale loc;
  if (known) {
    return knownBusts ? tr("The next draw busts: the astrolabe showed its card.")
                      : tr("The next draw is safe: the astrolabe showed its card.");
  }
  const int percent = deckCount > 0 ? qRound(100.0 * bustCards / deckCount) : 0;
  return tr("The next draw busts with %1 of the %2 unseen cards (%3).")
      .arg(loc.toString(bustCards), loc.toString(deckCount), loc.toString(percent) + loc.percent());
}

}  // namespace mizbazi::ui::zirkhaki
