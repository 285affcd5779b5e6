#include "table/refusal_text.h"

namespace mizbazi::ui {

QString RefusalText::translate(const Refusal& why, const RefusalTranslator& game) {
  if (game) {
    if (auto text = game(why)) return *text;
  }
  if (why.code == "game-over") return tr("The game is over.");
  if (why.code == "not-legal-now") return tr("That move is not allowed now.");
  if (why.code == "malformed") return tr("That is not a move of this game.");
  if (why.code == "ui-not-a-move") return notAMove();
  if (why.code == "ui-not-your-turn") return tr("It is not your turn.");
  // A lesson waits for one exact move; another legal one is refused (lesson_runner.h).
  if (why.code == "ui-lesson-other-move")
    return tr("That move is allowed, but this step asks for another.");
  // The button is named as the lesson's panel shows it now.
  if (why.code == "ui-lesson-press-next" && !why.args.empty())
    return tr("Read the step, then press «%1».").arg(QString::fromStdString(why.args.front()));
  if (why.code == "ui-lesson-press-next") return tr("Read the step, then press the button.");
  return QString::fromStdString(why.message);
}

QString RefusalText::notAMove() {
  return tr("A card cannot go there.");
}

QString RefusalText::waitForComputer() {
  return tr("Wait: it is a computer player's turn.");
}

}  // namespace mizbazi::ui
