// The Sabokbaz table page on the game-neutral framework: the scene, a card played by a drag to the
// middle, a double-click or the keyboard (the move chooser lights the cards the engine allows and
// dims the others with its refusal), the last trick shown again on request (L, the button, or a
// click on a taken pile or the last trick's corner), the hint for the card at hand, and the end
// screen with each hand's scores and bonuses per team.
#pragma once

#include "core/match.h"
#include "ui/sabokbaz/sabokbaz_moves.h"
#include "ui/sabokbaz/sabokbaz_picture.h"
#include "ui/table/game_table.h"

class QPushButton;

namespace mizbazi::ui::sabokbaz {

class SabokbazScene;

class SabokbazTable : public GameTable {
  Q_OBJECT

 public:
  SabokbazTable(Match match, const TableOptions& options, QWidget* parent = nullptr);

  SabokbazScene& sabokbazScene() { return *sscene_; }
  const SabokbazPicture& model() const { return picture_; }
  QPushButton* lastTrickButton() const { return last_; }
  // Shows or hides the last completed trick (nothing to show before the first trick is taken).
  void toggleLastTrick();
  QString currentHint() const { return describeHint(); }
  QVector<KeyHelp> keyHelp() const override;
  EndSummary endSummary() const override;
  QString cardName(const QString& cardId) const override;
  QString oddsText() const override;  // F6: the cards still unseen, per family
  // What the table says to a screen reader (sabokbaz_voice.cpp).
  QString placeName(const Place& place) const override;
  QString pileSummary(const Pile& pile) const override;
  int seatOfPlace(const Place& place) const override;
  QString seatSummary(int seat) const override;
  QString moveWords(const QString& actionText) const override;

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  QVector<LogLine> narrate(const Narration& narration) const override;
  QVector<LogLine> preamble() const override;
  QString describeHint() const override;
  void inspect(Pile* pile) override;

 private:
  SabokbazScene* sscene_;
  SabokbazMoves moves_;
  SabokbazPicture picture_;
  QPushButton* last_;
};

}  // namespace mizbazi::ui::sabokbaz
