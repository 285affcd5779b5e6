// A test's witness that the shared screen never shows a device seat's secret: after every paint
// of a table, each face-up card on it is checked against what the device seats' observations hold
// and everyone's does not. The counts (frames checked, frames with a private card, the first such
// card) are rewritten to a file after every frame (mizbazi --privacy-watch FILE), for the device
// tests, which read it while the app runs.
#pragma once

#include <QObject>
#include <QString>

namespace mizbazi::net {

class PrivacyWatch : public QObject {
  Q_OBJECT

 public:
  explicit PrivacyWatch(QString file, QObject* parent = nullptr);
  bool eventFilter(QObject* watched, QEvent* event) override;
  qint64 frames() const { return frames_; }
  qint64 leaks() const { return leaks_; }

 private:
  void write();

  QString file_;
  qint64 frames_ = 0, leaks_ = 0;
  QString firstLeak_;
};

}  // namespace mizbazi::net
