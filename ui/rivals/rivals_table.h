// The Rivals table page on the game-neutral framework: the scene, the Pass and Done buttons (also
// P and D, and the same keys on a Persian keyboard), bids through the framework's amount chooser
// (RivalsMoves' "bid:n" details: one press bids the lowest legal amount, arrows and the spinner
// go through the legal amounts only), the hint for the choice at hand, and the end-of-game
// breakdown per expedition.
#pragma once

#include "core/match.h"
#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_picture.h"
#include "ui/table/game_table.h"

class QPushButton;

namespace mizbazi::ui::rivals {

class RivalsScene;

class RivalsTable : public GameTable {
  Q_OBJECT

 public:
  RivalsTable(Match match, const TableOptions& options, QWidget* parent = nullptr);

  RivalsScene& rivalsScene() { return *rscene_; }
  const RivalsPicture& model() const { return picture_; }
  QPushButton* passButton() const { return pass_; }
  QPushButton* doneButton() const { return done_; }
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  QString cardName(const QString& cardId) const override;
  QString cardIdOfArt(const QString& artId) const override;
  // Cards still unseen in the stacks, per colour (rivals_odds.h), from the picture only.
  QString oddsText() const override;
  // What the table says to a screen reader (rivals_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  bool cardsAreObjects(const Pile& pile) const override;
  QString artName(const QString& artId) const override;
  QString seatSummary(int seat) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  QVector<LogLine> narrate(const Narration& narration) const override;
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;
  void inspect(Pile* pile) override;
  // When no bid is open any more, keys that were in the amount chooser go back to the table.
  void updateInteraction() override;
  // The table's letter keys (P, D, B) work inside the amount chooser too: its number field would
  // otherwise take them as typing.
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  // A computer's bid or pass, written on the auction line and over the display for a moment
  // before the table redraws the auction with it applied (issue 15: "the chosen bid shown
  // before it is applied"), so that people see what it chose and who it outbid.
  void showComputersChoice(int seat, const QString& action);
  // The cards out of the game, public: what a click on their pile shows and a screen reader says.
  QString outWords() const;

  RivalsScene* rscene_;
  RivalsMoves moves_;
  RivalsPicture picture_;
  QPushButton* pass_;
  QPushButton* done_;
};

}  // namespace mizbazi::ui::rivals
