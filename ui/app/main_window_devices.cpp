// The main window's part in games with seats on people's own devices (ui/net/): the plan for the
// next game, and the devices of a kept game given back when it is resumed (a restarted host).
#include <QDir>
#include <QFileInfo>

#include "ui/app/main_window.h"
#include "ui/net/device_session.h"
#include "ui/net/device_session_file.h"
#include "ui/table/lesson_runner.h"

namespace mizbazi::app {

void MainWindow::setDevicePlan(const net::DevicePlan& plan) {
  devicePlan_ = std::make_shared<net::DevicePlan>(plan);
}

net::DeviceSession* MainWindow::deviceSession() const {
  return table_ ? table_->findChild<net::DeviceSession*>(QString(), Qt::FindDirectChildrenOnly)
                : nullptr;
}

QString MainWindow::devicesFile(const QString& gameId) const {
  return QFileInfo(autosave_.path(gameId))
      .dir()
      .filePath(QStringLiteral("devices-%1.json").arg(gameId));
}

void MainWindow::attachDevices(ui::GameTable* table) {
  std::shared_ptr<net::DevicePlan> plan = std::move(devicePlan_);
  devicePlan_.reset();
  // A replay is watched on this screen, and a lesson is one person's.
  if (openingReplay_ || lessonOpening_ || lessonRunner()) return;
  const GameRecord& record = table->controller().record();
  const QString gameId = QString::fromStdString(record.game().info().id);
  const QString file = devicesFile(gameId);
  if (!plan || plan->seats.isEmpty()) {
    // A kept game whose seats were on devices: the same code, seats and tokens (and port, unless
    // the command line names one), so that the devices find it again.
    const std::optional<net::SessionFile> kept = net::readSessionFile(file);
    if (!kept || kept->game != gameId || kept->seed != record.scenario().seed.value_or(0)) return;
    auto resumed = std::make_shared<net::DevicePlan>(plan ? *plan : net::DevicePlan());
    for (const net::DeviceSeats::Seat& s : kept->seats.seats()) resumed->seats << s.seat;
    resumed->restored = kept->seats;
    resumed->started = kept->started;
    if (!plan || !plan->portFixed) resumed->port = kept->port;
    plan = resumed;
  }
  for (int seat : plan->seats) {
    if (seat < 0 || seat >= table->controller().numSeats() || !table->controller().isHuman(seat))
      return;  // a seat the game does not have, or a computer's: nobody's device
  }
  if (!scripted_) plan->sessionFile = file;
  QString error;
  if (!net::DeviceSession::attach(table, *plan, &error))
    reportError(tr("Devices cannot join this game"), {error, QString()});
}

}  // namespace mizbazi::app
