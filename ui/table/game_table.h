// A game's table page: the scene in a fitted view beside a side panel (whose turn, the buttons of
// the move at hand, the hint, what went wrong, the log). This base class runs every game the same
// way:
//   action → the log tells it → its events animate (input held) → the picture is redrawn from the
//   observation of the seat on screen → the move chooser relights the choices → a cover comes up
//   if the next person's view must wait for them → computer seats may act → ...
// A game supplies the picture (sync), the animation of events, the narration, the mapping from
// gestures to actions (a MoveMapping) and, if it wants, its own status line and end summary.
//
// Privacy is the framework's: the picture, the log, the status and the hint are all drawn from
// controller().observation() — the seat on screen, or only what everyone may know — and while a
// hand-over cover is up it covers the whole page and no key acts.
#pragma once

#include <QKeySequence>
#include <QPointer>
#include <QWidget>
#include <functional>
#include <memory>

#include "core/event.h"
#include "ui/table/end_summary.h"
#include "ui/table/move_path.h"
#include "ui/table/record_log.h"
#include "ui/table/refusal_text.h"
#include "ui/table/table_controller.h"

class QLabel;
class QBoxLayout;
class QScrollArea;
class QPushButton;
class QFrame;
class QToolButton;

namespace mizbazi::ui {

// One line of the Help's keyboard page: the keys as written on the keyboard, and what they do.
struct KeyHelp {
  QString keys;  // "D", "Ctrl+Z"
  QString what;  // translated
  // A key sequence the test suite presses to check that the line is true (empty: not pressable
  // by a single sequence, e.g. "arrows").
  QKeySequence sequence;
};

class AmountChooser;
class BoardItem;
class CardItem;
class GameLog;
class Pile;
class MoveChooser;
class TableScene;
class TableView;
class TableVoice;

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
  // A column between the table and the side panel (a lesson's panel), as wide as the side panel
  // and with its font: the size that grows with the window and with projector mode.
  void addColumnBesideTable(QWidget* column);
  // A lesson tells a refused move in its own panel, with the step's hint: the table's message line
  // would say it twice.
  void setMessageLineShown(bool shown);
  const RecordLog& recordLog() const { return recordLog_; }
  // A line for everyone in the log about the table itself, not a move (every_hand.h).
  void addLogNote(const QString& text);
  MoveChooser* chooser() const { return chooser_; }
  const MoveMapping* moves() const { return mapping_; }
  // Plays a move by its canonical text, as a lesson step or a teacher's menu does: only when it is
  // legal for the person on screen; otherwise the reason is shown and false returned.
  bool perform(const QString& actionText);
  // No animation, no queued step, no pending computer move: the table waits for a person (or the
  // game is over). Tests and screenshots wait for this.
  bool isSettled() const;
  QString statusText() const;
  QString messageText() const;
  QString hintText() const;
  // The seats' names as the table writes them (isolated for mixing directions).
  QStringList names() const;

  // Must be called once by the game's constructor, after its scene is ready.
  void start();

  // A refusal from outside the table (the menu's Undo while it is off), on the message line where
  // a refused move is told. False when that line is out of sight (the side panel folded, or a
  // lesson telling refusals in its own panel): the caller says it elsewhere.
  bool tellRefusal(const QString& text);

  // Undo/redo (menu), applied after any running animation.
  void undo();
  void redo();

  // A player's input while cards still move is kept and run when they stop (nothing is lost).
  // Input under a hand-over cover is dropped: a key pressed under a cover never acts.
  void whenIdle(std::function<void()> input);

  // The keys this table answers to, for the Help's keyboard page (the table's own keys first,
  // then the framework's). Every line must be true: a test presses each.
  virtual QVector<KeyHelp> keyHelp() const;

  // The hand-over cover on a shared screen (see TableController::coverSeat()).
  bool coverShown() const;
  void revealCover();  // as if its button were pressed (keyboard, tests)
  // Older names, kept for the tests that use them.
  bool curtainShown() const { return coverShown(); }
  void revealCurtain() { revealCover(); }

  // The side panel can be folded away for a larger table (F9, its button, its handle): the
  // person's choice, which stands until they change it (sidePanelFoldChosen tells the window,
  // which remembers it for the next table).
  void setSidePanelShown(bool on);
  bool sidePanelShown() const;

  // Room for the table. The panels beside it (the side panel, a lesson's column, and the window's
  // rules panel) give way to it: each is as wide as the window allows down to a floor where its
  // words read and its buttons fit, and when the table would still be left less than kTableShare
  // of the window's width, the rules panel folds (MainWindow), then the side panel, unless it is
  // the only panel beside the table (it holds the move's controls: it stays at its floor). The
  // side panel's handle brings it back, and then it stays; it comes back by itself once the room
  // is there. It scrolls when the window is too short for it, so its buttons stay in reach.
  static constexpr double kTableShare = 0.5;
  bool sidePanelFoldedForRoom() const { return foldedForRoom_; }
  // The width the panels beside the table (those the person has not folded) take at their
  // narrowest (`least`) or as they would like: the window folds its rules panel first when the
  // table's share and the least do not fit, and gives the rules what the liked widths leave.
  int panelsWidth(bool least) const;

  // Projector mode (game_table_aids.cpp), for a class: side-panel text and card words at least
  // 1/40 of the window's height, thicker outlines and darker dimming, higher contrast, and the
  // last move written large above the table (from the shared log: never a private line).
  void setProjectorMode(bool on);
  bool projectorMode() const { return projector_; }
  // The side panel's font: it grows with the window and with projector mode. A notice laid over
  // the table (the teacher's every-hand mark) takes its size from it.
  QFont panelFont() const;
  QString lastMoveText() const;
  // The odds a teacher points at, in the side panel while on (off by default for play).
  void setOddsShown(bool on);
  bool oddsShown() const { return oddsShown_; }
  // What the table shows as odds: computed only from the observation of the seat on screen
  // (controller().observation()), never from hidden state. Empty: this game shows none (yet).
  virtual QString oddsText() const { return QString(); }

  // A card's name as the table writes it ("coin 9", «سکهٔ ۹»), from its engine id.
  virtual QString cardName(const QString& cardId) const { return cardId; }
  // The engine's card id a face's art id shows ("zirkhaki/coin-9" → "coin-9"); a game whose art
  // has variants of one card (a turned picture) maps them back here. Empty: no card (a back).
  virtual QString cardIdOfArt(const QString& artId) const { return artId.section('/', 1); }

  // ---- How the table speaks to a screen reader (ui/table/table_voice.h; the defaults are in
  // game_table_voice.cpp). The accessibility tree, the list of moves and what is announced take
  // their words from here, and these from the picture on screen and the scene only (never from
  // hidden state): a game says what is particular to it, the framework does the rest.
  // A place as a person names it ("your hand", "the discard pile", "Sara's red expedition"), in
  // the tree, in the list of moves and when a picked card's places are told. Empty: a pile that is
  // not spoken (it only lays out another pile's cards).
  virtual QString placeName(const Place& place) const;
  // What a pile says in the tree: its name and what it holds ("your hand, 9 cards: …"). Empty:
  // not in the tree now (by default, an empty pile that cannot be chosen).
  virtual QString pileSummary(const Pile& pile) const;
  // Whether each card of the pile is an object of its own in the tree (a hand, the display) or is
  // only counted in the pile's words (a purse of coins). By default every card, but of a stacked
  // pile (a deck, a discard pile) only the top one: the others are out of sight.
  virtual bool cardsAreObjects(const Pile& pile) const;
  // The name of what an art id shows (a card, a ring, a coin); empty when it names nothing.
  virtual QString artName(const QString& artId) const;
  // The seat whose group holds `place` in the tree; -1: the middle of the table.
  virtual int seatOfPlace(const Place& place) const { return place.seat; }
  // A seat's group: the player's name and what the table shows of the seat ("Sara (computer),
  // score 12").
  virtual QString seatSummary(int seat) const;
  // A board's words ("the maze, 24 cards").
  virtual QString boardSummary(const BoardItem& board) const;
  // A legal action in plain words, for the list of moves ("Draw", "red 4 to your red
  // expedition"); by default read off the action's path of choices.
  virtual QString moveWords(const QString& actionText) const;
  // One card as the tree says it: its name face up, "a face-down card" otherwise.
  QString cardWords(const CardItem& card) const;
  // The seat the table speaks to as "you": a person's whose own view is on screen, in a game of
  // more than one seat; -1 otherwise.
  int youSeat() const;
  TableVoice& voice() { return *voice_; }

  // The end-of-game screen is not opened in tests and screenshots (they read the summary).
  static void setShowEndDialog(bool on);
  // What the end screen shows (empty before the end).
  virtual EndSummary endSummary() const;

 Q_SIGNALS:
  void recordChanged();  // after every action, undo or redo (autosave)
  void settled();        // the table is still and waits for a person or is over
  void gameFinished();
  // From the end-of-game screen: the same seats and options with a new deal, or the chooser.
  void playAgainRequested();
  void newGameRequested();
  // The person folded the side panel away (true) or brought it back (false).
  void sidePanelFoldChosen(bool folded);
  // The panels beside the table changed (a lesson's column came, the side panel folded).
  void panelsChanged();

 protected:
  // Draws the whole picture from controller().observation(); animated moves from where cards are.
  virtual void sync(bool animate) = 0;
  // Queues the animation of one action's events (masked for the seat on screen) before the redraw.
  virtual void animateEvents(int actor, const QString& text, const Events& events) = 0;
  // The log's sentences for one action (narration.h): called for everyone and for each seat that
  // saw more.
  virtual QVector<LogLine> narrate(const Narration& narration) const = 0;
  // The first lines of the log ("A game of Zirkhaki for 4 players.").
  virtual QVector<LogLine> preamble() const { return {}; }
  // After every redraw: the game's own flags and buttons (the chooser has already relit the table).
  virtual void updateInteraction() {}
  // The status line: by default whose turn it is, who is thinking, or who won.
  virtual QString describeStatus() const;
  // What the player can do now, in a sentence or two (empty: nothing to say).
  virtual QString describeHint() const { return QString(); }
  // What the cover says while it waits for `seat` ("It is Sara's turn…"), and its button.
  virtual QString coverMessage(int seat) const;
  virtual void onGameOver();
  // A click on a pile that is no move now (a discard pile to look through): say what it holds.
  virtual void inspect(Pile* pile) { (void)pile; }

  // The game's moves: the chooser lights choices from the legal list through `mapping`, which must
  // outlive the table; `translator` turns the game's refusal codes into sentences.
  void setMoves(const MoveMapping* mapping, RefusalTranslator translator);
  // A button that is always in the side panel (Draw, Bank, Pass…), enabled when its step is a
  // choice; `keys` also press it. The button chooses MoveStep::ofButton(value).
  QPushButton* addMoveButton(const QString& value, const QString& label, const QString& tooltip,
                             const QList<QKeySequence>& keys = {});

  void resizeEvent(QResizeEvent* event) override;
  void showMessage(const QString& text, bool isError = true);
  void setHint(const QString& text);
  void clearMessage();
  QBoxLayout* buttonRow() { return buttons_; }
  QWidget* sidePanel() { return side_; }
  void refreshStatus();
  void refreshLog();

 private:
  void fitPanels();  // the side panel's and the lesson column's widths, and folding for room
  void showSidePanel(bool on);
  int panelFloor() const;
  int preferredPanelWidth() const;
  void reserveMessageLines();
  // sync() with the scene told which seat is "(you)", remembering which view it drew.
  void redraw(bool animate);
  // The action being applied changes the view on screen: the old view's secrets leave at once.
  void onViewTurning();
  void onAction(int actor, QString text, Action a, Events events, bool byComputer);
  void onReset();
  void onSceneIdle();
  void onPrivacyChanged();
  void rebuildLog();
  void refreshChoices();
  void updateCover();
  void buildCover();
  void fitCover();  // its place, and its words' size, to the table's
  // game_table_aids.cpp: the projector's banner above the view (returned: the view's column) and
  // the odds line in the side panel; refreshed with the log and the status.
  QBoxLayout* buildTableColumn();
  void refreshAids();

  std::unique_ptr<TableController> controller_;
  TableScene* scene_;
  TableView* view_;
  QWidget* side_;
  QScrollArea* sideScroll_;  // the side panel, scrolled when the window is too short for it
  bool foldedByPerson_ = false;
  bool foldedForRoom_ = false;
  bool keptByPerson_ = false;  // brought back while there is no room: stays until there is
  QToolButton* fold_ = nullptr;
  QToolButton* unfold_ = nullptr;
  QLabel* status_;
  QLabel* message_;
  QLabel* hint_;
  QBoxLayout* buttons_;
  QBoxLayout* choiceBar_;
  AmountChooser* amount_;
  GameLog* log_;
  RecordLog recordLog_;
  MoveChooser* chooser_ = nullptr;
  const MoveMapping* mapping_ = nullptr;
  RefusalTranslator translator_;
  QVector<QPair<QString, QPushButton*>> moveButtons_;
  QVector<QPushButton*> choiceButtons_;
  QFrame* cover_ = nullptr;
  QLabel* coverText_ = nullptr;
  QPushButton* coverButton_ = nullptr;
  std::vector<std::function<void()>> queuedInput_;
  bool awaitingIdle_ = false;
  bool queueing_ = false;  // steps are being queued: an idle scene now means nothing yet
  bool finishedShown_ = false;
  int drawnSeat_ = -1;  // the shownSeat() the scene was last drawn for
  bool drawnEveryHand_ = false;
  bool refreshingChoices_ = false;
  bool projector_ = false;
  QPointer<QWidget> besideTable_;  // addColumnBesideTable's column, if any
  bool oddsShown_ = false;
  QLabel* lastMove_ = nullptr;
  QLabel* odds_ = nullptr;
  TableVoice* voice_ = nullptr;  // the screen reader's (table_voice.h)
};

}  // namespace mizbazi::ui
