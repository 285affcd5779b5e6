#include "table/game_log.h"

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

void GameLog::addLine(const QString& text, Kind kind) {
  auto* item = new QListWidgetItem(text, this);
  QFont f = font();
  switch (kind) {
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
  scrollToBottom();
}

QStringList GameLog::lines() const {
  QStringList out;
  for (int i = 0; i < count(); ++i) out << withoutIsolates(item(i)->text());
  return out;
}

}  // namespace mizbazi::ui
