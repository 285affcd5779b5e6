// Choosing an amount (a bid): one press of the main button takes the smallest legal amount, the
// arrows or +/− (and the spinner) go up and down through the legal amounts only — so it can never
// offer more than the player holds, because the engine never lists such a bid — and Enter
// confirms. The amounts come from the move chooser's details "<name>:<n>" (move_path.h).
#pragma once

#include <QVector>
#include <QWidget>
#include <functional>

class QPushButton;
class QSpinBox;

namespace mizbazi::ui {

class AmountChooser : public QWidget {
  Q_OBJECT

 public:
  explicit AmountChooser(QWidget* parent = nullptr);

  // The legal amounts (any order) and how the main button reads for an amount ("Bid ۵").
  void setAmounts(QVector<int> amounts, std::function<QString(int)> label);
  const QVector<int>& amounts() const { return amounts_; }
  int value() const;
  void setValue(int amount);  // the nearest legal amount at or above `amount`
  void stepBy(int steps);     // through the legal amounts
  QPushButton* confirmButton() const { return confirm_; }
  QSpinBox* spinner() const { return spin_; }

 Q_SIGNALS:
  void chosen(int amount);

 protected:
  void keyPressEvent(QKeyEvent* event) override;

 private:
  void updateLabel();

  QVector<int> amounts_;
  std::function<QString(int)> label_;
  QSpinBox* spin_;
  QPushButton* minus_;
  QPushButton* plus_;
  QPushButton* confirm_;
  int index_ = 0;
};

}  // namespace mizbazi::ui
