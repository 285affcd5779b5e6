#include "ui/table/every_hand.h"

#include <QEvent>
#include <QMessageBox>
#include <QPainter>
#include <QPalette>
#include <QPushButton>

#include "ui/table/game_table.h"
#include "ui/table/table_view.h"

namespace mizbazi::ui {

namespace {
constexpr int kLine = 3;  // the yellow line under the mark, in pixels
}  // namespace

EveryHandMark::EveryHandMark(GameTable* table) : QLabel(&table->view()), table_(table) {
  setObjectName("everyHandMark");
  setText(notice());
  setAccessibleName(text());
  setAlignment(Qt::AlignCenter);
  setWordWrap(true);
  // Strong enough to be seen from the back of a class, and never confused with the cloth: white
  // on dark red, a yellow line under it (paintEvent). Through the palette and the font, not a
  // style sheet, which would fix the font at the application's size: 15 px on a 1280×720
  // projector, whose floor is 18.
  setAutoFillBackground(true);
  QPalette colours;
  colours.setColor(QPalette::Window, QColor(150, 20, 20, 220));
  colours.setColor(QPalette::WindowText, Qt::white);
  setPalette(colours);
  // Its own roles: a child of the view would take the view's (base and text, white and black).
  setBackgroundRole(QPalette::Window);
  setForegroundRole(QPalette::WindowText);
  setContentsMargins(6, 6, 6, 6 + kLine);
  setAttribute(Qt::WA_TransparentForMouseEvents);  // the table under it still plays
  table->view().installEventFilter(this);
  fitFont();  // and places it
}

EveryHandMark* EveryHandMark::of(GameTable* table) {
  return table->view().findChild<EveryHandMark*>(QStringLiteral("everyHandMark"),
                                                 Qt::FindDirectChildrenOnly);
}

QString EveryHandMark::notice() {
  return tr("Teacher's view: every player's cards are shown");
}

void EveryHandMark::set(GameTable* table, bool on) {
  EveryHandMark* mark = of(table);
  if (!mark && on) mark = new EveryHandMark(table);
  if (table->controller().showsEveryHand() != on) {
    table->addLogNote(on ? tr("Show every hand was turned on: every player's cards are shown to "
                              "everyone at this screen.")
                         : tr("Show every hand was turned off: each player's cards are hidden "
                              "again."));
  }
  table->controller().setShowEveryHand(on);
  if (mark) {
    mark->setVisible(on);
    mark->place();
    mark->raise();
  }
}

bool EveryHandMark::askEveryHand(GameTable* table, QWidget* parent) {
  if (table->controller().humanCount() < 2) return true;
  QMessageBox box(parent);
  box.setObjectName("everyHandQuestion");
  box.setIcon(QMessageBox::Warning);
  box.setWindowTitle(tr("Show every hand"));
  box.setText(
      tr("Several people are playing at this screen. Showing every hand lets each of "
         "them see the others' cards, and the game is no longer a fair one."));
  box.setInformativeText(tr("Show every player's cards to everyone?"));
  QPushButton* show = box.addButton(tr("Show every hand"), QMessageBox::AcceptRole);
  show->setObjectName("everyHandYes");
  QPushButton* keep = box.addButton(tr("Keep the cards hidden"), QMessageBox::RejectRole);
  keep->setObjectName("everyHandNo");
  box.setDefaultButton(keep);
  box.exec();
  return box.clickedButton() == show;
}

bool EveryHandMark::eventFilter(QObject* watched, QEvent* event) {
  if (watched == &table_->view() && event->type() == QEvent::Resize) place();
  return QLabel::eventFilter(watched, event);
}

void EveryHandMark::fitFont() {
  QFont f = table_->panelFont();
  f.setBold(true);
  setFont(f);
  place();
}

void EveryHandMark::paintEvent(QPaintEvent* event) {
  QLabel::paintEvent(event);
  QPainter p(this);
  p.fillRect(QRect(0, height() - kLine, width(), kLine), QColor(0xff, 0xd5, 0x4a));
}

void EveryHandMark::place() {
  const int width = table_->view().width();
  const int height = heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height();
  setGeometry(0, 0, width, height);
  // Room of its own above the table: in projector mode's size it would hide the seats' labels.
  table_->view().setTopRoom(isHidden() ? 0 : height);
}

}  // namespace mizbazi::ui
