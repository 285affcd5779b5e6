// The Nine table page on the game-neutral framework: the scene, the moves, the log's sentences and
// the words for the engine's refusals. Everything else (covers on a shared screen, computers,
// undo, replay, the screen reader's tree) is the framework's.
#pragma once

#include <optional>

#include "ui/nine/nine_moves.h"
#include "ui/nine/nine_picture.h"
#include "ui/nine/nine_scene.h"
#include "ui/table/game_table_of.h"

namespace mizbazi::ui::nine {

// Nine's parts, for the table base (its card names and refusals are the table's own, below).
struct NineParts {
  using Picture = NinePicture;
  using Scene = NineScene;
  using Moves = NineMoves;
};

class NineTable : public GameTableOf<NineParts> {
  Q_OBJECT

 public:
  NineTable(GameRecord record, const TableOptions& options, QWidget* parent = nullptr);

  // The engine's refusal codes in the players' words (nullopt: not one of Nine's).
  static std::optional<QString> refusal(const Refusal& why);

  QString cardName(const QString& cardId) const override;
  QString cardIdOfArt(const QString& artId) const override;
  QString placeName(const Place& place) const override;

 protected:
  QVector<LogLine> narrate(const Narration& narration) const override;
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;
};

}  // namespace mizbazi::ui::nine
