#include "device_test_support.h"

#include "core/json_reader.h"
#include "ui/net/protocol.h"
#include "ui_test_support.h"

namespace mizbazi::testing {

DeviceTable::DeviceTable(const std::string& game, int players, QVector<int> devices,
                         std::uint64_t seed, const QString& code)
    : code_(code) {
  ui::TableOptions options;
  options.botDelayMs = 0;
  controller_ = std::make_unique<ui::TableController>(
      GameRecord::fromScenario(namedScenario(game, players, false, seed)), options);
  host_ = std::make_unique<net::DeviceHost>(controller_.get(), net::DeviceSeats(code, devices),
                                            nullptr);
}

FakeDevice& DeviceTable::connect() {
  devices_.push_back(std::make_unique<FakeDevice>());
  FakeDevice* d = devices_.back().get();
  d->id = host_->open(
      [d](const QByteArray& text) { d->received.push_back(parseJsonText(text.toStdString())); },
      [d](const QString&) { d->closed = true; });
  return *d;
}

void DeviceTable::send(FakeDevice& d, const Json& message) {
  host_->receive(d.id, net::toText(message));
}

void DeviceTable::sendText(FakeDevice& d, const QByteArray& text) {
  host_->receive(d.id, text);
}

FakeDevice& DeviceTable::joinSeat(int seat, const QString& name) {
  FakeDevice& d = connect();
  send(d, {{"type", "join"},
           {"code", code_.toStdString()},
           {"seat", seat + 1},
           {"name", name.toStdString()}});
  return d;
}

}  // namespace mizbazi::testing
