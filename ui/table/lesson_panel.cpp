#include "table/lesson_panel.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace mizbazi::ui {

LessonPanel::LessonPanel(QWidget* parent) : QFrame(parent) {
  setObjectName("lessonPanel");
  setFrameShape(QFrame::StyledPanel);
  // Wide enough for a few sentences, narrow enough to leave the table its room. A fixed width:
  // word-wrapped labels in a panel of free width may be laid out wider than they are shown.
  setFixedWidth(qBound(240, fontMetrics().averageCharWidth() * 36, 420));
  auto* layout = new QVBoxLayout(this);
  title_ = new QLabel(this);
  title_->setObjectName("lessonTitle");
  title_->setWordWrap(true);
  QFont bold = title_->font();
  bold.setBold(true);
  bold.setPointSizeF(bold.pointSizeF() * 1.15);
  title_->setFont(bold);
  progress_ = new QLabel(this);
  progress_->setObjectName("lessonProgress");
  words_ = new QLabel(this);
  words_->setObjectName("lessonWords");
  words_->setWordWrap(true);
  words_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  words_->setTextFormat(Qt::PlainText);
  hint_ = new QLabel(this);
  hint_->setObjectName("lessonHint");
  hint_->setWordWrap(true);
  hint_->setTextFormat(Qt::PlainText);
  hint_->setStyleSheet(QStringLiteral("QLabel { color: #8a1c00; }"));
  hint_->hide();
  next_ = new QPushButton(this);
  next_->setObjectName("lessonNext");
  connect(next_, &QPushButton::clicked, this, &LessonPanel::nextPressed);
  layout->addWidget(title_);
  layout->addWidget(progress_);
  layout->addWidget(words_);
  layout->addWidget(hint_);
  layout->addWidget(next_);
  layout->addStretch(1);
}

void LessonPanel::setTitle(const QString& title) {
  title_->setText(title);
}

void LessonPanel::setProgress(int step, int count) {
  const QLocale locale;
  progress_->setText(tr("Step %1 of %2").arg(locale.toString(step + 1), locale.toString(count)));
}

void LessonPanel::setWords(const QString& words) {
  words_->setText(words);
}

void LessonPanel::setHint(const QString& hint) {
  hint_->setText(hint);
  hint_->setVisible(!hint.isEmpty());
}

void LessonPanel::setNext(const QString& label) {
  next_->setText(label);
  next_->setVisible(!label.isEmpty());
}

void LessonPanel::setDone(const QString& message) {
  words_->setText(message);
  setHint(QString());
  setNext(QString());
}

QString LessonPanel::words() const {
  return words_->text();
}

QString LessonPanel::hint() const {
  return hint_->text();
}

}  // namespace mizbazi::ui
