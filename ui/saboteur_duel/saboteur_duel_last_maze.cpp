#include "ui/saboteur_duel/saboteur_duel_last_maze.h"

#include <algorithm>

#include "core/game_record.h"
#include "ui/saboteur_duel/saboteur_duel_places.h"

namespace mizbazi::ui::saboteur_duel {

namespace {

// The engine's note codes that change a card of the maze.
using ::mizbazi::saboteur_duel::kNoteBribe;
using ::mizbazi::saboteur_duel::kNoteClaim;
using ::mizbazi::saboteur_duel::kNoteGoalAsDrawn;
using ::mizbazi::saboteur_duel::kNoteGoalTurned;
using ::mizbazi::saboteur_duel::kNoteKeyOnDoor;
using ::mizbazi::saboteur_duel::kNoteKeyOnGold;

bool onBoard(const Place& p) {
  return p.zone == kZoneBoard && p.slot >= 0;
}

BoardCell* cellAt(QVector<BoardCell>& maze, const Place& p) {
  const int x = cellX(p.slot), y = cellY(p.slot);
  for (BoardCell& c : maze)
    if (c.x == x && c.y == y) return &c;
  return nullptr;
}

// A path card's move names its card and cell; its way up is the action's last word ("r").
void placeCard(QVector<BoardCell>& maze, const Event& e, const QString& action,
               const std::function<QString(int)>& cardId) {
  BoardCell c;
  c.x = cellX(e.to.slot);
  c.y = cellY(e.to.slot);
  c.card = e.card >= 0 ? cardId(e.card) : QString();
  c.faceUp = e.faceUp;
  const QStringList w = action.split(' ');
  c.rotated = w.value(0) == QLatin1String("path") && w.value(2).toInt() == c.x &&
              w.value(3).toInt() == c.y && w.value(4) == QLatin1String("r");
  maze.erase(std::remove_if(maze.begin(), maze.end(),
                            [&](const BoardCell& o) { return o.x == c.x && o.y == c.y; }),
             maze.end());
  maze << c;
}

void applyNote(QVector<BoardCell>& maze, const Event& e) {
  const Place& where = onBoard(e.to) ? e.to : e.from;
  BoardCell* c = onBoard(where) ? cellAt(maze, where) : nullptr;
  if (!c) return;
  switch (e.value) {
    case kNoteClaim:
    case kNoteBribe:
    case kNoteKeyOnGold:
      c->marker = e.seat;
      break;
    case kNoteKeyOnDoor:
      c->key = e.seat;
      break;
    case kNoteGoalAsDrawn:
    case kNoteGoalTurned:
      c->rotated = e.value == kNoteGoalTurned;
      break;
    default:
      break;
  }
}

}  // namespace

std::optional<RoundEndTable> tableAtRoundEnd(const SaboteurDuelPicture& before,
                                             const QString& action, const Events& events,
                                             const std::function<QString(int)>& cardId) {
  RoundEndTable table{before.board, before.deckCount, before.discard};
  QVector<BoardCell>& maze = table.maze;
  for (const Event& e : events) {
    switch (e.kind) {
      case EventKind::kRoundEnd:
        return table;
      case EventKind::kMove:
        // Draws, discards and the cards the maze gives back (a rockfall) as they go.
        if (e.from.zone == kZoneDeck) table.deckCount = std::max(0, table.deckCount - 1);
        if (e.to.zone == kZoneDeck) ++table.deckCount;
        if (e.from.zone == kZoneDiscard && !table.discard.isEmpty()) table.discard.removeLast();
        if (e.to.zone == kZoneDiscard) table.discard << (e.card >= 0 ? cardId(e.card) : QString());
        if (onBoard(e.to)) {
          placeCard(maze, e, action, cardId);
        } else if (onBoard(e.from)) {  // a rockfall
          maze.erase(std::remove_if(maze.begin(), maze.end(),
                                    [&](const BoardCell& c) {
                                      return c.x == cellX(e.from.slot) && c.y == cellY(e.from.slot);
                                    }),
                     maze.end());
        }
        break;
      case EventKind::kFlip:
        if (BoardCell* c = onBoard(e.from) ? cellAt(maze, e.from) : nullptr) {
          c->faceUp = e.faceUp;
          if (e.card >= 0) c->card = cardId(e.card);
          c->rotated = e.value == 1;
        }
        break;
      case EventKind::kNote:
        applyNote(maze, e);
        break;
      default:
        break;
    }
  }
  return std::nullopt;
}

std::optional<QVector<BoardCell>> mazeAtRoundEnd(const SaboteurDuelPicture& before,
                                                 const QString& action, const Events& events,
                                                 const std::function<QString(int)>& cardId) {
  if (auto table = tableAtRoundEnd(before, action, events, cardId)) return table->maze;
  return std::nullopt;
}

std::optional<RoundEndTable> lastRoundTable(const GameRecord& record, int seat) {
  if (record.actions().empty()) return std::nullopt;
  GameRecord earlier = record;
  earlier.undo();
  const State& before = earlier.state();
  const std::string text = record.actions().back();
  std::unique_ptr<State> after = before.clone();
  Events events;
  if (after->applyText(text, &events)) return std::nullopt;  // refused: cannot happen in a record
  maskEventsFor(events, seat);
  return tableAtRoundEnd(SaboteurDuelPicture::of(before, seat), QString::fromStdString(text),
                         events,
                         [&](int card) { return QString::fromStdString(before.cardName(card)); });
}

}  // namespace mizbazi::ui::saboteur_duel
