// The module's server (ui/net/transport.h): Qt HTTP Server answers the page's requests with what
// its owner serves, the WebSocket at /ws carries the protocol, and the heartbeat finds connections
// that died without closing. It knows nothing of the host or the game: it asks its handlers.
#include <QAbstractHttpServer>
#include <QHostAddress>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QLoggingCategory>
#include <QPointer>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocket>
#include <memory>
#include <unordered_map>
#include <vector>

#include "ui/net/module/lan_address.h"
#include "ui/net/module/qr_code.h"
#include "ui/net/transport.h"

namespace mizbazi::net {

namespace {

// The app's category (device_log.h), by name: the module shares no symbol with the app.
Q_LOGGING_CATEGORY(lcDevicesTransport, "mizbazi.devices", QtWarningMsg)

class PageServer : public QAbstractHttpServer {
 public:
  explicit PageServer(std::function<bool(const QString&, QByteArray*, QByteArray*)> page)
      : page_(std::move(page)) {}

 protected:
  bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override {
    // A WebSocket's opening request: true, with no answer written, hands the connection to the
    // WebSocket server (Qt HTTP Server 6.4 asks this before upgrading); only at /ws.
    if (request.value(QByteArrayLiteral("upgrade")).compare("websocket", Qt::CaseInsensitive) == 0)
      return request.url().path() == QLatin1String("/ws");
    QHttpServerResponder responder = makeResponder(request, socket);
    if (request.method() != QHttpServerRequest::Method::Get) {
      responder.write(QByteArray("only GET\n"), "text/plain",
                      QHttpServerResponder::StatusCode::MethodNotAllowed);
      return true;
    }
    QByteArray body, type;
    if (page_ && page_(request.url().path(), &body, &type)) {
      // The page loads nothing from anywhere else, and nothing of it is kept in a cache (a new
      // version of the app serves its new page).
      responder.write(body, {{"Content-Type", type},
                             {"Cache-Control", "no-store"},
                             {"X-Content-Type-Options", "nosniff"},
                             {"Content-Security-Policy",
                              "default-src 'self'; connect-src 'self'; img-src 'self'; "
                              "style-src 'self'; script-src 'self'; frame-ancestors 'none'"}});
      return true;
    }
    responder.write(QByteArray("not found\n"), "text/plain",
                    QHttpServerResponder::StatusCode::NotFound);
    return true;
  }
  void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override {
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
  }

 private:
  std::function<bool(const QString&, QByteArray*, QByteArray*)> page_;
};

class TransportServer : public Transport {
 public:
  explicit TransportServer(TransportHandlers handlers) : handlers_(std::move(handlers)) {
    http_ = std::make_unique<PageServer>(handlers_.page);
    QObject::connect(http_.get(), &QAbstractHttpServer::newWebSocketConnection, &context_,
                     [this]() { acceptWebSockets(); });
    QObject::connect(&beat_, &QTimer::timeout, &context_, [this]() { beat(); });
    beat_.start(intervalMs_);
  }
  ~TransportServer() override { stop(); }

  bool listen(const QString& address, quint16 port, QString* error) override {
    if (!http_) return false;
    auto* tcp = new QTcpServer(http_.get());
    if (!tcp->listen(QHostAddress(address), port)) {
      if (error) *error = tcp->errorString();
      delete tcp;
      return false;
    }
    http_->bind(tcp);
    port_ = tcp->serverPort();
    return true;
  }

  quint16 port() const override { return port_; }

  void setHeartbeat(int intervalMs, int missedPings) override {
    intervalMs_ = intervalMs;
    missedPings_ = missedPings;
    beat_.start(intervalMs_);
  }

  void stop() override {
    if (!http_) return;
    qCInfo(lcDevicesTransport) << "no longer listening; letting" << sockets_.size() << "devices go";
    for (QTcpServer* s : http_->servers()) s->close();
    beat_.stop();
    for (auto& [id, peer] : sockets_) {
      QWebSocket* socket = peer.socket;
      socket->disconnect(&context_);
      if (handlers_.closed) handlers_.closed(id);
      socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("the game is over"));
      socket->deleteLater();
    }
    sockets_.clear();
    http_.reset();
  }

 private:
  struct Peer {
    QWebSocket* socket = nullptr;
    int unanswered = 0;  // pings since the last pong or message
  };

  void beat() {
    // Unanswered pings are counted in beats, not in time: a host that was suspended (a laptop's
    // lid) reads its connections' pongs on waking before it can count a second beat.
    std::vector<QWebSocket*> silent;
    for (auto& [id, peer] : sockets_) {
      if (peer.unanswered >= missedPings_) {
        qCInfo(lcDevicesTransport).noquote()
            << "device" << id << "answered none of" << missedPings_ << "pings: dropping it";
        silent.push_back(peer.socket);
        continue;
      }
      ++peer.unanswered;
      peer.socket->ping();
      peer.socket->sendTextMessage(QString::fromUtf8(handlers_.beat));
    }
    // abort() says `disconnected` at once, which takes the connection out of sockets_.
    for (QWebSocket* socket : silent) socket->abort();
  }

  void acceptWebSockets() {
    while (http_ && http_->hasPendingWebSocketConnections()) {
      std::unique_ptr<QWebSocket> owned = http_->nextPendingWebSocketConnection();
      QWebSocket* socket = owned.release();
      socket->setParent(&context_);
      if (socket->requestUrl().path() != QLatin1String("/ws") || !handlers_.open) {
        socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                      QStringLiteral("the socket is at /ws"));
        socket->deleteLater();
        continue;
      }
      socket->setMaxAllowedIncomingMessageSize(handlers_.maxFrameBytes);
      socket->setMaxAllowedIncomingFrameSize(handlers_.maxFrameBytes);
      QPointer<QWebSocket> guard(socket);
      // Sending and closing are queued: the host may close a connection while it reads another.
      const int id = handlers_.open(
          [guard](const QByteArray& text) {
            if (guard) guard->sendTextMessage(QString::fromUtf8(text));
          },
          [guard](const QString& reason) {
            QTimer::singleShot(0, guard, [guard, reason]() {
              if (guard) guard->close(QWebSocketProtocol::CloseCodePolicyViolated, reason);
            });
          });
      if (id < 0) {
        QTimer::singleShot(0, socket, [socket]() { socket->deleteLater(); });
        continue;
      }
      sockets_[id] = Peer{socket, 0};
      qCInfo(lcDevicesTransport).noquote()
          << "device" << id << "connected from" << socket->peerAddress().toString();
      // Anything the device sends shows it is there, as a pong does.
      auto heard = [this, id]() {
        auto it = sockets_.find(id);
        if (it != sockets_.end()) it->second.unanswered = 0;
      };
      QObject::connect(socket, &QWebSocket::pong, &context_, heard);
      QObject::connect(socket, &QWebSocket::textMessageReceived, &context_,
                       [this, id, heard](const QString& text) {
                         heard();
                         if (handlers_.receive) handlers_.receive(id, text.toUtf8());
                       });
      QObject::connect(socket, &QWebSocket::binaryMessageReceived, &context_,
                       [this, id, heard](const QByteArray&) {
                         heard();
                         if (handlers_.receiveBinary) handlers_.receiveBinary(id);
                       });
      QObject::connect(socket, &QWebSocket::disconnected, &context_, [this, id, socket]() {
        qCInfo(lcDevicesTransport).noquote() << "device" << id << "left:" << socket->closeReason();
        sockets_.erase(id);
        if (handlers_.closed) handlers_.closed(id);
        socket->deleteLater();
      });
    }
  }

  TransportHandlers handlers_;
  QObject context_;  // the sockets' parent and the connections' receiver: gone with the server
  std::unique_ptr<QAbstractHttpServer> http_;
  std::unordered_map<int, Peer> sockets_;
  quint16 port_ = 0;
  int intervalMs_ = 2000;
  int missedPings_ = 3;
  QTimer beat_;
};

Transport* newTransport(TransportHandlers handlers) {
  return new TransportServer(std::move(handlers));
}

QString lanAddressText() {
  const QHostAddress a = lanAddress();
  return a.isNull() ? QString() : a.toString();
}

AddressInfo readAddress(const QString& address) {
  const QHostAddress a(address);
  AddressInfo info;
  if (!a.isNull()) info.text = a.toString();
  info.any = a == QHostAddress(QHostAddress::AnyIPv4) || a == QHostAddress(QHostAddress::Any);
  info.loopback = a.isLoopback();
  return info;
}

const TransportModule kModule{kTransportModuleVersion, &newTransport, &lanAddressText, &readAddress,
                              &qrCodeImage};

}  // namespace

}  // namespace mizbazi::net

extern "C" __attribute__((visibility("default"))) const mizbazi::net::TransportModule*
mizbazi_devices_module() {
  return &mizbazi::net::kModule;
}
