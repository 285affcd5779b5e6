// The devices' load benchmark (a figure, not a test): a Zirkhaki game with all 8 seats on devices
// and 32 spectators, every client a WebSocket on 127.0.0.1 in a thread of its own (the host keeps
// the main thread, as in the app). For each move it measures the time from the moment the seat's
// device sends it to the moment the last of the 40 clients has the new view; games follow one
// another until `--moves` moves were measured. Prints the median, the 99th percentile and the
// worst. Usage: device_load_bench [--moves N]
#include <QApplication>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <functional>
#include <map>
#include <mutex>
#include <random>
#include <set>

#include "core/json_reader.h"
#include "ui/net/device_host.h"
#include "ui/net/device_server.h"
#include "ui/table/table_controller.h"
#include "ui_test_support.h"

namespace {

using Clock = std::chrono::steady_clock;
using namespace mizbazi;

constexpr int kSeats = 8;
constexpr int kSpectators = 32;

// The 40 clients, living in the client thread.
class Crowd : public QObject {
 public:
  // `allJoined` and `finished` are called in the client thread.
  Crowd(quint16 port, std::uint32_t seed, std::function<void()> allJoined,
        std::function<void()> finished)
      : port_(port), rng_(seed), allJoined_(std::move(allJoined)), finished_(std::move(finished)) {}

  void start() {
    for (int i = 0; i < kSeats + kSpectators; ++i) {
      auto* s = new QWebSocket(QString(), QWebSocketProtocol::VersionLatest, this);
      sockets_.push_back(s);
      connect(s, &QWebSocket::connected, this, [this, s, i]() {
        const QString join =
            i < kSeats
                ? QStringLiteral(
                      "{\"type\":\"join\",\"code\":\"135790\",\"seat\":%1,\"name\":\"P%1\"}")
                      .arg(i + 1)
                : QStringLiteral("{\"type\":\"join\",\"code\":\"135790\",\"spectator\":true}");
        s->sendTextMessage(join);
      });
      connect(s, &QWebSocket::textMessageReceived, this,
              [this, s, i](const QString& text) { received(i, s, text); });
      s->open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(port_)));
    }
  }

  std::vector<double> latencies;  // ms, read after finished

 private:
  void received(int client, QWebSocket* s, const QString& text) {
    const Json m = parseJsonText(text.toStdString());
    if (m.value("type", std::string()) != "view") return;
    const int ply = m["ply"].get<int>();
    if (!seen_.count(client)) {
      seen_[client] = ply;
      if (int(seen_.size()) == kSeats + kSpectators) allJoined_();
    }
    seen_[client] = ply;
    // Every client has this ply: the move that led to it is done.
    if (sent_.count(ply - 1) && !done_.count(ply - 1)) {
      if (++arrived_[ply] == kSeats + kSpectators) {
        done_.insert(ply - 1);
        latencies.push_back(
            std::chrono::duration<double, std::milli>(Clock::now() - sent_[ply - 1]).count());
      }
    }
    if (m["over"].get<bool>()) {
      if (++over_ == kSeats + kSpectators) finished_();
      return;
    }
    if (client < kSeats && m["yourTurn"].get<bool>() && !sent_.count(ply)) {
      const int n = int(m["moves"].size());
      sent_[ply] = Clock::now();
      s->sendTextMessage(QStringLiteral("{\"type\":\"act\",\"ply\":%1,\"move\":%2}")
                             .arg(ply)
                             .arg(int(rng_() % unsigned(n))));
    }
  }

  quint16 port_;
  std::mt19937 rng_;
  std::vector<QWebSocket*> sockets_;
  std::map<int, int> seen_;
  std::map<int, Clock::time_point> sent_;
  std::map<int, int> arrived_;
  std::set<int> done_;
  int over_ = 0;
  std::function<void()> allJoined_, finished_;
};

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  const std::size_t i = std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5));
  return v[i];
}

}  // namespace

int main(int argc, char** argv) {
  int wanted = 1000;
  for (int i = 1; i + 1 < argc; ++i)
    if (QByteArray(argv[i]) == "--moves") wanted = std::max(1, QByteArray(argv[i + 1]).toInt());
  mizbazi::testing::uiApp("en");
  std::vector<double> all;
  int games = 0;
  for (std::uint64_t seed = 1; int(all.size()) < wanted; ++seed) {
    ui::TableOptions options;
    ui::TableController controller(
        GameRecord::fromScenario(mizbazi::testing::namedScenario("zirkhaki", kSeats, false, seed)),
        options);
    net::DeviceHost host(&controller, net::DeviceSeats("135790", {0, 1, 2, 3, 4, 5, 6, 7}),
                         nullptr);
    net::DeviceHost::Limits limits;
    limits.messagesPerSecond = 1e6;
    limits.burst = 1e6;
    host.setLimits(limits);
    net::DeviceServer server(&host);
    if (!server.listen(QStringLiteral("127.0.0.1"), 0)) return 1;
    QThread thread;
    QEventLoop loop;
    auto* crowd = new Crowd(
        server.port(), std::uint32_t(seed),
        [&host]() {
          QMetaObject::invokeMethod(
              &host, [&host]() { host.start(); }, Qt::QueuedConnection);
        },
        [&loop]() {
          QMetaObject::invokeMethod(
              &loop, [&loop]() { loop.quit(); }, Qt::QueuedConnection);
        });
    crowd->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, crowd, &QObject::deleteLater);
    thread.start();
    QMetaObject::invokeMethod(
        crowd, [crowd]() { crowd->start(); }, Qt::QueuedConnection);
    QTimer::singleShot(600000, &loop, &QEventLoop::quit);
    loop.exec();
    std::vector<double> got;
    QMetaObject::invokeMethod(
        crowd, [&got, crowd]() { got = crowd->latencies; }, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();
    all.insert(all.end(), got.begin(), got.end());
    ++games;
    if (got.empty()) return 1;
  }
  std::printf(
      "device load: %d seats and %d spectators on 127.0.0.1, %d games, %zu moves: "
      "move to the last client's update median %.2f ms, p99 %.2f ms, worst %.2f ms\n",
      kSeats, kSpectators, games, all.size(), percentile(all, 0.5), percentile(all, 0.99),
      *std::max_element(all.begin(), all.end()));
  return 0;
}
