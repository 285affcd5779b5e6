// Multi-step moves for every game (see move_path.h): the chooser keeps the steps the player has
// chosen so far and lights, at each step, exactly the choices that continue one of the viewer's
// legal actions — cards to pick, piles to drop on or click, details and buttons to press. It is
// the table's SceneDelegate, so a move is the same whether made by drag-and-drop, by clicks or by
// keyboard (arrows, Enter, Escape). When a path is complete the action goes to the controller,
// which applies only legal actions; a wrong try (a dimmed card, an unlit pile) is answered with the
// engine's own reason, translated.
//
// Two conveniences a demanding player expects:
//  - a card whose move has one completion left is played by choosing it again (a second click,
//    a double-click), or by dropping it on the lit place; Enter plays it at once (the keyboard
//    has no drag, and nothing to see first: where it goes is the only place it can);
//  - a detail that always sits between a card and its place (an orientation) is "held": it is
//    taken as already chosen, the places for it light up at once, and cycleHeld() (R, the wheel,
//    a right-click while dragging) switches to the next value.
#pragma once

#include <QObject>
#include <QPointer>
#include <QVector>
#include <optional>

#include "ui/table/card_item.h"
#include "ui/table/move_path.h"
#include "ui/table/pile.h"
#include "ui/table/refusal_text.h"
#include "ui/table/table_scene.h"

namespace mizbazi::ui {

class TableController;

class MoveChooser : public QObject, public SceneDelegate {
  Q_OBJECT

 public:
  MoveChooser(TableScene* scene, TableController* controller, const MoveMapping* mapping,
              RefusalTranslator translator, QObject* parent = nullptr);

  // Re-reads the viewer's legal actions and relights the table (after every redraw). The steps
  // already chosen are kept while they still lead to a legal action.
  void refresh();

  const MovePath& chosen() const { return chosen_; }
  // The distinct next steps of the legal actions that start with chosen(), in legal order.
  QVector<MoveStep> nextSteps() const;
  // The next steps of one kind (buttons and details are what the side panel offers).
  QVector<MoveStep> nextSteps(MoveStep::Kind kind) const;
  bool isChoice(const MoveStep& step) const;

  // Chooses one step: submits the action when the path is complete. A step that leads to no
  // legal action is refused (refused() with the engine's reason) and changes nothing.
  bool choose(const MoveStep& step);
  // Takes back the last chosen step (Escape, right-click). False when nothing was chosen.
  bool back();
  void clear();

  // The held detail (see above): the value used while a card is chosen, and switching it.
  QString heldDetail() const { return held_; }
  void cycleHeld();
  // The same for a card being dragged that was not chosen first (grabbing it is choosing it).
  void cycleHeldAfter(const MovePath& prefix);

  // Why choosing `card` now would be refused (empty when it would not be), for dimmed cards.
  QString whyNotCard(const QString& art) const;

  // SceneDelegate
  QVector<Pile*> dropTargets(CardItem* card) override;
  void cardDropped(CardItem* card, Pile* target) override;
  void cardClicked(CardItem* card) override;
  void cardActivated(CardItem* card) override;
  void pileClicked(Pile* pile) override;
  void dragRefused(CardItem* card) override;
  void cancel() override;
  void secondaryClick() override;

 Q_SIGNALS:
  void refused(const QString& reason);
  // A click on a pile (or its card) that is no choice while no move is being made.
  void inspected(Pile* pile);
  // The chosen steps or the choices changed: the table redraws its buttons and hint.
  void changed();

 private:
  struct Candidate {
    Action action;
    MovePath path;
  };
  bool startsWith(const MovePath& path, const MovePath& prefix) const;
  // What grabbing or clicking `card` chooses: the card, or the pile it lies in.
  std::optional<MoveStep> grabStep(CardItem* card) const;
  QVector<const Candidate*> continuing(const MovePath& prefix) const;
  // chosen() plus the held detail when the next steps are held details.
  MovePath withHeld(MovePath prefix) const;
  bool heldAfter(const MovePath& prefix) const;
  // `card` is another copy of the card just chosen, and a move takes both.
  bool isOtherCopy(CardItem* card, const MoveStep& step) const;
  bool secondCopy(CardItem* card, const MoveStep& step);
  // `prefix` and `step`, through the held detail when that leads somewhere, else straight.
  MovePath extended(const MovePath& prefix, const MoveStep& step) const;
  // The distinct next steps after `chosen` (with the held detail, and the steps beside it).
  QVector<MoveStep> stepsAfter(const MovePath& chosen) const;
  void submit(const Candidate& c);
  void refuse(const MovePath& tried);
  // The sentence for a path that leads to no legal action (empty when there is nothing to say).
  QString reasonFor(const MovePath& tried) const;
  void relight();
  std::optional<MovePath> completionOf(const MovePath& prefix) const;  // the only one left
  // The one action every legal path starting with `prefix` makes (however it is gestured).
  const Candidate* onlyActionAfter(const MovePath& prefix) const;

  TableScene* scene_;
  TableController* controller_;
  const MoveMapping* mapping_;
  RefusalTranslator translator_;
  QVector<Candidate> candidates_;
  MovePath chosen_;
  QString held_;
  MovePath dragPrefix_;            // chosen() plus the card being dragged (set when a drag begins)
  QPointer<CardItem> chosenItem_;  // the card item last chosen (tells two copies of a card apart)
};

}  // namespace mizbazi::ui
