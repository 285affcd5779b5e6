// The host's server on the local network: Qt HTTP Server serves the page (index.html, page.js,
// page.css from the app's resources, :/web), its words (/words/fa.json, /words/en.json) and card
// faces as the table paints them (/card/<game>/<card>.png), and nothing else; the WebSocket at
// /ws carries the protocol to the DeviceHost. It listens only while it lives: the device session
// makes it for a game with device seats and deletes it when the game ends.
#pragma once

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <memory>
#include <unordered_map>

class QAbstractHttpServer;
class QWebSocket;

namespace mizbazi::net {

class DeviceHost;

class DeviceServer : public QObject {
  Q_OBJECT

 public:
  DeviceServer(DeviceHost* host, QObject* parent = nullptr);
  ~DeviceServer() override;

  // Listens on `address`:`port` (0: any free port). False (with `error`) when it cannot.
  bool listen(const QHostAddress& address, quint16 port, QString* error = nullptr);
  quint16 port() const { return port_; }
  // Closes every connection and stops listening.
  void stop();

 private:
  void acceptWebSockets();

  QPointer<DeviceHost> host_;
  std::unique_ptr<QAbstractHttpServer> http_;
  std::unordered_map<int, QWebSocket*> sockets_;
  quint16 port_ = 0;
};

}  // namespace mizbazi::net
