// The lesson's panel beside the table: the lesson's name, which step of how many, what the
// step says, the hint after a wrong try, and the Next button.
#pragma once

#include <QFrame>

class QLabel;
class QScrollArea;
class QPushButton;

namespace mizbazi::ui {

class LessonPanel : public QFrame {
  Q_OBJECT

 public:
  explicit LessonPanel(QWidget* parent = nullptr);

  void setTitle(const QString& title);
  void setProgress(int step, int count);  // 0-based step
  void setWords(const QString& words);
  void setHint(const QString& hint);  // empty: hidden
  // The Next button: its label, or hidden when `label` is empty.
  void setNext(const QString& label);
  void setDone(const QString& message);

  QString words() const;
  QString hint() const;
  QPushButton* nextButton() const { return next_; }

 Q_SIGNALS:
  void nextPressed();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void fitTitleFont();

  QLabel* title_;
  QLabel* progress_;
  QLabel* words_;
  QLabel* hint_;
  QScrollArea* text_;  // words_ and hint_, scrolled when the window is short
  QPushButton* next_;
};

}  // namespace mizbazi::ui
