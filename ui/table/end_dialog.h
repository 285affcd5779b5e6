// The end-of-game screen for every game: the EndSummary as a ranked table (winners first, in
// bold), the explanation, and three ways on: Play again (same seats and options, a new deal), New
// game (the chooser) and Close (look at the final table).
#pragma once

#include <QDialog>
#include <QFont>

#include "ui/table/end_summary.h"

class QTableWidget;
class QVBoxLayout;

namespace mizbazi::ui {

class LineChart;

class EndDialog : public QDialog {
  Q_OBJECT

 public:
  // `font`: the size to show it in (the side panel's in projector mode, so that the class reads
  // the result from the back); a dialog does not take its parent's font by itself.
  EndDialog(const EndSummary& summary, QWidget* parent = nullptr, const QFont& font = QFont());
  QTableWidget* table() const { return table_; }
  // The totals after each round, for a match of several (else nullptr).
  LineChart* chart() const { return chart_; }

 Q_SIGNALS:
  void playAgain();
  void newGame();

 private:
  void addTitle(QVBoxLayout* box, const EndSummary& summary);
  void addScoreTable(QVBoxLayout* box, const EndSummary& summary);
  void addButtons(QVBoxLayout* box);

  QTableWidget* table_;
  LineChart* chart_ = nullptr;
};

}  // namespace mizbazi::ui
