#include "sabokbaz/sabokbaz_narrator.h"

#include <QLocale>
#include <QMap>
#include <algorithm>

#include "sabokbaz/sabokbaz_rules.h"
#include "sabokbaz/sabokbaz_picture.h"
#include "sabokbaz/sabokbaz_places.h"
#include "sabokbaz/sabokbaz_texts.h"
#include "sabokbaz/sabokbaz_state.h"

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
  QLocale locale;
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
    const QString n = locale.toString(counts[s]);
    switch (s) {
      case engine::kKoozeh:
        parts.push_back(SabokbazNarrator::tr("%1 koozeh").arg(n));
        break;
      case engine::kSabzeh:
        parts.push_back(SabokbazNarrator::tr("%1 sabzeh").arg(n));
        break;
      case engine::kZamaneh:
        parts.push_back(SabokbazNarrator::tr("%1 zamaneh").arg(n));
        break;
      default:
        parts.push_back(SabokbazNarrator::tr("%1 badeh").arg(n));
        break;
    }
  }
  parts += specials;
  return parts.join(SabokbazNarrator::tr(", "));
}

}  // namespace

QVector<LogLine> SabokbazNarrator::narrate(const Narration& n) {
  QVector<LogLine> out;
  auto add = [&](const QString& text, LogKind kind = LogKind::kAction) {
    out.push_back({text, kind});
  };
  auto id = [&](int card) { return card >= 0 && n.cardId ? n.cardId(card) : QString(); };

  if (n.audience >= 0) {
    // Only what this seat alone may read: the hand it was just dealt.
    QStringList dealt;
    for (const Event& e : n.events) {
      if (e.kind == EventKind::kMove && e.from.zone == places::kDeck &&
          e.to.zone == places::kHand && e.to.seat == n.audience && e.card >= 0) {
        dealt.push_back(id(e.card));
      }
    }
    if (!dealt.isEmpty()) add(tr("Your new hand: %1.").arg(handSummary(dealt)), LogKind::kPrivate);
    return out;
  }

  const auto picture = SabokbazPicture::parse(n.after);
  const int players = picture ? picture->players : static_cast<int>(n.names.size());
  const int teams = picture ? picture->teamCount() : players / 2;
  auto name = [&](int seat) { return n.names.value(seat, tr("someone")); };
  auto teamOf = [&](int seat) { return picture ? picture->teamOf(seat) : seat % qMax(1, teams); };
  auto members = [&](int team) {
    QStringList names;
    if (picture && team >= 0 && team < picture->teamCount()) {
      for (int seat : picture->teams[team]) names.push_back(name(seat));
    }
    return Texts::members(names);
  };
  auto total = [&](int team) {
    return picture && team >= 0 && team < picture->matchScores.size() ? picture->matchScores[team]
                                                                      : 0;
  };

  // The trick as it stands after this action's card, in order of play: from the cards that went
  // to a team's pile when the trick is complete, else from the observation.
  QStringList trick;
  // The engine notes a taken trick (kNoteTrickTaken, seat = the taker); its worth is the sum of
  // the gathered cards' values.
  const Event* bank = nullptr;
  QMap<int, QString> gathered;
  int bankPoints = 0;
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kNote && e.value == engine::kNoteTrickTaken && !bank) bank = &e;
    if (e.kind == EventKind::kMove && e.from.zone == places::kTrick &&
        e.to.zone == places::kTaken) {
      gathered.insert(e.from.slot, id(e.card));
      if (e.card >= 0) bankPoints += engine::valueOf(e.card);
    }
  }
  if (bank) {
    trick = gathered.values();
  } else if (picture) {
    for (const PlayedCard& c : picture->trick) trick.push_back(c.card);
  }

  const QString who = name(n.actor);
  for (const Event& e : n.events) {
    if (e.kind != EventKind::kMove || e.to.zone != places::kTrick) continue;
    const QString card = e.card >= 0 ? Texts::cardName(id(e.card)) : tr("a card");
    const auto c = e.card >= 0 ? cardIndex(id(e.card)) : std::nullopt;
    const bool special = c && engine::isSpecial(*c);
    const int k = e.to.slot;
    if (k == 0) {
      add(special ? tr("%1 has only special cards left and leads with %2.").arg(who, card)
                  : tr("%1 leads %2.").arg(who, card));
      break;
    }
    if (k < 0 || k >= trick.size() || !c) {
      add(tr("%1 played %2.").arg(who, card));
      break;
    }
    const QStringList before = trick.mid(0, k);
    const int was = takingIndexOf(before);
    const bool takesNow = takingIndexOf(trick.mid(0, k + 1)) == k;
    const QString on = was >= 0 ? Texts::cardName(before[was]) : QString();
    const int family = familyOfTrick(before);
    const bool offFamily =
        !special && family != engine::kNoFamily && engine::familyOf(*c) != family;
    if (takesNow && bank) {
      add(tr("%1 played %2 on %3 and took the trick.").arg(who, card, on));
    } else if (takesNow) {
      add(tr("%1 played %2 on %3 and takes the trick for now.").arg(who, card, on));
    } else if (offFamily) {
      const QString familyId = QString::fromUtf8(engine::kFamilyIds[family].data());
      add(tr("%1 has no %2 and played %3.").arg(who, Texts::familyName(familyId), card));
    } else {
      add(tr("%1 played %2.").arg(who, card));
    }
    break;
  }

  if (bank) {
    const int taker = bank->seat;
    const int team = teamOf(taker);
    const QString worth = Texts::worth(bankPoints);
    if (taker == n.actor) {
      add(tr("The trick is worth %1 for the team of %2.").arg(worth, members(team)));
    } else {
      const int at = takingIndexOf(trick);
      const QString with = at >= 0 ? Texts::cardName(trick[at]) : tr("a card");
      add(tr("%1 takes the trick with %2: %3 for the team of %4.")
              .arg(name(taker), with, worth, members(team)));
    }
  }

  // The end of a hand: the bonus, then each team's score.
  QMap<int, int> handScores;
  for (const Event& e : n.events) {
    if (e.kind == EventKind::kScore) handScores.insert(e.seat, e.value);
  }
  for (const Event& e : n.events) {
    if (e.kind != EventKind::kNote) continue;
    const int team = e.seat;
    if (e.value == engine::kNoteFourCards) {
      int others = 0;
      for (auto it = handScores.begin(); it != handScores.end(); ++it) {
        if (it.key() != team) others = it.value();
      }
      add(tr("Four cards! The team of %1 has taken all four special cards: the hand stops here, "
             "with %2 for them and %3 for every other team.")
              .arg(members(team), Texts::worth(handScores.value(team)), Texts::worth(others)),
          LogKind::kAnnouncement);
    } else if (e.value == engine::kNoteAllFate) {
      const int penalty = engine::variantFor(players).fateTotal;
      add(tr("All fate! The team of %1 took every zamaneh: they cost them nothing, and every "
             "other team scores %2 more.")
              .arg(members(team), Texts::worth(penalty)),
          LogKind::kAnnouncement);
    }
  }
  for (const Event& e : n.events) {
    if (e.kind != EventKind::kRoundEnd) continue;
    add(tr("Hand %1 is over.").arg(QLocale().toString(e.value)), LogKind::kAnnouncement);
    for (auto it = handScores.begin(); it != handScores.end(); ++it) {
      add(tr("This hand: %1 for the team of %2, who now have %3 in all.")
              .arg(Texts::worth(it.value()), members(it.key()), Texts::worth(total(it.key()))),
          LogKind::kAnnouncement);
    }
  }

  for (const Event& e : n.events) {
    if (e.kind == EventKind::kGameEnd && picture) {
      QVector<int> winning;
      for (int seat : picture->winners) {
        const int team = teamOf(seat);
        if (team >= 0 && !winning.contains(team)) winning.push_back(team);
      }
      if (winning.size() == 1) {
        add(tr("The match is over: the team of %1 wins with %2.")
                .arg(members(winning[0]), Texts::worth(total(winning[0]))),
            LogKind::kAnnouncement);
      } else if (!winning.isEmpty()) {
        QStringList names;
        for (int team : winning) names.push_back(members(team));
        add(tr("The match is over: the teams of %1 share the win with %2.")
                .arg(names.join(tr("; ")), Texts::worth(total(winning[0]))),
            LogKind::kAnnouncement);
      }
    } else if (e.kind == EventKind::kShuffle && picture) {
      add(tr("Hand %1: %2 shuffles and deals.")
              .arg(QLocale().toString(picture->handNumber), name(picture->dealer)),
          LogKind::kAnnouncement);
    } else if (e.kind == EventKind::kTurn && e.seat >= 0) {
      add(tr("%1's turn.").arg(name(e.seat)), LogKind::kTurn);
    }
  }
  return out;
}

}  // namespace mizbazi::ui::sabokbaz
