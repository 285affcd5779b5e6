#include "table/every_hand.h"

#include <QEvent>
#include <QMessageBox>
#include <QPushButton>

#include "table/game_table.h"
#include "table/table_view.h"

namespace mizbazi::ui {

EveryHandMark::EveryHandMark(GameTable* table) : QLabel(&table->view()), table_(table) {
  setObjectName("everyHandMark");
  setText(tr("Teacher's view: every player's cards are shown"));
  setAccessibleName(text());
  setAlignment(Qt::AlignCenter);
  setWordWrap(true);
  // Strong enough to be seen from the back of a class, and never confused with the cloth.
  setStyleSheet(
      QStringLiteral("QLabel { background: rgba(150, 20, 20, 220); color: white; font-weight: bold;"
                     " padding: 6px; border-bottom: 3px solid #ffd54a; }"));
  setAttribute(Qt::WA_TransparentForMouseEvents);  // the table under it still plays
  table->view().installEventFilter(this);
  place();
}

EveryHandMark* EveryHandMark::of(GameTable* table) {
  return table->view().findChild<EveryHandMark*>(QStringLiteral("everyHandMark"),
                                                 Qt::FindDirectChildrenOnly);
}

void EveryHandMark::set(GameTable* table, bool on) {
  EveryHandMark* mark = of(table);
  if (!mark && on) mark = new EveryHandMark(table);
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

void EveryHandMark::place() {
  const int width = table_->view().width();
  setGeometry(0, 0, width, heightForWidth(width) > 0 ? heightForWidth(width) : sizeHint().height());
}

}  // namespace mizbazi::ui
