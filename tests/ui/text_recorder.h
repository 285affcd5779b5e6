// A paint device that paints nothing and writes down every piece of text drawn on it, with its
// height on screen: the font's pixel size times the painter's vertical scale at that moment.
// Tests paint a card's face text on it to measure the words as they would be painted.
#pragma once

#include <QPaintDevice>
#include <QPaintEngine>
#include <QStringList>
#include <QTransform>
#include <QVector>

namespace mizbazi::testing {

class TextRecorder : public QPaintEngine {
 public:
  TextRecorder() : QPaintEngine(QPaintEngine::AllFeatures) {}
  QVector<double> heights;
  QStringList texts;
  bool begin(QPaintDevice*) override { return true; }
  bool end() override { return true; }
  void updateState(const QPaintEngineState& state) override;
  void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
  void drawPath(const QPainterPath&) override {}
  void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
  void drawTextItem(const QPointF&, const QTextItem& item) override;
  Type type() const override { return QPaintEngine::User; }

 private:
  QTransform transform_;
};

class RecordingDevice : public QPaintDevice {
 public:
  explicit RecordingDevice(QSize size) : size_(size) {}
  QPaintEngine* paintEngine() const override { return &engine_; }
  TextRecorder& recorder() { return engine_; }

 protected:
  int metric(PaintDeviceMetric m) const override;

 private:
  QSize size_;
  mutable TextRecorder engine_;
};

}  // namespace mizbazi::testing
