#include "ui/sabokbaz/sabokbaz_narrator.h"

#include <QLocale>
#include <QMap>
#include <algorithm>

#include "sabokbaz/sabokbaz_rules.h"
#include "sabokbaz/sabokbaz_state.h"
#include "ui/sabokbaz/sabokbaz_picture.h"
#include "ui/sabokbaz/sabokbaz_places.h"
#include "ui/sabokbaz/sabokbaz_texts.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

namespace {

using Texts = SabokbazTexts;

std::optional<int> cardIndex(const QString& id) {
  return engine::parseCardId(id.toStdString());
}

// The family the trick's cards set: that of its first numbered card (empty while none).
int familyOfTrick(const QStringList& ids) {
  for (const QString& id : ids) {
    const auto c = cardIndex(id);
    if (c && !engine::isSpecial(*c)) return engine::familyOf(*c);
  }
  return engine::kNoFamily;
}

// «۳ کوزه، ۴ سبزه، …، خیام»: a hand told by kind, for its holder.
QString handSummary(const QStringList& ids) {
  std::array<int, engine::kSuitCount> counts{};
  QStringList specials;
  for (const QString& id : ids) {
    const auto c = cardIndex(id);
    if (!c) continue;
    if (engine::isSpecial(*c)) {
      specials.push_back(Texts::cardName(id));
    } else {
      ++counts[engine::suitOf(*c)];
    }
  }
  QStringList parts;
  for (int s = 0; s < engine::kSuitCount; ++s) {
    if (counts[s] == 0) continue;
    parts.push_back(Texts::suitCount(QString::fromUtf8(engine::kSuitIds[s].data()), counts[s]));
  }
  parts += specials;
  return parts.join(SabokbazNarrator::tr(", "));
}

// What every sentence about one action needs: its events and the seats' names, the audience's
// picture after it (teams and totals), and the lines told so far.
struct Telling {
  explicit Telling(const Narration& narration)
      : n(narration), picture(SabokbazPicture::parse(narration.after)) {
    players = picture ? picture->players : static_cast<int>(n.names.size());
    teams = picture ? picture->teamCount() : players / 2;
  }

  void add(const QString& text, LogKind kind = LogKind::kAction) { out.push_back({text, kind}); }
  QString id(int card) const { return card >= 0 && n.cardId ? n.cardId(card) : QString(); }
  QString name(int seat) const { return n.names.value(seat, SabokbazNarrator::tr("someone")); }
  int teamOf(int seat) const { return picture ? picture->teamOf(seat) : seat % qMax(1, teams); }
  QString members(int team) const {
    QStringList names;
    if (picture && team >= 0 && team < picture->teamCount()) {
      for (int seat : picture->teams[team]) names.push_back(name(seat));
    }
    return Texts::members(names);
  }
  int total(int team) const {
    return picture && team >= 0 && team < picture->matchScores.size() ? picture->matchScores[team]
                                                                      : 0;
  }

  const Narration& n;
  std::optional<SabokbazPicture> picture;
  int players = 0;
  int teams = 0;
  QVector<LogLine> out;
};

// Only what one seat alone may read: the hand it was just dealt.
QVector<LogLine> privateTelling(const Telling& t) {
  QStringList dealt;
  for (const Event& e : t.n.events) {
    if (e.kind == EventKind::kMove && e.from.zone == places::kDeck && e.to.zone == places::kHand &&
        e.to.seat == t.n.audience && e.card >= 0) {
      dealt.push_back(t.id(e.card));
    }
  }
  if (dealt.isEmpty()) return {};
  return {{SabokbazNarrator::tr("Your new hand: %1.").arg(handSummary(dealt)), LogKind::kPrivate}};
}

// The trick as it stands after this action's card, in order of play: from the cards that went to
// a team's pile when the trick is complete (`bank`: the engine's kNoteTrickTaken, seat = the
// taker; its worth is the sum of the gathered cards' values), else from the observation.
struct TrickNow {
  QStringList cards;
  const Event* bank = nullptr;
  int bankPoints = 0;
};

TrickNow trickNow(const Telling& t) {
  TrickNow now;
  QMap<int, QString> gathered;
  for (const Event& e : t.n.events) {
    if (e.kind == EventKind::kNote && e.value == engine::kNoteTrickTaken && !now.bank)
      now.bank = &e;
    if (e.kind == EventKind::kMove && e.from.zone == places::kTrick &&
        e.to.zone == places::kTaken) {
      gathered.insert(e.from.slot, t.id(e.card));
      if (e.card >= 0) now.bankPoints += engine::valueOf(e.card);
    }
  }
  if (now.bank) {
    now.cards = gathered.values();
  } else if (t.picture) {
    for (const PlayedCard& c : t.picture->trick) now.cards.push_back(c.card);
  }
  return now;
}

// The card played: what it did to the trick (led it, took it over, could not follow).
void tellCard(Telling& t, const TrickNow& now) {
  const QStringList& trick = now.cards;
  const QString who = t.name(t.n.actor);
  for (const Event& e : t.n.events) {
    if (e.kind != EventKind::kMove || e.to.zone != places::kTrick) continue;
    const QString card =
        e.card >= 0 ? Texts::cardName(t.id(e.card)) : SabokbazNarrator::tr("a card");
    const auto c = e.card >= 0 ? cardIndex(t.id(e.card)) : std::nullopt;
    const bool special = c && engine::isSpecial(*c);
    const int k = e.to.slot;
    if (k == 0) {
      t.add(special ? SabokbazNarrator::tr("%1 has only special cards left and leads with %2.")
                          .arg(who, card)
                    : SabokbazNarrator::tr("%1 leads %2.").arg(who, card));
      return;
    }
    if (k < 0 || k >= trick.size() || !c) {
      t.add(SabokbazNarrator::tr("%1 played %2.").arg(who, card));
      return;
    }
    const QStringList before = trick.mid(0, k);
    const int was = takingIndexOf(before);
    const bool takesNow = takingIndexOf(trick.mid(0, k + 1)) == k;
    const QString on = was >= 0 ? Texts::cardName(before[was]) : QString();
    const int family = familyOfTrick(before);
    const bool offFamily =
        !special && family != engine::kNoFamily && engine::familyOf(*c) != family;
    if (takesNow && now.bank) {
      t.add(SabokbazNarrator::tr("%1 played %2 on %3 and took the trick.").arg(who, card, on));
    } else if (takesNow) {
      t.add(SabokbazNarrator::tr("%1 played %2 on %3 and takes the trick for now.")
                .arg(who, card, on));
    } else if (offFamily) {
      t.add(SabokbazNarrator::tr("%1 has no %2 and played %3.")
                .arg(who, Texts::familyName(static_cast<engine::Family>(family)), card));
    } else {
      t.add(SabokbazNarrator::tr("%1 played %2.").arg(who, card));
    }
    return;
  }
}

// A complete trick: who took it, with which card, and its worth to which team.
void tellTaker(Telling& t, const TrickNow& now) {
  if (!now.bank) return;
  const int taker = now.bank->seat;
  const int team = t.teamOf(taker);
  const QString worth = Texts::worth(now.bankPoints);
  if (taker == t.n.actor) {
    t.add(SabokbazNarrator::tr("The trick is worth %1 for the team of %2.")
              .arg(worth, t.members(team)));
    return;
  }
  const int at = takingIndexOf(now.cards);
  const QString with = at >= 0 ? Texts::cardName(now.cards[at]) : SabokbazNarrator::tr("a card");
  t.add(SabokbazNarrator::tr("%1 takes the trick with %2: %3 for the team of %4.")
            .arg(t.name(taker), with, worth, t.members(team)));
}

// "Four cards" and "all fate", with what they scored (`handScores`: team → this hand's score).
void tellBonuses(Telling& t, const QMap<int, int>& handScores) {
  for (const Event& e : t.n.events) {
    if (e.kind != EventKind::kNote) continue;
    const int team = e.seat;
    if (e.value == engine::kNoteFourCards) {
      int others = 0;
      for (auto it = handScores.begin(); it != handScores.end(); ++it) {
        if (it.key() != team) others = it.value();
      }
      t.add(SabokbazNarrator::tr(
                "Four cards! The team of %1 has taken all four special cards: the hand stops "
                "here, with %2 for them and %3 for every other team.")
                .arg(t.members(team), Texts::worth(handScores.value(team)), Texts::worth(others)),
            LogKind::kAnnouncement);
    } else if (e.value == engine::kNoteAllFate) {
      const int penalty = engine::variantFor(t.players).fateTotal;
      t.add(SabokbazNarrator::tr("All fate! The team of %1 took every fate card: they cost "
                                 "them nothing, and every other team scores %2 more.")
                .arg(t.members(team), Texts::worth(penalty)),
            LogKind::kAnnouncement);
    }
  }
}

// The end of a hand: each team's score in it and its match total.
void tellHandEnd(Telling& t, const QMap<int, int>& handScores) {
  for (const Event& e : t.n.events) {
    if (e.kind != EventKind::kRoundEnd) continue;
    t.add(SabokbazNarrator::tr("Hand %1 is over.").arg(QLocale().toString(e.value)),
          LogKind::kAnnouncement);
    for (auto it = handScores.begin(); it != handScores.end(); ++it) {
      t.add(
          SabokbazNarrator::tr("This hand: %1 for the team of %2, who now have %3 in all.")
              .arg(Texts::worth(it.value()), t.members(it.key()), Texts::worth(t.total(it.key()))),
          LogKind::kAnnouncement);
    }
  }
}

// The end of the match: the winning team, or the teams sharing the win.
void tellMatchEnd(Telling& t) {
  QVector<int> winning;
  for (int seat : t.picture->winners) {
    const int team = t.teamOf(seat);
    if (team >= 0 && !winning.contains(team)) winning.push_back(team);
  }
  if (winning.size() == 1) {
    t.add(SabokbazNarrator::tr("The match is over: the team of %1 wins with %2.")
              .arg(t.members(winning[0]), Texts::worth(t.total(winning[0]))),
          LogKind::kAnnouncement);
  } else if (!winning.isEmpty()) {
    QStringList names;
    for (int team : winning) names.push_back(t.members(team));
    t.add(SabokbazNarrator::tr("The match is over: the teams of %1 share the win with %2.")
              .arg(names.join(SabokbazNarrator::tr("; ")), Texts::worth(t.total(winning[0]))),
          LogKind::kAnnouncement);
  }
}

// The match's end, a new deal and whose turn it is, in the order the events come.
void tellWhatComesNext(Telling& t) {
  for (const Event& e : t.n.events) {
    if (e.kind == EventKind::kGameEnd && t.picture) {
      tellMatchEnd(t);
    } else if (e.kind == EventKind::kShuffle && t.picture) {
      t.add(SabokbazNarrator::tr("Hand %1: %2 shuffles and deals.")
                .arg(QLocale().toString(t.picture->handNumber), t.name(t.picture->dealer)),
            LogKind::kAnnouncement);
    } else if (e.kind == EventKind::kTurn && e.seat >= 0) {
      t.add(SabokbazNarrator::tr("%1's turn.").arg(t.name(e.seat)), LogKind::kTurn);
    }
  }
}

}  // namespace

QVector<LogLine> SabokbazNarrator::narrate(const Narration& n) {
  Telling t(n);
  if (n.audience >= 0) return privateTelling(t);
  const TrickNow now = trickNow(t);
  tellCard(t, now);
  tellTaker(t, now);
  QMap<int, int> handScores;
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kScore) handScores.insert(e.seat, e.value);
  }
  tellBonuses(t, handScores);
  tellHandEnd(t, handScores);
  tellWhatComesNext(t);
  return t.out;
}

}  // namespace mizbazi::ui::sabokbaz
