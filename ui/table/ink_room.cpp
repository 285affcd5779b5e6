#include "ui/table/ink_room.h"

#include <QApplication>
#include <QEvent>
#include <QFontInfo>
#include <QLabel>
#include <QPointer>
#include <QVariant>

namespace mizbazi::ui {

namespace {

// Marks the margins as ours: margins an owner set itself (the last move's banner) are left alone.
constexpr char kRoomProperty[] = "mizbaziInkRoom";

void giveRoom(QLabel* label) {
  if (!label->property(kRoomProperty).isValid() && !label->contentsMargins().isNull()) return;
  const int room = (QFontInfo(label->font()).pixelSize() + 3) / 4;
  label->setProperty(kRoomProperty, room);
  label->setContentsMargins(room, 0, room, 0);
}

// Watches the whole application: a label is polished just before it is first shown, after its
// owner has set it up (by then it says whether it wraps), and told of every new font, its
// parent's included (the side panel grows with the window and with projector mode).
class InkRoomWatch : public QObject {
 public:
  using QObject::QObject;

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override {
    if (event->type() == QEvent::Polish || event->type() == QEvent::FontChange) {
      auto* label = qobject_cast<QLabel*>(watched);
      if (label && label->wordWrap()) giveRoom(label);
    }
    return false;
  }
};

}  // namespace

void keepInkRoomEverywhere() {
  // Guarded: it goes with the application it watches, and a later application needs its own.
  static QPointer<InkRoomWatch> watch;
  if (watch || !qApp) return;
  watch = new InkRoomWatch(qApp);
  qApp->installEventFilter(watch);
}

}  // namespace mizbazi::ui
