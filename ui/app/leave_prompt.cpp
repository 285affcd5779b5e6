#include "ui/app/leave_prompt.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include "ui/table/outside_text.h"

namespace mizbazi::app {

namespace {

LeavePrompt::Answer ask(QWidget* parent, const QString& title, const QString& text,
                        const QString& info, const QString& save, const QString& discard) {
  QMessageBox box(parent);
  box.setObjectName("leavePrompt");
  box.setIcon(QMessageBox::Question);
  box.setWindowTitle(title);
  box.setText(text);
  box.setInformativeText(info);
  ui::showPlainly(box);
  QPushButton* saveButton = box.addButton(save, QMessageBox::AcceptRole);
  saveButton->setObjectName("save");
  QPushButton* discardButton = box.addButton(discard, QMessageBox::DestructiveRole);
  discardButton->setObjectName("discard");
  QPushButton* cancel = box.addButton(QMessageBox::Cancel);
  cancel->setObjectName("cancel");
  box.setDefaultButton(saveButton);
  box.setEscapeButton(cancel);
  box.exec();
  if (box.clickedButton() == saveButton) return LeavePrompt::Answer::kSave;
  if (box.clickedButton() == discardButton) return LeavePrompt::Answer::kDiscard;
  return LeavePrompt::Answer::kCancel;
}

}  // namespace

LeavePrompt::Answer LeavePrompt::askLeaving(QWidget* parent, const QString& gameName, int moves) {
  return ask(
      parent, tr("Leave the game?"),
      tr("The game of %1 is not finished (%Ln move(s) played).", nullptr, moves).arg(gameName),
      tr("Save it to continue later from the game chooser, or discard it?"), tr("Save for later"),
      tr("Discard it"));
}

LeavePrompt::Answer LeavePrompt::askReplacing(QWidget* parent, const QString& gameName, int moves,
                                              bool atTable) {
  const QString text =
      atTable
          ? tr("The game of %1 at the table is not finished (%Ln move(s) played).", nullptr, moves)
                .arg(gameName)
          : tr("An unfinished game of %1 is saved for later (%Ln move(s) played).", nullptr, moves)
                .arg(gameName);
  return ask(parent, tr("Replace the unfinished game?"), text,
             tr("A new game of %1 takes its place. Save it to a file first?").arg(gameName),
             tr("Save to a file…"), tr("Replace it"));
}

}  // namespace mizbazi::app
