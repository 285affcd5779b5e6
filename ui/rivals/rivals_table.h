// The Rivals table page on the game-neutral framework: the scene, the Pass and Done buttons (also
// P and D, and the same keys on a Persian keyboard), bids through the framework's amount chooser
// (RivalsMoves' "bid:n" details: one press bids the lowest legal amount, arrows and the spinner
// go through the legal amounts only), the hint for the choice at hand, and the end-of-game
// breakdown per expedition.
#pragma once

#include "ui/rivals/rivals_moves.h"
#include "ui/rivals/rivals_narrator.h"
#include "ui/rivals/rivals_odds.h"
#include "ui/rivals/rivals_picture.h"
#include "ui/rivals/rivals_scene.h"
#include "ui/rivals/rivals_texts.h"
#include "ui/table/game_table_of.h"

class QPushButton;

namespace mizbazi::ui::rivals {

// Rivals' parts, for the table base.
struct RivalsParts {
  using Picture = RivalsPicture;
  using Scene = RivalsScene;
  using Moves = RivalsMoves;
  using Texts = RivalsTexts;
  using Narrator = RivalsNarrator;
  using Odds = RivalsOdds;
};

class RivalsTable : public GameTableOf<RivalsParts> {
  Q_OBJECT

 public:
  RivalsTable(GameRecord record, const TableOptions& options, QWidget* parent = nullptr);

  QPushButton* passButton() const { return pass_; }
  QPushButton* doneButton() const { return done_; }
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  QString cardIdOfArt(const QString& artId) const override;
  // What the table says to a screen reader (rivals_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  bool cardsAreObjects(const Pile& pile) const override;
  QString artName(const QString& artId) const override;
  QString seatSummary(int seat) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  void animateEvents(int actor, const QString& text, const Events& events) override;
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

  QPushButton* pass_;
  QPushButton* done_;
};

}  // namespace mizbazi::ui::rivals
