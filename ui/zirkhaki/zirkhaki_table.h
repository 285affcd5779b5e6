// The Zirkhaki table page on the game-neutral framework: the scene, the Draw and Bank buttons (also
// D and B), the hint for the choice at hand, the astrolabe's peek behind the hand-over cover on a
// shared screen, and the end-of-game summary with the tie-break explained.
#pragma once

#include "core/match.h"
#include "ui/table/game_table.h"
#include "ui/zirkhaki/zirkhaki_moves.h"
#include "ui/zirkhaki/zirkhaki_picture.h"

class QPushButton;

namespace mizbazi::ui::zirkhaki {

class ZirkhakiScene;

class ZirkhakiTable : public GameTable {
  Q_OBJECT

 public:
  ZirkhakiTable(Match match, const TableOptions& options, QWidget* parent = nullptr);

  ZirkhakiScene& zirkhakiScene() { return *zscene_; }
  const ZirkhakiPicture& model() const { return picture_; }
  QPushButton* drawButton() const { return draw_; }
  QPushButton* bankButton() const { return bank_; }
  QString currentHint() const { return describeHint(); }
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  QString cardName(const QString& cardId) const override;
  QString oddsText() const override;
  // What the table says to a screen reader (zirkhaki_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  QString artName(const QString& artId) const override;
  QString seatSummary(int seat) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  QVector<LogLine> narrate(const Narration& narration) const override;
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;
  QString coverMessage(int seat) const override;
  void inspect(Pile* pile) override;

 private:
  QString cardIdOf(int card) const;
  // The discard pile by suit: what a click on it shows, and what it says to a screen reader.
  QString discardWords() const;

  ZirkhakiScene* zscene_;
  ZirkhakiMoves moves_;
  ZirkhakiPicture picture_;
  QPushButton* draw_;
  QPushButton* bank_;
};

}  // namespace mizbazi::ui::zirkhaki
