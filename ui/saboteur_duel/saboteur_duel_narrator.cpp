#include "ui/saboteur_duel/saboteur_duel_narrator.h"

#include <QLocale>

#include "saboteur_duel/saboteur_duel_state.h"
#include "ui/saboteur_duel/saboteur_duel_card_info.h"
#include "ui/saboteur_duel/saboteur_duel_picture.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

// The engine's event notes.
namespace eng = ::mizbazi::saboteur_duel;

int nuggetsOf(const QString& id) {
  auto f = cardFacts(id);
  return f ? f->nuggets : 0;
}

// The card lying at a maze place as the audience knows it: from the events (a card laid, turned
// up or taken away there), else from the face-up cards of the observation after the action.
QString cardAt(const Narration& n, const SaboteurDuelPicture& after, const Place& at) {
  for (const Event& e : n.events) {
    if (e.card < 0 || !n.cardId) continue;
    if ((e.kind == EventKind::kMove || e.kind == EventKind::kFlip) && (e.to == at || e.from == at))
      return n.cardId(e.card);
  }
  const BoardCell* c = after.cellAt(cellX(at.slot), cellY(at.slot));
  return c && c->faceUp ? c->card : QString();
}

class Teller {
  Q_DECLARE_TR_FUNCTIONS(SaboteurDuelNarrator)

 public:
  explicit Teller(const Narration& n)
      : n_(n), after_(SaboteurDuelPicture::fromObservation(n.after)), loc_() {}

  QVector<LogLine> shared() {
    tellAction();
    tellEvents();
    return out_;
  }

  QVector<LogLine> secret() {
    QStringList drawn;
    bool dealt = false;
    for (const Event& e : n_.events) {
      if (e.kind == EventKind::kRoundEnd) dealt = true;
      if (e.kind == EventKind::kReveal && e.card >= 0 && e.visibleTo != kAllSeats &&
          n_.audience == e.seat && n_.cardId) {
        const QString goal = n_.cardId(e.card);
        add(nuggetsOf(goal) == 0 ? tr("The map shows you that this goal is empty.")
                                 : tr("The map shows you what this goal holds: %1.")
                                       .arg(SaboteurDuelTexts::goalContent(goal)),
            LogKind::kPrivate);
      }
      if (e.kind == EventKind::kMove && e.card >= 0 && e.from.zone == kZoneDeck &&
          e.to.zone == kZoneHand && e.to.seat == n_.audience && e.visibleTo != kAllSeats &&
          n_.cardId) {
        drawn << SaboteurDuelTexts::quotedName(n_.cardId(e.card));
      }
    }
    if (!drawn.isEmpty()) {
      const QString list = QLocale().createSeparatedList(drawn);
      add(dealt ? tr("Your new hand: %1.").arg(list) : tr("You drew %1.").arg(list),
          LogKind::kPrivate);
    }
    return out_;
  }

 private:
  QString name(int seat) const { return n_.names.value(seat, tr("someone")); }
  void add(const QString& text, LogKind kind = LogKind::kAction) { out_.push_back({text, kind}); }

  void tellAction() {
    const QStringList w = n_.actionText.split(' ', Qt::SkipEmptyParts);
    if (w.isEmpty()) return;
    const QString who = name(n_.actor);
    const QString& verb = w[0];
    if (verb == "path" && w.size() >= 4) {
      if (w.size() == 5 && w[4] == "r") {
        add(tr("%1 laid %2, turned around.").arg(who, SaboteurDuelTexts::quotedName(w[1])));
      } else {
        add(tr("%1 laid %2.").arg(who, SaboteurDuelTexts::quotedName(w[1])));
      }
    } else if (verb == "sabotage" && w.size() == 2) {
      auto f = cardFacts(w[1]);
      const int victim = n_.names.size() == 2 ? 1 - n_.actor : n_.actor;
      add(tr("%1 broke %2's %3: no path cards for them until it is mended.")
              .arg(who, name(victim),
                   SaboteurDuelTexts::toolName(f ? f->tools.value(0) : QString())));
    } else if (verb == "repair" && w.size() == 3) {
      add(tr("%1 mended their %2 with %3.")
              .arg(who, SaboteurDuelTexts::toolName(w[2]), SaboteurDuelTexts::quotedName(w[1])));
    } else if (verb == "key" && w.size() == 4 && w[1] == "door") {
      const QString door = cardAt(n_, after_, cellPlace(w[2].toInt(), w[3].toInt()));
      auto f = cardFacts(door);
      add(tr("%1 put a key on the %2 door: it is open for them until the round ends.")
              .arg(who, SaboteurDuelTexts::colorName(f ? f->color : Color::kNone)));
    } else if (verb == "key" && w.size() == 4) {
      const QString gold = cardAt(n_, after_, cellPlace(w[2].toInt(), w[3].toInt()));
      add(tr("%1 used a key to put a marker on %2.")
              .arg(who, SaboteurDuelTexts::nuggetsPhrase(nuggetsOf(gold))));
    } else if (verb == "rockfall") {
      QString fallen;
      for (const Event& e : n_.events) {
        if (e.kind == EventKind::kMove && e.from.zone == kZoneBoard && e.card >= 0 && n_.cardId)
          fallen = n_.cardId(e.card);
      }
      add(tr("%1 caused a rockfall: %2 fell out of the maze.")
              .arg(who, SaboteurDuelTexts::quotedName(fallen)));
    } else if (verb == "map") {
      add(tr("%1 looked at a face-down goal with the map.").arg(who));
    } else if (verb == "fix" && w.size() == 4) {
      add(tr("%1 discarded %2 and %3 to mend their %4.")
              .arg(who, SaboteurDuelTexts::quotedName(w[2]), SaboteurDuelTexts::quotedName(w[3]),
                   SaboteurDuelTexts::toolName(w[1])));
    } else if (verb == "pass" && w.size() == 3) {
      add(tr("%1 passed, discarding %2 and %3.")
              .arg(who, SaboteurDuelTexts::quotedName(w[1]), SaboteurDuelTexts::quotedName(w[2])));
    } else if (verb == "pass" && w.size() == 2) {
      add(tr("%1 passed, discarding %2.").arg(who, SaboteurDuelTexts::quotedName(w[1])));
    } else if (verb == "bribe") {
      add(tr("%1 bribed a troll with a marker: it lets both dwarfs through now, and costs them "
             "one nugget at the end of the round.")
              .arg(who));
    } else if (verb == "orient" && w.size() == 2) {
      add(w[1] == "1" ? tr("%1 laid the goal turned around.").arg(who)
                      : tr("%1 laid the goal as it was drawn.").arg(who));
    }
  }

  void tellEvents() {
    const Events& ev = n_.events;
    bool roundOver = false, gameOver = false;
    int endedRound = 0, turn = -1;
    QVector<int> collected(2, 0);
    QVector<LogLine> trolls;
    for (std::size_t i = 0; i < ev.size(); ++i) {
      const Event& e = ev[i];
      switch (e.kind) {
        case EventKind::kFlip:
          if (e.card >= 0 && n_.cardId && e.from.zone == kZoneBoard) {
            const QString goal = n_.cardId(e.card);
            add(nuggetsOf(goal) == 0 ? tr("A goal turned face up: it is empty.")
                                     : tr("A goal turned face up: it holds %1.")
                                           .arg(SaboteurDuelTexts::goalContent(goal)),
                LogKind::kAnnouncement);
          }
          break;
        case EventKind::kNote:
          tellNote(e, i, trolls);
          break;
        case EventKind::kMove:
          if (roundOver && e.from.zone == kZoneBoard && e.to.zone == kZoneGold && e.card >= 0 &&
              n_.cardId && e.to.seat >= 0 && e.to.seat < 2) {
            collected[e.to.seat] += nuggetsOf(n_.cardId(e.card));
          }
          break;
        case EventKind::kRoundEnd:
          roundOver = true;
          endedRound = e.value;
          break;
        case EventKind::kGameEnd:
          gameOver = true;
          break;
        case EventKind::kTurn:
          turn = e.seat;
          break;
        default:
          break;
      }
    }
    if (roundOver) {
      add(tr("Round %1 is over.").arg(loc_.toString(endedRound)), LogKind::kAnnouncement);
      for (int seat = 0; seat < n_.names.size() && seat < 2; ++seat) {
        if (collected[seat] > 0) {
          add(tr("%1 takes the gold marked with their markers: %2.")
                  .arg(name(seat), SaboteurDuelTexts::nuggetsPhrase(collected[seat])),
              LogKind::kAnnouncement);
        }
      }
      for (const LogLine& line : trolls) out_.push_back(line);
      if (gameOver) {
        tellGameEnd();
      } else {
        tellNewRound(turn);
      }
    }
    if (turn >= 0 && !gameOver) add(tr("%1's turn.").arg(name(turn)), LogKind::kTurn);
  }

  void tellNote(const Event& e, std::size_t i, QVector<LogLine>& trolls) {
    const Events& ev = n_.events;
    switch (e.value) {
      case eng::kNoteClaim:
        add(tr("%1 put a marker on %2: it is theirs at the end of the round.")
                .arg(name(e.seat),
                     SaboteurDuelTexts::nuggetsPhrase(nuggetsOf(cardAt(n_, after_, e.to)))),
            LogKind::kAnnouncement);
        break;
      case eng::kNoteChooseOrientation:
        add(tr("Both ways up would join the tunnels: %1 chooses how the goal lies.")
                .arg(name(e.seat)),
            LogKind::kAnnouncement);
        break;
      case eng::kNoteTrollPaid:
        if (e.card >= 0 && n_.cardId) {
          const QString paid = n_.cardId(e.card);
          trolls.push_back({nuggetsOf(paid) > 1
                                ? tr("%1 paid a troll with %2: trolls give no change.")
                                      .arg(name(e.seat), SaboteurDuelTexts::quotedName(paid))
                                : tr("%1 paid a troll with %2.")
                                      .arg(name(e.seat), SaboteurDuelTexts::quotedName(paid)),
                            LogKind::kAnnouncement});
        }
        break;
      case eng::kNoteTrollUnpaid:
        trolls.push_back(
            {tr("%1 owed a troll a nugget but had no gold: nothing was paid.").arg(name(e.seat)),
             LogKind::kAnnouncement});
        break;
      case eng::kNoteSkipped:
        add(tr("%1 has no cards left and sits out until the round ends.").arg(name(e.seat)));
        break;
      case eng::kNoteSoloSabotage:
        if (e.card >= 0 && n_.cardId) {
          add(tr("The deck struck: %1 lies in front of %2 at once, and another card is drawn.")
                  .arg(SaboteurDuelTexts::quotedName(n_.cardId(e.card)), name(e.seat)),
              LogKind::kAnnouncement);
        }
        break;
      case eng::kNoteSoloSabotageDiscarded:
        if (e.card >= 0 && n_.cardId) {
          add(tr("Another %1 came from the deck; that tool is broken already, so it is "
                 "discarded.")
                  .arg(SaboteurDuelTexts::quotedName(n_.cardId(e.card))),
              LogKind::kAnnouncement);
        }
        break;
      case eng::kNoteSoloRockfall: {
        QString fallen;
        for (std::size_t k = i + 1; k < ev.size(); ++k) {
          const Event& m = ev[k];
          if (m.kind == EventKind::kMove && m.from.zone == kZoneDeck) continue;  // the card itself
          if (m.kind == EventKind::kMove && m.from.zone == kZoneBoard && m.card >= 0 && n_.cardId)
            fallen = n_.cardId(m.card);
          break;
        }
        add(fallen.isEmpty()
                ? tr("A rockfall came from the deck, but no tunnel of yours could fall.")
                : tr("A rockfall came from the deck: the last card laid, %1, fell out of the "
                     "maze.")
                      .arg(SaboteurDuelTexts::quotedName(fallen)),
            LogKind::kAnnouncement);
        break;
      }
      default:
        break;  // keys, bribes and the way up of a goal are told with the action itself
    }
  }

  void tellNewRound(int starter) {
    const int round = after_.complete ? after_.round : 0;
    if (n_.names.size() < 2 || starter < 0) {
      add(tr("Round %1 begins.").arg(loc_.toString(round)), LogKind::kAnnouncement);
      return;
    }
    const QVector<int>& gold = after_.gold;
    if (gold.size() == 2 && gold[0] == gold[1]) {
      add(tr("Round %1 begins. The gold is even, so the blue dwarf, %2, starts.")
              .arg(loc_.toString(round), name(starter)),
          LogKind::kAnnouncement);
    } else {
      add(tr("Round %1 begins. %2 has less gold and starts.")
              .arg(loc_.toString(round), name(starter)),
          LogKind::kAnnouncement);
    }
  }

  void tellGameEnd() {
    const QVector<int>& gold = after_.gold;
    const QVector<int>& winners = after_.winners;
    if (n_.names.size() == 1) {
      add(tr("The game is over: %1 collected %Ln nugget(s) in three rounds.", nullptr,
             gold.value(0))
              .arg(name(0)),
          LogKind::kAnnouncement);
      add(SaboteurDuelTexts::soloVerdict(after_.soloRating.value_or(0)), LogKind::kAnnouncement);
      return;
    }
    if (winners.size() == 2) {
      add(tr("The game is over: %1 and %2 have the same gold and share the win.")
              .arg(name(0), name(1)),
          LogKind::kAnnouncement);
    } else if (winners.size() == 1) {
      const int w = winners[0];
      add(tr("The game is over: %1 wins with %Ln nugget(s); %2 has %3.", nullptr, gold.value(w))
              .arg(name(w), name(1 - w), loc_.toString(gold.value(1 - w))),
          LogKind::kAnnouncement);
    } else {
      add(tr("The game is over."), LogKind::kAnnouncement);
    }
  }

  const Narration& n_;
  const SaboteurDuelPicture after_;  // what the audience sees after the action
  QLocale loc_;
  QVector<LogLine> out_;
};

}  // namespace

QVector<LogLine> SaboteurDuelNarrator::narrate(const Narration& n) {
  Teller teller(n);
  return n.audience < 0 ? teller.shared() : teller.secret();
}

}  // namespace mizbazi::ui::saboteur_duel
