#include "ui/table/end_summary.h"

#include <QCoreApplication>
#include <QLocale>
#include <algorithm>

#include "core/game_record.h"

namespace mizbazi::ui {

void EndSummary::addRunningTotals(const GameRecord& record, const QStringList& seatNames,
                                  const QVector<QVector<int>>& teams) {
  QVector<QVector<int>> totals;
  record.walk([&](const State&, const std::string&, const Events& events, const State& after) {
    const bool roundEnded = std::any_of(events.begin(), events.end(), [](const Event& e) {
      return e.kind == EventKind::kRoundEnd;
    });
    if (roundEnded) totals << fromState(after, seatNames, teams).totals;
  });
  runningTotals = totals.size() >= 2 ? totals : QVector<QVector<int>>{};
}

EndSummary EndSummary::fromState(const State& state, const QStringList& seatNames,
                                 const QVector<QVector<int>>& teams) {
  EndSummary s;
  const std::vector<int> scores = state.scores();
  const std::vector<int> winners = state.winners();
  auto isWinner = [&](int seat) {
    return std::find(winners.begin(), winners.end(), seat) != winners.end();
  };
  const bool perTeam = !teams.isEmpty() && static_cast<int>(scores.size()) == teams.size();
  if (perTeam) {
    for (int t = 0; t < teams.size(); ++t) {
      QStringList members;
      bool won = false;
      for (int seat : teams[t]) {
        members << seatNames.value(seat);
        won = won || isWinner(seat);
      }
      s.rowNames << QCoreApplication::translate("EndSummary", "Team %1: %2")
                        .arg(QLocale().toString(t + 1), QLocale().createSeparatedList(members));
      s.totals << scores[static_cast<std::size_t>(t)];
      s.won << won;
    }
  } else {
    for (int seat = 0; seat < state.numPlayers(); ++seat) {
      s.rowNames << seatNames.value(seat);
      s.totals << (seat < static_cast<int>(scores.size()) ? scores[seat] : 0);
      s.won << isWinner(seat);
    }
  }
  return s;
}

QVector<EndColumn> EndSummary::shownColumns() const {
  QVector<EndColumn> out;
  for (const EndColumn& c : columns) {
    if (std::any_of(c.cells.begin(), c.cells.end(),
                    [](const QString& cell) { return !cell.trimmed().isEmpty(); }))
      out.push_back(c);
  }
  return out;
}

QVector<int> EndSummary::ranking() const {
  QVector<int> order;
  for (int i = 0; i < rowNames.size(); ++i) order << i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (won.value(a) != won.value(b)) return won.value(a);
    return totals.value(a) > totals.value(b);
  });
  return order;
}

}  // namespace mizbazi::ui
