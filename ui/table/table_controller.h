// The one road from the table to the engine, shared by every game: it owns the GameRecord (a
// scenario being played, with undo/redo), sends only actions the engine lists as legal, lets
// computer seats act after a visible delay, and decides whose secrets may be on screen.
//
// A shared screen keeps secrets. `viewer()` is the seat drawn at the bottom of the table (the
// person to act, else the last person who acted); `shownSeat()` is the seat whose private view
// may be on screen now, or -1 when only what everyone may know is shown. With one person at the
// table their view is always shown. With two or more, a person's private view is shown only after
// they asked for it under a cover (coverSeat()), and only until another person's turn: the screen
// was handed to them, so while computers play it stays theirs, and their next turn after only
// computers needs no cover (nobody else sat down). A person whose view holds no more than
// everyone's (no hand, no peek) is shown without a cover, and the screen is then theirs.
// The view on screen changes only at a turn: the table redraws the position before the action as
// the new view may see it (viewTurning()) before anything moves, so no frame of an animation shows
// the previous view's secrets. Games add only the mapping from clicks to actions.
#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "core/event.h"
#include "core/game_record.h"
#include "core/json.h"

namespace mizbazi::ui {

class BotDriver;

struct TableOptions {
  int botDelayMs = 900;
  int animationPercent = 100;
  bool undoAllowed = true;          // the app decides from the settings and the seats
  bool confirmPrivateViews = true;  // "pass the device" before a seat's private view
  // Seats played from a person's own device (ui/net/): a person who never looks at this screen
  // for their view. Their view is never shown here (no cover comes up for them: the shared screen
  // shows the public table on their turns), they are never the seat drawn at the bottom, and they
  // act only through submitFor(). Other people count them as people who look at this screen.
  std::vector<int> remoteSeats;
  // Nothing moves yet (people are still joining from their devices): no computer acts and no
  // action is taken until the options are set again without it.
  bool held = false;
};

class TableController : public QObject {
  Q_OBJECT

 public:
  TableController(GameRecord record, TableOptions options, QObject* parent = nullptr);
  ~TableController() override;

  const GameRecord& record() const { return record_; }
  const State& state() const { return record_.state(); }
  const TableOptions& options() const { return options_; }
  // New options take effect at once: who may see what is worked out again (a lesson turns the
  // hand-over cover off after the table was made, and the seat to act must see its hand now).
  void setOptions(const TableOptions& options) {
    options_ = options;
    updatePrivacy();
  }
  std::vector<PlayerSpec> players() const { return players_; }

  int numSeats() const { return state().numPlayers(); }
  bool isHuman(int seat) const;
  // Played from a person's own device (TableOptions::remoteSeats).
  bool isRemote(int seat) const;
  // The computer plays `seat` from now on (a person's device left), or the person again: the
  // seat's kind changes, its name stays. A computer asked to act for a seat handed back is
  // called off; a seat handed to it on its turn while the table is at rest is played at once.
  void setComputerSeat(int seat, bool computer);
  bool hasComputer() const;
  int humanCount() const;
  QString playerName(int seat) const;
  // The seat drawn at the bottom: the human to act, else the last human who acted.
  int viewer() const { return viewer_; }
  // The seat whose private view may be on screen now; -1: only what everyone may know.
  int shownSeat() const { return shown_; }
  // The seat the table marks "(you)": a person's whose private view is on screen, in a game of
  // more than one seat; -1 under a cover, in a public view and in a game of computers only.
  int youSeat() const;
  // The person a hand-over cover waits for before their view is shown; -1: no cover.
  int coverSeat() const { return cover_; }
  // The cover's person asked to see their view (the cover's button).
  void revealCover();
  // What the seat on screen may know (observationJson of shownSeat()): the one source of the
  // table's picture, status and hints. While viewTurning() is handled: of the state before the
  // action, as the new view may see it.
  Json observation() const;
  // The viewer is a person, it is their turn, and their view is on screen (not under a cover).
  bool viewerToAct() const;

  // The legal actions for the viewer now (empty when it is not the viewer's turn).
  std::vector<Action> viewerLegal() const;
  bool isLegalForViewer(Action a) const;
  // Why `a` would be refused, asked of a copy (nothing reaches the record).
  std::optional<Refusal> whyNot(Action a) const;
  std::optional<Action> parse(const std::string& text) const;

  // A human's action: applied only when it is the viewer's turn and the action is legal.
  std::optional<Refusal> submit(Action a);
  // A remote seat's action (from its device): applied only when `seat` is remote, it is its turn,
  // nothing is held and the action is legal; otherwise the reason and nothing changes.
  std::optional<Refusal> submitFor(int seat, Action a);
  // A lesson's check of a person's move (lesson_runner.h): called for a legal action about to be
  // applied by submit(); a refusal refuses it and nothing changes. Empty: no check.
  using ActionGate = std::function<std::optional<Refusal>(Action)>;
  void setActionGate(ActionGate gate) { gate_ = std::move(gate); }

  // The state the last action was applied to (for telling it in the log).
  const State& previousState() const { return *previous_; }

  bool canUndo() const;
  bool canRedo() const;
  void undo();  // back to the previous decision of a human
  void redo();

  // The table calls this whenever its animations are done: computer seats may then act.
  void tableIdle();
  bool botPending() const;
  void stopBots();

  // The teacher's "Show every hand" (ui/table/every_hand.h): observation() then holds every seat's
  // cards (the all-seeing view wherever it has the same keys as the seat's). Off by default; the
  // app asks before turning it on with several people at the table, and the table marks it.
  void setShowEveryHand(bool on);
  bool showsEveryHand() const { return everyHand_; }

  // Replay (ui/table/replay_bar.h): the record, loaded whole, is stepped through action by action;
  // nobody moves, no computer plays, no cover comes up (the table shows what everyone may see,
  // or the one person's view when there is one person). Turned on once, with the game loaded.
  void setReplay(bool on);
  bool replaying() const { return replay_; }
  // The actions applied so far, and how many the loaded game has.
  int ply() const { return static_cast<int>(record_.actions().size()); }
  int replayLength() const { return replayLength_; }
  // Steps the replay to `ply` actions from the start (clamped); redraws through reset().
  void seek(int ply);

 Q_SIGNALS:
  // One action and everything it did, as the engine reported it (unmasked: the table masks it for
  // the seat on screen before showing anything). previousState() is the state it was applied to.
  void actionApplied(int actor, QString text, mizbazi::Action action, mizbazi::Events events,
                     bool byComputer);
  // shownSeat() or coverSeat() changed outside an action (a cover was lifted).
  void privacyChanged();
  // The action being applied changes shownSeat(): the table draws observation() — the state
  // before the action, seen by the new view — at once, before viewerChanged() turns the table and
  // actionApplied() animates what the action did.
  void viewTurning();
  void reset();  // undo, redo, load: redraw without animation
  void viewerChanged(int from, int to);
  void recordChanged();  // autosave
  void gameOver();
  void computerThinking(int seat);

 private:
  void apply(Action a, bool byComputer);
  // The person to act becomes the viewer; `notify`: emit viewerChanged().
  void updateViewer(bool notify = true);
  // Recomputes shownSeat() and coverSeat(); `notify`: emit privacyChanged() when they changed
  // (not inside an action, undo or redo, which redraw anyway).
  void updatePrivacy(bool notify = true);
  // The seat's view holds nothing that everyone's doesn't (no hand, no peek).
  bool viewIsPublic(int seat) const;
  void onBotChosen(int seat, Action a);

  GameRecord record_;
  TableOptions options_;
  std::vector<PlayerSpec> players_;
  int viewer_ = 0;
  int shown_ = -1;
  int cover_ = -1;
  int holder_ = -1;  // the person the screen was handed to (they lifted the cover)
  std::unique_ptr<State> previous_;
  const State* pictured_ = nullptr;  // the state observation() describes, when not state()
  BotDriver* bots_;
  bool idle_ = true;
  ActionGate gate_;
  bool replay_ = false;
  bool everyHand_ = false;
  int replayLength_ = 0;
};

}  // namespace mizbazi::ui
