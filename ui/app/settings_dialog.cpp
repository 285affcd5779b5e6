#include "ui/app/settings_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace mizbazi::app {

SettingsDialog::SettingsDialog(const AppSettings& settings, QWidget* parent)
    : QDialog(parent), original_(settings) {
  setWindowTitle(tr("Settings"));
  auto* box = new QVBoxLayout(this);
  auto* form = new QFormLayout();

  language_ = new QComboBox(this);
  language_->setObjectName("language");
  // Each language is named in itself, so anyone can find their own.
  language_->addItem(QStringLiteral("فارسی"), "fa");
  language_->addItem(QStringLiteral("English"), "en");
  language_->setCurrentIndex(settings.language == "en" ? 1 : 0);
  form->addRow(tr("Language:"), language_);

  botDelay_ = new QSpinBox(this);
  botDelay_->setObjectName("botDelay");
  botDelay_->setRange(0, 5000);
  botDelay_->setSingleStep(100);
  botDelay_->setSuffix(tr(" ms"));
  botDelay_->setValue(settings.botDelayMs);
  form->addRow(tr("Computer players wait:"), botDelay_);

  animation_ = new QComboBox(this);
  animation_->setObjectName("animation");
  animation_->addItem(tr("Normal"), 100);
  animation_->addItem(tr("Fast"), 50);
  animation_->addItem(tr("Slow (for teaching)"), 200);
  animation_->addItem(tr("Off"), 0);
  animation_->setCurrentIndex(std::max(0, animation_->findData(settings.animationPercent)));
  form->addRow(tr("Card movement:"), animation_);

  undo_ = new QComboBox(this);
  undo_->setObjectName("undo");
  undo_->addItem(tr("Only when no computer plays"), int(UndoPolicy::kAuto));
  undo_->addItem(tr("Always"), int(UndoPolicy::kAlways));
  undo_->addItem(tr("Never"), int(UndoPolicy::kNever));
  undo_->setCurrentIndex(undo_->findData(int(settings.undo)));
  form->addRow(tr("Undo:"), undo_);

  privateViews_ = new QCheckBox(tr("Cover private cards until their owner asks to see them"), this);
  privateViews_->setObjectName("privateViews");
  privateViews_->setChecked(settings.confirmPrivateViews);
  form->addRow(QString(), privateViews_);
  box->addLayout(form);

  auto* note =
      new QLabel(tr("A new language applies at once; the game in progress is kept."), this);
  note->setWordWrap(true);
  box->addWidget(note);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  box->addWidget(buttons);
}

AppSettings SettingsDialog::settings() const {
  AppSettings s = original_;
  s.language = language_->currentData().toString();
  s.botDelayMs = botDelay_->value();
  s.animationPercent = animation_->currentData().toInt();
  s.undo = static_cast<UndoPolicy>(undo_->currentData().toInt());
  s.confirmPrivateViews = privateViews_->isChecked();
  return s;
}

}  // namespace mizbazi::app
