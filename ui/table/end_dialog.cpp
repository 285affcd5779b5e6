#include "ui/table/end_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "ui/table/line_chart.h"
#include "ui/table/outside_text.h"

namespace mizbazi::ui {

EndDialog::EndDialog(const EndSummary& summary, QWidget* parent, const QFont& font)
    : QDialog(parent) {
  setFont(font);  // first: the title's size is taken from it
  setObjectName("endDialog");
  setWindowTitle(tr("End of the game"));
  auto* box = new QVBoxLayout(this);
  addTitle(box, summary);
  addScoreTable(box, summary);
  // A match of several rounds: how the totals went, round by round.
  if (!summary.runningTotals.isEmpty()) {
    chart_ = new LineChart(this);
    chart_->setObjectName("runningTotals");
    chart_->setRunningTotals(summary.rowNames, summary.runningTotals);
    chart_->setAxisTitles(tr("Round"), tr("Total"));
    chart_->setMinimumHeight(180);
    box->addWidget(chart_, 1);  // the room the dialog has beyond its words goes to the lines
  }
  for (const QString& text : {summary.explanation, summary.rule}) {
    if (text.isEmpty()) continue;
    auto* label = new QLabel(this);
    showPlainly(label);
    label->setText(text);
    label->setWordWrap(true);
    box->addWidget(label);
  }
  addButtons(box);
  resize(760, 480);
}

void EndDialog::addTitle(QVBoxLayout* box, const EndSummary& summary) {
  auto* title = new QLabel(this);
  title->setObjectName("endTitle");
  showPlainly(title);  // the winners' names
  title->setText(summary.title.isEmpty() ? tr("The game is over.") : summary.title);
  QFont tf = title->font();
  // A font given in pixels (projector mode's) has no point size.
  if (tf.pixelSize() > 0)
    tf.setPixelSize(tf.pixelSize() * 7 / 5);
  else
    tf.setPointSizeF(tf.pointSizeF() * 1.4);
  tf.setBold(true);
  title->setFont(tf);
  title->setWordWrap(true);
  box->addWidget(title);
}

// One row per player, winners first and in bold; a game's own column only when it holds something.
void EndDialog::addScoreTable(QVBoxLayout* box, const EndSummary& summary) {
  const QLocale loc;
  const QVector<EndColumn> columns = summary.shownColumns();
  QStringList headers{tr("Player")};
  for (const EndColumn& c : columns) headers << c.title;
  headers << tr("Score") << tr("Result");
  const QVector<int> order = summary.ranking();
  table_ = new QTableWidget(static_cast<int>(order.size()), static_cast<int>(headers.size()), this);
  table_->setObjectName("scores");
  table_->setHorizontalHeaderLabels(headers);
  table_->verticalHeader()->setVisible(false);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  int row = 0;
  for (int r : order) {
    const bool won = summary.won.value(r);
    QStringList cells{summary.rowNames.value(r)};
    for (const EndColumn& c : columns) cells << c.cells.value(r);
    cells << loc.toString(summary.totals.value(r)) << (won ? tr("Winner") : QString());
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (won) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
      }
      table_->setItem(row, c, item);
    }
    ++row;
  }
  // One line a row, as tall as the dialog's font needs (wrapped at the columns' first widths, a
  // row would take two).
  table_->setWordWrap(false);
  table_->resizeRowsToContents();
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  table_->setFixedHeight(table_->verticalHeader()->length() + table_->horizontalHeader()->height() +
                         8);
  box->addWidget(table_);
}

void EndDialog::addButtons(QVBoxLayout* box) {
  auto* buttons = new QDialogButtonBox(this);
  QPushButton* again = buttons->addButton(tr("Play again"), QDialogButtonBox::AcceptRole);
  again->setObjectName("playAgain");
  again->setToolTip(tr("The same players and options, with a new deal"));
  QPushButton* fresh = buttons->addButton(tr("New game…"), QDialogButtonBox::ActionRole);
  fresh->setObjectName("newGame");
  QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
  close->setObjectName("close");
  close->setDefault(true);
  connect(again, &QPushButton::clicked, this, [this]() {
    accept();
    Q_EMIT playAgain();
  });
  connect(fresh, &QPushButton::clicked, this, [this]() {
    accept();
    Q_EMIT newGame();
  });
  connect(close, &QPushButton::clicked, this, &QDialog::reject);
  box->addWidget(buttons);
}

}  // namespace mizbazi::ui
