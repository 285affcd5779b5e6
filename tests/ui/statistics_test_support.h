// Helpers for the statistics tests: finished games made by hand, a private folder per test, and
// the warnings Qt printed while a block ran.
#pragma once

#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include "ui/app/statistics_store.h"

namespace mizbazi::testing {

inline app::SeatResult person(const QString& name, int score, bool won) {
  app::SeatResult s;
  s.name = name;
  s.score = score;
  s.won = won;
  return s;
}

inline app::SeatResult computer(const QString& level, int score, bool won) {
  app::SeatResult s;
  s.name = "Player";
  s.computer = true;
  s.level = level;
  s.score = score;
  s.won = won;
  return s;
}

// A finished game with a fingerprint of its own (every call is a new deal unless `deal` is given).
inline app::FinishedGame finished(const QString& game, QVector<app::SeatResult> seats,
                                  int deal = -1) {
  static int next = 0;
  app::FinishedGame g;
  g.gameId = game;
  g.seats = std::move(seats);
  g.fingerprint = QString("%1").arg(deal >= 0 ? deal : 100000 + next++, 40, 10, QChar('0'));
  return g;
}

inline QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline void writeAll(const QString& path, const QByteArray& bytes) {
  QFile f(path);
  ASSERT_TRUE(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
  ASSERT_EQ(f.write(bytes), bytes.size());
}

// Qt warnings printed while it lives (qWarning), in order.
class WarningCatcher {
 public:
  WarningCatcher() {
    lines().clear();
    previous_ = qInstallMessageHandler(&WarningCatcher::handle);
  }
  ~WarningCatcher() { qInstallMessageHandler(previous_); }
  QStringList warnings() const { return lines(); }

 private:
  static QStringList& lines() {
    static QStringList l;
    return l;
  }
  static void handle(QtMsgType type, const QMessageLogContext&, const QString& text) {
    if (type == QtWarningMsg) lines() << text;
  }
  QtMessageHandler previous_;
};

}  // namespace mizbazi::testing
