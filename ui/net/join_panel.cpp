#include "ui/net/join_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

#include "ui/net/device_host.h"
#include "ui/net/transport.h"
#include "ui/table/outside_text.h"
#include "ui/table/table_controller.h"

namespace mizbazi::net {

namespace {

QLabel* plainLabel(const QString& text, QWidget* parent) {
  auto* l = new QLabel(text, parent);
  l->setTextFormat(Qt::PlainText);
  l->setWordWrap(true);
  return l;
}

// "482 193": the code in groups of three, in the UI's digits.
QString spacedCode(const QString& code) {
  QString out;
  for (int i = 0; i < code.size(); ++i) {
    if (i > 0 && i % 3 == 0) out += QChar(0x2009);  // a thin space
    out += QLocale().toString(code.mid(i, 1).toInt());
  }
  return out;
}

}  // namespace

JoinPanel::JoinPanel(DeviceHost* host, const QString& url, const QString& address, bool reachable,
                     QWidget* parent)
    : QFrame(parent), host_(host) {
  setObjectName("joinPanel");
  setFrameShape(QFrame::StyledPanel);
  auto* box = new QVBoxLayout(this);
  auto* title = plainLabel(tr("Players on their own devices"), this);
  QFont big = title->font();
  big.setBold(true);
  big.setPointSizeF(big.pointSizeF() * 1.2);
  title->setFont(big);
  box->addWidget(title);
  box->addWidget(plainLabel(
      reachable ? tr("On a phone on the same network, scan the code or open the address, then "
                     "enter the join code.")
                : tr("This computer is on no network that phones can reach. Join the same Wi-Fi "
                     "as the phones, then start the game again."),
      this));
  qr_ = new QLabel(this);
  qr_->setObjectName("joinQr");
  qr_->setAlignment(Qt::AlignCenter);
  const TransportModule* module = transportModule();
  const QImage qr = module ? module->qrCodeImage(url, 5) : QImage();
  if (!qr.isNull()) qr_->setPixmap(QPixmap::fromImage(qr));
  // The address is Latin whatever the language: kept left to right inside a Persian column.
  qr_->setAccessibleName(tr("QR code of the address"));
  box->addWidget(qr_);
  address_ = plainLabel(address, this);
  address_->setObjectName("joinAddress");
  address_->setLayoutDirection(Qt::LeftToRight);
  address_->setAlignment(Qt::AlignCenter);
  address_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  QFont mono = address_->font();
  mono.setBold(true);
  mono.setPointSizeF(mono.pointSizeF() * 1.15);
  address_->setFont(mono);
  box->addWidget(address_);
  code_ = plainLabel(tr("Join code: %1").arg(spacedCode(host->seats().code())), this);
  code_->setObjectName("joinCode");
  code_->setAlignment(Qt::AlignCenter);
  QFont codeFont = code_->font();
  codeFont.setBold(true);
  codeFont.setPointSizeF(codeFont.pointSizeF() * 1.5);
  code_->setFont(codeFont);
  box->addWidget(code_);
  seats_ = new QVBoxLayout();
  box->addLayout(seats_);
  state_ = plainLabel(QString(), this);
  state_->setObjectName("joinState");
  box->addWidget(state_);
  start_ = new QPushButton(tr("Start the game"), this);
  start_->setObjectName("startDevices");
  box->addWidget(start_);
  box->addStretch(1);
  connect(start_, &QPushButton::clicked, this, &JoinPanel::startRequested);
  connect(host, &DeviceHost::seatsChanged, this, &JoinPanel::refresh);
  connect(host, &DeviceHost::startedChanged, this, &JoinPanel::refresh);
  refresh();
}

QString JoinPanel::addressText() const {
  return address_->text();
}

QString JoinPanel::codeText() const {
  return host_ ? host_->seats().code() : QString();
}

void JoinPanel::refresh() {
  qDeleteAll(seatRows_);
  seatRows_.clear();
  if (!host_) return;
  const QVector<int> connected = host_->connectedSeats();
  int waiting = 0;
  for (const DeviceSeats::Seat& s : host_->seats().seats()) {
    auto* row = new QWidget(this);
    auto* line = new QHBoxLayout(row);
    line->setContentsMargins(0, 0, 0, 0);
    // Both names are outside text: the table's from a kept game, the device's from the network.
    const QString seatName =
        host_->controller() ? ui::outsideText(host_->controller()->playerName(s.seat)) : QString();
    const QString deviceName = ui::outsideText(s.name);
    QString text;
    if (s.computer) {
      text = s.token.isEmpty()
                 ? tr("%1: the computer plays until a device joins").arg(seatName)
                 : tr("%1: the computer plays until %2 comes back").arg(seatName, deviceName);
    } else if (s.token.isEmpty()) {
      ++waiting;
      text = tr("%1: waiting for a device").arg(seatName);
    } else if (connected.contains(s.seat)) {
      text = tr("%1: joined as %2").arg(seatName, deviceName);
    } else {
      text = tr("%1: %2's device is not connected").arg(seatName, deviceName);
    }
    auto* label = plainLabel(text, row);
    label->setObjectName(QStringLiteral("deviceSeat%1").arg(s.seat));
    line->addWidget(label, 1);
    if (!s.computer && !connected.contains(s.seat)) {
      auto* computer = new QPushButton(tr("Let the computer play"), row);
      computer->setObjectName(QStringLiteral("computerSeat%1").arg(s.seat));
      computer->setToolTip(
          tr("The computer plays this seat until its person's device comes back (or another "
             "device joins it)"));
      const int seat = s.seat;
      connect(computer, &QPushButton::clicked, this, [this, seat]() {
        if (host_) host_->handToComputer(seat);
      });
      line->addWidget(computer);
    }
    if (!s.token.isEmpty()) {
      auto* free = new QPushButton(tr("Free the seat"), row);
      free->setToolTip(tr("Let another device take this seat (its person left)"));
      const int seat = s.seat;
      connect(free, &QPushButton::clicked, this, [this, seat]() {
        if (host_) host_->releaseSeat(seat);
      });
      line->addWidget(free);
    }
    seats_->addWidget(row);
    seatRows_.push_back(row);
  }
  const bool started = host_->started();
  start_->setVisible(!started);
  if (started)
    state_->setText(
        tr("The game is on. A device that lost its connection comes back by opening "
           "the address again."));
  else if (waiting > 0)
    state_->setText(
        tr("Waiting for %Ln device(s). You may start now: the game then waits at "
           "an empty seat's turn.",
           nullptr, waiting));
  else
    state_->setText(tr("Everyone has joined."));
}

void JoinPanel::setFinished() {
  start_->hide();
  qr_->hide();
  state_->setText(
      tr("The game is over: the devices were let go, and this computer no longer "
         "listens for them."));
}

}  // namespace mizbazi::net
