// The Saboteur Duel table page on the game-neutral framework: the scene (the maze on the board),
// the moves (every one a drag, clicks or keys: saboteur_moves.h), the status with each seat's gold,
// markers, opened doors and tools and the deck's count, the hint for the choice at hand, the map's
// peek behind the hand-over cover on a shared screen, and the end summary (solo: the rating).
#pragma once

#include "core/match.h"
#include "ui/saboteur/saboteur_last_maze.h"
#include "ui/saboteur/saboteur_moves.h"
#include "ui/saboteur/saboteur_picture.h"
#include "ui/table/game_table.h"

class QCheckBox;
class QLabel;

namespace mizbazi::ui::saboteur {

class SaboteurScene;

class SaboteurTable : public GameTable {
  Q_OBJECT

 public:
  SaboteurTable(Match match, const TableOptions& options, QWidget* parent = nullptr);

  SaboteurScene& saboteurScene() { return *sscene_; }
  const SaboteurPicture& model() const { return picture_; }
  QString currentHint() const { return describeHint(); }
  // Each seat's gold, markers, opened doors and tools, and the deck: the status panel's lines.
  QString seatDetails() const;
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  // The teacher's odds (F6): what the goals this seat has not seen may hold (saboteur_odds.h).
  QString oddsText() const override;
  QString cardName(const QString& cardId) const override;
  QString cardIdOfArt(const QString& artId) const override;
  // What the table says to a screen reader (saboteur_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  bool cardsAreObjects(const Pile& pile) const override;
  QString artName(const QString& artId) const override;
  QString seatSummary(int seat) const override;
  QString boardSummary(const BoardItem& board) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  QVector<LogLine> narrate(const Narration& narration) const override;
  QVector<LogLine> preamble() const override;
  QString describeStatus() const override;
  QString describeHint() const override;
  void inspect(Pile* pile) override;

 private:
  QString cardIdOf(int card) const;
  std::optional<RoundEndTable> heldMaze() const;
  // A seat's gold, markers, doors and tools (seatDetails' line without the name).
  QString seatFacts(int seat) const;
  // Where a maze card's tunnels lead ("up to right; dead end left").
  static QString tunnelWords(const QString& cardId, bool turned);

  SaboteurScene* sscene_;
  SaboteurMoves moves_;
  SaboteurPicture picture_;
  int deckShown_ = 0;  // the deck on the cloth (as the last round left it, once the game is over)
  QLabel* details_ = nullptr;
  QCheckBox* glow_ = nullptr;
};

}  // namespace mizbazi::ui::saboteur
