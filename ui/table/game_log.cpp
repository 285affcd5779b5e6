#include "table/game_log.h"

#include <QEvent>

#include "table/bidi.h"

namespace mizbazi::ui {

GameLog::GameLog(QWidget* parent) : QListWidget(parent) {
  setWordWrap(true);
  setSelectionMode(QAbstractItemView::NoSelection);
  setFocusPolicy(Qt::NoFocus);
  setUniformItemSizes(false);
  setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
  setObjectName("gameLog");
}

void GameLog::addLine(const LogLine& line) {
  auto* item = new QListWidgetItem(line.text, this);
  QFont f = font();
  switch (line.kind) {
    case Kind::kTurn:
      f.setBold(true);
      item->setForeground(palette().color(QPalette::Highlight));
      break;
    case Kind::kAnnouncement:
      f.setBold(true);
      break;
    case Kind::kPrivate:
      f.setItalic(true);
      break;
    case Kind::kAction:
      break;
  }
  item->setFont(f);
}

void GameLog::changeEvent(QEvent* event) {
  QListWidget::changeEvent(event);
  if (event->type() != QEvent::FontChange || shown_.isEmpty()) return;
  const QVector<LogLine> lines = shown_;
  clear();
  shown_.clear();
  setLines(lines);
}

static bool sameLine(const LogLine& a, const LogLine& b) {
  return a.text == b.text && a.kind == b.kind;
}

void GameLog::setLines(const QVector<LogLine>& lines) {
  bool extends = lines.size() >= shown_.size();
  for (int i = 0; extends && i < shown_.size(); ++i) extends = sameLine(lines[i], shown_[i]);
  if (!extends) {
    clear();
    shown_.clear();
  }
  if (lines.size() == shown_.size()) return;
  for (int i = static_cast<int>(shown_.size()); i < lines.size(); ++i) addLine(lines[i]);
  shown_ = lines;
  scrollToBottom();
}

QStringList GameLog::lines() const {
  QStringList out;
  for (int i = 0; i < count(); ++i) out << withoutIsolates(item(i)->text());
  return out;
}

}  // namespace mizbazi::ui
