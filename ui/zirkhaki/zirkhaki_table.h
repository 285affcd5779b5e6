// The Zirkhaki table page on the game-neutral framework: the scene, the Draw and Bank buttons (also
// D and B), the hint for the choice at hand, the astrolabe's peek behind the hand-over cover on a
// shared screen, and the end-of-game summary with the tie-break explained.
#pragma once

#include "ui/table/game_table_of.h"
#include "ui/zirkhaki/zirkhaki_moves.h"
#include "ui/zirkhaki/zirkhaki_narrator.h"
#include "ui/zirkhaki/zirkhaki_odds.h"
#include "ui/zirkhaki/zirkhaki_picture.h"
#include "ui/zirkhaki/zirkhaki_scene.h"
#include "ui/zirkhaki/zirkhaki_texts.h"

class QPushButton;

namespace mizbazi::ui::zirkhaki {

// Zirkhaki's parts, for the table base.
struct ZirkhakiParts {
  using Picture = ZirkhakiPicture;
  using Scene = ZirkhakiScene;
  using Moves = ZirkhakiMoves;
  using Texts = ZirkhakiTexts;
  using Narrator = ZirkhakiNarrator;
  using Odds = ZirkhakiOdds;
};

class ZirkhakiTable : public GameTableOf<ZirkhakiParts> {
  Q_OBJECT

 public:
  ZirkhakiTable(GameRecord record, const TableOptions& options, QWidget* parent = nullptr);

  QPushButton* drawButton() const { return draw_; }
  QPushButton* bankButton() const { return bank_; }
  QString currentHint() const { return describeHint(); }
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  // What the table says to a screen reader (zirkhaki_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  QString artName(const QString& artId) const override;
  QString seatSummary(int seat) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;
  QString coverMessage(int seat) const override;
  void inspect(Pile* pile) override;

 private:
  // The discard pile by suit: what a click on it shows, and what it says to a screen reader.
  QString discardWords() const;

  QPushButton* draw_;
  QPushButton* bank_;
};

}  // namespace mizbazi::ui::zirkhaki
