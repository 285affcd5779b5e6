// The hint, for any game: at the press of "Hint" (or H), the normal computer player's choice for
// the person to act is lit on the table — each step of its path (ui/table/move_path.h: the card
// (the part of it that shows, in a fan), the place, the button) outlined — and a line of text gives
// the computer's rating of it and of the next best alternatives, out of 100 ("… از ۱۰۰: جمع کردن:
// ۶۲ — کشیدن: ۴۱"). The rating is the search's value (ai/advice.h), which blends winning with the
// point margin: it is not written as a chance of winning.
//
// The search (ai/advice.h) runs in a worker thread, like the computer players (bot_driver.h); it
// decides from the person's own view (the engine determinizes it), and any move, undo, redo or
// change of the view on screen cancels it and takes the hint away: a hint is shown only while the
// person it was asked for is to act with their view on screen.
#pragma once

#include <QFutureWatcher>
#include <QPointer>
#include <QRectF>
#include <QWidget>
#include <memory>

#include "ai/advice.h"
#include "core/rng.h"

class QGraphicsRectItem;
class QLabel;
class QPushButton;

namespace mizbazi::ui {

class CardItem;
class GameTable;

class HintPanel : public QWidget {
  Q_OBJECT

 public:
  // Places itself in the table's side panel.
  explicit HintPanel(GameTable* table);
  ~HintPanel() override;

  // As the Hint button does: asks for a hint when the person on screen is to act.
  void ask();
  bool thinking() const { return thinking_; }
  // The line of text (empty when no hint is shown).
  QString adviceText() const;
  // The action the lit hint stands for (empty when none is shown).
  QString hintedAction() const { return hinted_; }
  // The scene outlines of the lit hint.
  QVector<QGraphicsRectItem*> marks() const { return marks_; }
  // The side-panel buttons the lit hint stands for, filled with the hint's yellow.
  QVector<QPushButton*> litButtons() const;

 Q_SIGNALS:
  // A hint was shown to `seat` (counted in the statistics as a hint used).
  void hintShown(int seat);

 private:
  void cancel();
  void showAdvice(const QString& text);
  void onReady();
  void refreshButton();
  void light(const QString& actionText);
  QRectF uncoveredPart(const CardItem* card) const;  // scene rectangle of what shows of it
  void lightButton(QPushButton* b);
  QString describe(const ai::Advice& advice) const;

  GameTable* table_;
  QPushButton* button_;
  QLabel* text_;
  QFutureWatcher<ai::Advice> watcher_;
  std::shared_ptr<ai::Advisor> advisor_;
  Rng rng_;
  int generation_ = 0;
  int askedSeat_ = -1;
  bool thinking_ = false;
  QString hinted_;
  QVector<QGraphicsRectItem*> marks_;
  QVector<QPointer<QPushButton>> litButtons_;
};

}  // namespace mizbazi::ui
