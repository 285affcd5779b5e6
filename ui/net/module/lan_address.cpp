#include "ui/net/module/lan_address.h"

#include <QNetworkInterface>

namespace mizbazi::net {

namespace {
// 10/8, 172.16/12, 192.168/16.
bool privateRange(const QHostAddress& a) {
  const quint32 v = a.toIPv4Address();
  return (v >> 24) == 10 || (v >> 20) == ((172u << 4) | 1u) || (v >> 16) == ((192u << 8) | 168u);
}
}  // namespace

QHostAddress lanAddress() {
  QHostAddress fallback;
  for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
    const auto flags = i.flags();
    if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) ||
        (flags & QNetworkInterface::IsLoopBack))
      continue;
    for (const QNetworkAddressEntry& e : i.addressEntries()) {
      const QHostAddress a = e.ip();
      if (a.protocol() != QAbstractSocket::IPv4Protocol || a.isLoopback()) continue;
      if (privateRange(a)) return a;
      if (fallback.isNull()) fallback = a;
    }
  }
  return fallback;
}

}  // namespace mizbazi::net
