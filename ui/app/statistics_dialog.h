// Game → Statistics…: one tab per game, each with a table of its players (played, won, win %,
// best, average; sortable by any column) and a chart of their last results. Choosing rows in the
// table chooses the lines of the chart (at first, the most played players). Reset, for one game
// or for all, asks first.
#pragma once

#include <QDialog>

class QPushButton;
class QTabWidget;
class QTableWidget;

namespace mizbazi::ui {
class LineChart;
}

namespace mizbazi::app {

class StatisticsStore;
struct PlayerRecord;

class StatisticsDialog : public QDialog {
  Q_OBJECT

 public:
  // `gameId`: the tab shown first (the game at the table); the store's file is read again.
  StatisticsDialog(StatisticsStore& store, const QString& gameId, QWidget* parent = nullptr);

  // The games shown, in tab order, and the one shown now.
  QStringList gameIds() const { return gameIds_; }
  QString currentGame() const;
  void showGame(const QString& gameId);
  // The widgets of a game's tab (tests read them; nullptr for a game not shown).
  QTableWidget* tableOf(const QString& gameId) const;
  ui::LineChart* chartOf(const QString& gameId) const;
  QPushButton* resetGameButton() const { return resetGame_; }
  QPushButton* resetAllButton() const { return resetAll_; }

  // A player's row name: the name for people, "Computer (normal)" for computers.
  static QString displayName(const PlayerRecord& row);
  // The most lines the chart shows when no row is chosen.
  static constexpr int kDefaultLines = 6;

 private:
  void rebuild();
  QWidget* buildTab(const QString& gameId);
  void updateChart(const QString& gameId);
  void confirmReset(bool all);

  StatisticsStore& store_;
  QStringList gameIds_;
  QTabWidget* tabs_;
  QPushButton* resetGame_;
  QPushButton* resetAll_;
};

}  // namespace mizbazi::app
