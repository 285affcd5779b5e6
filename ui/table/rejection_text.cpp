#include "table/rejection_text.h"

namespace mizbazi::ui {

QString RejectionText::translate(const Rejection& why, const RejectionTranslator& game) {
  if (game) {
    if (auto text = game(why)) return *text;
  }
  if (why.code == "game-over") return tr("The game is over.");
  if (why.code == "not-legal-now") return tr("That move is not allowed now.");
  if (why.code == "malformed") return tr("That is not a move of this game.");
  if (why.code == "ui-not-a-move") return notAMove();
  if (why.code == "ui-not-your-turn") return tr("It is not your turn.");
  return QString::fromStdString(why.message);
}

QString RejectionText::notAMove() {
  return tr("A card cannot go there.");
}

QString RejectionText::waitForComputer() {
  return tr("Wait: it is a computer player's turn.");
}

}  // namespace mizbazi::ui
