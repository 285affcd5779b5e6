// A hostile crowd on a real socket: at least 100,000 malformed, oversized, out-of-turn,
// wrong-seat, wrong-code and replayed messages from several connections to the host's server on
// 127.0.0.1. The host stays up, the game is byte-for-byte what it was before, and every message
// is answered with a refusal.
#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QWebSocket>
#include <random>

#include "core/json_reader.h"
#include "ui/net/device_host.h"
#include "ui/net/device_server.h"
#include "ui/net/protocol.h"
#include "ui/table/table_controller.h"
#include "ui_test_support.h"

namespace mizbazi::testing {
namespace {

// A client that counts what it is sent.
struct Client {
  std::unique_ptr<QWebSocket> socket = std::make_unique<QWebSocket>();
  qint64 sent = 0, errors = 0, views = 0;
  Json last;
  QString token;
  explicit Client(quint16 port) {
    QObject::connect(socket.get(), &QWebSocket::textMessageReceived, [this](const QString& text) {
      last = parseJsonText(text.toStdString());
      const std::string type = last.value("type", std::string());
      if (type == "error") ++errors;
      if (type == "view") ++views;
      if (type == "welcome" && last.contains("token"))
        token = QString::fromStdString(last["token"].get<std::string>());
    });
    socket->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port)));
  }
  void send(const QByteArray& text) {
    ++sent;
    socket->sendTextMessage(QString::fromUtf8(text));
  }
};

QByteArray garbage(std::mt19937& rng) {
  static const char* const kShapes[] = {"{",
                                        "}",
                                        "[]",
                                        "null",
                                        "42",
                                        "\"act\"",
                                        "{\"type\":null}",
                                        "{\"type\":[\"act\"]}",
                                        "{\"type\":\"act\",\"ply\":1e400,\"move\":0}",
                                        "{\"type\":\"act\",\"ply\":-1,\"move\":0}",
                                        "{\"type\":\"act\",\"ply\":0,\"move\":4294967296}",
                                        "{\"type\":\"join\",\"seat\":\"2\"}",
                                        "{\"type\":\"join\",\"code\":123456}",
                                        "{\"type\":\"act\",\"type\":\"act\"}",
                                        "{\"type\":\"choose\",\"ply\":0,\"card\":7}",
                                        "{\"type\":\"act\",\"ply\":0,\"move\":0,\"x\":0}",
                                        "{\"type\":\"act\",\"version\":0,\"ply\":0,\"move\":0}",
                                        "\xef\xbb\xbf{}",
                                        "{\"a\":\"\\ud800\"}"};
  const int pick = int(rng() % (std::size(kShapes) + 2));
  if (pick < int(std::size(kShapes))) return QByteArray(kShapes[pick]);
  if (pick == int(std::size(kShapes))) return QByteArray(int(rng() % 200) + 1, '[');  // deep
  QByteArray bytes;
  for (int i = 0, n = int(rng() % 40); i < n; ++i) bytes += char(' ' + rng() % 95);
  return bytes;
}

TEST(DeviceHostile, AHundredThousandBadMessagesAreAllRefusedAndChangeNothing) {
  uiApp();
  ui::TableOptions options;
  options.botDelayMs = 0;
  GameRecord record = GameRecord::fromScenario(namedScenario("sabokbaz", 4, false, 21));
  ui::TableController controller(std::move(record), options);
  net::DeviceHost host(&controller, net::DeviceSeats("246810", {0, 1, 2, 3}), nullptr);
  net::DeviceHost::Limits limits = host.limits();
  limits.messagesPerSecond = 1e9;  // the flood is to reach every check, not the rate limit
  limits.burst = 1e9;
  host.setLimits(limits);
  net::DeviceServer server(&host);
  ASSERT_TRUE(server.listen(QStringLiteral("127.0.0.1"), 0));

  std::vector<std::unique_ptr<Client>> seats, strangers;
  for (int s = 0; s < 4; ++s) seats.push_back(std::make_unique<Client>(server.port()));
  for (int s = 0; s < 3; ++s) strangers.push_back(std::make_unique<Client>(server.port()));
  ASSERT_TRUE(waitUntil([&] {
    for (auto& c : seats)
      if (c->socket->state() != QAbstractSocket::ConnectedState) return false;
    for (auto& c : strangers)
      if (c->socket->state() != QAbstractSocket::ConnectedState) return false;
    return true;
  }));
  for (int s = 0; s < 4; ++s) {
    seats[s]->socket->sendTextMessage(
        QStringLiteral("{\"type\":\"join\",\"code\":\"246810\",\"seat\":%1,\"name\":\"P%1\"}")
            .arg(s + 1));
  }
  Client& spectator = *strangers[2];
  spectator.socket->sendTextMessage("{\"type\":\"join\",\"code\":\"246810\",\"spectator\":true}");
  ASSERT_TRUE(waitUntil([&] {
    for (auto& c : seats)
      if (c->views < 1) return false;
    return spectator.views >= 1;
  }));
  host.start();
  // One real move, whose message is later replayed.
  const int first = controller.state().currentPlayer();
  const QByteArray played = "{\"type\":\"act\",\"ply\":0,\"move\":0}";
  seats[first]->socket->sendTextMessage(QString::fromUtf8(played));
  ASSERT_TRUE(waitUntil(
      [&] { return controller.record().actions().size() == 1 && seats[first]->views >= 2; }));

  const std::string before = stateJson(controller.state()).dump();
  const std::unique_ptr<State> snapshot = controller.state().clone();
  const std::vector<std::string> actionsBefore = controller.record().actions();
  const int current = controller.state().currentPlayer();
  const int other = (current + 1) % 4;
  const QByteArray ply = QByteArray::number(1);

  std::mt19937 rng(2026);
  constexpr int kMessages = 100000;
  QElapsedTimer clock;
  clock.start();
  int sentAll = 0;
  std::array<int, 8> kinds{};
  while (sentAll < kMessages) {
    for (int i = 0; i < 500 && sentAll < kMessages; ++i, ++sentAll) {
      const int kind = sentAll % 8;
      ++kinds[kind];
      switch (kind) {
        case 0:  // malformed
          seats[rng() % 4]->send(garbage(rng));
          break;
        case 1:  // oversized (under the socket's own limit, which closes the connection)
          seats[rng() % 4]->send("{\"type\":\"join\",\"name\":\"" +
                                 QByteArray(net::kMaxMessageBytes + int(rng() % 8000), 'x') +
                                 "\"}");
          break;
        case 2:  // out of turn
          seats[other]->send("{\"type\":\"act\",\"ply\":" + ply +
                             ",\"move\":" + QByteArray::number(int(rng() % 13)) + "}");
          break;
        case 3:  // for another seat
          seats[other]->send("{\"type\":\"act\",\"ply\":" + ply +
                             ",\"move\":0,\"seat\":" + QByteArray::number(current + 1) + "}");
          break;
        case 4:  // a wrong code
          strangers[rng() % 2]->send("{\"type\":\"join\",\"code\":\"" +
                                     QByteArray::number(int(rng() % 1000000))
                                         .rightJustified(6, '0')
                                         .replace("246810", "246811") +
                                     "\",\"seat\":2,\"name\":\"x\"}");
          break;
        case 5:  // the first move, replayed
          seats[first]->send(played);
          break;
        case 6:  // a spectator's move
          spectator.send("{\"type\":\"act\",\"ply\":" + ply + ",\"move\":0}");
          break;
        case 7:  // the player to act, with a move that does not exist or a card it has not
          seats[current]->send(
              rng() % 2 ? "{\"type\":\"act\",\"ply\":" + ply +
                              ",\"move\":" + QByteArray::number(100 + int(rng() % 1000)) + "}"
                        : "{\"type\":\"choose\",\"ply\":" + ply + ",\"card\":\"sabokbaz/none\"}");
          break;
      }
    }
    ASSERT_TRUE(waitUntil(
        [&] {
          qint64 sent = 0, refused = 0;
          for (auto* list : {&seats, &strangers})
            for (auto& c : *list) sent += c->sent, refused += c->errors;
          return refused == sent;
        },
        60000))
        << "after " << sentAll << " messages";
  }
  qint64 sent = 0, refused = 0;
  for (auto* list : {&seats, &strangers})
    for (auto& c : *list) sent += c->sent, refused += c->errors;
  std::printf("hostile: %lld messages, %lld refusals, %.1f s\n", (long long)sent,
              (long long)refused, clock.elapsed() / 1000.0);
  EXPECT_GE(sent, kMessages);
  EXPECT_EQ(refused, sent);
  for (int k : kinds) EXPECT_GT(k, 10000);
  EXPECT_EQ(stateJson(controller.state()).dump(), before);
  EXPECT_TRUE(controller.state().equals(*snapshot));
  EXPECT_EQ(controller.record().actions(), actionsBefore);
  for (auto& c : seats) EXPECT_EQ(c->socket->state(), QAbstractSocket::ConnectedState);

  // A message past the socket's own limit closes that connection only.
  Client& big = *strangers[1];
  big.socket->sendTextMessage(QString(net::kMaxFrameBytes + 10, QLatin1Char('x')));
  EXPECT_TRUE(waitUntil([&] { return big.socket->state() != QAbstractSocket::ConnectedState; }));

  // The host is up: the player to act still plays.
  const qint64 views = seats[other]->views;
  seats[current]->socket->sendTextMessage("{\"type\":\"act\",\"ply\":1,\"move\":0}");
  EXPECT_TRUE(waitUntil([&] { return seats[other]->views > views; }));
  EXPECT_EQ(controller.record().actions().size(), 2u);
}

}  // namespace
}  // namespace mizbazi::testing
