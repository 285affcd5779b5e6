// A game's table page: the scene in a fitted view beside a side panel (whose turn, what went
// wrong, the game's buttons, the log). This base class wires the controller, the scene and the
// animation cycle the same way for every game:
//   action → events animate (input held) → picture resynchronised from the viewer's observation
//   → interaction flags refreshed → computer seats may act → ...
// A game supplies the picture (sync), the animation of events, the narration and the mapping
// from clicks and drops to actions.
#pragma once

#include <QKeySequence>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <memory>

#include "core/event.h"
#include "table/table_controller.h"

class QLabel;
class QBoxLayout;
class QPushButton;
class QFrame;

namespace mizbazi::ui {

// One line of the Help's keyboard page: the keys as written on the keyboard, and what they do.
struct KeyHelp {
  QString keys;  // "D", "Ctrl+Z"
  QString what;  // translated
  // A key sequence the test suite presses to check that the line is true (empty: not pressable
  // by a single sequence, e.g. "arrows").
  QKeySequence sequence;
};

class GameLog;
class TableScene;
class TableView;

class GameTable : public QWidget {
  Q_OBJECT

 public:
  // Takes ownership of `scene` (a game's TableScene subclass).
  GameTable(std::unique_ptr<TableController> controller, TableScene* scene,
            QWidget* parent = nullptr);
  ~GameTable() override;

  TableController& controller() { return *controller_; }
  const TableController& controller() const { return *controller_; }
  TableScene& scene() { return *scene_; }
  TableView& view() { return *view_; }
  GameLog& log() { return *log_; }
  // No animation, no queued step, no pending computer move: the table waits for a human (or the
  // game is over). Tests and screenshots wait for this.
  bool isSettled() const;
  QString statusText() const;
  QString messageText() const;
  QString hintText() const;

  // Must be called once by the game's constructor, after its scene is ready.
  void start();

  // Undo/redo (menu), applied after any running animation.
  void undo();
  void redo();

  // A player's input while cards still move is kept and run when they stop (nothing is lost).
  void whenIdle(std::function<void()> input);

  // The keys this table answers to, for the Help's keyboard page (the table's own keys first,
  // then the framework's). Every line must be true: a test presses each.
  virtual QVector<KeyHelp> keyHelp() const;

  // A private view (a peek at the deck) on a shared screen: the table is covered until the
  // player whose view it is asks to see it.
  void showCurtain(const QString& message, const QString& button, std::function<void()> onReveal);
  bool curtainShown() const;
  void revealCurtain();  // as if the button were pressed (keyboard, tests)

 Q_SIGNALS:
  void matchChanged();  // after every action, undo or redo (autosave)
  void settled();       // the table is still and waits for a human or is over
  void gameFinished();
  // From the end-of-game screen: the same seats and options with a new deal, or the chooser.
  void playAgainRequested();
  void newGameRequested();

 protected:
  // Draws the whole picture from controller().observation(); animated moves from where cards are.
  virtual void sync(bool animate) = 0;
  // Queues the animation of one action's events on the scene (before the resync).
  virtual void animateEvents(int actor, const QString& text, const Events& events) = 0;
  virtual void narrate(int actor, const QString& text, const Events& events, bool byComputer) = 0;
  // Sets draggable/activatable flags and the side-panel buttons from the legal actions.
  virtual void updateInteraction() = 0;
  virtual QString describeStatus() const = 0;
  virtual void onGameOver() {}

  void resizeEvent(QResizeEvent* event) override;
  void showMessage(const QString& text, bool isError = true);
  // What the player can do now, in one or two sentences under the buttons.
  void setHint(const QString& text);
  void clearMessage();
  QBoxLayout* buttonRow() { return buttons_; }
  QWidget* sidePanel() { return side_; }
  void refreshStatus();

 private:
  void onAction(int actor, QString text, Action a, Events events, bool byComputer);
  void onReset();
  void onSceneIdle();

  std::unique_ptr<TableController> controller_;
  TableScene* scene_;
  TableView* view_;
  QWidget* side_;
  QLabel* status_;
  QLabel* message_;
  QLabel* hint_;
  QBoxLayout* buttons_;
  GameLog* log_;
  QFrame* curtain_ = nullptr;
  QLabel* curtainText_ = nullptr;
  QPushButton* curtainButton_ = nullptr;
  std::function<void()> onReveal_;
  std::vector<std::function<void()>> queuedInput_;
  bool awaitingIdle_ = false;
  bool queueing_ = false;  // steps are being queued: an idle scene now means nothing yet
  bool finishedShown_ = false;
};

}  // namespace mizbazi::ui
