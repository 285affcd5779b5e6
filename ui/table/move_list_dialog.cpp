#include "ui/table/move_list_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPointer>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/table/game_table.h"

namespace mizbazi::ui {

MoveListDialog::MoveListDialog(GameTable* table) : QDialog(table), table_(table) {
  setObjectName("moveList");
  setWindowTitle(tr("Your moves"));
  auto* box = new QVBoxLayout(this);
  heading_ = new QLabel(this);
  heading_->setObjectName("moveListHeading");
  heading_->setWordWrap(true);
  heading_->setTextFormat(Qt::PlainText);  // a player's name is data, never markup
  list_ = new QListWidget(this);
  list_->setObjectName("moves");
  heading_->setBuddy(list_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
  QPushButton* play = buttons->addButton(tr("Play"), QDialogButtonBox::AcceptRole);
  play->setObjectName("playMove");
  box->addWidget(heading_);
  box->addWidget(list_, 1);
  box->addWidget(buttons);

  const TableController& c = table->controller();
  for (Action a : c.viewerLegal()) {
    const QString text = QString::fromStdString(c.state().actionText(a));
    actions_ << text;
    auto* item = new QListWidgetItem(table->moveWords(text), list_);
    item->setData(Qt::UserRole, text);
  }
  if (actions_.isEmpty()) {
    // Why there is nothing to do here now: the status says whose turn it is, or who won.
    heading_->setText(tr("No move of yours now. %1").arg(table->statusText()));
    play->setEnabled(false);
    buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
  } else {
    heading_->setText(tr("%Ln move(s). Choose one with the arrows and press Enter to play it.",
                         nullptr, static_cast<int>(actions_.size())));
    list_->setCurrentRow(0);
    play->setDefault(true);
  }
  list_->setAccessibleName(heading_->text());
  connect(buttons, &QDialogButtonBox::accepted, this, &MoveListDialog::play);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(list_, &QListWidget::itemActivated, this, &MoveListDialog::play);
  list_->setFocus();
  resize(sizeHint().expandedTo(QSize(520, 420)));
}

void MoveListDialog::play() {
  // Enter reaches both the list (an item activated) and the dialog (its default button): one move.
  if (played_) return;
  played_ = true;
  QListWidgetItem* item = list_->currentItem();
  if (!item) {
    reject();
    return;
  }
  const QString text = item->data(Qt::UserRole).toString();
  accept();
  // After the list has closed and the keyboard is back on the table; a move refused (the table
  // changed meanwhile) is told on the message line, as any refusal.
  QPointer<GameTable> table = table_;
  table->whenIdle([table, text]() {
    if (table) table->perform(text);
  });
}

}  // namespace mizbazi::ui
