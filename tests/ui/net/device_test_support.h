// A host without a screen for the devices' tests: a match's controller with seats on devices, its
// DeviceHost, and fake connections that keep what they were sent.
#pragma once

#include <QByteArray>
#include <QVector>
#include <memory>

#include "core/game_record.h"
#include "core/json.h"
#include "ui/net/device_host.h"
#include "ui/table/table_controller.h"

namespace mizbazi::testing {

struct FakeDevice {
  int id = -1;
  QVector<Json> received;
  bool closed = false;
  const Json& last() const { return received.back(); }
  int count(const std::string& type) const {
    int n = 0;
    for (const Json& j : received) n += j.value("type", std::string()) == type;
    return n;
  }
};

class DeviceTable {
 public:
  // `game` with `players` people, the seats in `devices` (0-based) on devices.
  DeviceTable(const std::string& game, int players, QVector<int> devices, std::uint64_t seed,
              const QString& code = QStringLiteral("123456"));
  ui::TableController& controller() { return *controller_; }
  net::DeviceHost& host() { return *host_; }
  FakeDevice& connect();
  void send(FakeDevice& d, const Json& message);
  void sendText(FakeDevice& d, const QByteArray& text);
  // Joins `seat` (0-based) with the code; returns the device.
  FakeDevice& joinSeat(int seat, const QString& name = QStringLiteral("Sara"));
  int ply() const { return int(controller_->record().actions().size()); }

 private:
  std::unique_ptr<ui::TableController> controller_;
  std::unique_ptr<net::DeviceHost> host_;
  std::vector<std::unique_ptr<FakeDevice>> devices_;
  QString code_;
};

}  // namespace mizbazi::testing
