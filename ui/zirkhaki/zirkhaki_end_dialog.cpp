#include "zirkhaki/zirkhaki_end_dialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "zirkhaki/zirkhaki_texts.h"

namespace mizbazi::ui::zirkhaki {

QString ZirkhakiEndDialog::explanation(const ZirkhakiView& v, const QStringList& names) {
  const QLocale loc;
  if (v.winners.isEmpty()) return QString();
  const int best = *std::max_element(v.scores.begin(), v.scores.end());
  QVector<int> top;
  for (int s = 0; s < v.scores.size(); ++s) {
    if (v.scores[s] == best) top << s;
  }
  QStringList winnerNames;
  for (int w : v.winners) winnerNames << names.value(w);
  const QString winners = loc.createSeparatedList(winnerNames);
  if (top.size() == 1) {
    return tr("%1 wins with %2 points.").arg(winners, loc.toString(best));
  }
  QStringList tiedNames;
  for (int s : top) tiedNames << names.value(s);
  const QString tied = loc.createSeparatedList(tiedNames);
  if (v.winners.size() == 1) {
    return tr("%1 tied on %2 points; the tie goes to more cards in the field: %3 has %4 and wins.")
        .arg(tied, loc.toString(best), winners, loc.toString(v.cardCounts.value(v.winners[0])));
  }
  if (v.winners.size() == top.size()) {
    return tr("%1 tied on %2 points and on cards in the field (%3): they all win.")
        .arg(tied, loc.toString(best), loc.toString(v.cardCounts.value(v.winners[0])));
  }
  return tr("%1 tied on %2 points; with the most cards in the field (%3), %4 win.")
      .arg(tied, loc.toString(best), loc.toString(v.cardCounts.value(v.winners[0])), winners);
}

ZirkhakiEndDialog::ZirkhakiEndDialog(const ZirkhakiView& v, const QStringList& names,
                                     QWidget* parent)
    : QDialog(parent) {
  setObjectName("zirkhakiEnd");
  setWindowTitle(tr("End of the game"));
  const QLocale loc;
  auto* box = new QVBoxLayout(this);
  auto* title = new QLabel(tr("The deck is empty: the game is over."), this);
  QFont tf = title->font();
  tf.setPointSizeF(tf.pointSizeF() * 1.4);
  tf.setBold(true);
  title->setFont(tf);
  box->addWidget(title);

  // Ranked: score, then cards in the field (the tie-break).
  QVector<int> order;
  for (int s = 0; s < v.players; ++s) order << s;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    if (v.scores.value(a) != v.scores.value(b)) return v.scores.value(a) > v.scores.value(b);
    return v.cardCounts.value(a) > v.cardCounts.value(b);
  });
  auto* table = new QTableWidget(v.players, 5, this);
  table->setObjectName("scores");
  table->setHorizontalHeaderLabels(
      {tr("Player"), tr("Score"), tr("Cards in field"), tr("Ring"), tr("Result")});
  table->verticalHeader()->setVisible(false);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionMode(QAbstractItemView::NoSelection);
  int row = 0;
  for (int s : order) {
    const bool won = v.winners.contains(s);
    QString ring = s < v.rings.size() && !v.rings[s].isEmpty() ? ZirkhakiTexts::ringName(v.rings[s])
                                                               : QString("—");
    const QStringList cells = {names.value(s), loc.toString(v.scores.value(s)),
                               loc.toString(v.cardCounts.value(s)), ring,
                               won ? tr("Winner") : QString()};
    for (int c = 0; c < cells.size(); ++c) {
      auto* item = new QTableWidgetItem(cells[c]);
      if (won) {
        QFont f = item->font();
        f.setBold(true);
        item->setFont(f);
      }
      table->setItem(row, c, item);
    }
    ++row;
  }
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  table->setMinimumHeight(table->verticalHeader()->length() + table->horizontalHeader()->height() +
                          8);
  box->addWidget(table);

  auto* why = new QLabel(explanation(v, names), this);
  why->setObjectName("tieBreak");
  why->setWordWrap(true);
  box->addWidget(why);
  auto* rule = new QLabel(tr("Score: the top card of each suit in your field counts. Ties go to "
                             "the player with more cards in their field; if still tied, all of "
                             "them win."),
                          this);
  rule->setWordWrap(true);
  box->addWidget(rule);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::accept);
  box->addWidget(buttons);
  resize(720, 480);
}

}  // namespace mizbazi::ui::zirkhaki
