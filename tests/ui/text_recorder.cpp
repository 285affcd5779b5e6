#include "text_recorder.h"

#include <QFont>
#include <cmath>

namespace mizbazi::testing {

void TextRecorder::updateState(const QPaintEngineState& state) {
  if (state.state() & QPaintEngine::DirtyTransform) transform_ = state.transform();
}

void TextRecorder::drawTextItem(const QPointF&, const QTextItem& item) {
  const QFont f = item.font();
  const double px = f.pixelSize() > 0 ? f.pixelSize() : f.pointSizeF() * 96 / 72;
  heights << px * std::hypot(transform_.m12(), transform_.m22());
  texts << item.text();
}

int RecordingDevice::metric(PaintDeviceMetric m) const {
  switch (m) {
    case PdmWidth:
      return size_.width();
    case PdmHeight:
      return size_.height();
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
      return 96;
    case PdmDepth:
      return 32;
    case PdmDevicePixelRatio:
      return 1;
    case PdmDevicePixelRatioScaled:
      return int(QPaintDevice::devicePixelRatioFScale());
    default:
      return QPaintDevice::metric(m);
  }
}

}  // namespace mizbazi::testing
