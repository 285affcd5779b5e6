// Computer seats: after a visible, adjustable delay, ask the seat's bot (ai::makeBot — the random
// bot today, the real bots later through the same interface) for an action, off the UI thread.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>

#include "ai/bot.h"
#include "core/game.h"
#include "core/rng.h"

namespace mizbazi::ui {

class BotDriver : public QObject {
  Q_OBJECT

 public:
  BotDriver(std::string gameId, std::uint64_t seed, QObject* parent = nullptr);
  ~BotDriver() override;

  // The seat's bot plays `level`; unknown levels fall back to the random bot.
  void request(const State& state, int seat, const std::string& level, int delayMs);
  void cancel();
  bool pending() const { return pending_; }

 Q_SIGNALS:
  void chosen(int seat, mizbazi::Action action);

 private:
  ai::Bot& botFor(int seat, const std::string& level);

  std::string gameId_;
  Rng rng_;
  std::map<int, std::shared_ptr<ai::Bot>> bots_;
  QTimer delay_;
  QFutureWatcher<Action> watcher_;
  std::shared_ptr<ai::Bot> running_;
  int generation_ = 0;
  bool pending_ = false;
};

}  // namespace mizbazi::ui
