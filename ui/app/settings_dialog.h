// Settings: language, computer players' pace, animation speed, undo, private views.
#pragma once

#include <QDialog>

#include "ui/app/settings.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace mizbazi::app {

class SettingsDialog : public QDialog {
  Q_OBJECT

 public:
  SettingsDialog(const AppSettings& settings, QWidget* parent = nullptr);
  AppSettings settings() const;

 private:
  AppSettings original_;
  QComboBox* language_;
  QSpinBox* botDelay_;
  QComboBox* animation_;
  QComboBox* undo_;
  QCheckBox* privateViews_;
};

}  // namespace mizbazi::app
