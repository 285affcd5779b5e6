#include "ui/net/device_host.h"

#include <QDateTime>
#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "ui/table/table_controller.h"

namespace mizbazi::net {

namespace {

Refusal refusal(const char* code, const char* reason) {
  return {QString::fromLatin1(code), QString::fromLatin1(reason)};
}

// Every string value in `j`, in document order.
void stringsOf(const Json& j, std::vector<std::string>& out) {
  if (j.is_string()) {
    out.push_back(j.get<std::string>());
  } else if (j.is_array() || j.is_object()) {
    for (const Json& v : j) stringsOf(v, out);
  }
}

}  // namespace

DeviceHost::DeviceHost(ui::TableController* controller, DeviceSeats seats,
                       std::shared_ptr<SeatPresenter> presenter, QObject* parent)
    : QObject(parent),
      controller_(controller),
      seats_(std::move(seats)),
      presenter_(presenter ? std::move(presenter) : std::make_shared<SeatPresenter>()) {
  // Device seats are people who look at this screen only for the public table; nothing moves
  // until the host starts the game, and nobody's move is taken back from the screen.
  ui::TableOptions o = controller_->options();
  o.remoteSeats.clear();
  for (const DeviceSeats::Seat& s : seats_.seats()) o.remoteSeats.push_back(s.seat);
  o.held = true;
  o.undoAllowed = false;
  controller_->setOptions(o);
  // A kept game's seats that the computer was playing (a restarted host).
  for (const DeviceSeats::Seat& s : seats_.seats())
    if (s.computer) controller_->setComputerSeat(s.seat, true);
  // After the move is kept (the autosave listens to the same signal and was connected first, with
  // the table): a device never sees a position that a killed host would not resume.
  connect(controller_, &ui::TableController::recordChanged, this, [this]() { broadcast(); });
  connect(controller_, &ui::TableController::reset, this, [this]() { broadcast(); });
}

DeviceHost::~DeviceHost() = default;

void DeviceHost::start() {
  if (started_ || !controller_) return;
  started_ = true;
  ui::TableOptions o = controller_->options();
  o.held = false;
  controller_->setOptions(o);
  controller_->tableIdle();  // a computer to act first may act now
  Q_EMIT startedChanged();
  broadcast();
}

void DeviceHost::releaseSeat(int seat) {
  seats_.release(seat);
  for (auto& [id, c] : connections_) {
    if (c.joined && !c.spectator && c.seat == seat) {
      c.send(errorMessage(refusal("seat-released", "the host gave this seat to someone else")));
      c.joined = false;
      c.seat = -1;
    }
  }
  Q_EMIT seatsChanged();
}

bool DeviceHost::handToComputer(int seat) {
  if (!controller_ || !seats_.isDeviceSeat(seat) || connectedSeats().contains(seat)) return false;
  seats_.setComputer(seat, true);
  controller_->setComputerSeat(seat, true);
  Q_EMIT seatsChanged();
  broadcast();
  return true;
}

int DeviceHost::open(Send send, Close close) {
  if (int(connections_.size()) >= limits_.connections) {
    send(errorMessage(refusal("too-many-connections", "the table has no room for more devices")));
    close(QStringLiteral("too many connections"));
    return -1;
  }
  const int id = nextId_++;
  connections_.emplace(id,
                       Connection{std::move(send), std::move(close), -1, false, false, QString(),
                                  RateLimiter(limits_.messagesPerSecond, limits_.burst)});
  return id;
}

void DeviceHost::closed(int id) {
  auto it = connections_.find(id);
  if (it == connections_.end()) return;
  const bool seat = it->second.joined && !it->second.spectator;
  connections_.erase(it);
  if (seat) Q_EMIT seatsChanged();
}

QVector<int> DeviceHost::connectedSeats() const {
  QVector<int> out;
  for (const auto& [id, c] : connections_)
    if (c.joined && !c.spectator) out.push_back(c.seat);
  return out;
}

void DeviceHost::refuse(Connection& c, const Refusal& r, const QString& about) {
  ++refusals_;
  c.send(errorMessage(r, about));
}

void DeviceHost::receiveBinary(int id) {
  auto it = connections_.find(id);
  if (it == connections_.end()) return;
  if (!it->second.limiter.take()) {
    refuse(it->second, refusal("too-fast", "too many messages: wait a moment"));
    return;
  }
  refuse(it->second, refusal("malformed", "messages are JSON text, not binary"));
}

void DeviceHost::receive(int id, const QByteArray& text) {
  auto it = connections_.find(id);
  if (it == connections_.end()) return;
  Connection& c = it->second;
  if (!c.limiter.take()) {
    refuse(c, refusal("too-fast", "too many messages: wait a moment"));
    return;
  }
  auto parsed = parseClientMessage(text);
  if (auto* r = std::get_if<Refusal>(&parsed)) {
    refuse(c, *r);
    return;
  }
  const ClientMessage& m = std::get<ClientMessage>(parsed);
  if (auto* join = std::get_if<JoinMessage>(&m)) {
    onJoin(id, c, *join);
  } else if (auto* act = std::get_if<ActMessage>(&m)) {
    onAct(c, *act);
  } else {
    onChoose(c, std::get<ChooseMessage>(m));
  }
}

bool DeviceHost::wrongCodeAllowed() {
  const qint64 now = QDateTime::currentMSecsSinceEpoch();
  while (!wrongCodes_.isEmpty() && now - wrongCodes_.front() > 60000) wrongCodes_.pop_front();
  if (wrongCodes_.size() >= limits_.wrongCodesPerMinute) return false;
  wrongCodes_.push_back(now);
  return true;
}

void DeviceHost::onJoin(int id, Connection& c, const JoinMessage& m) {
  if (c.joined) {
    refuse(c, refusal("already-joined", "this connection has joined already"), "join");
    return;
  }
  if (m.language == QLatin1String("fa") || m.language == QLatin1String("en"))
    c.language = m.language;
  int seat = -1;
  QString token;
  if (!m.token.isEmpty()) {
    const auto held = seats_.seatOfToken(m.token);
    if (!held) {
      refuse(c,
             refusal("bad-token",
                     "that seat token is not valid here (ask the host to free the "
                     "seat, then join with the code)"),
             "join");
      return;
    }
    seat = *held;
    token = m.token;
    // The same seat on an older connection (the page was reloaded): the newest holds it.
    for (auto& [otherId, other] : connections_) {
      if (otherId != id && other.joined && !other.spectator && other.seat == seat) {
        other.send(errorMessage(refusal("replaced", "this seat was opened on another page")));
        other.joined = false;
        other.seat = -1;
        other.close(QStringLiteral("replaced"));
      }
    }
  } else {
    if (m.code != seats_.code()) {
      if (!wrongCodeAllowed())
        refuse(c, refusal("too-many-tries", "too many wrong codes: wait a minute"), "join");
      else
        refuse(c, refusal("wrong-code", "that is not the join code"), "join");
      return;
    }
    if (m.spectator) {
      c.joined = true;
      c.spectator = true;
      c.send(toText(
          {{"type", "welcome"}, {"version", kProtocolVersion}, {"seat", 0}, {"spectator", true}}));
      sendView(c);
      return;
    }
    if (m.seat == 0) {
      // The right code without a seat: the device seats, so the person can choose.
      Json list = Json::array();
      for (const DeviceSeats::Seat& s : seats_.seats()) {
        list.push_back({{"seat", s.seat + 1},
                        {"name", controller_ ? controller_->playerName(s.seat).toStdString() : ""},
                        {"free", s.token.isEmpty()}});
      }
      c.send(toText({{"type", "seats"}, {"version", kProtocolVersion}, {"seats", list}}));
      return;
    }
    auto joined = seats_.join(m.code, m.seat - 1, m.name);
    if (auto* r = std::get_if<Refusal>(&joined)) {
      refuse(c, *r, "join");
      return;
    }
    seat = m.seat - 1;
    token = std::get<QString>(joined);
  }
  c.joined = true;
  c.seat = seat;
  // The person is back (or a new one came): the computer gives the seat up.
  if (seats_.isComputer(seat)) {
    seats_.setComputer(seat, false);
    if (controller_) controller_->setComputerSeat(seat, false);
  }
  c.send(toText({{"type", "welcome"},
                 {"version", kProtocolVersion},
                 {"seat", seat + 1},
                 {"spectator", false},
                 {"token", token.toStdString()},
                 {"name", seats_.nameOf(seat).toStdString()}}));
  sendView(c);
  Q_EMIT seatsChanged();
  if (autoStart_ && !started_ && seats_.allJoined()) start();
}

void DeviceHost::onAct(Connection& c, const ActMessage& m) {
  if (!c.joined) return refuse(c, refusal("not-joined", "join first"), "act");
  if (c.spectator) return refuse(c, refusal("spectator", "a spectator does not play"), "act");
  if (m.seat && *m.seat != c.seat + 1)
    return refuse(c, refusal("wrong-seat", "a device acts only for its own seat"), "act");
  if (!controller_) return refuse(c, refusal("game-over", "the game is over"), "act");
  if (!started_) return refuse(c, refusal("not-started", "the game has not started yet"), "act");
  const State& state = controller_->state();
  if (state.isTerminal()) return refuse(c, refusal("game-over", "the game is over"), "act");
  if (m.ply != ply())
    return refuse(c, refusal("stale", "that move was chosen in an earlier position"), "act");
  if (state.currentPlayer() != c.seat)
    return refuse(c, refusal("not-your-turn", "it is not your turn"), "act");
  const std::vector<Action> moves = movesOf(c.seat);
  if (m.move < 0 || m.move >= int(moves.size()))
    return refuse(c, refusal("no-such-move", "there is no move with that number"), "act");
  if (auto why = controller_->submitFor(c.seat, moves[m.move])) {
    refuse(c, Refusal{QStringLiteral("refused"), QString::fromStdString(why->message)}, "act");
  }
  // Applied: every device got its new view from the controller's signal.
}

void DeviceHost::onChoose(Connection& c, const ChooseMessage& m) {
  if (!c.joined) return refuse(c, refusal("not-joined", "join first"), "choose");
  if (c.spectator) return refuse(c, refusal("spectator", "a spectator does not play"), "choose");
  if (!controller_ || !started_)
    return refuse(c, refusal("not-started", "the game has not started yet"), "choose");
  if (m.ply != ply())
    return refuse(c, refusal("stale", "that card was chosen in an earlier position"), "choose");
  const State& state = controller_->state();
  if (state.isTerminal() || state.currentPlayer() != c.seat)
    return refuse(c, refusal("not-your-turn", "it is not your turn"), "choose");
  QVector<QPair<Place, int>> numbered;
  if (!m.card.isEmpty()) {
    const Json view = viewFor(c.seat);
    bool found = false;
    for (const Json& move : view["moves"]) {
      if (move.value("card", std::string()) != m.card.toStdString()) continue;
      found = true;
      if (move.contains("number") && move.contains("zone")) {
        Place p;
        p.zone = std::int16_t(move["zone"].get<int>());
        p.seat = std::int8_t(move["zoneSeat"].get<int>());
        p.slot = move["slot"].get<int>();
        const QPair<Place, int> entry{p, move["number"].get<int>()};
        if (!numbered.contains(entry)) numbered.push_back(entry);
      }
    }
    if (!found) return refuse(c, refusal("no-such-card", "that card has no move now"), "choose");
  }
  const int shown = presenter_->numberPlaces(numbered);
  chosenFor_ = ply();
  c.send(toText({{"type", "chosen"},
                 {"version", kProtocolVersion},
                 {"card", m.card.toStdString()},
                 {"numbered", shown}}));
}

int DeviceHost::ply() const {
  return controller_ ? int(controller_->record().actions().size()) : 0;
}

std::vector<Action> DeviceHost::movesOf(int seat) const {
  if (!controller_ || !started_) return {};
  const State& state = controller_->state();
  if (state.isTerminal() || state.currentPlayer() != seat || !seats_.isDeviceSeat(seat)) return {};
  return state.legalActions();
}

Json DeviceHost::viewFor(int seat, const QString& language) const {
  (void)language;
  Json view = {{"type", "view"}, {"version", kProtocolVersion}};
  if (!controller_) return view;
  const State& state = controller_->state();
  view["seat"] = seat + 1;
  view["game"] = state.gameId();
  view["ply"] = ply();
  view["started"] = started_;
  view["over"] = state.isTerminal();
  view["turn"] = state.isTerminal() ? 0 : state.currentPlayer() + 1;
  view["yourTurn"] = seat >= 0 && started_ && !state.isTerminal() && state.currentPlayer() == seat;
  Json players = Json::array();
  const QVector<int> connected = connectedSeats();
  for (int s = 0; s < controller_->numSeats(); ++s) {
    const char* kind = !controller_->isHuman(s) ? "computer"
                       : seats_.isDeviceSeat(s) ? "device"
                                                : "screen";
    Json p = {{"seat", s + 1}, {"name", controller_->playerName(s).toStdString()}, {"kind", kind}};
    if (seats_.isDeviceSeat(s)) {
      p["joined"] = seats_.joined(s);
      p["connected"] = connected.contains(s);
    }
    players.push_back(p);
  }
  view["players"] = players;
  const Json observation = observationJson(state, seat);
  // The seat's own cards: those its observation names and the public one does not (a hand, a
  // peek, a seen goal), in the order its observation lists them.
  Json hand = Json::array();
  if (seat >= 0) {
    std::set<std::string> cardIds;
    for (int i = 0; i < state.totalCards(); ++i) cardIds.insert(state.cardName(i));
    std::vector<std::string> mine, everyone;
    stringsOf(observation, mine);
    stringsOf(observationJson(state, -1), everyone);
    std::map<std::string, int> open;
    for (const std::string& s : everyone) ++open[s];
    for (const std::string& s : mine) {
      if (!cardIds.count(s)) continue;
      if (open[s] > 0) {
        --open[s];
        continue;
      }
      const QString id = QString::fromStdString(s);
      hand.push_back({{"card", s},
                      {"art", presenter_->artOf(id).toStdString()},
                      {"name", presenter_->cardName(id).toStdString()}});
    }
  }
  view["hand"] = hand;
  Json moves = Json::array();
  if (seat >= 0) {
    const std::vector<Action> legal = movesOf(seat);
    // Numbers for the places of each card (and of the moves without a card), in order of first
    // appearance: the shared screen shows the same numbers while the device chooses.
    std::map<std::string, std::vector<std::tuple<int, int, int>>> placesOf;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      const SeatPresenter::MoveShape shape = presenter_->shape(state, legal[i]);
      Json m = {{"move", int(i)}, {"text", state.actionText(legal[i])}};
      if (!shape.card.isEmpty()) {
        m["card"] = shape.card.toStdString();
        m["cardName"] = presenter_->cardName(shape.card.section(QLatin1Char('/'), 1)).toStdString();
      }
      if (!shape.words.isEmpty()) m["words"] = shape.words.toStdString();
      if (shape.place) {
        m["zone"] = int(shape.place->zone);
        m["zoneSeat"] = int(shape.place->seat);
        m["slot"] = int(shape.place->slot);
        if (!shape.placeName.isEmpty()) m["placeName"] = shape.placeName.toStdString();
        auto& list = placesOf[shape.card.toStdString()];
        const std::tuple<int, int, int> key{shape.place->zone, shape.place->seat,
                                            shape.place->slot};
        auto at = std::find(list.begin(), list.end(), key);
        if (at == list.end()) at = list.insert(list.end(), key);
        m["number"] = int(at - list.begin()) + 1;
      }
      moves.push_back(m);
    }
    // A number only where it tells places apart.
    for (Json& m : moves) {
      if (!m.contains("number")) continue;
      if (placesOf[m.value("card", std::string())].size() < 2) m.erase("number");
    }
  }
  view["moves"] = moves;
  Json log = Json::array();
  for (const QString& line : presenter_->lastLines(seat, 8)) log.push_back(line.toStdString());
  view["log"] = log;
  view["scores"] = state.scores();
  Json winners = Json::array();
  for (int w : state.winners()) winners.push_back(w + 1);
  view["winners"] = winners;
  view["observation"] = observation;
  return view;
}

void DeviceHost::sendView(Connection& c) {
  ++viewsSent_;
  c.send(toText(viewFor(c.spectator ? -1 : c.seat, c.language)));
}

void DeviceHost::broadcast() {
  if (chosenFor_ >= 0 && chosenFor_ != ply()) {
    presenter_->numberPlaces({});  // a new position: the numbers of the last one are gone
    chosenFor_ = -1;
  }
  std::map<int, QByteArray> texts;  // per seat (-1: spectators): built once
  for (auto& [id, c] : connections_) {
    if (!c.joined) continue;
    const int seat = c.spectator ? -1 : c.seat;
    auto it = texts.find(seat);
    if (it == texts.end()) it = texts.emplace(seat, toText(viewFor(seat))).first;
    ++viewsSent_;
    c.send(it->second);
  }
}

}  // namespace mizbazi::net
