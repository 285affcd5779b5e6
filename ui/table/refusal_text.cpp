#include "ui/table/refusal_text.h"

#include "core/refusal.h"
#include "ui/table/table_refusals.h"

namespace mizbazi::ui {

QString RefusalText::translate(const Refusal& why, const RefusalTranslator& game) {
  if (game) {
    if (auto text = game(why)) return *text;
  }
  if (const auto code = refusalOf<CoreRefusalCode>(why)) {
    switch (*code) {  // every code, no default: a code without words does not build
      case CoreRefusalCode::kGameOver:
        return tr("The game is over.");
      case CoreRefusalCode::kNotLegalNow:
        return tr("That move is not allowed now.");
      case CoreRefusalCode::kMalformed:
        return tr("That is not a move of this game.");
    }
  }
  if (const auto code = refusalOf<TableRefusalCode>(why)) {
    switch (*code) {
      case TableRefusalCode::kNotAMove:
        return notAMove();
      case TableRefusalCode::kNotYourTurn:
        return tr("It is not your turn.");
      case TableRefusalCode::kNotYourSeat:
        return tr("That seat is not played from a device.");
      case TableRefusalCode::kNotStarted:
        return tr("The game has not started yet.");
      // A lesson waits for one exact move; another legal one is refused (lesson_runner.h).
      case TableRefusalCode::kLessonOtherMove:
        return tr("That move is allowed, but this step asks for another.");
      // The button is named as the lesson's panel shows it now.
      case TableRefusalCode::kLessonPressNext:
        if (why.args.empty()) return tr("Read the step, then press the button.");
        return tr("Read the step, then press «%1».").arg(QString::fromStdString(why.args.front()));
    }
  }
  return QString::fromStdString(why.message);
}

QString RefusalText::notAMove() {
  return tr("A card cannot go there.");
}

QString RefusalText::waitForComputer() {
  return tr("Wait: it is a computer player's turn.");
}

}  // namespace mizbazi::ui
