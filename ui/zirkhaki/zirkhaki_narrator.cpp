#include "ui/zirkhaki/zirkhaki_narrator.h"

#include <QLocale>

#include "ui/zirkhaki/zirkhaki_scene.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

// The events of one action are told one by one where a sentence each reads well (a card turned
// up, a pistol shot); moves that come in numbers (a bust's discards, a bank) are counted and told
// once, after the last event.
struct ZirkhakiNarrator::Telling {
  const Narration& n;
  QVector<LogLine> out;
  QString who;  // the actor's name
  bool busted = false, banked = false;
  int toDiscardAfterBust = 0, banks = 0, payout = 0, revealedByMap = 0, saved = 0;

  QString name(int seat) const { return n.names.value(seat, tr("someone")); }
  QString card(const Event& e) const {
    return e.card >= 0 ? ZirkhakiTexts::cardName(n.cardId(e.card)) : tr("a hidden card");
  }
  void add(const QString& s, LogKind k = LogKind::kAction) { out.push_back({s, k}); }
};

QVector<LogLine> ZirkhakiNarrator::narrate(const Narration& n) {
  if (n.audience >= 0) return tellPrivately(n);
  Telling t{n, {}, {}};
  t.who = t.name(n.actor);
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kMove) tellMove(t, e);
    if (e.kind == EventKind::kNote) tellNote(t, e);
    // kReveal is told privately (tellPrivately); kGameEnd and kTurn after the totals.
  }
  tellTotals(t);
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kGameEnd) t.add(tr("The game is over."), LogKind::kAnnouncement);
    if (e.kind == EventKind::kTurn && e.seat >= 0)
      t.add(tr("%1's turn.").arg(t.name(e.seat)), LogKind::kTurn);
  }
  if (t.out.isEmpty() && n.actionText != "draw") t.add(tr("%1: %2").arg(t.who, n.actionText));
  return t.out;
}

// A private telling holds only what the audience saw beyond everyone: the astrolabe's card.
QVector<LogLine> ZirkhakiNarrator::tellPrivately(const Narration& n) {
  QVector<LogLine> out;
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kReveal && e.card >= 0 && n.audience == n.actor)
      out.push_back({tr("The astrolabe shows you the top of the deck: %1.")
                         .arg(ZirkhakiTexts::cardName(n.cardId(e.card))),
                     LogKind::kPrivate});
  }
  return out;
}

void ZirkhakiNarrator::tellMove(Telling& t, const Event& e) {
  const int fromZone = e.from.zone, toZone = e.to.zone;
  const int actor = t.n.actor;
  const QString& who = t.who;
  if (t.busted && toZone == kZoneDiscard) {
    ++t.toDiscardAfterBust;
  } else if (t.busted && toZone == kZoneField) {
    ++t.saved;
  } else if (t.banked && fromZone == kZonePlay && toZone == kZoneField) {
    ++t.banks;
  } else if (fromZone == kZoneDiscard && toZone == kZoneField) {
    ++t.payout;
  } else if (fromZone == kZoneDiscard && toZone == kZoneRevealed) {
    ++t.revealedByMap;
  } else if (fromZone == kZoneDeck && toZone == kZonePlay) {
    t.add(tr("%1 turned up %2.").arg(who, t.card(e)));
  } else if (fromZone == kZoneDeck && toZone == kZoneField) {
    // The snake charmer keeps a drawn snake.
    t.add(tr("%1 turned up %2 and kept it in their field.").arg(who, t.card(e)));
  } else if (fromZone == kZoneField && e.from.seat != actor && toZone == kZoneDiscard) {
    t.add(tr("%1 fired the pistol: %2 went from %3's field to the discard pile.")
              .arg(who, t.card(e), t.name(e.from.seat)));
  } else if (fromZone == kZoneField && e.from.seat != actor && toZone == kZoneField) {
    t.add(tr("%1 fired the pistol and took %2 from %3's field into their own.")
              .arg(who, t.card(e), t.name(e.from.seat)));
  } else if (fromZone == kZoneField && e.from.seat != actor && toZone == kZonePlay) {
    t.add(tr("%1 played the dagger and stole %2 from %3's field.")
              .arg(who, t.card(e), t.name(e.from.seat)));
  } else if (fromZone == kZoneField && e.from.seat == actor && toZone == kZonePlay) {
    t.add(tr("%1 used the horseshoe to play %2 again from their own field.").arg(who, t.card(e)));
  } else if (fromZone == kZoneRevealed && toZone == kZonePlay) {
    t.add(tr("%1 chose %2 from the map.").arg(who, t.card(e)));
  }
}

void ZirkhakiNarrator::tellNote(Telling& t, const Event& e) {
  if (e.value == 1 && e.card >= 0) {
    const QString suit = ZirkhakiTexts::suitOf(t.n.cardId(e.card));
    if (suit == "astrolabe") t.add(tr("%1 looked at the top of the deck.").arg(t.who));
    if (suit == "snake") t.add(tr("The snake forces two more draws."));
  } else if (e.value == 7) {  // the engine's kNoteBust
    t.busted = true;
  } else if (e.value == 8) {  // kNoteBank
    t.banked = true;
  } else if (e.value == 5) {
    t.add(tr("The snake charmer kept the snake: no forced draws."));
  } else if (e.value == 6) {
    t.add(tr("The deck ran out: the remaining forced draws lapse."));
  } else if (e.value >= 100 && e.value < 100 + 8) {
    static const char* const kRings[] = {"snake-charmer", "strongman",  "blade", "treasure-lover",
                                         "goldsmith",     "map-reader", "rogue", "fortune-teller"};
    t.add(tr("%1 took the ring «%2».")
              .arg(t.name(e.seat), ZirkhakiTexts::ringName(kRings[e.value - 100])));
  }
}

void ZirkhakiNarrator::tellTotals(Telling& t) {
  const QLocale loc;
  const QString& who = t.who;
  if (t.revealedByMap > 0) {
    t.add(tr("The map shuffled the discard pile and revealed %Ln card(s).", nullptr,
             t.revealedByMap));
  }
  if (t.busted) {
    t.add(tr("%1 went bust! %Ln card(s) went to the discard pile.", nullptr, t.toDiscardAfterBust)
              .arg(who),
          LogKind::kAnnouncement);
    if (t.saved > 0)
      t.add(tr("The carpet saved %Ln card(s) into %1's field.", nullptr, t.saved).arg(who));
  }
  if (t.banked) {
    int delta = 0;
    for (const Event& e : t.n.events) {
      if (e.kind == EventKind::kScore && e.seat == t.n.actor) delta += e.value;
    }
    t.add(tr("%1 banked %Ln card(s) (+%2 points).", nullptr, t.banks).arg(who, loc.toString(delta)),
          LogKind::kAnnouncement);
  }
  if (t.payout > 0) {
    t.add(tr("Chest and key: %Ln card(s) from the discard pile went to %1's field.", nullptr,
             t.payout)
              .arg(who));
  }
}

}  // namespace mizbazi::ui::zirkhaki
