#include "ui/net/device_server.h"

#include <QAbstractHttpServer>
#include <QBuffer>
#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocket>

#include "ui/net/device_host.h"
#include "ui/net/device_log.h"
#include "ui/net/page_words.h"
#include "ui/net/protocol.h"

namespace mizbazi::net {

namespace {

// The page's files, and only these, by path.
struct PageFile {
  const char* path;
  const char* resource;
  const char* mime;
};
constexpr PageFile kFiles[] = {
    {"/", ":/web/index.html", "text/html; charset=utf-8"},
    {"/index.html", ":/web/index.html", "text/html; charset=utf-8"},
    {"/page.js", ":/web/page.js", "text/javascript; charset=utf-8"},
    {"/page.css", ":/web/page.css", "text/css; charset=utf-8"},
};

// A card face as the page asks for it: /card/<folder>/<id>.png.
const QRegularExpression& cardPath() {
  static const QRegularExpression re(
      QStringLiteral("^/card/([a-z0-9-]{1,40}/[a-z0-9-]{1,40})\\.png$"));
  return re;
}

class PageServer : public QAbstractHttpServer {
 public:
  explicit PageServer(QPointer<DeviceHost> host) : host_(std::move(host)) {}

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
    const QString path = request.url().path();
    for (const PageFile& f : kFiles) {
      if (path != QLatin1String(f.path)) continue;
      QFile file(QString::fromLatin1(f.resource));
      if (!file.open(QIODevice::ReadOnly)) break;
      respond(responder, file.readAll(), f.mime);
      return true;
    }
    if (path == QLatin1String("/words/fa.json") || path == QLatin1String("/words/en.json")) {
      respond(responder, pageWordsJson(path.mid(7, 2)), "application/json; charset=utf-8");
      return true;
    }
    const auto card = cardPath().match(path);
    if (card.hasMatch() && host_) {
      const QImage image = host_->presenter().cardImage(card.captured(1), QSize(250, 350));
      if (!image.isNull()) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        image.save(&buffer, "PNG");
        respond(responder, png, "image/png");
        return true;
      }
    }
    responder.write(QByteArray("not found\n"), "text/plain",
                    QHttpServerResponder::StatusCode::NotFound);
    return true;
  }
  void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override {
    makeResponder(request, socket).write(QHttpServerResponder::StatusCode::NotFound);
  }

 private:
  static void respond(QHttpServerResponder& r, const QByteArray& body, const char* mime) {
    // The page loads nothing from anywhere else, and nothing of it is kept in a cache (a new
    // version of the app serves its new page).
    r.write(body, {{"Content-Type", mime},
                   {"Cache-Control", "no-store"},
                   {"X-Content-Type-Options", "nosniff"},
                   {"Content-Security-Policy",
                    "default-src 'self'; connect-src 'self'; img-src 'self'; style-src 'self'; "
                    "script-src 'self'; frame-ancestors 'none'"}});
  }
  QPointer<DeviceHost> host_;
};

}  // namespace

DeviceServer::DeviceServer(DeviceHost* host, QObject* parent) : QObject(parent), host_(host) {
  http_ = std::make_unique<PageServer>(host_);
  connect(http_.get(), &QAbstractHttpServer::newWebSocketConnection, this,
          &DeviceServer::acceptWebSockets);
  connect(&beat_, &QTimer::timeout, this, &DeviceServer::beat);
  beat_.start(heartbeat_.intervalMs);
}

void DeviceServer::setHeartbeat(const Heartbeat& heartbeat) {
  heartbeat_ = heartbeat;
  beat_.start(heartbeat_.intervalMs);
}

void DeviceServer::beat() {
  // Unanswered pings are counted in beats, not in time: a host that was suspended (a laptop's lid)
  // reads its connections' pongs on waking before it can count a second beat.
  std::vector<QWebSocket*> silent;
  for (auto& [id, peer] : sockets_) {
    if (peer.unanswered >= heartbeat_.missedPings) {
      qCInfo(lcDevices).noquote() << "device" << id << "answered none of" << heartbeat_.missedPings
                                  << "pings: dropping it";
      silent.push_back(peer.socket);
      continue;
    }
    ++peer.unanswered;
    peer.socket->ping();
    peer.socket->sendTextMessage(
        QStringLiteral("{\"type\":\"beat\",\"version\":%1}").arg(kProtocolVersion));
  }
  // abort() says `disconnected` at once, which takes the connection out of sockets_.
  for (QWebSocket* socket : silent) socket->abort();
}

DeviceServer::~DeviceServer() {
  stop();
}

bool DeviceServer::listen(const QHostAddress& address, quint16 port, QString* error) {
  auto* tcp = new QTcpServer(http_.get());
  if (!tcp->listen(address, port)) {
    if (error) *error = tcp->errorString();
    delete tcp;
    return false;
  }
  http_->bind(tcp);
  port_ = tcp->serverPort();
  return true;
}

void DeviceServer::stop() {
  if (!http_) return;
  qCInfo(lcDevices) << "no longer listening; letting" << sockets_.size() << "devices go";
  for (QTcpServer* s : http_->servers()) s->close();
  beat_.stop();
  for (auto& [id, peer] : sockets_) {
    QWebSocket* socket = peer.socket;
    socket->disconnect(this);
    if (host_) host_->closed(id);
    socket->close(QWebSocketProtocol::CloseCodeGoingAway, QStringLiteral("the game is over"));
    socket->deleteLater();
  }
  sockets_.clear();
  http_.reset();
}

void DeviceServer::acceptWebSockets() {
  while (http_ && http_->hasPendingWebSocketConnections()) {
    std::unique_ptr<QWebSocket> owned = http_->nextPendingWebSocketConnection();
    QWebSocket* socket = owned.release();
    socket->setParent(this);
    if (socket->requestUrl().path() != QLatin1String("/ws") || !host_) {
      socket->close(QWebSocketProtocol::CloseCodePolicyViolated,
                    QStringLiteral("the socket is at /ws"));
      socket->deleteLater();
      continue;
    }
    socket->setMaxAllowedIncomingMessageSize(kMaxFrameBytes);
    socket->setMaxAllowedIncomingFrameSize(kMaxFrameBytes);
    QPointer<QWebSocket> guard(socket);
    // Sending and closing are queued: the host may close a connection while it reads another.
    const int id = host_->open(
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
    qCInfo(lcDevices).noquote() << "device" << id << "connected from"
                                << socket->peerAddress().toString();
    // Anything the device sends shows it is there, as a pong does.
    auto heard = [this, id]() {
      auto it = sockets_.find(id);
      if (it != sockets_.end()) it->second.unanswered = 0;
    };
    connect(socket, &QWebSocket::pong, this, heard);
    connect(socket, &QWebSocket::textMessageReceived, this, [this, id, heard](const QString& text) {
      heard();
      if (host_) host_->receive(id, text.toUtf8());
    });
    connect(socket, &QWebSocket::binaryMessageReceived, this, [this, id, heard](const QByteArray&) {
      heard();
      if (host_) host_->receiveBinary(id);
    });
    connect(socket, &QWebSocket::disconnected, this, [this, id, socket]() {
      qCInfo(lcDevices).noquote() << "device" << id << "left:" << socket->closeReason();
      sockets_.erase(id);
      if (host_) host_->closed(id);
      socket->deleteLater();
    });
  }
}

}  // namespace mizbazi::net
