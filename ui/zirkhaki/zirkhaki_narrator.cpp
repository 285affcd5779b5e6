#include "zirkhaki/zirkhaki_narrator.h"

#include <QLocale>

#include "zirkhaki/zirkhaki_scene.h"
#include "zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

QVector<LogLine> ZirkhakiNarrator::narrate(const Narration& n) {
  const int actor = n.actor;
  const QString& actionText = n.actionText;
  const Events& events = n.events;
  const QStringList& names = n.names;
  const auto& cardId = n.cardId;
  QVector<LogLine> out;
  const QLocale loc;
  if (n.audience >= 0) {
    // A private telling holds only what the audience saw beyond everyone: the astrolabe's card.
    for (const Event& e : events) {
      if (e.kind == EventKind::kReveal && e.card >= 0 && n.audience == actor)
        out.push_back({tr("The astrolabe shows you the top of the deck: %1.")
                           .arg(ZirkhakiTexts::cardName(cardId(e.card))),
                       LogKind::kPrivate});
    }
    return out;
  }
  auto name = [&](int seat) { return names.value(seat, tr("someone")); };
  auto card = [&](const Event& e) {
    return e.card >= 0 ? ZirkhakiTexts::cardName(cardId(e.card)) : tr("a hidden card");
  };
  auto add = [&](const QString& s, LogKind k = LogKind::kAction) {
    out.push_back({s, k});
  };

  const QString who = name(actor);
  bool busted = false, banked = false;
  int toDiscardAfterBust = 0, banks = 0, payout = 0, revealedByMap = 0, saved = 0;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    const int fromZone = e.from.zone, toZone = e.to.zone;
    switch (e.kind) {
      case EventKind::kMove:
        if (busted && toZone == kZoneDiscard) {
          ++toDiscardAfterBust;
        } else if (busted && toZone == kZoneField) {
          ++saved;
        } else if (banked && fromZone == kZonePlay && toZone == kZoneField) {
          ++banks;
        } else if (fromZone == kZoneDiscard && toZone == kZoneField) {
          ++payout;
        } else if (fromZone == kZoneDiscard && toZone == kZoneRevealed) {
          ++revealedByMap;
        } else if (fromZone == kZoneDeck && toZone == kZonePlay) {
          add(tr("%1 turned up %2.").arg(who, card(e)));
        } else if (fromZone == kZoneDeck && toZone == kZoneField) {
          // The snake charmer keeps a drawn snake.
          add(tr("%1 turned up %2 and kept it in their field.").arg(who, card(e)));
        } else if (fromZone == kZoneField && e.from.seat != actor && toZone == kZoneDiscard) {
          add(tr("%1 fired the pistol: %2 went from %3's field to the discard pile.")
                  .arg(who, card(e), name(e.from.seat)));
        } else if (fromZone == kZoneField && e.from.seat != actor && toZone == kZoneField) {
          add(tr("%1 fired the pistol and took %2 from %3's field into their own.")
                  .arg(who, card(e), name(e.from.seat)));
        } else if (fromZone == kZoneField && e.from.seat != actor && toZone == kZonePlay) {
          add(tr("%1 played the dagger and stole %2 from %3's field.")
                  .arg(who, card(e), name(e.from.seat)));
        } else if (fromZone == kZoneField && e.from.seat == actor && toZone == kZonePlay) {
          add(tr("%1 used the horseshoe to play %2 again from their own field.").arg(who, card(e)));
        } else if (fromZone == kZoneRevealed && toZone == kZonePlay) {
          add(tr("%1 chose %2 from the map.").arg(who, card(e)));
        }
        break;
      case EventKind::kReveal:
        break;  // told privately, above
      case EventKind::kNote:
        if (e.value == 1 && e.card >= 0) {
          const QString suit = ZirkhakiTexts::suitOf(cardId(e.card));
          if (suit == "astrolabe")
            add(tr("%1 looked at the top of the deck.").arg(who));
          if (suit == "snake") add(tr("The snake forces two more draws."));
        } else if (e.value == 7) {  // the engine's kNoteBust
          busted = true;
        } else if (e.value == 8) {  // kNoteBank
          banked = true;
        } else if (e.value == 5) {
          add(tr("The snake charmer kept the snake: no forced draws."));
        } else if (e.value == 6) {
          add(tr("The deck ran out: the remaining forced draws lapse."));
        } else if (e.value >= 100 && e.value < 100 + 8) {
          static const char* const kRings[] = {"snake-charmer",  "strongman",     "blade",
                                               "treasure-lover", "goldsmith",     "map-reader",
                                               "rogue",          "fortune-teller"};
          add(tr("%1 took the ring «%2».")
                  .arg(name(e.seat), ZirkhakiTexts::ringName(kRings[e.value - 100])));
        }
        break;
      case EventKind::kGameEnd:
        break;
      default:
        break;
    }
  }
  if (revealedByMap > 0) {
    add(tr("The map shuffled the discard pile and revealed %1 cards.")
            .arg(loc.toString(revealedByMap)));
  }
  if (busted) {
    add(tr("%1 went bust! %2 cards went to the discard pile.")
            .arg(who, loc.toString(toDiscardAfterBust)),
        LogKind::kAnnouncement);
    if (saved > 0)
      add(tr("The carpet saved %1 cards into %2's field.").arg(loc.toString(saved), who));
  }
  if (banked) {
    int delta = 0;
    for (const Event& e : events) {
      if (e.kind == EventKind::kScore && e.seat == actor) delta += e.value;
    }
    add(tr("%1 banked %2 cards (+%3 points).").arg(who, loc.toString(banks), loc.toString(delta)),
        LogKind::kAnnouncement);
  }
  if (payout > 0) {
    add(tr("Chest and key: %1 cards from the discard pile went to %2's field.")
            .arg(loc.toString(payout), who));
  }
  for (const Event& e : events) {
    if (e.kind == EventKind::kGameEnd) add(tr("The game is over."), LogKind::kAnnouncement);
    if (e.kind == EventKind::kTurn && e.seat >= 0)
      add(tr("%1's turn.").arg(name(e.seat)), LogKind::kTurn);
  }
  if (out.isEmpty() && actionText != "draw") add(tr("%1: %2").arg(who, actionText));
  return out;
}

}  // namespace mizbazi::ui::zirkhaki
