#include "ui/table/bot_driver.h"

#include <QtConcurrent/QtConcurrentRun>

namespace mizbazi::ui {

BotDriver::BotDriver(std::string gameId, std::uint64_t seed, QObject* parent)
    : QObject(parent), gameId_(std::move(gameId)), rng_(seed ^ 0x5bd1e995u) {
  delay_.setSingleShot(true);
}

BotDriver::~BotDriver() {
  cancel();
  watcher_.waitForFinished();
}

ai::Bot& BotDriver::botFor(int seat, const std::string& level) {
  auto it = bots_.find(seat);
  if (it == bots_.end()) {
    std::unique_ptr<ai::Bot> bot = ai::makeBot(gameId_, level.empty() ? "normal" : level);
    if (!bot) bot = ai::makeBot(gameId_, "random");
    it = bots_.emplace(seat, std::shared_ptr<ai::Bot>(std::move(bot))).first;
  }
  return *it->second;
}

void BotDriver::request(const State& state, int seat, const std::string& level, int delayMs) {
  cancel();
  pending_ = true;
  const int generation = ++generation_;
  botFor(seat, level);
  std::shared_ptr<ai::Bot> bot = bots_[seat];
  std::shared_ptr<State> copy(state.clone());
  Rng rng(rng_.next64());
  delay_.disconnect();
  connect(&delay_, &QTimer::timeout, this, [this, bot, copy, seat, rng, generation]() mutable {
    if (generation != generation_) return;
    running_ = bot;
    bot->resetStop();
    watcher_.disconnect();
    connect(&watcher_, &QFutureWatcher<Action>::finished, this, [this, seat, generation]() {
      if (generation != generation_ || watcher_.isCanceled()) return;
      pending_ = false;
      running_.reset();
      Q_EMIT chosen(seat, watcher_.result());
    });
    // The bot sees its own copy of the position; the table keeps running while it thinks.
    watcher_.setFuture(QtConcurrent::run(
        [bot, copy, seat, rng]() mutable { return bot->choose(*copy, seat, rng); }));
  });
  delay_.start(std::max(0, delayMs));
}

void BotDriver::cancel() {
  ++generation_;
  pending_ = false;
  delay_.stop();
  if (running_) running_->stop();
}

}  // namespace mizbazi::ui
