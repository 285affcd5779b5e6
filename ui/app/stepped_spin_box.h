// A number field that takes only min, min + step, min + 2·step…: the arrows step by `step`, a
// typed value off the steps is not accepted as it stands, and leaving the field snaps it to the
// nearest step (a typed 71 becomes 70 when the steps are sevens from 70).
#pragma once

#include <QSpinBox>

namespace mizbazi::app {

class SteppedSpinBox : public QSpinBox {
  Q_OBJECT

 public:
  using QSpinBox::QSpinBox;

  void setStep(int step);
  int step() const { return step_; }
  // The value of the steps nearest to `value`, within the range.
  int snapped(int value) const;

 protected:
  QValidator::State validate(QString& text, int& pos) const override;
  void fixup(QString& input) const override;

 private:
  int step_ = 1;
};

}  // namespace mizbazi::app
