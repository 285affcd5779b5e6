#include "ui/table/lesson_panel.h"

#include <QEvent>
#include <QFontInfo>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/table/outside_text.h"
#include "ui/table/refusal_ink.h"

namespace mizbazi::ui {

namespace {

// The lesson's name, the step's words and the hint after a wrong try, scrolled only when the window
// is too short for them (a very long step at 1280×720 in projector mode). It asks for the height
// its text takes at its width, so that Next sits right under the words.
class LessonTextView : public QScrollArea {
 public:
  explicit LessonTextView(QWidget* parent) : QScrollArea(parent) {
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
  }
  QSize sizeHint() const override {
    QWidget* text = widget();
    if (!text) return QScrollArea::sizeHint();
    const int w = std::max(viewport()->width(), fontMetrics().averageCharWidth() * 12);
    return {w, text->heightForWidth(w) + 2 * frameWidth()};
  }
  QSize minimumSizeHint() const override {
    return {0, fontMetrics().lineSpacing() * 3};  // three lines, then it scrolls
  }
};

}  // namespace

LessonPanel::LessonPanel(QWidget* parent) : QFrame(parent) {
  setObjectName("lessonPanel");
  setFrameShape(QFrame::StyledPanel);
  // Its width is fixed by the table (GameTable::addColumnBesideTable): word-wrapped labels in a
  // panel of free width may be laid out wider than they are shown.
  auto* layout = new QVBoxLayout(this);
  // Everything that wraps is inside the scrolled text: a word-wrapped label outside it would make
  // the column insist on its whole height however short the window.
  auto* scroll = new LessonTextView(this);
  auto* text = new QWidget(scroll);
  auto* textLayout = new QVBoxLayout(text);
  textLayout->setContentsMargins(0, 0, 0, 0);
  title_ = new QLabel(text);
  title_->setObjectName("lessonTitle");
  showPlainly(title_);
  title_->setWordWrap(true);
  fitTitleFont();
  progress_ = new QLabel(text);
  progress_->setObjectName("lessonProgress");
  showPlainly(progress_);
  words_ = new QLabel(text);
  words_->setObjectName("lessonWords");
  words_->setWordWrap(true);
  words_->setAlignment(Qt::AlignTop | Qt::AlignLeading);
  showPlainly(words_);  // a lesson file's words
  hint_ = new QLabel(text);
  hint_->setObjectName("lessonHint");
  hint_->setWordWrap(true);
  showPlainly(hint_);
  // Red through the palette, not a style sheet: a label with a style sheet keeps the font it had
  // then, so projector mode's larger text never reached the refusal (15 px on a 1280×720 screen).
  hint_->setPalette(refusalPalette());  // the table's refusals' red
  hint_->hide();
  textLayout->addWidget(title_);
  textLayout->addWidget(progress_);
  textLayout->addWidget(words_);
  textLayout->addWidget(hint_);
  textLayout->addStretch(1);
  scroll->setWidget(text);
  text_ = scroll;
  next_ = new QPushButton(this);
  next_->setObjectName("lessonNext");
  connect(next_, &QPushButton::clicked, this, &LessonPanel::nextPressed);
  layout->addWidget(scroll);
  layout->addWidget(next_);
  layout->addStretch(1);  // Next right under the words, not at the foot of the column
}

// The title: bold and a little larger than the panel's text, whatever size that text has now (the
// side panel's font grows with the window and with projector mode).
void LessonPanel::fitTitleFont() {
  QFont bold = font();
  bold.setBold(true);
  bold.setPixelSize(QFontInfo(font()).pixelSize() * 115 / 100);
  title_->setFont(bold);
}

void LessonPanel::changeEvent(QEvent* event) {
  QFrame::changeEvent(event);
  if (event->type() == QEvent::FontChange) fitTitleFont();
}

void LessonPanel::setTitle(const QString& title) {
  title_->setText(outsideText(title, kShownLine));  // on one line
  text_->updateGeometry();
}

void LessonPanel::setProgress(int step, int count) {
  const QLocale locale;
  progress_->setText(tr("Step %1 of %2").arg(locale.toString(step + 1), locale.toString(count)));
}

void LessonPanel::setWords(const QString& words) {
  words_->setText(words);
  text_->updateGeometry();  // its size hint follows the text
}

void LessonPanel::setHint(const QString& hint) {
  hint_->setText(hint);
  hint_->setVisible(!hint.isEmpty());
  text_->updateGeometry();
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
