// The host's server on the local network: it serves the page (index.html, page.js, page.css from
// the app's resources, :/web), its words (/words/fa.json, /words/en.json) and card faces as the
// table paints them (/card/<game>/<card>.png), and nothing else; the WebSocket at /ws carries the
// protocol to the DeviceHost. It listens only while it lives: the device session makes it for a
// game with device seats and deletes it when the game ends. The sockets are the devices module's
// (transport.h): Qt HTTP Server and Qt WebSockets, loaded when the first server is made.
//
// A heartbeat tells both ends of a connection that died without closing (a phone out of the
// network, a host suspended) within seconds: the server pings every connection (the browser
// answers a WebSocket ping by itself) and drops one that answered none of the last few, and sends
// each a `beat` message the page can see (a page cannot see pings), which tells the page its host
// is there.
#pragma once

#include <QObject>
#include <QPointer>
#include <memory>

namespace mizbazi::net {

class DeviceHost;
class Transport;

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

  // Listens on `address` (as QHostAddress reads it, "127.0.0.1", "0.0.0.0") and `port` (0: any
  // free port). False (with `error`) when it cannot, the devices module missing included.
  bool listen(const QString& address, quint16 port, QString* error = nullptr);
  quint16 port() const;
  // Closes every connection and stops listening.
  void stop();

 private:
  // The answer to GET `path`, the page's files, words and card faces; false: not found.
  bool page(const QString& path, QByteArray* body, QByteArray* type) const;

  QPointer<DeviceHost> host_;
  std::unique_ptr<Transport> transport_;
  QString missing_;  // why there is no transport (the module could not be loaded)
};

}  // namespace mizbazi::net
