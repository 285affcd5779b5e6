#include "ui/table/amount_chooser.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>

namespace mizbazi::ui {

namespace {
// A spin box that steps through the legal amounts only.
class LegalSpin : public QSpinBox {
 public:
  explicit LegalSpin(AmountChooser* owner) : QSpinBox(owner), owner_(owner) {}
  void stepBy(int steps) override { owner_->stepBy(steps); }

 private:
  AmountChooser* owner_;
};
}  // namespace

AmountChooser::AmountChooser(QWidget* parent) : QWidget(parent) {
  setObjectName("amountChooser");
  auto* row = new QHBoxLayout(this);
  row->setContentsMargins(0, 0, 0, 0);
  minus_ = new QPushButton(QStringLiteral("−"), this);
  minus_->setObjectName("amountLess");
  minus_->setToolTip(tr("Less (Down arrow or −)"));
  spin_ = new LegalSpin(this);
  spin_->setObjectName("amountSpinner");
  spin_->setAlignment(Qt::AlignCenter);
  spin_->setButtonSymbols(QAbstractSpinBox::NoButtons);
  plus_ = new QPushButton(QStringLiteral("+"), this);
  plus_->setObjectName("amountMore");
  plus_->setToolTip(tr("More (Up arrow or +)"));
  confirm_ = new QPushButton(this);
  confirm_->setObjectName("amountConfirm");
  confirm_->setDefault(true);
  for (QPushButton* b : {minus_, plus_}) b->setFixedWidth(b->sizeHint().height() * 3 / 2);
  row->addWidget(minus_);
  row->addWidget(spin_);
  row->addWidget(plus_);
  row->addWidget(confirm_, 1);
  connect(minus_, &QPushButton::clicked, this, [this]() { stepBy(-1); });
  connect(plus_, &QPushButton::clicked, this, [this]() { stepBy(1); });
  connect(confirm_, &QPushButton::clicked, this, [this]() {
    if (!amounts_.isEmpty()) Q_EMIT chosen(value());
  });
  connect(spin_, &QSpinBox::editingFinished, this, [this]() { setValue(spin_->value()); });
}

void AmountChooser::setAmounts(QVector<int> amounts, std::function<QString(int)> label) {
  std::sort(amounts.begin(), amounts.end());
  amounts.erase(std::unique(amounts.begin(), amounts.end()), amounts.end());
  const bool same = amounts == amounts_;
  amounts_ = std::move(amounts);
  label_ = std::move(label);
  if (!same) index_ = 0;  // a new auction round starts at the smallest legal amount
  if (!amounts_.isEmpty()) {
    spin_->setRange(amounts_.front(), amounts_.back());
    index_ = std::clamp(index_, 0, static_cast<int>(amounts_.size()) - 1);
  }
  updateLabel();
}

int AmountChooser::value() const {
  return amounts_.isEmpty() ? 0 : amounts_[index_];
}

void AmountChooser::setValue(int amount) {
  if (amounts_.isEmpty()) return;
  auto it = std::lower_bound(amounts_.begin(), amounts_.end(), amount);
  index_ = it == amounts_.end() ? static_cast<int>(amounts_.size()) - 1
                                : static_cast<int>(it - amounts_.begin());
  updateLabel();
}

void AmountChooser::stepBy(int steps) {
  if (amounts_.isEmpty()) return;
  index_ = std::clamp(index_ + steps, 0, static_cast<int>(amounts_.size()) - 1);
  updateLabel();
}

void AmountChooser::updateLabel() {
  const bool any = !amounts_.isEmpty();
  spin_->blockSignals(true);
  if (any) spin_->setValue(value());
  spin_->blockSignals(false);
  minus_->setEnabled(any && index_ > 0);
  plus_->setEnabled(any && index_ + 1 < amounts_.size());
  confirm_->setEnabled(any);
  confirm_->setText(any && label_ ? label_(value()) : QString());
}

void AmountChooser::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Plus:
      stepBy(1);
      break;
    case Qt::Key_Down:
    case Qt::Key_Minus:
      stepBy(-1);
      break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
      confirm_->click();
      break;
    default:
      QWidget::keyPressEvent(event);
      return;
  }
  event->accept();
}

}  // namespace mizbazi::ui
