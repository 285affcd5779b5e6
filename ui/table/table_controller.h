// The one road from the table to the engine, shared by every game: it owns the Match (a scenario
// being played, with undo/redo), sends only actions the engine lists as legal, lets computer seats
// act after a visible delay, picks whose view the table shows, and tells the table what happened
// (events already masked for that view). Games add only the mapping from clicks to actions.
#pragma once

#include <QObject>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "core/event.h"
#include "core/json.h"
#include "core/match.h"

namespace mizbazi::ui {

class BotDriver;

struct TableOptions {
  int botDelayMs = 900;
  int animationPercent = 100;
  bool undoAllowed = true;          // the app decides from the settings and the seats
  bool confirmPrivateViews = true;  // "pass the device" before a seat's private view
};

class TableController : public QObject {
  Q_OBJECT

 public:
  TableController(Match match, TableOptions options, QObject* parent = nullptr);
  ~TableController() override;

  const Match& match() const { return match_; }
  const State& state() const { return match_.state(); }
  const TableOptions& options() const { return options_; }
  void setOptions(const TableOptions& options) { options_ = options; }
  std::vector<PlayerSpec> players() const { return players_; }

  int numSeats() const { return state().numPlayers(); }
  bool isHuman(int seat) const;
  bool hasComputer() const;
  int humanCount() const;
  QString playerName(int seat) const;
  // The seat whose view the table shows: the human to act, else the last human who acted.
  int viewer() const { return viewer_; }
  // What the viewer may know (observationJson), the one source of the table's picture.
  Json observation() const;
  bool viewerToAct() const;

  // The legal actions for the viewer now (empty when it is not the viewer's turn).
  std::vector<Action> viewerLegal() const;
  bool isLegalForViewer(Action a) const;
  // Why `a` would be refused, asked of a copy (nothing reaches the match).
  std::optional<Rejection> whyNot(Action a) const;
  std::optional<Action> parse(const std::string& text) const;

  // A human's action: applied only when it is the viewer's turn and the action is legal.
  std::optional<Rejection> submit(Action a);

  bool canUndo() const;
  bool canRedo() const;
  void undo();  // back to the previous decision of a human
  void redo();

  // The table calls this whenever its animations are done: computer seats may then act.
  void tableIdle();
  bool botPending() const;
  void stopBots();

 Q_SIGNALS:
  // One action, with its events masked for the viewer (so they animate what the viewer may see).
  void actionApplied(int actor, QString text, mizbazi::Action action, mizbazi::Events events,
                     bool byComputer);
  void reset();  // undo, redo, load: redraw without animation
  void viewerChanged(int from, int to);
  void matchChanged();  // autosave
  void gameOver();
  void computerThinking(int seat);

 private:
  void apply(Action a, bool byComputer);
  void updateViewer();
  void onBotChosen(int seat, Action a);

  Match match_;
  TableOptions options_;
  std::vector<PlayerSpec> players_;
  int viewer_ = 0;
  BotDriver* bots_;
  bool idle_ = true;
};

}  // namespace mizbazi::ui
