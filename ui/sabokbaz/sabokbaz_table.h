// The Sabokbaz table page on the game-neutral framework: the scene, a card played by a drag to the
// middle, a double-click or the keyboard (the move chooser lights the cards the engine allows and
// dims the others with its refusal), the last trick shown again on request (L, the button, or a
// click on a taken pile or the last trick's corner), the hint for the card at hand, and the end
// screen with each hand's scores and bonuses per team.
#pragma once

#include "ui/sabokbaz/sabokbaz_moves.h"
#include "ui/sabokbaz/sabokbaz_narrator.h"
#include "ui/sabokbaz/sabokbaz_odds.h"
#include "ui/sabokbaz/sabokbaz_picture.h"
#include "ui/sabokbaz/sabokbaz_scene.h"
#include "ui/sabokbaz/sabokbaz_texts.h"
#include "ui/table/game_table_of.h"

class QPushButton;

namespace mizbazi::ui::sabokbaz {

// Sabokbaz's parts, for the table base.
struct SabokbazParts {
  using Picture = SabokbazPicture;
  using Scene = SabokbazScene;
  using Moves = SabokbazMoves;
  using Texts = SabokbazTexts;
  using Narrator = SabokbazNarrator;
  using Odds = SabokbazOdds;
};

class SabokbazTable : public GameTableOf<SabokbazParts> {
  Q_OBJECT

 public:
  SabokbazTable(GameRecord record, const TableOptions& options, QWidget* parent = nullptr);

  QPushButton* lastTrickButton() const { return last_; }
  // Shows or hides the last completed trick (nothing to show before the first trick is taken).
  void toggleLastTrick();
  QString currentHint() const { return describeHint(); }
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  // What the table says to a screen reader (sabokbaz_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  int seatOfPlace(const Place& place) const override;
  QString seatSummary(int seat) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;
  void inspect(Pile* pile) override;

 private:
  QPushButton* last_;
};

}  // namespace mizbazi::ui::sabokbaz
