// A line chart of named series over steps (games, hands, rounds): the score chart of the
// Statistics dialog and the running team totals of a match's end-of-hand screen. A plain QPainter
// widget, game-neutral, drawn to be taken in at a glance rather than read:
//   - each series has a colour AND a marker shape (colour is never the only cue), a legend names
//     them, and the value at each series' last point is written beside it;
//   - time flows in the reading direction: in right-to-left the first step is at the right edge
//     and the value axis stands on the right; digits follow the widget's locale (Persian digits
//     in Persian);
//   - optional horizontal target lines ("+70 wins"), dashed and labelled;
//   - text, lines and markers grow with the widget (a 3840×2160 projector reads as well as a
//     laptop), and a zero line is always in view so gains and losses read at once.
#pragma once

#include <QColor>
#include <QPointF>
#include <QStringList>
#include <QVector>
#include <QWidget>

class QPainter;

namespace mizbazi::ui {

struct ChartSeries {
  QString name;
  // values[i] is the value at step firstStep() + i; a non-finite value is a gap in the line.
  QVector<double> values;
};

struct ChartTarget {
  double value = 0;
  QString label;  // translated, e.g. "70: the match is won"; may be empty
};

class LineChart : public QWidget {
  Q_OBJECT

 public:
  explicit LineChart(QWidget* parent = nullptr);

  void setSeries(QVector<ChartSeries> series);
  const QVector<ChartSeries>& series() const { return series_; }
  // The number written under the first value (1: "game 1"; 0 for totals that start before the
  // first hand).
  void setFirstStep(int step);
  int firstStep() const { return firstStep_; }
  // Translated titles of the step axis ("Hand") and of the value axis ("Points"); may be empty.
  void setAxisTitles(const QString& steps, const QString& values);
  void setTargets(QVector<ChartTarget> targets);
  const QVector<ChartTarget>& targets() const { return targets_; }
  // Shown in the middle when no series has a value (translated; empty: "No results yet").
  void setEmptyText(const QString& text);
  QString emptyText() const;

  // A match of several hands or rounds: `teams` (names, translated, as the table shows them) and
  // `totalsAfterStep[h][t]`, team t's running total after hand h+1. The lines start from 0 at
  // step 0 (before the first hand). A row shorter than `teams` leaves a gap for the missing teams.
  void setRunningTotals(const QStringList& teams, const QVector<QVector<int>>& totalsAfterStep);
  // Points won in each hand (`pointsPerStep[h][t]`) → the running totals setRunningTotals takes.
  static QVector<QVector<int>> accumulate(const QVector<QVector<int>>& pointsPerStep);

  // Where the value `index` of series `series` is drawn at the widget's present size (widget
  // coordinates); a null point when there is no such finite value. Tooltips and tests use it.
  QPointF pointAt(int series, int index) const;
  // The colour and the marker of a series (the n-th series always looks the same).
  static QColor colourOf(int series);
  enum class Marker {
    kCircle,
    kSquare,
    kTriangle,
    kDiamond,
    kTriangleDown,
    kHexagon,
    kPlus,
    kCross
  };
  static Marker markerOf(int series);
  // A sentence per series with its values, for screen readers and tests ("Sara: 10, 25, 40").
  QString summary() const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  bool event(QEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  struct Geometry;
  Geometry geometry() const;
  qreal layoutLegend(Geometry& g, qreal pad) const;  // returns the top of what comes below
  void chooseValueRange(Geometry& g, qreal plotHeight) const;
  void placeFrame(Geometry& g, qreal pad, qreal top, qreal bottom) const;
  QColor mutedInk(qreal alpha) const;
  void paintAxes(QPainter& p, const Geometry& g) const;
  void paintTargets(QPainter& p, const Geometry& g) const;
  void paintLines(QPainter& p, const Geometry& g) const;
  void paintEndValues(QPainter& p, const Geometry& g) const;
  void paintLegend(QPainter& p, const Geometry& g) const;
  void refreshSummary();

  QVector<ChartSeries> series_;
  QVector<ChartTarget> targets_;
  int firstStep_ = 1;
  QString stepTitle_;
  QString valueTitle_;
  QString emptyText_;
};

}  // namespace mizbazi::ui
