// The Saboteur Duel table page on the game-neutral framework: the scene (the maze on the board),
// the moves (every one a drag, clicks or keys: saboteur_moves.h), the status with each seat's gold,
// markers, opened doors and tools and the deck's count, the hint for the choice at hand, the map's
// peek behind the hand-over cover on a shared screen, and the end summary (solo: the rating).
#pragma once

#include "ui/saboteur/saboteur_last_maze.h"
#include "ui/saboteur/saboteur_moves.h"
#include "ui/saboteur/saboteur_narrator.h"
#include "ui/saboteur/saboteur_odds.h"
#include "ui/saboteur/saboteur_picture.h"
#include "ui/saboteur/saboteur_scene.h"
#include "ui/saboteur/saboteur_texts.h"
#include "ui/table/game_table_of.h"

class QCheckBox;
class QLabel;

namespace mizbazi::ui::saboteur {

// Saboteur's parts, for the table base.
struct SaboteurParts {
  using Picture = SaboteurPicture;
  using Scene = SaboteurScene;
  using Moves = SaboteurMoves;
  using Texts = SaboteurTexts;
  using Narrator = SaboteurNarrator;
  using Odds = SaboteurOdds;
};

class SaboteurTable : public GameTableOf<SaboteurParts> {
  Q_OBJECT

 public:
  SaboteurTable(GameRecord record, const TableOptions& options, QWidget* parent = nullptr);

  QString currentHint() const { return describeHint(); }
  // Each seat's gold, markers, opened doors and tools, and the deck: the status panel's lines.
  QString seatDetails() const;
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
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
  QVector<LogLine> preamble() const override;
  QString describeStatus() const override;
  QString describeHint() const override;
  void inspect(Pile* pile) override;

 private:
  std::optional<RoundEndTable> heldMaze() const;
  // A seat's gold, markers, doors and tools (seatDetails' line without the name).
  QString seatFacts(int seat) const;
  // Where a maze card's tunnels lead ("up to right; dead end left").
  static QString tunnelWords(const QString& cardId, bool turned);

  int deckShown_ = 0;  // the deck on the cloth (as the last round left it, once the game is over)
  QLabel* details_ = nullptr;
  QCheckBox* glow_ = nullptr;
};

}  // namespace mizbazi::ui::saboteur
