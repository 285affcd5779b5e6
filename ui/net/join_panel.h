// The shared screen's column while seats are played from devices: how to join (a QR code of the
// page's address with its code, the address and the code written large), each device seat with
// who holds it and whether their device is connected (the host may free a seat whose person
// left), and the Start button, which the game waits for. Names from the network are plain text.
#pragma once

#include <QFrame>
#include <QPointer>
#include <QVector>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace mizbazi::net {

class DeviceHost;

class JoinPanel : public QFrame {
  Q_OBJECT

 public:
  // `url`: what the QR code holds (the address with the code); `address`: the address as written.
  JoinPanel(DeviceHost* host, const QString& url, const QString& address, bool reachable,
            QWidget* parent = nullptr);

  // Seats and the Start button as they are now.
  void refresh();
  // The game is over: the server stopped.
  void setFinished();
  QString addressText() const;
  QString codeText() const;

 Q_SIGNALS:
  void startRequested();

 private:
  QPointer<DeviceHost> host_;
  QLabel* address_;
  QLabel* code_;
  QLabel* qr_;
  QLabel* state_;
  QVBoxLayout* seats_;
  QVector<QWidget*> seatRows_;
  QPushButton* start_;
};

}  // namespace mizbazi::net
