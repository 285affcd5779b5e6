// The line chart: paints for no, one and many points and for hostile values; time runs in the
// reading direction (the first point nearer the right edge in Persian); each series has its own
// colour and marker; the drawing grows with the widget; running totals of a match.
#include <gtest/gtest.h>

#include <QImage>
#include <QLocale>
#include <cmath>
#include <limits>

#include "ui/table/line_chart.h"
#include "ui_test_support.h"

using namespace mizbazi;
using ui::ChartSeries;
using ui::LineChart;

namespace {

QImage render(LineChart& chart, QSize size) {
  chart.resize(size);
  QImage image(size, QImage::Format_ARGB32);
  image.fill(Qt::magenta);  // a chart that painted nothing would leave this
  chart.render(&image);
  return image;
}

// How many pixels of `image` are (nearly) `colour`.
int pixelsOf(const QImage& image, QColor colour) {
  int n = 0;
  for (int y = 0; y < image.height(); ++y) {
    for (int x = 0; x < image.width(); ++x) {
      const QColor c = image.pixelColor(x, y);
      if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
              std::abs(c.blue() - colour.blue()) <
          12) {
        ++n;
      }
    }
  }
  return n;
}

bool near(QColor a, QColor b) {
  return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
             std::abs(a.blue() - b.blue()) <
         30;
}

QVector<double> ramp(int n) {
  QVector<double> v;
  for (int i = 0; i < n; ++i) v << (i * 7) % 23 - 5;
  return v;
}

TEST(LineChart, PaintsWithNoOneOrManyPoints) {
  mizbazi::testing::uiApp("fa");
  for (int points : {0, 1, 2, 20, 500}) {
    SCOPED_TRACE(points);
    LineChart chart;
    chart.setSeries({{"Sara", ramp(points)}, {QString::fromUtf8("علی"), ramp(points / 2)}});
    const QImage image = render(chart, QSize(640, 360));
    EXPECT_EQ(pixelsOf(image, Qt::magenta), 0);  // the whole widget was painted
    if (points == 0) continue;
    // Each last point is drawn, in its series' colour.
    const QPointF last = chart.pointAt(0, points - 1);
    ASSERT_FALSE(last.isNull());
    EXPECT_TRUE(near(image.pixelColor(last.toPoint()), LineChart::colourOf(0)))
        << image.pixelColor(last.toPoint()).name().toStdString();
  }
  // No series at all: the empty text is what a screen reader hears.
  LineChart empty;
  render(empty, QSize(300, 200));
  EXPECT_EQ(empty.accessibleDescription(), empty.emptyText());
  EXPECT_FALSE(empty.emptyText().isEmpty());
}

TEST(LineChart, HostileValuesNeitherCrashNorSpoilTheOthers) {
  mizbazi::testing::uiApp("fa");
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  LineChart chart;
  chart.setSeries({{"bad", {1e308, -1e308, inf, nan, -inf, 3}}, {"good", {1, 2, 3}}});
  chart.setTargets({{nan, "x"}, {1e300, "y"}});
  const QImage image = render(chart, QSize(500, 300));
  EXPECT_EQ(pixelsOf(image, Qt::magenta), 0);
  EXPECT_TRUE(chart.pointAt(0, 2).isNull());  // infinity is a gap, not a point
  EXPECT_FALSE(chart.pointAt(1, 2).isNull());
  // Written as what they are, not as an overflowed whole number.
  const QString summary = chart.summary();
  EXPECT_TRUE(summary.contains(QString::fromUtf8("۳۰۸"))) << summary.toStdString();  // 1×10^308
  EXPECT_FALSE(summary.contains(QString::fromUtf8("۹۲۲۳۳۷"))) << summary.toStdString();
}

// Time runs the way the language reads: right to left in Persian, left to right in English, and
// -reverse turns either.
TEST(LineChart, TimeRunsInTheReadingDirection) {
  struct Case {
    const char* language;
    bool reverse;
    bool firstOnTheRight;
  };
  for (const Case c : {Case{"fa", false, true}, Case{"en", false, false}, Case{"en", true, true},
                       Case{"fa", true, false}}) {
    SCOPED_TRACE(std::string(c.language) + (c.reverse ? " reversed" : ""));
    mizbazi::testing::uiApp(c.language, c.reverse);
    LineChart chart;
    chart.setSeries({{"Sara", {10, 20, 30, 40, 50}}});
    const QImage image = render(chart, QSize(800, 400));
    const QPointF first = chart.pointAt(0, 0), last = chart.pointAt(0, 4);
    EXPECT_EQ(first.x() > last.x(), c.firstOnTheRight);
    // The first point is in the outer fifth of its side, and really drawn there.
    const qreal fromItsEdge = c.firstOnTheRight ? 800 - first.x() : first.x();
    EXPECT_LT(fromItsEdge, 800 * 0.2);
    EXPECT_TRUE(near(image.pixelColor(first.toPoint()), LineChart::colourOf(0)));
    EXPECT_TRUE(near(image.pixelColor(last.toPoint()), LineChart::colourOf(0)));
    // Higher values higher on the screen in either direction.
    EXPECT_LT(last.y(), first.y());
  }
  mizbazi::testing::uiApp("fa");
}

TEST(LineChart, DigitsFollowTheLanguage) {
  mizbazi::testing::uiApp("fa");
  LineChart persian;
  persian.setSeries({{"Sara", {42, -7}}});
  EXPECT_TRUE(persian.summary().contains(QString::fromUtf8("۴۲")))
      << persian.summary().toStdString();
  EXPECT_FALSE(persian.summary().contains("42"));
  mizbazi::testing::uiApp("en");
  LineChart english;
  english.setSeries({{"Sara", {42, -7}}});
  EXPECT_TRUE(english.summary().contains("42"));
  mizbazi::testing::uiApp("fa");
}

TEST(LineChart, EverySeriesHasItsOwnColourAndMarker) {
  QSet<QRgb> colours;
  QSet<int> markers;
  for (int s = 0; s < 8; ++s) {
    colours << LineChart::colourOf(s).rgb();
    markers << static_cast<int>(LineChart::markerOf(s));
  }
  EXPECT_EQ(colours.size(), 8);
  EXPECT_EQ(markers.size(), 8);
  // Drawn: two series with one point each leave both colours on the image.
  mizbazi::testing::uiApp("fa");
  LineChart chart;
  chart.setSeries({{"a", {1}}, {"b", {2}}});
  const QImage image = render(chart, QSize(400, 300));
  EXPECT_GT(pixelsOf(image, LineChart::colourOf(0)), 20);
  EXPECT_GT(pixelsOf(image, LineChart::colourOf(1)), 20);
}

TEST(LineChart, GrowsWithTheWidgetForAProjector) {
  mizbazi::testing::uiApp("fa");
  LineChart chart;
  chart.setSeries({{"Sara", {10}}});  // one marker and one legend sample in this colour
  const int small = pixelsOf(render(chart, QSize(640, 360)), LineChart::colourOf(0));
  const int large = pixelsOf(render(chart, QSize(3840, 2160)), LineChart::colourOf(0));
  ASSERT_GT(small, 10);
  // Six times the width: markers and lines at least three times as big each way.
  EXPECT_GT(large, small * 9) << small << " → " << large;
}

TEST(LineChart, ATargetLineIsAlwaysInView) {
  mizbazi::testing::uiApp("fa");
  LineChart chart;
  chart.setSeries({{"A", {0, 10, 20}}});
  render(chart, QSize(600, 400));
  const QPointF without = chart.pointAt(0, 2);
  chart.setTargets({{70, "70"}, {-70, "-70"}});
  render(chart, QSize(600, 400));
  const QPointF with = chart.pointAt(0, 2);
  // The range now reaches ±70, so 20 sits lower than when it was the top of the chart.
  EXPECT_GT(with.y(), without.y() + 50);
  EXPECT_EQ(chart.targets().size(), 2);
}

TEST(LineChart, RunningTotalsOfAMatchStartFromZero) {
  mizbazi::testing::uiApp("fa");
  const QVector<QVector<int>> perHand = {{10, -10}, {25, 5}, {-5, 40}};
  const QVector<QVector<int>> totals = LineChart::accumulate(perHand);
  EXPECT_EQ(totals, (QVector<QVector<int>>{{10, -10}, {35, -5}, {30, 35}}));
  LineChart chart;
  chart.setRunningTotals({"Team A", "Team B"}, totals);
  ASSERT_EQ(chart.series().size(), 2);
  EXPECT_EQ(chart.series()[0].name, "Team A");
  EXPECT_EQ(chart.series()[0].values, (QVector<double>{0, 10, 35, 30}));
  EXPECT_EQ(chart.series()[1].values, (QVector<double>{0, -10, -5, 35}));
  EXPECT_EQ(chart.firstStep(), 0);
  const QImage image = render(chart, QSize(640, 360));
  // Both lines start at the same height (0) and part after the first hand.
  EXPECT_DOUBLE_EQ(chart.pointAt(0, 0).y(), chart.pointAt(1, 0).y());
  EXPECT_LT(chart.pointAt(0, 1).y(), chart.pointAt(1, 1).y());
  EXPECT_TRUE(near(image.pixelColor(chart.pointAt(1, 3).toPoint()), LineChart::colourOf(1)));
}

}  // namespace
