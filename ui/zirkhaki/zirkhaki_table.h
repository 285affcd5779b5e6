// The Zirkhaki table page: the scene, the Draw and Bank buttons (also D and B), the hint for the
// choice at hand, the peek behind a "pass the device" curtain on a shared screen, and the
// end-of-game table.
#pragma once

#include <QPointer>

#include "core/match.h"
#include "table/game_table.h"
#include "zirkhaki/zirkhaki_model.h"

class QPushButton;
class QLabel;

namespace mizbazi::ui::zirkhaki {

class ZirkhakiController;
class ZirkhakiScene;

class ZirkhakiTable : public GameTable {
  Q_OBJECT

 public:
  ZirkhakiTable(Match match, const TableOptions& options, QWidget* parent = nullptr);

  ZirkhakiScene& zirkhakiScene() { return *zscene_; }
  ZirkhakiController& zirkhakiController() { return *zcontroller_; }
  const ZirkhakiView& model() const { return view_; }
  QStringList names() const;
  QPushButton* drawButton() const { return draw_; }
  QPushButton* bankButton() const { return bank_; }
  QString currentHint() const;
  // The end-of-game dialog is not opened in tests and screenshots (they read the view instead).
  static void setShowEndDialog(bool on);

 protected:
  void sync(bool animate) override;
  void animateEvents(int actor, const QString& text, const Events& events) override;
  void narrate(int actor, const QString& text, const Events& events, bool byComputer) override;
  void updateInteraction() override;
  QString describeStatus() const override;
  void onGameOver() override;

 private:
  QString cardIdOf(int card) const;
  bool peekNeedsCurtain() const;

  ZirkhakiScene* zscene_;
  ZirkhakiController* zcontroller_;
  ZirkhakiView view_;
  QPushButton* draw_;
  QPushButton* bank_;
  bool peekRevealed_ = false;
  int peekViewer_ = -1;
};

}  // namespace mizbazi::ui::zirkhaki
