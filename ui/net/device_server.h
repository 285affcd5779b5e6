// The host's server on the local network: Qt HTTP Server serves the page (index.html, page.js,
// page.css from the app's resources, :/web), its words (/words/fa.json, /words/en.json) and card
// faces as the table paints them (/card/<game>/<card>.png), and nothing else; the WebSocket at
// /ws carries the protocol to the DeviceHost. It listens only while it lives: the device session
// makes it for a game with device seats and deletes it when the game ends.
//
// A heartbeat tells both ends of a connection that died without closing (a phone out of the
// network, a host suspended) within seconds: the server pings every connection (the browser
// answers a WebSocket ping by itself) and drops one that answered none of the last few, and sends
// each a `beat` message the page can see (a page cannot see pings), which tells the page its host
// is there.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <unordered_map>

class QAbstractHttpServer;
class QWebSocket;

namespace mizbazi::net {

class DeviceHost;

class DeviceServer : public QObject {
  Q_OBJECT

 public:
  struct Heartbeat {
    int intervalMs = 2000;  // a ping and a beat this often
    int missedPings = 3;    // a connection that answered none of this many pings is dropped
  };

  DeviceServer(DeviceHost* host, QObject* parent = nullptr);
  ~DeviceServer() override;

  void setHeartbeat(const Heartbeat& heartbeat);

  // Listens on `address`:`port` (0: any free port). False (with `error`) when it cannot.
  bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
  quint16 port() const { return port_; }
  // Closes every connection and stops listening.
  void stop();

 private:
  struct Peer {
    QWebSocket* socket = nullptr;
    int unanswered = 0;  // pings since the last pong or message
  };
  void acceptWebSockets();
  void beat();

  QPointer<DeviceHost> host_;
  std::unique_ptr<QAbstractHttpServer> http_;
  std::unordered_map<int, Peer> sockets_;
  quint16 port_ = 0;
  Heartbeat heartbeat_;
  QTimer beat_;
};

}  // namespace mizbazi::net
