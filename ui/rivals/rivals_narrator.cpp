#include "ui/rivals/rivals_narrator.h"

#include <QLocale>
#include <algorithm>

#include "rivals/rivals_cards.h"
#include "rivals/rivals_state.h"
#include "ui/rivals/rivals_picture.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/bidi.h"

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

LogLine action(const QString& text) {
  return {text, LogKind::kAction};
}
LogLine announce(const QString& text) {
  return {text, LogKind::kAnnouncement};
}

QString cardIdOf(const Narration& n, const Event& e) {
  return e.card >= 0 && n.cardId ? n.cardId(e.card) : QString();
}

}  // namespace

QString RivalsNarrator::nameOf(const Narration& n, int seat) {
  if (seat >= 0 && seat < n.names.size()) return n.names[seat];
  return isolate(tr("Player %1").arg(QLocale().toString(seat + 1)));
}

// Only cards the audience's events show are named.
QString RivalsNarrator::cardNameOf(const Narration& n, const Event& e) {
  const QString id = cardIdOf(n, e);
  return id.isEmpty() ? tr("a card") : RivalsTexts::cardName(id);
}

LogLine RivalsNarrator::tellMove(const Narration& n, const Event& e) {
  if (e.from.zone == eng::kZoneStack && e.to.zone == eng::kZoneDisplay) {
    const QString who = nameOf(n, n.actor);
    if (n.actionText == QLatin1String("done"))
      return action(tr("%1 is done and turns up %2 for the display.").arg(who, cardNameOf(n, e)));
    return action(tr("%1 turns up %2.").arg(who, cardNameOf(n, e)));
  }
  if (e.to.zone == eng::kZoneExpedition)
    return action(
        tr("%1 adds %2 to their expedition.").arg(nameOf(n, e.to.seat), cardNameOf(n, e)));
  // Moves out of the game are told by the notes that follow them (why they left).
  return {};
}

LogLine RivalsNarrator::tellNote(const Narration& n, const Event& e) {
  switch (noteCode(e)) {
    case eng::kNoteBid:
      return action(tr("%1 bids %2 for the display.")
                        .arg(nameOf(n, e.seat), RivalsTexts::coins(noteAmount(e))));
    case eng::kNotePass:
      return action(tr("%1 passes.").arg(nameOf(n, e.seat)));
    case eng::kNoteAuctionWon:
      return announce(tr("%1 wins the auction and pays %2 into the reserve.")
                          .arg(nameOf(n, e.seat), RivalsTexts::coins(noteAmount(e))));
    case eng::kNoteDiscard:
      return action(
          tr("%1 puts %2 out of the game, face down.").arg(nameOf(n, e.seat), cardNameOf(n, e)));
    case eng::kNoteDeadCard:
      return tellDeadCard(n, e);
    case eng::kNoteReserveSplit:
      return tellReserveSplit(n, e);
    default:
      return {};
  }
}

LogLine RivalsNarrator::tellDeadCard(const Narration& n, const Event& e) {
  const QString id = cardIdOf(n, e);
  auto nameIndex = eng::parseNameId(id.toStdString());
  if (!nameIndex) return announce(tr("A card no one can use any more leaves the game."));
  const QString color = RivalsTexts::colorName(eng::colorOfName(*nameIndex));
  if (eng::isWagerName(*nameIndex)) {
    return announce(tr("No one can use %1 any more (every %2 expedition already has a numbered "
                       "card): it leaves the game.")
                        .arg(RivalsTexts::cardName(id), color));
  }
  return announce(
      tr("No one can use %1 any more (every %2 expedition is already past %3): it "
         "leaves the game.")
          .arg(RivalsTexts::cardName(id), color, QLocale().toString(eng::valueOfName(*nameIndex))));
}

LogLine RivalsNarrator::tellReserveSplit(const Narration& n, const Event& e) {
  const int share = noteAmount(e);
  const int left = RivalsPicture::fromObservation(n.after).reserve;
  if (share > 0 && left > 0) {
    return announce(tr("The reserve is shared: each player gets %1, and %2 stay in the reserve.")
                        .arg(RivalsTexts::coins(share), RivalsTexts::coins(left)));
  }
  if (share > 0)
    return announce(
        tr("The reserve is shared: each player gets %1.").arg(RivalsTexts::coins(share)));
  if (left > 0) {
    return announce(tr("Nothing is shared out: the reserve's %1 would not go round.")
                        .arg(RivalsTexts::coins(left)));
  }
  return announce(tr("The reserve is empty: there is nothing to share."));
}

LogLine RivalsNarrator::tellStackEnd(const Narration& n, const Event& e) {
  // value: the stack (1-based) that ran out.
  if (hasEvent(n.events, EventKind::kGameEnd))
    return announce(tr("The last card of the fourth stack is out: the game is over."));
  if (e.value >= 1 && e.value < eng::kStacks) {
    return announce(tr("The %1 is used up; the %2 comes into play.")
                        .arg(RivalsTexts::stackName(e.value - 1), RivalsTexts::stackName(e.value)));
  }
  return {};
}

LogLine RivalsNarrator::tellGameEnd(const Narration& n) {
  const RivalsPicture after = RivalsPicture::fromObservation(n.after);
  const QVector<int>& winners = after.winners;
  const QVector<int>& scores = after.scores;
  if (winners.isEmpty() || winners[0] < 0 || winners[0] >= scores.size()) return {};
  const int points = scores[winners[0]];
  if (winners.size() > 1) {
    QStringList names;
    for (int w : winners) names << nameOf(n, w);
    return announce(
        tr("%1 share the win, with %Ln point(s) and as many coins each.", nullptr, points)
            .arg(QLocale().createSeparatedList(names)));
  }
  if (std::count(scores.begin(), scores.end(), points) > 1) {
    return announce(
        tr("%1 wins on coins: tied at %Ln point(s), with more coins left.", nullptr, points)
            .arg(nameOf(n, winners[0])));
  }
  return announce(tr("%1 wins with %Ln point(s).", nullptr, points).arg(nameOf(n, winners[0])));
}

QVector<LogLine> RivalsNarrator::narrate(const Narration& n) {
  QVector<LogLine> out;
  for (const Event& e : n.events) {
    LogLine line;
    switch (e.kind) {
      case EventKind::kMove:
        line = tellMove(n, e);
        break;
      case EventKind::kNote:
        line = tellNote(n, e);
        break;
      case EventKind::kRoundEnd:
        line = tellStackEnd(n, e);
        break;
      case EventKind::kGameEnd:
        line = tellGameEnd(n);
        break;
      case EventKind::kTurn:
        if (e.seat >= 0) line = {tr("%1's turn.").arg(nameOf(n, e.seat)), LogKind::kTurn};
        break;
      default:
        break;
    }
    if (!line.text.isEmpty()) out.push_back(line);
  }
  if (out.isEmpty()) out.push_back(action(tr("%1: %2").arg(nameOf(n, n.actor), n.actionText)));
  return out;
}

}  // namespace mizbazi::ui::rivals
