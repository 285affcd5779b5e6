// The Saboteur Duel table page on the game-neutral framework: the scene (the maze on the board),
// the moves (every one a drag, clicks or keys: saboteur_duel_moves.h), the status with each seat's
// gold, markers, opened doors and tools and the deck's count, the hint for the choice at hand, the
// map's peek behind the hand-over cover on a shared screen, and the end summary (solo: the rating).
#pragma once

#include "ui/saboteur_duel/saboteur_duel_last_maze.h"
#include "ui/saboteur_duel/saboteur_duel_moves.h"
#include "ui/saboteur_duel/saboteur_duel_narrator.h"
#include "ui/saboteur_duel/saboteur_duel_odds.h"
#include "ui/saboteur_duel/saboteur_duel_picture.h"
#include "ui/saboteur_duel/saboteur_duel_scene.h"
#include "ui/saboteur_duel/saboteur_duel_texts.h"
#include "ui/table/game_table_of.h"

class QCheckBox;
class QLabel;

namespace mizbazi::ui::saboteur_duel {

// Saboteur's parts, for the table base.
struct SaboteurDuelParts {
  using Picture = SaboteurDuelPicture;
  using Scene = SaboteurDuelScene;
  using Moves = SaboteurDuelMoves;
  using Texts = SaboteurDuelTexts;
  using Narrator = SaboteurDuelNarrator;
  using Odds = SaboteurDuelOdds;
};

class SaboteurDuelTable : public GameTableOf<SaboteurDuelParts> {
  Q_OBJECT

 public:
  SaboteurDuelTable(GameRecord record, const TableOptions& options, QWidget* parent = nullptr);

  QString currentHint() const { return describeHint(); }
  // Each seat's gold, markers, opened doors and tools, and the deck: the status panel's lines.
  QString seatDetails() const;
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  QString cardIdOfArt(const QString& artId) const override;
  // What the table says to a screen reader (saboteur_duel_voice.cpp).
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

}  // namespace mizbazi::ui::saboteur_duel
