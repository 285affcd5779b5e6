// The end-of-game screen's contents, built the same way for every game: one row per player (or
// per team), a game's own breakdown columns (footprints, wagers, cards in the field, …), the total
// from State::scores(), and who won from State::winners(). A column appears only when it holds
// something, and rows are ranked by the total.
#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include "core/game.h"

namespace mizbazi {
class GameRecord;
}

namespace mizbazi::ui {

struct EndColumn {
  QString title;
  QStringList cells;  // one per row; empty cells count as "nothing"
};

struct EndSummary {
  QString title;         // "The deck is empty: the game is over."
  QStringList rowNames;  // players, or teams ("Team 1: Sara and Ali")
  QVector<EndColumn> columns;
  QVector<int> totals;  // one per row
  QVector<bool> won;    // one per row
  QString explanation;  // who won and why, a tie rule when it decided
  QString rule;         // one or two sentences on how the game is scored
  // For a match of several hands or rounds: each row's total after every finished round
  // (runningTotals[r][row]); the end screen draws them as a line chart. Empty for one-round games.
  QVector<QVector<int>> runningTotals;

  // Rows per seat (scores() per seat) or per team (scores() per team, `teams` from the
  // observation).
  static EndSummary fromState(const State& state, const QStringList& seatNames,
                              const QVector<QVector<int>>& teams = {});
  // Replays `record` and records the rows' totals (as fromState counts them) after every round's
  // end (an EventKind::kRoundEnd); keeps them only when at least two rounds ended.
  void addRunningTotals(const GameRecord& record, const QStringList& seatNames,
                        const QVector<QVector<int>>& teams = {});
  // Columns that hold at least one non-empty cell, in order.
  QVector<EndColumn> shownColumns() const;
  // Row indices, best total first (stable for ties).
  QVector<int> ranking() const;
};

}  // namespace mizbazi::ui
