// GameTable's words for a screen reader (ui/table/table_voice.h), the ones every game shares: a
// pile named by its place and its cards, a seat by its player, a move by its path of choices. A
// game overrides what is particular to it (its places' names, a seat's score).
#include <QLocale>

#include "ui/table/bidi.h"
#include "ui/table/board_item.h"
#include "ui/table/card_item.h"
#include "ui/table/game_table.h"
#include "ui/table/move_chooser.h"
#include "ui/table/pile.h"
#include "ui/table/table_voice.h"

namespace mizbazi::ui {

QString GameTable::placeName(const Place& place) const {
  (void)place;
  return tr("a place on the table");
}

QString GameTable::artName(const QString& artId) const {
  const QString id = cardIdOfArt(artId);
  return id.isEmpty() ? QString() : cardName(id);
}

QString GameTable::cardWords(const CardItem& card) const {
  // A card still turning over may be on its way to lying face down: it is not named until it
  // rests (the pixels show only its edge meanwhile).
  if (card.hasPendingFace()) return tr("a card turning over");
  if (!card.faceUp()) return tr("a face-down card");
  const QString name = artName(card.face());
  return name.isEmpty() ? tr("a card") : name;
}

bool GameTable::cardsAreObjects(const Pile& pile) const {
  (void)pile;
  return true;
}

QString GameTable::pileSummary(const Pile& pile) const {
  const QString name = placeName(pile.key());
  if (name.isEmpty()) return QString();
  const int count = static_cast<int>(pile.cards().size());
  if (count == 0) return pile.activatable() ? tr("%1, empty").arg(name) : QString();
  if (isStacked(pile)) {
    const CardItem* top = pile.top();
    const QString counted = tr("%1, %Ln card(s)", nullptr, count).arg(name);
    return top && top->faceUp() && !top->hasPendingFace()
               ? tr("%1, on top: %2", "a pile, its top card").arg(counted, cardWords(*top))
               : counted;
  }
  // The cards by name, the face-down ones counted together.
  QStringList named;
  int down = 0;
  for (const CardItem* c : pile.cards()) {
    if (c->faceUp() && !c->hasPendingFace())
      named << cardWords(*c);
    else
      ++down;
  }
  if (named.isEmpty()) return tr("%1, %Ln face-down card(s)", nullptr, count).arg(name);
  if (down > 0) named << tr("%Ln face-down card(s)", nullptr, down);
  return tr("%1, %Ln card(s): %2", nullptr, count).arg(name, QLocale().createSeparatedList(named));
}

int GameTable::youSeat() const {
  const TableController& c = controller();
  const int shown = c.shownSeat();
  return shown >= 0 && c.numSeats() > 1 && c.isHuman(shown) ? shown : -1;
}

QString GameTable::seatSummary(int seat) const {
  const TableController& c = controller();
  QString s = names().value(seat);
  if (seat == youSeat())
    s = tr("%1 (you)", "a seat in the accessibility tree").arg(s);
  else if (!c.isHuman(seat))
    s = tr("%1 (computer)", "a seat in the accessibility tree").arg(s);
  if (!c.state().isTerminal() && c.state().currentPlayer() == seat)
    s = tr("%1, to play", "a seat in the accessibility tree").arg(s);
  return s;
}

QString GameTable::boardSummary(const BoardItem& board) const {
  int cards = 0;
  for (const QPoint& at : board.cellPositions()) {
    if (const Pile* cell = board.cell(at)) cards += static_cast<int>(cell->cards().size());
  }
  return tr("the board, %Ln card(s)", nullptr, cards);
}

QString GameTable::moveWords(const QString& actionText) const {
  if (!mapping_) return actionText;
  // What is chosen, in the order it is chosen, and where it goes (the last place).
  const MovePath path = mapping_->pathOf(actionText);
  QStringList what;
  QString where;
  for (int i = 0; i < path.size(); ++i) {
    const MoveStep& step = path[i];
    switch (step.kind) {
      case MoveStep::Kind::kCard: {
        const QString name = artName(step.card);
        what << (name.isEmpty() ? tr("a card") : name);
        break;
      }
      case MoveStep::Kind::kPlace:
        if (i == path.size() - 1 && i > 0)
          where = placeName(step.place);
        else
          what << placeName(step.place);
        break;
      case MoveStep::Kind::kDetail:
      case MoveStep::Kind::kButton:
        what << mapping_->label(step);
        break;
    }
  }
  what.removeAll(QString());
  if (where.isEmpty()) return what.join(tr(", "));
  if (what.isEmpty()) return where;
  return tr("%1 to %2", "a move: what is played, and where").arg(what.join(tr(", ")), where);
}

}  // namespace mizbazi::ui
