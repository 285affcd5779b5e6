// The Nine table page on the game-neutral framework: the scene, the moves, the log's sentences and
// the words for the engine's refusals. Everything else (covers on a shared screen, computers,
// undo, replay, the screen reader's tree) is the framework's.
#pragma once

#include <optional>

#include "core/match.h"
#include "ui/nine/nine_moves.h"
#include "ui/nine/nine_picture.h"
#include "ui/table/game_table.h"

namespace mizbazi::ui::nine {

class NineScene;

class NineTable : public GameTable {
  Q_OBJECT

 public:
  NineTable(Match match, const TableOptions& options, QWidget* parent = nullptr);

  // The engine's refusal codes in the players' words (nullopt: not one of Nine's).
  static std::optional<QString> refusal(const Refusal& why);

  const NinePicture& picture() const { return picture_; }
  QString cardName(const QString& cardId) const override;
  QString cardIdOfArt(const QString& artId) const override;
  QString placeName(const Place& place) const override;

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  QVector<LogLine> narrate(const Narration& narration) const override;
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;

 private:
  NineScene* scene_;
  NineMoves moves_;
  NinePicture picture_;
};

}  // namespace mizbazi::ui::nine
