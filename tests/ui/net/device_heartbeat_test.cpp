// The heartbeat on a real socket on 127.0.0.1: a device whose connection dies without closing (a
// phone gone from the network) is let go by the host within a few of its beats, so the seat shows
// as away; a device that is there but quiet keeps its seat and hears the beats. The connection
// dies in a relay between the two that stops carrying bytes and keeps both of its sockets open,
// as a network that is gone does.
#include <gtest/gtest.h>

#include <QTcpServer>
#include <QTcpSocket>
#include <QWebSocket>

#include "core/json_reader.h"
#include "ui/net/device_host.h"
#include "ui/net/device_server.h"
#include "ui/table/table_controller.h"
#include "ui_test_support.h"

namespace mizbazi::testing {
namespace {

// Carries bytes between its clients and the host's port until it is cut.
class Relay : public QObject {
 public:
  explicit Relay(quint16 target) : target_(target) {
    server_.listen(QHostAddress::LocalHost, 0);
    connect(&server_, &QTcpServer::newConnection, this, [this]() {
      while (QTcpSocket* near = server_.nextPendingConnection()) {
        auto* far = new QTcpSocket(this);
        far->connectToHost(QHostAddress::LocalHost, target_);
        // What arrives before the far side is connected waits in `near` until it is.
        auto carry = [this](QTcpSocket* from, QTcpSocket* to) {
          if (cut_ || to->state() != QAbstractSocket::ConnectedState) return;
          to->write(from->readAll());
        };
        connect(near, &QTcpSocket::readyRead, this, [carry, near, far]() { carry(near, far); });
        connect(far, &QTcpSocket::readyRead, this, [carry, near, far]() { carry(far, near); });
        connect(far, &QTcpSocket::connected, this, [carry, near, far]() { carry(near, far); });
      }
    });
  }
  quint16 port() const { return server_.serverPort(); }
  // From now on nothing passes either way, and nothing is closed.
  void cut() { cut_ = true; }

 private:
  QTcpServer server_;
  quint16 target_;
  bool cut_ = false;
};

struct Table {
  ui::TableController controller;
  net::DeviceHost host;
  net::DeviceServer server;
  Table()
      : controller(GameRecord::fromScenario(namedScenario("rivals", 2, false, 3)), options()),
        host(&controller, net::DeviceSeats("246810", {1}), nullptr),
        server(&host) {
    server.setHeartbeat({100, 3});  // the app's 2 s, faster for the test
    EXPECT_TRUE(server.listen(QStringLiteral("127.0.0.1"), 0));
  }
  static ui::TableOptions options() {
    ui::TableOptions o;
    o.botDelayMs = 0;
    return o;
  }
};

struct Device {
  QWebSocket socket;
  int views = 0, beats = 0;
  explicit Device(quint16 port) {
    QObject::connect(&socket, &QWebSocket::textMessageReceived, [this](const QString& text) {
      const std::string type = parseJsonText(text.toStdString()).value("type", std::string());
      views += type == "view";
      beats += type == "beat";
    });
    socket.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
  }
  bool joinSeat2() {
    if (!waitUntil([&] { return socket.state() == QAbstractSocket::ConnectedState; })) return false;
    socket.sendTextMessage("{\"type\":\"join\",\"code\":\"246810\",\"seat\":2,\"name\":\"Sara\"}");
    return waitUntil([&] { return views >= 1; });
  }
};

TEST(DeviceHeartbeat, TheHostLetsGoOfADeviceWhoseConnectionDiedWithoutClosing) {
  uiApp();
  Table t;
  Relay relay(t.server.port());
  Device device(relay.port());
  ASSERT_TRUE(device.joinSeat2());
  EXPECT_EQ(t.host.connectedSeats(), QVector<int>{1});
  relay.cut();
  // Three unanswered pings, a beat apart: well under a second here, about 6 s in the app.
  EXPECT_TRUE(waitUntil([&] { return t.host.connectedSeats().isEmpty(); }, 3000))
      << "the host still counts the seat as connected";
  EXPECT_EQ(t.host.connectionCount(), 0);
  // The device's own end never closed: only the host's heartbeat noticed.
  EXPECT_EQ(device.socket.state(), QAbstractSocket::ConnectedState);
}

TEST(DeviceHeartbeat, ADeviceThatIsThereButQuietKeepsItsSeatAndHearsTheBeats) {
  uiApp();
  Table t;
  Device device(t.server.port());
  ASSERT_TRUE(device.joinSeat2());
  const int beats = device.beats;
  waitUntil([] { return false; }, 1500);  // fifteen beats, the device sending nothing
  EXPECT_EQ(t.host.connectedSeats(), QVector<int>{1});
  EXPECT_GE(device.beats - beats, 5);
}

}  // namespace
}  // namespace mizbazi::testing
