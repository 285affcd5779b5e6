// On start, an interrupted game (the autosave) is offered back to the player.
#pragma once

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace mizbazi::app {

class ResumePrompt {
  Q_DECLARE_TR_FUNCTIONS(ResumePrompt)

 public:
  enum class Answer { kResume, kDiscard, kLater };
  static Answer ask(QWidget* parent, const QString& gameName, int actionCount);
};

}  // namespace mizbazi::app
