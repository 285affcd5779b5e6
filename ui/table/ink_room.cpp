#include "table/ink_room.h"

#include <QFontInfo>
#include <QLabel>
#include <QWidget>

namespace mizbazi::ui {

void keepInkRoom(QWidget* panel) {
  for (QLabel* label : panel->findChildren<QLabel*>()) {
    if (!label->wordWrap()) continue;
    const int room = (QFontInfo(label->font()).pixelSize() + 3) / 4;
    label->setContentsMargins(room, 0, room, 0);
  }
}

}  // namespace mizbazi::ui
