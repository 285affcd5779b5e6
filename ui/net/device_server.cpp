#include "ui/net/device_server.h"

#include <QBuffer>
#include <QFile>
#include <QRegularExpression>

#include "ui/net/device_host.h"
#include "ui/net/page_words.h"
#include "ui/net/protocol.h"
#include "ui/net/transport.h"

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

}  // namespace

DeviceServer::DeviceServer(DeviceHost* host, QObject* parent) : QObject(parent), host_(host) {
  const TransportModule* module = transportModule(&missing_);
  if (!module) return;
  TransportHandlers handlers;
  handlers.page = [this](const QString& path, QByteArray* body, QByteArray* type) {
    return page(path, body, type);
  };
  handlers.open = [this](std::function<void(const QByteArray&)> send,
                         std::function<void(const QString&)> close) {
    return host_ ? host_->open(std::move(send), std::move(close)) : -1;
  };
  handlers.receive = [this](int id, const QByteArray& text) {
    if (host_) host_->receive(id, text);
  };
  handlers.receiveBinary = [this](int id) {
    if (host_) host_->receiveBinary(id);
  };
  handlers.closed = [this](int id) {
    if (host_) host_->closed(id);
  };
  handlers.beat =
      QStringLiteral("{\"type\":\"beat\",\"version\":%1}").arg(kProtocolVersion).toUtf8();
  handlers.maxFrameBytes = kMaxFrameBytes;
  transport_.reset(module->newTransport(std::move(handlers)));
  const Heartbeat heartbeat;
  transport_->setHeartbeat(heartbeat.intervalMs, heartbeat.missedPings);
}

DeviceServer::~DeviceServer() {
  stop();
}

void DeviceServer::setHeartbeat(const Heartbeat& heartbeat) {
  if (transport_) transport_->setHeartbeat(heartbeat.intervalMs, heartbeat.missedPings);
}

bool DeviceServer::listen(const QString& address, quint16 port, QString* error) {
  if (!transport_) {
    if (error) *error = missing_;
    return false;
  }
  return transport_->listen(address, port, error);
}

quint16 DeviceServer::port() const {
  return transport_ ? transport_->port() : 0;
}

void DeviceServer::stop() {
  if (transport_) transport_->stop();
}

bool DeviceServer::page(const QString& path, QByteArray* body, QByteArray* type) const {
  for (const PageFile& f : kFiles) {
    if (path != QLatin1String(f.path)) continue;
    QFile file(QString::fromLatin1(f.resource));
    if (!file.open(QIODevice::ReadOnly)) return false;
    *body = file.readAll();
    *type = f.mime;
    return true;
  }
  if (path == QLatin1String("/words/fa.json") || path == QLatin1String("/words/en.json")) {
    *body = pageWordsJson(path.mid(7, 2));
    *type = "application/json; charset=utf-8";
    return true;
  }
  const auto card = cardPath().match(path);
  if (card.hasMatch() && host_) {
    const QImage image = host_->presenter().cardImage(card.captured(1), QSize(250, 350));
    if (!image.isNull()) {
      QBuffer buffer(body);
      buffer.open(QIODevice::WriteOnly);
      image.save(&buffer, "PNG");
      *type = "image/png";
      return true;
    }
  }
  return false;
}

}  // namespace mizbazi::net
