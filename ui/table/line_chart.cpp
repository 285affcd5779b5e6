#include "ui/table/line_chart.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <limits>

#include "ui/table/outside_text.h"

namespace mizbazi::ui {

namespace {

// Values beyond this are drawn at it (a hostile file must not turn the range into infinity).
constexpr double kLimit = 1e12;

double clampValue(double v) {
  return std::clamp(v, -kLimit, kLimit);
}

// 1, 2 or 5 times a power of ten, at least `rough` (the usual "nice" axis steps).
double niceStep(double rough) {
  if (!(rough > 0)) return 1;
  const double power = std::pow(10.0, std::floor(std::log10(rough)));
  for (double m : {1.0, 2.0, 5.0, 10.0}) {
    if (m * power >= rough) return m * power;
  }
  return 10 * power;
}

// An integer stride of 1, 2 or 5 times a power of ten, at least `rough`.
int niceStride(double rough) {
  if (rough <= 1) return 1;
  return static_cast<int>(std::min(niceStep(rough), 1e9));
}

QString number(const QLocale& locale, double v) {
  if (std::abs(v) >= 1e15) return locale.toString(v, 'g', 3);  // beyond whole-number exactness
  if (std::abs(v - std::round(v)) < 1e-6) {
    return locale.toString(static_cast<qlonglong>(std::llround(v)));
  }
  return locale.toString(v, 'f', 1);
}

// Text placed by its own box: AlignAbsolute, since the boxes are already mirrored.
void drawBoxedText(QPainter& p, const QRectF& box, int align, const QString& text) {
  p.drawText(box, align | Qt::AlignAbsolute | Qt::AlignVCenter | Qt::TextSingleLine, text);
}

int lastFinite(const QVector<double>& values) {
  for (int i = values.size() - 1; i >= 0; --i) {
    if (std::isfinite(values[i])) return i;
  }
  return -1;
}

// Okabe and Ito's palette for colour-blind readers (yellow, too pale on white, left out), then a
// brown; each also has its own marker, and after eight the lines are dashed.
const QColor kColours[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                           QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                           QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                           QColor(0x33, 0x33, 0x33), QColor(0x8C, 0x56, 0x4B)};
constexpr int kStyles = 8;

QPainterPath markerPath(LineChart::Marker marker, QPointF c, qreal r) {
  QPainterPath path;
  auto polygon = [&](int corners, qreal startDegrees, qreal radius) {
    QPolygonF poly;
    for (int i = 0; i < corners; ++i) {
      const qreal a = qDegreesToRadians(startDegrees + 360.0 * i / corners);
      poly << QPointF(c.x() + radius * std::cos(a), c.y() + radius * std::sin(a));
    }
    path.addPolygon(poly);
    path.closeSubpath();
  };
  const qreal t = r * 0.42;  // half the width of a plus's or a cross's arms
  switch (marker) {
    case LineChart::Marker::kCircle:
      path.addEllipse(c, r, r);
      break;
    case LineChart::Marker::kSquare:
      path.addRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7));
      break;
    case LineChart::Marker::kTriangle:
      polygon(3, -90, r * 1.2);
      break;
    case LineChart::Marker::kDiamond:
      polygon(4, -90, r * 1.15);
      break;
    case LineChart::Marker::kTriangleDown:
      polygon(3, 90, r * 1.2);
      break;
    case LineChart::Marker::kHexagon:
      polygon(6, 0, r * 1.05);
      break;
    case LineChart::Marker::kPlus:
    case LineChart::Marker::kCross: {
      QPolygonF plus;
      const qreal s = r * 1.1;
      plus << QPointF(-t, -s) << QPointF(t, -s) << QPointF(t, -t) << QPointF(s, -t) << QPointF(s, t)
           << QPointF(t, t) << QPointF(t, s) << QPointF(-t, s) << QPointF(-t, t) << QPointF(-s, t)
           << QPointF(-s, -t) << QPointF(-t, -t);
      QTransform turn;
      turn.translate(c.x(), c.y());
      if (marker == LineChart::Marker::kCross) turn.rotate(45);
      path.addPolygon(turn.map(plus));
      path.closeSubpath();
      break;
    }
  }
  return path;
}

}  // namespace

// Everything the painting and pointAt need, computed from the widget's size alone.
struct LineChart::Geometry {
  bool rtl = false;
  qreal unit = 12;  // text height in pixels; everything else is a multiple of it
  QFont font;
  QFont bold;
  QRectF plot;            // the frame of the lines
  qreal inset = 0;        // space kept inside the frame so end markers are whole
  double lo = 0, hi = 1;  // values at the bottom and top of the frame
  double tick = 1;        // between value grid lines
  int steps = 0;          // the longest series
  int stride = 1;         // a step label every `stride` steps
  struct LegendEntry {
    int series;
    QRectF box;  // sample line and marker, then the name, in reading order
  };
  QVector<LegendEntry> legend;
  QRectF valueTitle;

  qreal xOf(double index) const {
    const qreal left = plot.left() + inset, width = plot.width() - 2 * inset;
    const qreal t = steps <= 1 ? 0.5 : index / (steps - 1);
    return rtl ? left + width - t * width : left + t * width;
  }
  qreal yOf(double v) const {
    const double span = hi - lo;
    return plot.bottom() - (clampValue(v) - lo) / span * plot.height();
  }
  // The values of the grid lines, bottom to top (counted, so rounding can never loop).
  QVector<double> ticks() const {
    QVector<double> out;
    const int n = std::clamp(static_cast<int>(std::llround((hi - lo) / tick)), 1, 100);
    for (int i = 0; i <= n; ++i) out << lo + i * tick;
    return out;
  }
  qreal markerRadius() const { return unit * 0.42; }
  qreal lineWidth() const { return std::max<qreal>(1.5, unit * 0.16); }
};

LineChart::LineChart(QWidget* parent) : QWidget(parent) {
  setObjectName("lineChart");
  setAttribute(Qt::WA_OpaquePaintEvent);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  refreshSummary();
}

void LineChart::setSeries(QVector<ChartSeries> series) {
  series_ = std::move(series);
  refreshSummary();
  update();
}

void LineChart::setFirstStep(int step) {
  firstStep_ = step;
  update();
}

void LineChart::setAxisTitles(const QString& steps, const QString& values) {
  stepTitle_ = steps;
  valueTitle_ = values;
  update();
}

void LineChart::setTargets(QVector<ChartTarget> targets) {
  targets_ = std::move(targets);
  update();
}

QString LineChart::emptyText() const {
  return emptyText_.isEmpty() ? tr("No results yet") : emptyText_;
}

void LineChart::setEmptyText(const QString& text) {
  emptyText_ = text;
  update();
}

void LineChart::setRunningTotals(const QStringList& teams,
                                 const QVector<QVector<int>>& totalsAfterStep) {
  QVector<ChartSeries> out;
  for (int t = 0; t < teams.size(); ++t) {
    ChartSeries s{teams[t], {0.0}};
    for (const auto& row : totalsAfterStep) {
      s.values << (t < row.size() ? double(row[t]) : std::numeric_limits<double>::quiet_NaN());
    }
    out << s;
  }
  firstStep_ = 0;
  setSeries(std::move(out));
}

QVector<QVector<int>> LineChart::accumulate(const QVector<QVector<int>>& pointsPerStep) {
  QVector<QVector<int>> out;
  QVector<qint64> sum;
  for (const auto& row : pointsPerStep) {
    if (sum.size() < row.size()) sum.resize(row.size());
    QVector<int> totals;
    for (int t = 0; t < row.size(); ++t) {
      sum[t] = std::clamp<qint64>(sum[t] + row[t], std::numeric_limits<int>::min(),
                                  std::numeric_limits<int>::max());
      totals << static_cast<int>(sum[t]);
    }
    out << totals;
  }
  return out;
}

QColor LineChart::colourOf(int series) {
  return kColours[((series % kStyles) + kStyles) % kStyles];
}

LineChart::Marker LineChart::markerOf(int series) {
  return static_cast<Marker>(((series % kStyles) + kStyles) % kStyles);
}

QSize LineChart::sizeHint() const {
  return QSize(560, 320);
}

QSize LineChart::minimumSizeHint() const {
  return QSize(240, 160);
}

LineChart::Geometry LineChart::geometry() const {
  Geometry g;
  g.rtl = layoutDirection() == Qt::RightToLeft;
  // The text grows with the widget, never below the user's font.
  const qreal base = QFontInfo(font()).pixelSize();
  g.unit = std::max<qreal>(base, std::min(width() / 70.0, height() / 34.0));
  g.font = font();
  g.font.setPixelSize(std::max(1, qRound(g.unit)));
  g.bold = g.font;
  g.bold.setBold(true);
  const QFontMetricsF fm(g.font);
  const qreal pad = g.unit * 0.8;
  const qreal lineH = fm.height();

  qreal top = layoutLegend(g, pad);
  if (!valueTitle_.isEmpty()) {
    g.valueTitle = QRectF(0, top, fm.horizontalAdvance(valueTitle_), lineH);
    top += lineH * 1.2;
  }
  top += lineH * 0.5;                           // half a label above the top grid line
  qreal bottom = height() - pad - lineH * 1.2;  // step labels
  if (!stepTitle_.isEmpty()) bottom -= lineH * 1.2;
  chooseValueRange(g, std::max<qreal>(1, bottom - top));
  placeFrame(g, pad, top, bottom);
  return g;
}

qreal LineChart::layoutLegend(Geometry& g, qreal pad) const {
  // Rows at the top, entries in reading order, wrapped to the width.
  const QFontMetricsF fm(g.font);
  const qreal lineH = fm.height();
  const qreal sample = g.unit * 2.4;  // a short line with the marker on it
  const qreal gap = g.unit * 0.4;
  const qreal spacing = g.unit * 1.4;
  const qreal available = std::max<qreal>(1, width() - 2 * pad);
  qreal rowY = pad, used = 0;
  int rows = 0;
  for (int s = 0; s < series_.size(); ++s) {
    const qreal w = std::min(available, sample + gap + fm.horizontalAdvance(series_[s].name));
    if (used > 0 && used + spacing + w > available) {
      ++rows;
      rowY += lineH * 1.3;
      used = 0;
    }
    const qreal start = used > 0 ? used + spacing : 0;
    const qreal x = g.rtl ? width() - pad - start - w : pad + start;
    g.legend.push_back({s, QRectF(x, rowY, w, lineH)});
    used = start + w;
  }
  if (!series_.isEmpty()) ++rows;
  return pad + rows * lineH * 1.3 + (rows > 0 ? g.unit * 0.4 : 0);
}

void LineChart::chooseValueRange(Geometry& g, qreal plotHeight) const {
  // Every value, every target and zero, in round steps that leave room for the labels.
  double lo = 0, hi = 0;
  for (const auto& s : series_) {
    for (double v : s.values) {
      if (!std::isfinite(v)) continue;
      g.steps = std::max<int>(g.steps, s.values.size());
      lo = std::min(lo, clampValue(v));
      hi = std::max(hi, clampValue(v));
    }
  }
  for (const auto& t : targets_) {
    if (!std::isfinite(t.value)) continue;
    lo = std::min(lo, clampValue(t.value));
    hi = std::max(hi, clampValue(t.value));
  }
  if (hi - lo < 1) hi = lo + 1;
  const qreal lineH = QFontMetricsF(g.font).height();
  const int wantedTicks = std::clamp(static_cast<int>(plotHeight / (lineH * 2.2)), 2, 8);
  g.tick = niceStep((hi - lo) / wantedTicks);
  g.lo = std::floor(lo / g.tick) * g.tick;
  g.hi = std::ceil(hi / g.tick) * g.tick;
  if (g.hi - g.lo < g.tick) g.hi = g.lo + g.tick;
}

void LineChart::placeFrame(Geometry& g, qreal pad, qreal top, qreal bottom) const {
  // The value axis on the side where reading starts, labels outside it; the end side keeps room
  // for the values written after the last points.
  const QLocale loc = locale();
  const QFontMetricsF fm(g.font), fmb(g.bold);
  qreal labelWidth = 0;
  for (double v : g.ticks()) {
    labelWidth = std::max(labelWidth, fm.horizontalAdvance(number(loc, v)));
  }
  labelWidth = std::max(labelWidth, g.valueTitle.width() * 0.6);
  qreal endWidth = 0;
  for (const auto& s : series_) {
    for (double v : s.values) {
      if (std::isfinite(v)) endWidth = std::max(endWidth, fmb.horizontalAdvance(number(loc, v)));
    }
  }
  const qreal startMargin = pad + labelWidth + g.unit * 0.4;
  const qreal endMargin = pad + (endWidth > 0 ? endWidth + g.unit : 0);
  const qreal left = g.rtl ? endMargin : startMargin;
  const qreal right = width() - (g.rtl ? startMargin : endMargin);
  g.plot =
      QRectF(QPointF(left, top), QPointF(std::max(left + 1, right), std::max(top + 1, bottom)));
  g.inset = g.markerRadius() * 1.6;
  if (!g.valueTitle.isNull()) {
    g.valueTitle.moveLeft(g.rtl ? width() - pad - g.valueTitle.width() : pad);
  }
  // A step label every `stride` steps so that the labels never touch.
  if (g.steps > 1) {
    const qreal each = (g.plot.width() - 2 * g.inset) / (g.steps - 1);
    const qreal widest =
        fm.horizontalAdvance(loc.toString(firstStep_ + g.steps - 1)) + g.unit * 1.2;
    g.stride = niceStride(widest / std::max<qreal>(each, 1e-3));
  }
}

QPointF LineChart::pointAt(int series, int index) const {
  if (series < 0 || series >= series_.size()) return {};
  const auto& values = series_[series].values;
  if (index < 0 || index >= values.size() || !std::isfinite(values[index])) return {};
  const Geometry g = geometry();
  return QPointF(g.xOf(index), g.yOf(values[index]));
}

void LineChart::paintEvent(QPaintEvent*) {
  const Geometry g = geometry();
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().color(QPalette::Base));
  p.setFont(g.font);
  paintAxes(p, g);
  paintTargets(p, g);
  if (g.steps == 0) {
    p.setPen(mutedInk(0.65));
    drawBoxedText(p, g.plot, Qt::AlignHCenter, emptyText());
  }
  paintLines(p, g);
  paintEndValues(p, g);
  paintLegend(p, g);
}

QColor LineChart::mutedInk(qreal alpha) const {
  QColor c = palette().color(QPalette::Text);
  c.setAlphaF(alpha);
  return c;
}

void LineChart::paintAxes(QPainter& p, const Geometry& g) const {
  const QLocale loc = locale();
  const QFontMetricsF fm(g.font);
  const qreal lineH = fm.height();
  const QColor soft = mutedInk(0.65), faint = mutedInk(0.14);
  // Value grid and labels facing the axis; the zero line stronger than the rest.
  for (double v : g.ticks()) {
    const qreal y = g.yOf(v);
    const bool zero = std::abs(v) < g.tick / 2;
    p.setPen(QPen(zero ? soft : faint, zero ? g.lineWidth() * 0.8 : 1));
    p.drawLine(QPointF(g.plot.left(), y), QPointF(g.plot.right(), y));
    p.setPen(soft);
    const qreal w = fm.horizontalAdvance(number(loc, v)) + 2;
    const qreal gap = g.unit * 0.4;
    const QRectF box = g.rtl ? QRectF(g.plot.right() + gap, y - lineH / 2, w, lineH)
                             : QRectF(g.plot.left() - gap - w, y - lineH / 2, w, lineH);
    drawBoxedText(p, box, g.rtl ? Qt::AlignLeft : Qt::AlignRight, number(loc, v));
  }
  if (!valueTitle_.isEmpty()) {
    drawBoxedText(p, g.valueTitle, g.rtl ? Qt::AlignRight : Qt::AlignLeft, valueTitle_);
  }
  // Step labels under the frame, and the steps' title under them.
  for (int i = 0; i < g.steps; i += g.stride) {
    const QString label = loc.toString(firstStep_ + i);
    const qreal w = fm.horizontalAdvance(label) + 2;
    drawBoxedText(p, QRectF(g.xOf(i) - w / 2, g.plot.bottom() + g.unit * 0.3, w, lineH),
                  Qt::AlignHCenter, label);
  }
  if (!stepTitle_.isEmpty()) {
    const QRectF box(g.plot.left(), g.plot.bottom() + g.unit * 0.3 + lineH * 1.2, g.plot.width(),
                     lineH);
    drawBoxedText(p, box, Qt::AlignHCenter, stepTitle_);
  }
}

void LineChart::paintTargets(QPainter& p, const Geometry& g) const {
  // Dashed, their label above them (below for a negative one) at the start of the frame.
  const QFontMetricsF fm(g.font);
  const qreal lineH = fm.height();
  const QColor ink = palette().color(QPalette::Text);
  for (const auto& t : targets_) {
    if (!std::isfinite(t.value)) continue;
    const qreal y = g.yOf(t.value);
    p.setPen(QPen(ink, g.lineWidth() * 0.8, Qt::DashLine));
    p.drawLine(QPointF(g.plot.left(), y), QPointF(g.plot.right(), y));
    if (t.label.isEmpty()) continue;
    const qreal w = fm.horizontalAdvance(t.label) + g.unit * 0.6;
    const QRectF box(g.rtl ? g.plot.right() - g.unit * 0.3 - w : g.plot.left() + g.unit * 0.3,
                     t.value >= 0 ? y - lineH * 1.05 : y + lineH * 0.05, w, lineH);
    QColor under = palette().color(QPalette::Base);
    under.setAlphaF(0.8);
    p.fillRect(box, under);
    p.setPen(ink);
    drawBoxedText(p, box, Qt::AlignHCenter, t.label);
  }
}

void LineChart::paintLines(QPainter& p, const Geometry& g) const {
  // The lines, then the markers over them: at every labelled step and at each last point, so
  // that crowded lines stay lines.
  for (int s = 0; s < series_.size(); ++s) {
    const auto& values = series_[s].values;
    QPen pen(colourOf(s), g.lineWidth());
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    if (s >= kStyles) pen.setStyle(Qt::DashLine);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    QPainterPath path;
    bool open = false;
    for (int i = 0; i < values.size(); ++i) {
      if (!std::isfinite(values[i])) {
        open = false;
        continue;
      }
      const QPointF at(g.xOf(i), g.yOf(values[i]));
      open ? path.lineTo(at) : path.moveTo(at);
      open = true;
    }
    p.drawPath(path);
  }
  for (int s = 0; s < series_.size(); ++s) {
    const auto& values = series_[s].values;
    const int last = lastFinite(values);
    p.setPen(QPen(palette().color(QPalette::Base), std::max<qreal>(1, g.lineWidth() * 0.6)));
    p.setBrush(colourOf(s));
    for (int i = 0; i < values.size(); ++i) {
      if (!std::isfinite(values[i]) || (i % g.stride != 0 && i != last)) continue;
      p.drawPath(markerPath(markerOf(s), QPointF(g.xOf(i), g.yOf(values[i])), g.markerRadius()));
    }
  }
}

void LineChart::paintEndValues(QPainter& p, const Geometry& g) const {
  // The value at each last point, beside it on the side time runs to, pushed apart vertically
  // when two would touch.
  struct Label {
    int series;
    QString text;
    QRectF box;
  };
  const QLocale loc = locale();
  const QFontMetricsF fmb(g.bold);
  const qreal lineH = fmb.height(), r = g.markerRadius();
  QVector<Label> labels;
  for (int s = 0; s < series_.size(); ++s) {
    const int last = lastFinite(series_[s].values);
    if (last < 0) continue;
    const QPointF at(g.xOf(last), g.yOf(series_[s].values[last]));
    const QString text = number(loc, series_[s].values[last]);
    const qreal w = fmb.horizontalAdvance(text) + g.unit * 0.4;
    const qreal x = g.rtl ? at.x() - r * 1.6 - w : at.x() + r * 1.6;
    labels.push_back({s, text, QRectF(x, at.y() - lineH / 2, w, lineH)});
  }
  std::sort(labels.begin(), labels.end(),
            [](const Label& a, const Label& b) { return a.box.top() < b.box.top(); });
  for (int i = 1; i < labels.size(); ++i) {
    for (int j = 0; j < i; ++j) {
      if (labels[i].box.intersects(labels[j].box)) labels[i].box.moveTop(labels[j].box.bottom());
    }
  }
  p.setFont(g.bold);
  QColor under = palette().color(QPalette::Base);
  under.setAlphaF(0.85);
  for (const auto& label : labels) {
    p.setPen(Qt::NoPen);
    p.setBrush(under);
    p.drawRoundedRect(label.box, g.unit * 0.2, g.unit * 0.2);
    p.setPen(colourOf(label.series).darker(115));
    drawBoxedText(p, label.box, Qt::AlignHCenter, label.text);
  }
  p.setFont(g.font);
}

void LineChart::paintLegend(QPainter& p, const Geometry& g) const {
  // A sample of each line with its marker, then its name, in reading order.
  const QFontMetricsF fm(g.font);
  const qreal sample = g.unit * 2.4;
  for (const auto& entry : g.legend) {
    const QRectF box = entry.box;
    const qreal y = box.center().y();
    const qreal x0 = g.rtl ? box.right() - sample : box.left();
    QPen pen(colourOf(entry.series), g.lineWidth());
    if (entry.series >= kStyles) pen.setStyle(Qt::DashLine);
    p.setPen(pen);
    p.drawLine(QPointF(x0, y), QPointF(x0 + sample, y));
    p.setPen(QPen(palette().color(QPalette::Base), std::max<qreal>(1, g.lineWidth() * 0.6)));
    p.setBrush(colourOf(entry.series));
    p.drawPath(markerPath(markerOf(entry.series), QPointF(x0 + sample / 2, y), g.markerRadius()));
    p.setPen(palette().color(QPalette::Text));
    const qreal textWidth = box.width() - sample - g.unit * 0.4;
    const QRectF nameBox =
        g.rtl ? QRectF(box.left(), box.top(), textWidth, box.height())
              : QRectF(box.right() - textWidth, box.top(), textWidth, box.height());
    const QString name =
        fm.elidedText(series_[entry.series].name, Qt::ElideRight, nameBox.width() + 1);
    drawBoxedText(p, nameBox, g.rtl ? Qt::AlignRight : Qt::AlignLeft, name);
  }
}

bool LineChart::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const Geometry g = geometry();
    const qreal reach = g.unit * 1.2;
    qreal best = reach * reach;
    QString tip;
    for (int s = 0; s < series_.size(); ++s) {
      for (int i = 0; i < series_[s].values.size(); ++i) {
        const double v = series_[s].values[i];
        if (!std::isfinite(v)) continue;
        const QPointF d = QPointF(g.xOf(i), g.yOf(v)) - help->pos();
        const qreal dist = QPointF::dotProduct(d, d);
        if (dist > best) continue;
        best = dist;
        //: A point of a chart's tooltip: %1 the line's name (a player or a team), %2 the step
        //: ("3"), %3 the value there.
        tip = tr("%1, %2: %3")
                  .arg(series_[s].name, locale().toString(firstStep_ + i), number(locale(), v));
      }
    }
    if (tip.isEmpty()) {
      QToolTip::hideText();
      event->ignore();
    } else {
      QToolTip::showText(help->globalPos(), plainToolTip(tip),
                         this);  // a name may look like markup
    }
    return true;
  }
  return QWidget::event(event);
}

void LineChart::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LayoutDirectionChange || event->type() == QEvent::LocaleChange ||
      event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
    refreshSummary();
    update();
  }
  QWidget::changeEvent(event);
}

QString LineChart::summary() const {
  QStringList lines;
  const QLocale loc = locale();
  for (const auto& s : series_) {
    QStringList values;
    for (double v : s.values) values << (std::isfinite(v) ? number(loc, v) : QStringLiteral("–"));
    //: A chart's line read aloud: %1 its name, %2 its values in order ("10, 25, 40").
    lines << tr("%1: %2").arg(
        s.name, values.join(loc.language() == QLocale::Persian ? QStringLiteral("، ")
                                                               : QStringLiteral(", ")));
  }
  return lines.join('\n');
}

void LineChart::refreshSummary() {
  setAccessibleName(tr("Chart"));
  const QString text = summary();
  setAccessibleDescription(text.isEmpty() ? emptyText() : text);
}

}  // namespace mizbazi::ui
