#include "ui/app/stepped_spin_box.h"

#include <algorithm>

namespace mizbazi::app {

void SteppedSpinBox::setStep(int step) {
  step_ = std::max(1, step);
  setSingleStep(step_);
  setValue(snapped(value()));
}

int SteppedSpinBox::snapped(int value) const {
  const int last = minimum() + (maximum() - minimum()) / step_ * step_;
  const int clamped = std::clamp(value, minimum(), last);
  const int below = minimum() + (clamped - minimum()) / step_ * step_;
  return (clamped - below) * 2 >= step_ && below + step_ <= last ? below + step_ : below;
}

QValidator::State SteppedSpinBox::validate(QString& text, int& pos) const {
  const QValidator::State state = QSpinBox::validate(text, pos);
  if (state != QValidator::Acceptable) return state;
  const int v = valueFromText(text);
  return (v - minimum()) % step_ == 0 ? QValidator::Acceptable : QValidator::Intermediate;
}

void SteppedSpinBox::fixup(QString& input) const {
  QString text = input;
  int pos = 0;
  if (QSpinBox::validate(text, pos) == QValidator::Invalid) return;
  input = textFromValue(snapped(valueFromText(input)));
}

}  // namespace mizbazi::app
