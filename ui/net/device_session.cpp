#include "ui/net/device_session.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QTimer>
#include <cstdio>

#include "ui/net/device_host.h"
#include "ui/net/device_log.h"
#include "ui/net/device_server.h"
#include "ui/net/device_session_file.h"
#include "ui/net/join_panel.h"
#include "ui/net/table_presenter.h"
#include "ui/net/transport.h"
#include "ui/table/game_table.h"

namespace mizbazi::net {

Q_LOGGING_CATEGORY(lcDevices, "mizbazi.devices", QtWarningMsg)

namespace {
// The one session that listens: a new one (the same game after a change of language, the next
// game) takes its port over at once, before the old table is gone.
QPointer<DeviceSession> listening;
}  // namespace

DeviceSession* DeviceSession::attach(ui::GameTable* table, const DevicePlan& plan, QString* error) {
  if (listening) listening->stopListening();
  auto* session = new DeviceSession(table, plan);
  QString why;
  bool ok = session->server_->listen(plan.address, plan.port, &why);
  if (!ok && !plan.portFixed) ok = session->server_->listen(plan.address, 0, &why);
  // Loaded by the server just made (or it could not listen).
  const TransportModule* module = transportModule();
  const AddressInfo asked = module ? module->readAddress(plan.address) : AddressInfo();
  if (!ok) {
    if (error)
      *error = tr("Could not wait for devices at %1: %2")
                   .arg((module ? asked.text : plan.address) + QLatin1Char(':') +
                            QString::number(plan.port),
                        why);
    delete session;
    return nullptr;
  }
  session->plan_.port = session->server_->port();
  QString shown = asked.any ? module->lanAddress() : asked.text;
  const bool reachable = !shown.isEmpty() && (asked.any || !asked.loopback);
  if (shown.isEmpty()) shown = QStringLiteral("127.0.0.1");
  session->address_ = QStringLiteral("http://%1:%2/").arg(shown).arg(session->server_->port());
  const QString url = session->address_ + QStringLiteral("#code=") + session->host_->seats().code();
  session->panel_ = new JoinPanel(session->host_, url, session->address_, reachable || !asked.any);
  table->addColumnBesideTable(session->panel_);
  connect(session->panel_, &JoinPanel::startRequested, session->host_, &DeviceHost::start);
  if (plan.started || !table->controller().record().actions().empty()) session->host_->start();
  session->keep();
  listening = session;
  if (plan.printAddress) {
    const QByteArray line = QStringLiteral("mizbazi: devices join at %1 with the code %2\n")
                                .arg(session->address_, session->host_->seats().code())
                                .toUtf8();
    std::fwrite(line.constData(), 1, std::size_t(line.size()), stdout);
    std::fflush(stdout);
  }
  qCInfo(lcDevices).noquote() << "devices join at" << session->address_;
  return session;
}

DeviceSession::DeviceSession(ui::GameTable* table, const DevicePlan& plan)
    : QObject(table), table_(table), plan_(plan) {
  DeviceSeats seats =
      plan.restored
          ? *plan.restored
          : DeviceSeats(plan.code.isEmpty() ? DeviceSeats::newCode() : plan.code, plan.seats);
  host_ =
      new DeviceHost(&table->controller(), seats, std::make_shared<TablePresenter>(table), this);
  host_->setStartWhenAllJoined(plan.startWhenAllJoined);
  server_ = new DeviceServer(host_, this);
  connect(host_, &DeviceHost::seatsChanged, this, &DeviceSession::keep);
  connect(host_, &DeviceHost::startedChanged, this, &DeviceSession::keep);
  connect(&table->controller(), &ui::TableController::gameOver, this, &DeviceSession::finish);
}

DeviceSession::~DeviceSession() {
  stopListening();
}

void DeviceSession::stopListening() {
  if (server_) server_->stop();
}

quint16 DeviceSession::port() const {
  return server_ ? server_->port() : 0;
}

void DeviceSession::keep() {
  if (plan_.sessionFile.isEmpty() || !table_) return;
  if (table_->controller().state().isTerminal()) return;
  QDir().mkpath(QFileInfo(plan_.sessionFile).absolutePath());  // before the first autosave
  SessionFile f;
  f.game = QString::fromStdString(table_->controller().record().game().info().id);
  f.seed = table_->controller().record().scenario().seed.value_or(0);
  f.seats = host_->seats();
  f.port = port();
  f.started = host_->started();
  const QString error = writeSessionFile(plan_.sessionFile, f);
  if (!error.isEmpty()) qCWarning(lcDevices).noquote() << "devices not kept:" << error;
}

void DeviceSession::finish() {
  if (!plan_.sessionFile.isEmpty()) QFile::remove(plan_.sessionFile);
  // The last view (the result) has gone out with the last action; a moment for it to arrive,
  // then nothing listens any more.
  QTimer::singleShot(1500, this, [this]() {
    stopListening();
    if (panel_) panel_->setFinished();
    qCInfo(lcDevices) << "the game is over: no longer listening";
  });
}

DevicePlan DeviceSession::planForNextGame() const {
  DevicePlan p = plan_;
  p.restored = host_->seats();
  p.started = false;
  p.startWhenAllJoined = false;
  return p;
}

}  // namespace mizbazi::net
