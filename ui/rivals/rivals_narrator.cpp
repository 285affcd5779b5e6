#include "rivals/rivals_narrator.h"

#include <QLocale>
#include <algorithm>

#include "rivals/rivals_cards.h"
#include "rivals/rivals_state.h"
#include "rivals/rivals_texts.h"
#include "table/bidi.h"

namespace mizbazi::ui::rivals {

namespace eng = ::mizbazi::rivals;

namespace {

bool hasEvent(const Events& events, EventKind kind) {
  return std::any_of(events.begin(), events.end(),
                     [kind](const Event& e) { return e.kind == kind; });
}

int noteCode(const Event& e) {
  return e.value / eng::kNoteAmountScale;
}
int noteAmount(const Event& e) {
  return e.value % eng::kNoteAmountScale;
}

QVector<int> intsOf(const Json& o, const char* key) {
  QVector<int> out;
  if (!o.is_object() || !o.contains(key) || !o[key].is_array()) return out;
  for (const Json& v : o[key]) out << (v.is_number_integer() ? v.get<int>() : 0);
  return out;
}

int intOf(const Json& o, const char* key) {
  return o.is_object() && o.contains(key) && o[key].is_number_integer() ? o[key].get<int>() : 0;
}

}  // namespace

QVector<LogLine> RivalsNarrator::narrate(const Narration& n) {
  QVector<LogLine> out;
  auto add = [&](const QString& s, LogKind kind = LogKind::kAction) { out.push_back({s, kind}); };
  auto name = [&](int seat) {
    if (seat >= 0 && seat < n.names.size()) return n.names[seat];
    return isolate(tr("Player %1").arg(QLocale().toString(seat + 1)));
  };
  // Only cards the audience's events show are named.
  auto cardIdOf = [&](const Event& e) {
    return e.card >= 0 && n.cardId ? n.cardId(e.card) : QString();
  };
  auto cardName = [&](const Event& e) {
    const QString id = cardIdOf(e);
    return id.isEmpty() ? tr("a card") : RivalsTexts::cardName(id);
  };
  const QString who = name(n.actor);
  const bool gameEnds = hasEvent(n.events, EventKind::kGameEnd);

  for (const Event& e : n.events) {
    switch (e.kind) {
      case EventKind::kMove:
        if (e.from.zone == eng::kZoneStack && e.to.zone == eng::kZoneDisplay) {
          if (n.actionText == QLatin1String("done")) {
            add(tr("%1 is done and turns up %2 for the display.").arg(who, cardName(e)));
          } else {
            add(tr("%1 turns up %2.").arg(who, cardName(e)));
          }
        } else if (e.to.zone == eng::kZoneExpedition) {
          add(tr("%1 adds %2 to their expedition.").arg(name(e.to.seat), cardName(e)));
        }
        // Moves out of the game are told by the notes that follow them (why they left).
        break;
      case EventKind::kNote:
        switch (noteCode(e)) {
          case eng::kNoteBid:
            add(tr("%1 bids %2 for the display.")
                    .arg(name(e.seat), RivalsTexts::coins(noteAmount(e))));
            break;
          case eng::kNotePass:
            add(tr("%1 passes.").arg(name(e.seat)));
            break;
          case eng::kNoteAuctionWon:
            add(tr("%1 wins the auction and pays %2 into the reserve.")
                    .arg(name(e.seat), RivalsTexts::coins(noteAmount(e))),
                LogKind::kAnnouncement);
            break;
          case eng::kNoteDiscard:
            add(tr("%1 puts %2 out of the game, face down.").arg(name(e.seat), cardName(e)));
            break;
          case eng::kNoteDeadCard: {
            const QString id = cardIdOf(e);
            auto nameIndex = eng::parseNameId(id.toStdString());
            if (!nameIndex) {
              add(tr("A card no one can use any more leaves the game."), LogKind::kAnnouncement);
            } else if (eng::isWagerName(*nameIndex)) {
              add(tr("No one can use %1 any more (every %2 expedition already has a numbered "
                     "card): it leaves the game.")
                      .arg(RivalsTexts::cardName(id),
                           RivalsTexts::colorName(eng::colorOfName(*nameIndex))),
                  LogKind::kAnnouncement);
            } else {
              add(tr("No one can use %1 any more (every %2 expedition is already past %3): it "
                     "leaves the game.")
                      .arg(RivalsTexts::cardName(id),
                           RivalsTexts::colorName(eng::colorOfName(*nameIndex)),
                           QLocale().toString(eng::valueOfName(*nameIndex))),
                  LogKind::kAnnouncement);
            }
            break;
          }
          case eng::kNoteReserveSplit: {
            const int share = noteAmount(e);
            const int left = intOf(n.after, "reserve");
            if (share > 0 && left > 0) {
              add(tr("The reserve is shared: each player gets %1, and %2 stay in the reserve.")
                      .arg(RivalsTexts::coins(share), RivalsTexts::coins(left)),
                  LogKind::kAnnouncement);
            } else if (share > 0) {
              add(tr("The reserve is shared: each player gets %1.").arg(RivalsTexts::coins(share)),
                  LogKind::kAnnouncement);
            } else if (left > 0) {
              add(tr("Nothing is shared out: the reserve's %1 would not go round.")
                      .arg(RivalsTexts::coins(left)),
                  LogKind::kAnnouncement);
            } else {
              add(tr("The reserve is empty: there is nothing to share."), LogKind::kAnnouncement);
            }
            break;
          }
          default:
            break;
        }
        break;
      case EventKind::kRoundEnd:
        // value: the stack (1-based) that ran out.
        if (gameEnds) {
          add(tr("The last card of the fourth stack is out: the game is over."),
              LogKind::kAnnouncement);
        } else if (e.value >= 1 && e.value < eng::kStacks) {
          add(tr("The %1 is used up; the %2 comes into play.")
                  .arg(RivalsTexts::stackName(e.value - 1), RivalsTexts::stackName(e.value)),
              LogKind::kAnnouncement);
        }
        break;
      case EventKind::kGameEnd: {
        const QVector<int> winners = intsOf(n.after, "winners");
        const QVector<int> scores = intsOf(n.after, "scores");
        if (winners.isEmpty() || winners[0] < 0 || winners[0] >= scores.size()) break;
        const QString points = QLocale().toString(scores[winners[0]]);
        if (winners.size() > 1) {
          QStringList names;
          for (int w : winners) names << name(w);
          add(tr("%1 share the win, with %2 points and as many coins each.")
                  .arg(QLocale().createSeparatedList(names), points),
              LogKind::kAnnouncement);
        } else if (std::count(scores.begin(), scores.end(), scores[winners[0]]) > 1) {
          add(tr("%1 wins on coins: tied at %2 points, with more coins left.")
                  .arg(name(winners[0]), points),
              LogKind::kAnnouncement);
        } else {
          add(tr("%1 wins with %2 points.").arg(name(winners[0]), points), LogKind::kAnnouncement);
        }
        break;
      }
      case EventKind::kTurn:
        if (e.seat >= 0) add(tr("%1's turn.").arg(name(e.seat)), LogKind::kTurn);
        break;
      default:
        break;
    }
  }
  if (out.isEmpty()) add(tr("%1: %2").arg(who, n.actionText));
  return out;
}

}  // namespace mizbazi::ui::rivals
