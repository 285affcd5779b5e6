// A game with seats played from devices, as the app runs it: the DeviceHost on the table's
// controller, the server on the local network, the join panel beside the table, and the file
// beside the autosave that lets a restarted host resume with the same code, seats and port. It
// lives as long as its table, and lets the devices go (the server stops) when the game ends.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVector>
#include <optional>

#include "ui/net/device_seats.h"

namespace mizbazi::ui {
class GameTable;
}

namespace mizbazi::net {

class DeviceHost;
class DeviceServer;
class JoinPanel;

// How a game's devices are to be hosted.
struct DevicePlan {
  QVector<int> seats;                           // 0-based
  QString code;                                 // empty: a new one
  QString address = QStringLiteral("0.0.0.0");  // as QHostAddress reads it: any IPv4 address
  quint16 port = 8750;     // tried first (a fixed port lets pages find a restarted host)
  bool portFixed = false;  // --listen: this port, or no game
  bool startWhenAllJoined = false;
  bool printAddress = false;            // --listen: the address on standard output, for scripts
  std::optional<DeviceSeats> restored;  // the seats, tokens and code of a resumed game
  bool started = false;                 // the resumed game had started
  QString sessionFile;                  // where the seats are kept beside the autosave
};

class DeviceSession : public QObject {
  Q_OBJECT

 public:
  // Attaches to `table` (its child). Returns nullptr, with `error` in the UI's language, when the
  // server cannot listen.
  static DeviceSession* attach(ui::GameTable* table, const DevicePlan& plan, QString* error);
  ~DeviceSession() override;

  DeviceHost* host() const { return host_; }
  JoinPanel* panel() const { return panel_; }
  // http://HOST:PORT/ as devices open it.
  QString address() const { return address_; }
  quint16 port() const;
  // The same seats, code and tokens for the next game at this table (Play again): the devices
  // come back by themselves.
  DevicePlan planForNextGame() const;
  // Lets every device go and frees the port (the game ended, or another session takes over).
  void stopListening();

 private:
  DeviceSession(ui::GameTable* table, const DevicePlan& plan);
  void keep();    // the session file
  void finish();  // the game is over

  QPointer<ui::GameTable> table_;
  DevicePlan plan_;
  DeviceHost* host_ = nullptr;
  DeviceServer* server_ = nullptr;
  JoinPanel* panel_ = nullptr;
  QString address_;
};

}  // namespace mizbazi::net
