#include "ui/app/statistics_dialog.h"

#include <QBoxLayout>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QTabWidget>
#include <QTableWidget>

#include "ui/app/game_catalog.h"
#include "ui/app/statistics_store.h"
#include "ui/table/line_chart.h"
#include "ui/table/outside_text.h"

namespace mizbazi::app {

namespace {

enum Column { kName, kPlayed, kWon, kWinPercent, kBest, kAverage, kHints, kColumns };

// A number written in the UI's digits that sorts as a number, not as text.
class NumberItem : public QTableWidgetItem {
 public:
  NumberItem(double value, const QString& text) : QTableWidgetItem(text) {
    setData(Qt::UserRole, value);
    setTextAlignment(Qt::AlignCenter);
  }
  bool operator<(const QTableWidgetItem& other) const override {
    return data(Qt::UserRole).toDouble() < other.data(Qt::UserRole).toDouble();
  }
};

QString levelName(const QString& level) {
  if (level == "random") return StatisticsDialog::tr("random");
  if (level == "easy") return StatisticsDialog::tr("easy");
  if (level == "normal") return StatisticsDialog::tr("normal");
  if (level == "hard") return StatisticsDialog::tr("hard");
  return ui::outsideText(level);  // a file's
}

}  // namespace

StatisticsDialog::StatisticsDialog(StatisticsStore& store, const QString& gameId, QWidget* parent)
    : QDialog(parent), store_(store) {
  setObjectName("statisticsDialog");
  setWindowTitle(tr("Statistics"));
  auto* box = new QVBoxLayout(this);
  tabs_ = new QTabWidget(this);
  tabs_->setObjectName("games");
  tabs_->setDocumentMode(true);
  box->addWidget(tabs_, 1);

  auto* buttons = new QDialogButtonBox(this);
  // No & mnemonics: they would underline a letter inside a Persian word.
  resetGame_ = buttons->addButton(tr("Reset this game…"), QDialogButtonBox::ResetRole);
  resetGame_->setObjectName("resetGame");
  resetAll_ = buttons->addButton(tr("Reset all…"), QDialogButtonBox::ResetRole);
  resetAll_->setObjectName("resetAll");
  QPushButton* close = buttons->addButton(QDialogButtonBox::Close);
  close->setText(tr("Close"));
  close->setObjectName("close");
  connect(resetGame_, &QPushButton::clicked, this, [this]() { confirmReset(false); });
  connect(resetAll_, &QPushButton::clicked, this, [this]() { confirmReset(true); });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(close, &QPushButton::clicked, this, &QDialog::accept);
  box->addWidget(buttons);
  connect(tabs_, &QTabWidget::currentChanged, this,
          [this]() { resetGame_->setEnabled(!store_.players(currentGame()).isEmpty()); });

  store_.load();  // another window may have recorded a game
  rebuild();
  showGame(gameId);
  resize(860, 640);
}

QString StatisticsDialog::displayName(const PlayerRecord& row) {
  //: A computer player's row in the statistics: %1 is its level ("normal").
  return row.computer ? tr("Computer (%1)").arg(levelName(row.level)) : ui::outsideText(row.name);
}

QString StatisticsDialog::currentGame() const {
  const int i = tabs_->currentIndex();
  return i >= 0 && i < gameIds_.size() ? gameIds_[i] : QString();
}

void StatisticsDialog::showGame(const QString& gameId) {
  const int i = gameIds_.indexOf(gameId);
  if (i >= 0) tabs_->setCurrentIndex(i);
}

QTableWidget* StatisticsDialog::tableOf(const QString& gameId) const {
  return tabs_->findChild<QTableWidget*>("table-" + gameId);
}

ui::LineChart* StatisticsDialog::chartOf(const QString& gameId) const {
  return tabs_->findChild<ui::LineChart*>("chart-" + gameId);
}

void StatisticsDialog::rebuild() {
  const QString shown = currentGame();
  while (tabs_->count() > 0) {
    QWidget* page = tabs_->widget(0);
    tabs_->removeTab(0);
    delete page;
  }
  // Every game this build plays, then any other game the file remembers (a game left out of this
  // build keeps its statistics and can still be looked at and reset).
  gameIds_.clear();
  for (const CatalogEntry& e : GameCatalog::entries()) gameIds_ << e.id;
  for (const QString& id : store_.games()) {
    if (!gameIds_.contains(id)) gameIds_ << id;
  }
  for (const QString& id : gameIds_)
    tabs_->addTab(buildTab(id), ui::plainButtonText(GameCatalog::nameOf(id)));
  showGame(shown);
  resetGame_->setEnabled(!store_.players(currentGame()).isEmpty());
  resetAll_->setEnabled(!store_.games().isEmpty());
}

QWidget* StatisticsDialog::buildTab(const QString& gameId) {
  const QLocale loc;
  auto* page = new QWidget;
  page->setObjectName("tab-" + gameId);
  auto* box = new QVBoxLayout(page);
  const QVector<PlayerRecord> rows = store_.players(gameId);

  auto* table = new QTableWidget(rows.size(), kColumns, page);
  table->setObjectName("table-" + gameId);
  table->setHorizontalHeaderLabels({tr("Player"), tr("Played"), tr("Won"), tr("Win %"),
                                    tr("Best score"), tr("Average score"), tr("Hints used")});
  table->horizontalHeaderItem(kHints)->setToolTip(
      tr("How many hints the player asked for, over all their games of this kind"));
  table->verticalHeader()->hide();
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSelectionMode(QAbstractItemView::ExtendedSelection);
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table->horizontalHeader()->setSectionResizeMode(kName, QHeaderView::Stretch);
  for (int r = 0; r < rows.size(); ++r) {
    const PlayerRecord& p = rows[r];
    auto* name = new QTableWidgetItem(displayName(p));
    name->setData(Qt::UserRole, p.key);
    table->setItem(r, kName, name);
    table->setItem(r, kPlayed, new NumberItem(p.played, loc.toString(p.played)));
    table->setItem(r, kWon, new NumberItem(p.won, loc.toString(p.won)));
    table->setItem(
        r, kWinPercent,
        new NumberItem(p.winPercent(), loc.toString(p.winPercent(), 'f', 0) + loc.percent()));
    table->setItem(r, kBest, new NumberItem(p.best, loc.toString(p.best)));
    table->setItem(r, kAverage, new NumberItem(p.average(), loc.toString(p.average(), 'f', 1)));
    table->setItem(r, kHints, new NumberItem(double(p.hints), loc.toString(p.hints)));
  }
  // Sortable by any column; at first the most played on top (a stable sort keeps the store's
  // order among equals: people before computers).
  table->setSortingEnabled(true);
  table->sortItems(kPlayed, Qt::DescendingOrder);
  box->addWidget(table, 2);

  auto* caption = new QLabel(page);
  caption->setObjectName("caption-" + gameId);
  caption->setWordWrap(true);
  ui::showPlainly(caption);
  if (rows.isEmpty()) {
    caption->setText(tr("No game of %1 has been finished yet.").arg(GameCatalog::nameOf(gameId)));
  } else if (rows.size() > kDefaultLines) {
    caption->setText(tr("The last %1 scores of each player. Choose rows in the table to compare "
                        "other players.")
                         .arg(loc.toString(StatisticsStore::kRecent)));
  } else {
    caption->setText(
        tr("The last %1 scores of each player.").arg(loc.toString(StatisticsStore::kRecent)));
  }
  box->addWidget(caption);

  auto* chart = new ui::LineChart(page);
  chart->setObjectName("chart-" + gameId);
  chart->setAxisTitles(tr("Games, the oldest first"), tr("Score"));
  chart->setEmptyText(tr("No results yet"));
  box->addWidget(chart, 3);
  connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          [this, gameId]() { updateChart(gameId); });
  // The tab is parented by addTab; the chart must be findable before that.
  page->setParent(tabs_);
  updateChart(gameId);
  return page;
}

void StatisticsDialog::updateChart(const QString& gameId) {
  QTableWidget* table = tableOf(gameId);
  ui::LineChart* chart = chartOf(gameId);
  if (!table || !chart) return;
  const QVector<PlayerRecord> rows = store_.players(gameId);
  QSet<QString> chosen;
  for (const QModelIndex& index : table->selectionModel()->selectedRows(kName)) {
    chosen << index.data(Qt::UserRole).toString();
  }
  QVector<ui::ChartSeries> series;
  for (const PlayerRecord& p : rows) {  // most played first
    if (chosen.isEmpty() ? series.size() >= kDefaultLines : !chosen.contains(p.key)) continue;
    ui::ChartSeries s{displayName(p), {}};
    for (const RecentResult& r : p.recent) s.values << r.score;
    series << s;
  }
  chart->setSeries(series);
}

void StatisticsDialog::confirmReset(bool all) {
  const QString gameId = currentGame();
  if (!all && gameId.isEmpty()) return;
  QMessageBox box(QMessageBox::Warning, tr("Reset statistics"),
                  all ? tr("Forget the statistics of every game? This cannot be undone.")
                      : tr("Forget every result of %1? This cannot be undone.")
                            .arg(GameCatalog::nameOf(gameId)),
                  QMessageBox::NoButton, this);
  box.setObjectName("confirmResetBox");
  ui::showPlainly(box);
  QPushButton* yes = box.addButton(tr("Reset"), QMessageBox::DestructiveRole);
  yes->setObjectName("confirmReset");
  QPushButton* no = box.addButton(tr("Keep them"), QMessageBox::RejectRole);
  no->setObjectName("cancelReset");
  box.setDefaultButton(no);
  box.setEscapeButton(no);
  box.exec();
  if (box.clickedButton() != yes) return;
  const QString error = all ? store_.resetAll() : store_.reset(gameId);
  if (!error.isEmpty()) store_.load();  // show what the file still holds
  rebuild();
  showGame(gameId);
  if (!error.isEmpty()) {
    QMessageBox failed(QMessageBox::Warning, tr("Reset statistics"),
                       tr("The statistics file could not be written: %1").arg(error),
                       QMessageBox::Ok, this);
    ui::showPlainly(failed);
    failed.exec();
  }
}

}  // namespace mizbazi::app
