// The devices' connection to the network: Qt HTTP Server, Qt WebSockets, Qt Network and
// libqrencode, with the libraries they bring (Kerberos among them), live in a module of their own
// (ui/net/module/, mizbazi-devices.so) that the app loads the first time a game has seats on
// devices. The app without it loads a dozen libraries fewer at every launch, before its first
// window, for something most people never open.
//
// This header is the whole boundary: plain C++ and Qt Core and Gui types, no Qt Network type, so
// that nothing of the app needs the module's libraries to link.
#pragma once

#include <QByteArray>
#include <QImage>
#include <QString>
#include <functional>

namespace mizbazi::net {

// What the transport asks of its owner (DeviceServer), always on the UI thread.
struct TransportHandlers {
  // The answer to GET `path`: its body and Content-Type; false: not found.
  std::function<bool(const QString& path, QByteArray* body, QByteArray* type)> page;
  // A device opened the WebSocket at /ws: its id for the host, or a negative number (refused).
  // `send` writes a text message to it, `close` closes it with a reason (both queued-safe).
  std::function<int(std::function<void(const QByteArray&)> send,
                    std::function<void(const QString&)> close)>
      open;
  std::function<void(int id, const QByteArray& text)> receive;
  std::function<void(int id)> receiveBinary;
  // The device is gone (it closed, was dropped or the transport stopped).
  std::function<void(int id)> closed;
  // Sent to every device at each beat (a page cannot see pings).
  QByteArray beat;
  int maxFrameBytes = 64 * 1024;
};

// One listening server: HTTP for the page, the WebSocket at /ws, and the heartbeat (every
// `intervalMs` a ping and the beat to each connection; one that answered none of the last
// `missedPings` pings is dropped).
class Transport {
 public:
  virtual ~Transport() = default;
  // Listens on `address` (as QHostAddress reads it) and `port` (0: any free port).
  virtual bool listen(const QString& address, quint16 port, QString* error) = 0;
  virtual quint16 port() const = 0;
  virtual void setHeartbeat(int intervalMs, int missedPings) = 0;
  // Closes every connection (each told to `closed`) and stops listening.
  virtual void stop() = 0;
};

// An address as QHostAddress reads it.
struct AddressInfo {
  QString text;  // as QHostAddress writes it; empty when it is no address
  bool any = false;
  bool loopback = false;
};

// The module's entry points (a table of functions: nothing of the app is exported to it).
struct TransportModule {
  int version;
  Transport* (*newTransport)(TransportHandlers handlers);
  // The address phones on the same network reach this computer at: the first IPv4 address of an
  // interface that is up and not the loopback, private ranges first. Empty when there is none.
  QString (*lanAddress)();
  AddressInfo (*readAddress)(const QString& address);
  // A QR code of a short text: black modules on white with the standard four-module quiet zone,
  // each module `scale` pixels. A null image when the text is longer than a QR code holds.
  QImage (*qrCodeImage)(const QString& text, int scale);
};

// Raised with every change to the table above or to the types it passes.
inline constexpr int kTransportModuleVersion = 1;

// The module, loaded at the first call. Null, with the reason in `error`, when it cannot be.
const TransportModule* transportModule(QString* error = nullptr);

}  // namespace mizbazi::net
