#include "ui/table/table_controller.h"

#include <algorithm>

#include "core/refusal.h"
#include "ui/table/bot_driver.h"
#include "ui/table/table_refusals.h"

namespace mizbazi::ui {

TableController::TableController(GameRecord record, TableOptions options, QObject* parent)
    : QObject(parent), record_(std::move(record)), options_(options) {
  players_ = record_.players();
  players_.resize(state().numPlayers());
  viewer_ = 0;
  for (int s = 0; s < numSeats(); ++s) {
    if (isHuman(s) && !isRemote(s)) {
      viewer_ = s;
      break;
    }
  }
  updateViewer();
  updatePrivacy();
  previous_ = state().clone();
  bots_ = new BotDriver(record_.game().info().id, record_.scenario().seed.value_or(0), this);
  connect(bots_, &BotDriver::chosen, this, &TableController::onBotChosen);
}

TableController::~TableController() {
  bots_->cancel();
}

bool TableController::isHuman(int seat) const {
  return seat >= 0 && seat < static_cast<int>(players_.size()) && players_[seat].kind != "bot";
}

bool TableController::isRemote(int seat) const {
  return std::find(options_.remoteSeats.begin(), options_.remoteSeats.end(), seat) !=
         options_.remoteSeats.end();
}

void TableController::setComputerSeat(int seat, bool computer) {
  if (seat < 0 || seat >= static_cast<int>(players_.size())) return;
  PlayerSpec& p = players_[seat];
  if ((p.kind == "bot") == computer) return;
  p.kind = computer ? "bot" : "human";
  if (computer && p.level.empty()) p.level = "normal";
  if (!computer && bots_->pending() && state().currentPlayer() == seat) bots_->cancel();
  updatePrivacy();
  if (computer && idle_) tableIdle();
}

bool TableController::hasComputer() const {
  return std::any_of(players_.begin(), players_.end(),
                     [](const PlayerSpec& p) { return p.kind == "bot"; });
}

int TableController::humanCount() const {
  return static_cast<int>(std::count_if(players_.begin(), players_.end(),
                                        [](const PlayerSpec& p) { return p.kind != "bot"; }));
}

QString TableController::playerName(int seat) const {
  if (seat < 0 || seat >= static_cast<int>(players_.size())) return QString();
  return QString::fromStdString(players_[seat].name);
}

int TableController::youSeat() const {
  return shown_ >= 0 && isHuman(shown_) && numSeats() > 1 ? shown_ : -1;
}

Json TableController::observation() const {
  const State& pictured = pictured_ ? *pictured_ : state();
  if (!everyHand_) return observationJson(pictured, shown_);
  // Drawn as the bottom seat's table, with what everyone holds: the all-seeing view's value for
  // every key the seat's view has (its hands, its piles), the seat's own keys otherwise.
  Json j = observationJson(pictured, viewer_);
  const Json all = stateJson(pictured);
  for (auto& [key, value] : all.items()) {
    if (j.contains(key) && key != "seat" && key != "legal") j[key] = value;
  }
  return j;
}

void TableController::setShowEveryHand(bool on) {
  if (everyHand_ == on) return;
  everyHand_ = on;
  Q_EMIT privacyChanged();  // the table redraws from the new observation
}

bool TableController::viewerToAct() const {
  return !replay_ && !options_.held && !state().isTerminal() &&
         state().currentPlayer() == viewer_ && isHuman(viewer_) && !isRemote(viewer_) &&
         shown_ == viewer_ && cover_ < 0;
}

bool TableController::viewIsPublic(int seat) const {
  return state().observation(seat) == state().observation(-1);
}

void TableController::updatePrivacy(bool notify) {
  const int oldShown = shown_, oldCover = cover_;
  const int current = state().isTerminal() ? -1 : state().currentPlayer();
  // A remote seat is never drawn at the bottom (TableOptions may name one after the table was
  // made); the first person on this screen is, if any.
  if (isRemote(viewer_)) {
    for (int s = 0; s < numSeats(); ++s) {
      if (isHuman(s) && !isRemote(s)) {
        viewer_ = s;
        break;
      }
    }
  }
  if (replay_) {
    // A replay is watched, not played: one person sees their own game; several, the public one.
    shown_ = humanCount() <= 1 ? viewer_ : -1;
    cover_ = -1;
  } else if (humanCount() <= 1 || !options_.confirmPrivateViews) {
    // One person (or none, a demonstration): their view is always shown; nobody else looks. A
    // person on their own device has their view there: the screen shows the public table.
    const bool personAway =
        isRemote(viewer_) || (!isHuman(viewer_) && !options_.remoteSeats.empty());
    shown_ = personAway ? -1 : viewer_;
    cover_ = -1;
  } else if (current >= 0 && isRemote(current)) {
    // A person at their own device: their view is there; the shared screen shows the public
    // table, and the screen no longer belongs to whoever held it (that person may be watching).
    holder_ = -1;
    shown_ = -1;
    cover_ = -1;
  } else if (current >= 0 && isHuman(current)) {
    // Another person's turn takes the screen from the one who held it.
    if (holder_ != current) holder_ = -1;
    if (holder_ == current || viewIsPublic(current)) {
      shown_ = current;
      cover_ = -1;
    } else {
      shown_ = -1;
      cover_ = current;
    }
  } else if (current >= 0) {
    // Computers are playing: the screen stays with the person it was handed to, if any.
    shown_ = holder_;
    cover_ = -1;
  } else {
    // The game is over: the shared screen shows the public table.
    shown_ = -1;
    cover_ = -1;
  }
  if (notify && (shown_ != oldShown || cover_ != oldCover)) Q_EMIT privacyChanged();
}

void TableController::revealCover() {
  if (cover_ < 0 || state().isTerminal() || state().currentPlayer() != cover_) return;
  holder_ = cover_;
  updatePrivacy();
}

std::vector<Action> TableController::viewerLegal() const {
  if (!viewerToAct()) return {};
  return state().legalActions();
}

bool TableController::isLegalForViewer(Action a) const {
  return viewerToAct() && state().isLegal(a);
}

std::optional<Refusal> TableController::whyNot(Action a) const {
  if (state().isTerminal()) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  if (!viewerToAct()) return refuse(TableRefusalCode::kNotYourTurn, "it is not your turn");
  std::unique_ptr<State> copy = state().clone();
  return copy->apply(a);  // refused: the copy is unchanged; legal: the copy is thrown away
}

std::optional<Action> TableController::parse(const std::string& text) const {
  std::string error;
  return state().parseAction(text, &error);
}

std::optional<Refusal> TableController::submitFor(int seat, Action a) {
  if (!isRemote(seat))
    return refuse(TableRefusalCode::kNotYourSeat, "that seat is not played remotely");
  if (replay_ || options_.held)
    return refuse(TableRefusalCode::kNotStarted, "the game has not started");
  if (state().isTerminal()) return refuse(CoreRefusalCode::kGameOver, "the game is over");
  if (state().currentPlayer() != seat)
    return refuse(TableRefusalCode::kNotYourTurn, "it is not your turn");
  if (!state().isLegal(a)) {
    std::unique_ptr<State> copy = state().clone();
    if (auto why = copy->apply(a)) return why;
    return refuse(CoreRefusalCode::kNotLegalNow, "that move is not allowed now");
  }
  apply(a, false);
  return std::nullopt;
}

std::optional<Refusal> TableController::submit(Action a) {
  if (!isLegalForViewer(a)) {
    if (auto why = whyNot(a)) return why;
    return refuse(CoreRefusalCode::kNotLegalNow, "that move is not allowed now");
  }
  if (gate_) {
    if (auto why = gate_(a)) return why;
  }
  apply(a, false);
  return std::nullopt;
}

void TableController::apply(Action a, bool byComputer) {
  const int actor = state().currentPlayer();
  const QString text = QString::fromStdString(state().actionText(a));
  Events events;
  std::unique_ptr<State> before = state().clone();
  if (record_.play(a, &events)) return;  // cannot happen: only legal actions get here
  previous_ = std::move(before);
  idle_ = false;
  const int oldViewer = viewer_, oldShown = shown_;
  updateViewer(false);
  updatePrivacy(false);  // the action's own redraw shows the new view
  if (shown_ != oldShown) {
    // Before the table turns or anything moves, the old view's secrets leave the screen.
    pictured_ = previous_.get();
    Q_EMIT viewTurning();
    pictured_ = nullptr;
  }
  if (viewer_ != oldViewer) Q_EMIT viewerChanged(oldViewer, viewer_);
  Q_EMIT actionApplied(actor, text, a, events, byComputer);
  Q_EMIT recordChanged();
  if (state().isTerminal()) Q_EMIT gameOver();
}

void TableController::updateViewer(bool notify) {
  const int current = state().currentPlayer();
  if (current >= 0 && isHuman(current) && !isRemote(current) && current != viewer_) {
    const int from = viewer_;
    viewer_ = current;
    if (notify) Q_EMIT viewerChanged(from, viewer_);
  }
}

bool TableController::canUndo() const {
  return options_.undoAllowed && !replay_ && record_.canUndo();
}
bool TableController::canRedo() const {
  return options_.undoAllowed && !replay_ && record_.canRedo();
}

void TableController::setReplay(bool on) {
  stopBots();
  replay_ = on;
  replayLength_ = ply();
  updatePrivacy(false);
  Q_EMIT reset();
}

void TableController::seek(int target) {
  if (!replay_) return;
  target = std::clamp(target, 0, replayLength_);
  if (target == ply()) return;
  stopBots();
  while (ply() > target) record_.undo();
  while (ply() < target && record_.canRedo()) record_.redo();
  updateViewer();
  updatePrivacy(false);  // reset() redraws
  Q_EMIT reset();
}

void TableController::undo() {
  if (!canUndo()) return;
  stopBots();
  // Back to the last position where a human had to decide; computer moves are taken back too.
  do {
    record_.undo();
  } while (record_.canUndo() && !isHuman(state().currentPlayer()));
  updateViewer();
  updatePrivacy(false);  // reset() redraws
  Q_EMIT reset();
  Q_EMIT recordChanged();
}

void TableController::redo() {
  if (!canRedo()) return;
  stopBots();
  do {
    record_.redo();
  } while (record_.canRedo() && !state().isTerminal() && !isHuman(state().currentPlayer()));
  updateViewer();
  updatePrivacy(false);  // reset() redraws
  Q_EMIT reset();
  Q_EMIT recordChanged();
  if (state().isTerminal()) Q_EMIT gameOver();
}

void TableController::tableIdle() {
  idle_ = true;
  if (replay_ || options_.held || state().isTerminal() || bots_->pending()) return;
  const int seat = state().currentPlayer();
  if (isHuman(seat)) return;
  Q_EMIT computerThinking(seat);
  bots_->request(state(), seat, players_[seat].level, options_.botDelayMs);
}

bool TableController::botPending() const {
  return bots_->pending();
}

void TableController::stopBots() {
  bots_->cancel();
}

void TableController::onBotChosen(int seat, Action a) {
  if (state().isTerminal() || state().currentPlayer() != seat || !state().isLegal(a)) return;
  apply(a, true);
}

}  // namespace mizbazi::ui
