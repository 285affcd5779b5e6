#include "ui/sabokbaz/sabokbaz_end.h"

#include <QLocale>

#include "sabokbaz/sabokbaz_state.h"
#include "ui/sabokbaz/sabokbaz_texts.h"

namespace mizbazi::ui::sabokbaz {

namespace engine = ::mizbazi::sabokbaz;

QVector<HandResult> SabokbazEnd::hands(const GameRecord& record) {
  QVector<HandResult> out;
  std::unique_ptr<State> state = record.initialState().clone();
  HandResult current;
  for (const std::string& text : record.actions()) {
    const auto action = state->parseAction(text, nullptr);
    if (!action) break;  // a record's own actions always parse; stop rather than guess
    Events events;
    state->applyLegal(*action, &events);
    for (const Event& e : events) {
      if (e.kind == EventKind::kScore) {
        if (current.scores.size() <= e.seat) current.scores.resize(e.seat + 1);
        current.scores[e.seat] = e.value;
      } else if (e.kind == EventKind::kNote &&
                 (e.value == engine::kNoteAllFate || e.value == engine::kNoteFourCards)) {
        current.bonus = e.value == engine::kNoteAllFate ? engine::kAllFate : engine::kFourCards;
        current.bonusTeam = e.seat;
      } else if (e.kind == EventKind::kRoundEnd) {
        current.number = e.value;
        out.push_back(current);
        current = HandResult{};
      }
    }
  }
  return out;
}

EndSummary SabokbazEnd::summary(EndSummary s, const SabokbazPicture& v,
                                const QVector<HandResult>& hands, const QStringList& names) {
  const QLocale loc;
  // The rows are the teams, in team order (EndSummary::fromState with the observation's teams).
  for (int t = 0; t < s.rowNames.size() && t < v.teamCount(); ++t) {
    QStringList members;
    for (int seat : v.teams[t]) members << names.value(seat);
    s.rowNames[t] = SabokbazTexts::teamLabel(t, members);
  }
  for (const HandResult& h : hands) {
    EndColumn c{tr("Hand %1").arg(loc.toString(h.number)), {}};
    for (int t = 0; t < s.rowNames.size(); ++t)
      c.cells << SabokbazTexts::signedNumber(h.scores.value(t));
    s.columns << c;
  }
  EndColumn bonus{tr("Bonuses"), {}};
  for (int t = 0; t < s.rowNames.size(); ++t) {
    QStringList parts;
    for (const HandResult& h : hands) {
      if (h.bonusTeam == t && h.bonus != engine::kNoBonus) {
        parts << tr("%1 in hand %2").arg(SabokbazTexts::bonusName(h.bonus), loc.toString(h.number));
      }
    }
    bonus.cells << parts.join(tr("; "));
  }
  s.columns << bonus;
  s.title = tr("The match is over after %Ln hand(s).", nullptr, static_cast<int>(hands.size()));
  QStringList winners;
  for (int t = 0; t < s.rowNames.size(); ++t) {
    if (s.won.value(t)) winners << s.rowNames[t];
  }
  if (winners.size() == 1) {
    int row = static_cast<int>(s.rowNames.indexOf(winners.front()));
    s.explanation = tr("%1 wins the match with %2.")
                        .arg(winners.front(), SabokbazTexts::worth(s.totals.value(row)));
  } else if (!winners.isEmpty()) {
    s.explanation = tr("%1 share the win.").arg(winners.join(tr("; ")));
  }
  s.rule = tr("Each hand a team scores the values of the cards it took (all fate and four cards "
              "change that); the match ends when a team reaches %1 or %2.")
               .arg(SabokbazTexts::signedNumber(v.target), SabokbazTexts::signedNumber(-v.target));
  return s;
}

}  // namespace mizbazi::ui::sabokbaz
