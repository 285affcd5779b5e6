#include "ui/app/resume_prompt.h"

#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

#include "ui/table/outside_text.h"

namespace mizbazi::app {

ResumePrompt::Answer ResumePrompt::ask(QWidget* parent, const QString& gameName, int actionCount) {
  QMessageBox box(parent);
  box.setObjectName("resumePrompt");
  box.setIcon(QMessageBox::Question);
  box.setWindowTitle(tr("Resume the game?"));
  box.setText(
      tr("A game of %1 was not finished (%Ln move(s) played). Resume it?", nullptr, actionCount)
          .arg(gameName));
  ui::showPlainly(box);
  QPushButton* resume = box.addButton(tr("Resume"), QMessageBox::AcceptRole);
  QPushButton* discard = box.addButton(tr("Discard it"), QMessageBox::DestructiveRole);
  box.addButton(tr("Not now"), QMessageBox::RejectRole);
  box.setDefaultButton(resume);
  box.exec();
  if (box.clickedButton() == resume) return Answer::kResume;
  if (box.clickedButton() == discard) return Answer::kDiscard;
  return Answer::kLater;
}

}  // namespace mizbazi::app
