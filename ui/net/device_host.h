// The host's side of the devices' protocol (docs/network.md), without sockets: each connection
// is an id with a way to send it text; what it sends is read strictly (protocol.h) and answered.
// A device that joined with the code (or its seat's token) gets, after every change, its seat's
// view: exactly observationJson(state, seat) and, on its turn, the legal moves with their words.
// It may act only for its own seat, on its turn, with the index of a move from the view of the
// current position; anything else is refused with a reason and changes nothing. Spectators get
// the public view (seat -1). The engine, through the table's controller, stays the one judge.
#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <functional>
#include <memory>

#include "core/json.h"
#include "ui/net/device_seats.h"
#include "ui/net/protocol.h"
#include "ui/net/rate_limiter.h"
#include "ui/net/seat_presenter.h"
#include "ui/table/table_controller.h"

namespace mizbazi::net {

class DeviceHost : public QObject {
  Q_OBJECT

 public:
  struct Limits {
    double messagesPerSecond = 20;  // per connection, after a burst of:
    double burst = 40;
    int connections = 64;          // at once; more are closed at once
    int wrongCodesPerMinute = 30;  // for all connections together: guessing the code is slow
  };
  using Send = std::function<void(const QByteArray& text)>;
  using Close = std::function<void(const QString& reason)>;

  DeviceHost(ui::TableController* controller, DeviceSeats seats,
             std::shared_ptr<SeatPresenter> presenter, QObject* parent = nullptr);
  ~DeviceHost() override;

  void setLimits(const Limits& limits) { limits_ = limits; }
  const Limits& limits() const { return limits_; }
  const DeviceSeats& seats() const { return seats_; }
  SeatPresenter& presenter() { return *presenter_; }
  ui::TableController* controller() const { return controller_; }

  // The game may start: the seats hold until the host says so (or every device seat has
  // joined, with startWhenAllJoined).
  void start();
  bool started() const { return started_; }
  void setStartWhenAllJoined(bool on) { autoStart_ = on; }
  // Frees a seat whose person left (its token stops working; its device is told and closed).
  void releaseSeat(int seat);
  // The computer plays a device seat with no device connected, until its person comes back with
  // the seat's token or a new device joins it with the code. False if a device holds it now.
  bool handToComputer(int seat);

  // A new connection; returns its id, or -1 when there are too many (it is closed with a reason).
  int open(Send send, Close close);
  void closed(int id);
  void receive(int id, const QByteArray& text);
  // A connection's binary message: refused (the protocol is text).
  void receiveBinary(int id);

  int connectionCount() const { return int(connections_.size()); }
  // Which seats have a device connected now (0-based).
  QVector<int> connectedSeats() const;
  // Messages refused and views sent so far (tests and the benchmark).
  qint64 refusals() const { return refusals_; }
  qint64 viewsSent() const { return viewsSent_; }
  // What `seat` (-1: a spectator) is sent now, as JSON (tests compare it).
  Json viewFor(int seat, const QString& language = QString()) const;

 Q_SIGNALS:
  void seatsChanged();  // a device joined, left or came back
  void startedChanged();

 private:
  struct Connection {
    Send send;
    Close close;
    int seat = -1;        // -1 before a join, and for spectators
    bool joined = false;  // as a seat or a spectator
    bool spectator = false;
    QString language;
    RateLimiter limiter;
  };
  void refuse(Connection& c, const Refusal& r, const QString& about = QString());
  void onJoin(int id, Connection& c, const JoinMessage& m);
  void onAct(Connection& c, const ActMessage& m);
  void onChoose(Connection& c, const ChooseMessage& m);
  void sendView(Connection& c);
  void broadcast();
  bool wrongCodeAllowed();
  int ply() const;
  // The legal moves `seat` is offered now: empty unless started and its turn.
  std::vector<Action> movesOf(int seat) const;

  QPointer<ui::TableController> controller_;
  DeviceSeats seats_;
  std::shared_ptr<SeatPresenter> presenter_;
  Limits limits_;
  std::map<int, Connection> connections_;
  int nextId_ = 1;
  bool started_ = false;
  bool autoStart_ = false;
  QVector<qint64> wrongCodes_;  // when, in ms of wrongClock_
  qint64 refusals_ = 0, viewsSent_ = 0;
  int chosenFor_ = -1;  // the ply at which the shared screen numbers a device's places
};

}  // namespace mizbazi::net
